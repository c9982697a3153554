import { Alert } from '@mantine/core';
import { gameRules, type TGameDates } from '@rally/contracts/game-lifecycle';
import { IconLock } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useAppAbility } from '../lib/abilities.tsx';

type TLockReason = 'finished' | 'archived' | 'viewOnly';

/**
 * Whether a game's set-up may be changed here, and why not. Finished and archived games are
 * read-only (the server answers 409); users who only read games see the set-up without controls
 * that would fail. An active game stays editable: the server names what it refuses.
 */
export function useContentLock(game: TGameDates): {
  readOnly: boolean;
  reason: TLockReason | null;
} {
  const ability = useAppAbility();
  const reason: TLockReason | null = !ability.can('manage', 'Game')
    ? 'viewOnly'
    : isClosed(game)
      ? game.status
      : null;
  return { readOnly: reason !== null, reason };
}

/** A game whose set-up no longer changes (`GAME_STAGE_RULES`): a finished or archived one. */
export function isClosed(game: TGameDates): game is TGameDates & { status: 'finished' | 'archived' } {
  return !gameRules(game).editContent;
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
