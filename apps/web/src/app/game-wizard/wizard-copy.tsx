import { Card, Group, Stack, Text } from '@mantine/core';
import type { TGameDetail } from '@rally/contracts/games';
import { IconTemplate } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LinkButton } from '../../components/page-actions.tsx';
import { paths } from '../../lib/paths.ts';
import { CopyActivities } from '../game-content/activities-page.tsx';
import { CopyButton } from '../game-content/copy-button.tsx';
import { CopyKpis } from '../game-content/kpis-page.tsx';
import { CopyTeams } from '../game-content/teams-page.tsx';

const DIALOGS = { activities: CopyActivities, teams: CopyTeams, kpis: CopyKpis } as const;

/**
 * "Copy from another game" in the wizard's content steps, as their empty states promise: the same
 * copy dialog as the content screens.
 */
export function WizardCopy({ step, game }: { step: keyof typeof DIALOGS; game: TGameDetail }) {
  const { t } = useTranslation(step);
  const [open, setOpen] = useState(false);
  const Dialog = DIALOGS[step];
  return (
    <>
      <Group justify="flex-end">
        <CopyButton game={game} label={t('copy.button')} onClick={() => setOpen(true)} />
      </Group>
      <Dialog game={game} opened={open} onClose={() => setOpen(false)} />
    </>
  );
}

/** "Start from a template": offered before a new game's details, the other way to begin. */
export function StartFromTemplate() {
  const { t } = useTranslation('templates');
  return (
    <Card withBorder padding="md" mb="lg" component="aside" aria-labelledby="start-from-template">
      <Group justify="space-between" gap="sm" wrap="wrap">
        <Stack gap={2} maw={560}>
          <Text fw={600} id="start-from-template">
            {t('wizard.title')}
          </Text>
          <Text size="sm" c="dimmed">
            {t('wizard.text')}
          </Text>
        </Stack>
        <LinkButton to={paths.games.templates.href()} icon={IconTemplate} variant="light">
          {t('wizard.button')}
        </LinkButton>
      </Group>
    </Card>
  );
}
