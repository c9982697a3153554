import { Anchor, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useClipboard } from '@mantine/hooks';
import type { TGameDetail } from '@rally/contracts/games';
import { IconCheck, IconCopy, IconRefresh } from '@tabler/icons-react';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../components/confirm-dialog.tsx';
import { ErrorAlert } from '../../components/error-alert.tsx';
import { useRegeneratePublicId } from '../../features/public/api/public-id-api.ts';
import { announce } from '../../lib/announce.ts';
import { notifySuccess } from '../../lib/notify.ts';
import { paths } from '../../lib/paths.ts';

type Props = { game: TGameDetail; canRegenerate: boolean };

/** One public link with its copy button; the button says "Copied" for a moment, to everyone. */
function PublicLink({ label, url }: { label: string; url: string }) {
  const { t } = useTranslation('scores');
  const clipboard = useClipboard({ timeout: 2000 });
  // Said once the clipboard took it (a refusal shows its own message).
  useEffect(() => {
    if (clipboard.copied) announce(t('share.copied'));
  }, [clipboard.copied, t]);
  return (
    <Stack gap={2}>
      <Text size="sm" fw={600}>
        {label}
      </Text>
      <Group gap="xs" wrap="nowrap">
        <Anchor href={url} target="_blank" rel="noreferrer" size="sm" style={{ wordBreak: 'break-all' }}>
          {url}
        </Anchor>
        {/* The button's words show, not a tooltip: nothing appears on hover that the pointer could not
            reach (1.4.13), and what shows starts its name (2.5.3). */}
        <Button
          variant="default"
          size="compact-sm"
          style={{ flexShrink: 0 }}
          leftSection={
            clipboard.copied ? <IconCheck size={14} aria-hidden /> : <IconCopy size={14} aria-hidden />
          }
          aria-label={clipboard.copied ? t('share.copied') : t('share.copyLabel', { what: label })}
          onClick={() => clipboard.copy(url)}
        >
          {clipboard.copied ? t('share.copied') : t('share.copy')}
        </Button>
      </Group>
      {clipboard.error && (
        <Text size="xs" c="red" role="alert">
          {t('share.copyFailed')}
        </Text>
      )}
    </Stack>
  );
}

/**
 * The game's public page and leaderboard, to share, and a trial's join link for its organiser; an
 * organiser can replace a leaked link.
 */
export function PublicLinks({ game, canRegenerate }: Props) {
  const { t } = useTranslation('scores');
  const titleId = useId();
  const regenerate = useRegeneratePublicId(game.id);
  const [confirming, setConfirming] = useState(false);
  const origin = window.location.origin;

  return (
    <Card withBorder padding="lg" component="section" aria-labelledby={titleId}>
      <Group justify="space-between" gap="xs" mb="xs">
        <Title order={2} size="h4" id={titleId}>
          {t('share.title')}
        </Title>
        {canRegenerate && (
          <Button
            variant="default"
            size="xs"
            leftSection={<IconRefresh size={14} aria-hidden />}
            onClick={() => {
              regenerate.reset();
              setConfirming(true);
            }}
          >
            {t('share.regenerate')}
          </Button>
        )}
      </Group>
      <Text size="sm" c="dimmed" mb="sm">
        {t('share.text')}
      </Text>
      <Stack gap="sm">
        <PublicLink label={t('share.page')} url={origin + paths.publicGame.href(game.publicId)} />
        <PublicLink
          label={t('share.leaderboard')}
          url={origin + paths.publicLeaderboard.href(game.publicId)}
        />
        {/* A trial's game: its organiser finds again the link colleagues join by (decision 0022). */}
        {canRegenerate && game.joinByLink && (
          <PublicLink label={t('share.join')} url={origin + paths.onboarding.join.href(game.publicId)} />
        )}
      </Stack>
      <ConfirmDialog
        opened={confirming}
        onClose={() => setConfirming(false)}
        title={t('share.regenerateTitle')}
        confirmLabel={t('share.regenerate')}
        onConfirm={() =>
          regenerate.mutate(undefined, {
            onSuccess: () => {
              setConfirming(false);
              notifySuccess(t('share.regenerated'));
            },
          })
        }
        danger
        loading={regenerate.isPending}
      >
        <ErrorAlert error={regenerate.error} />
        <Text>{t('share.regenerateText')}</Text>
      </ConfirmDialog>
    </Card>
  );
}
