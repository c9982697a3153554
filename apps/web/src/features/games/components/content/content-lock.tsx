import { Alert } from '@mantine/core';
import type { TGame } from '@rally/contracts/games';
import { IconLock } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useAppAbility } from '../../../../lib/abilities.tsx';
import { useGame } from '../../api/games-api.ts';

type TLockReason = 'finished' | 'archived' | 'viewOnly';

/**
 * Whether a game's set-up may be changed here, and why not. Finished and archived games are
 * read-only (the server answers 409); users who only read games see the set-up without controls
 * that would fail. An active game stays editable: the server names what it refuses.
 */
export function useContentLock(gameId: string): { readOnly: boolean; reason: TLockReason | null } {
  const ability = useAppAbility();
  const game = useGame(gameId);
  const reason: TLockReason | null = !ability.can('manage', 'Game')
    ? 'viewOnly'
    : game.data && isClosed(game.data)
      ? game.data.phase
      : null;
  return { readOnly: reason !== null, reason };
}

/** A finished or archived game: its set-up no longer changes. */
export function isClosed(game: Pick<TGame, 'phase'>): game is { phase: 'finished' | 'archived' } {
  return game.phase === 'finished' || game.phase === 'archived';
}

/** Says why the editor's write controls are off; nothing when they are on. */
export function ContentLockNotice({ reason }: { reason: TLockReason | null }) {
  const { t } = useTranslation('game-content');
  if (!reason) return null;
  return (
    <Alert color="gray" variant="light" icon={<IconLock aria-hidden />}>
      {t(`lock.${reason}`)}
    </Alert>
  );
}
