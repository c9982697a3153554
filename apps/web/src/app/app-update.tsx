import { Button, Group, Paper, Text } from '@mantine/core';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { announce } from '../lib/announce.ts';
import { applyUpdate, useUpdateWaiting } from '../lib/service-worker.ts';
import classes from './app-update.module.css';

/**
 * Offers a new version once its service worker is installed and waiting (lib/service-worker.ts):
 * on every screen, said to screen readers as it appears, reached by Tab after the page's own
 * controls. Reload lets the new version take over (the page reloads into it); Later keeps the page
 * as it is until the next visit, which offers it again.
 */
export function AppUpdate() {
  const waiting = useUpdateWaiting();
  const [later, setLater] = useState(false);
  const [reloading, setReloading] = useState(false);
  const { t } = useTranslation();
  const textId = useId();
  const shown = waiting && !later;
  useEffect(() => {
    if (shown) announce(t('update.available'));
  }, [shown, t]);
  if (!shown) return null;
  return (
    <section aria-labelledby={textId} className={classes.notice}>
      <Paper withBorder shadow="md" p="sm">
        <Group justify="space-between" gap="sm">
          <Text id={textId} size="sm" fw={500}>
            {t('update.available')}
          </Text>
          <Group gap="xs" ml="auto">
            <Button variant="default" size="xs" onClick={() => setLater(true)} disabled={reloading}>
              {t('update.later')}
            </Button>
            <Button
              size="xs"
              loading={reloading}
              onClick={() => {
                setReloading(true);
                applyUpdate();
              }}
            >
              {t('update.reload')}
            </Button>
          </Group>
        </Group>
      </Paper>
    </section>
  );
}
