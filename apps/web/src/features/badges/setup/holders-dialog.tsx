import { Button, Group, Stack, Text } from '@mantine/core';
import type { TBadgeHolder, TGameBadge } from '@rally/contracts/badges';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../../components/error-alert.tsx';
import { FormDialog } from '../../../components/form-dialog.tsx';
import { WhenLoaded } from '../../../components/when-loaded.tsx';
import { announce } from '../../../lib/announce.ts';
import { formatDate } from '../../../lib/dates.ts';
import { focusWhenReady } from '../../../lib/focus.ts';
import { useAwardBadge, useBadgeHolders } from '../api/game-badges-api.ts';
import { useBadgeText } from '../components/badge-text.ts';

type Props = {
  gameId: string;
  /** The badge whose holders are shown; the dialog is closed while null. */
  badge: TGameBadge | null;
  /** Whether the game can still be changed: a finished game lists its holders only. */
  canTakeBack: boolean;
  onClose: () => void;
};

/**
 * Who holds a badge, latest first; a badge given by hand can be taken back from each holder here.
 * After a take-back the organiser continues at the next holder's button (the one before at the end
 * of the list, the list's text once nobody is left), and a screen reader hears what was done.
 */
export function HoldersDialog({ gameId, badge, canTakeBack, onClose }: Props) {
  const { t } = useTranslation('badges');
  const text = useBadgeText();
  const name = badge ? text(badge).name : '';
  return (
    <FormDialog opened={badge !== null} onClose={onClose} title={t('setup.holdersList.title', { name })}>
      {badge && (
        <Holders
          key={badge.id}
          gameId={gameId}
          badge={badge}
          name={name}
          canTakeBack={canTakeBack && badge.rule.kind === 'manual'}
        />
      )}
    </FormDialog>
  );
}

function Holders({
  gameId,
  badge,
  name,
  canTakeBack,
}: {
  gameId: string;
  badge: TGameBadge;
  name: string;
  canTakeBack: boolean;
}) {
  const { t } = useTranslation('badges');
  const holders = useBadgeHolders(gameId, badge.id);
  const takeBack = useAwardBadge(gameId);
  const list = useRef<HTMLDivElement>(null);

  const takeBackFrom = async (holder: TBadgeHolder, index: number) => {
    try {
      await takeBack.mutateAsync({ id: badge.id, userId: holder.userId, reason: '', takeBack: true });
    } catch {
      return; // shown below the list
    }
    announce(t('setup.takeBack.done', { name, player: holder.name }));
    // The list is drawn again without this holder: continue where the next one now is.
    focusWhenReady(
      () => {
        const root = list.current;
        if (!root || root.querySelector(`[data-user="${holder.userId}"]`)) return null;
        const buttons = [...root.querySelectorAll<HTMLElement>('button[data-user]')];
        return (
          buttons[Math.min(index, buttons.length - 1)] ?? root.querySelector<HTMLElement>('[data-empty]')
        );
      },
      { waitMs: 3000 },
    );
  };

  return (
    <Stack gap="sm" ref={list}>
      <WhenLoaded query={holders}>
        {({ data, total }) =>
          data.length === 0 ? (
            <Text size="sm" c="dimmed" data-empty>
              {t('setup.holdersList.empty')}
            </Text>
          ) : (
            <>
              <Text size="sm" c="dimmed">
                {t('setup.holdersList.count', { count: total })}
              </Text>
              <Stack component="ul" gap="xs" m={0} p={0} style={{ listStyle: 'none' }}>
                {data.map((holder, index) => (
                  <Group component="li" key={holder.userId} justify="space-between" wrap="nowrap" gap="sm">
                    <div style={{ minWidth: 0 }}>
                      <Text size="sm" fw={600}>
                        {holder.name}
                      </Text>
                      <Text size="xs" c="dimmed">
                        {t('setup.holdersList.since', { date: formatDate(holder.awardedAt) })}
                        {holder.reason ? ` · ${holder.reason}` : ''}
                      </Text>
                    </div>
                    {canTakeBack && (
                      <Button
                        size="xs"
                        variant="light"
                        color="red"
                        style={{ flexShrink: 0 }}
                        data-user={holder.userId}
                        disabled={takeBack.isPending}
                        aria-label={t('setup.holdersList.takeBackFrom', { name, player: holder.name })}
                        onClick={() => void takeBackFrom(holder, index)}
                      >
                        {t('setup.takeBack.submit')}
                      </Button>
                    )}
                  </Group>
                ))}
              </Stack>
            </>
          )
        }
      </WhenLoaded>
      {takeBack.error && <ErrorAlert error={takeBack.error} />}
    </Stack>
  );
}
