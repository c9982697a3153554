import { useTranslation } from 'react-i18next';
import { RemoveDialog } from '../../../components/remove-dialog.tsx';
import { useDeleteTeam, useRemovePlayer } from '../api/teams-api.ts';

/** A team to delete, or a player (group user) to take out of the game. */
export type TRemoving = { kind: 'team' | 'player'; id: string; name: string };

type Props = { gameId: string; removing: TRemoving | null; onClose: () => void };

/** Asks before deleting a team or removing a player; the server's refusal (409) stays in the dialog. */
export function RemoveTeamDialog({ gameId, removing, onClose }: Props) {
  const { t } = useTranslation('teams');
  const team = useDeleteTeam(gameId);
  const player = useRemovePlayer(gameId);
  const kind = removing?.kind ?? 'team';
  const name = removing?.name ?? '';
  const texts = {
    title: t(`${kind}Remove.title`, { name }),
    text: t(`${kind}Remove.text`, { name }),
    confirm: t(`${kind}Remove.confirm`),
    done: t(`${kind}Remove.done`, { name }),
  };
  const remove = kind === 'player' ? player : team;
  return <RemoveDialog item={removing} remove={remove} texts={texts} onClose={onClose} />;
}
