import { useTranslation } from 'react-i18next';
import { Select } from '../../../components/select.tsx';
import { useAppAbility } from '../../../lib/abilities.tsx';
import { useGameList } from '../api/games-api.ts';
import { pickerListParams } from './use-remembered-game.ts';

type Props = {
  label: string;
  value: string | null;
  onChange: (gameId: string | null) => void;
  /** Only this company's games (a copy source must belong to the same company). */
  companyId?: string | undefined;
  /** Leaves this game out (the game being copied into). */
  exclude?: string | undefined;
  required?: boolean;
  w?: number | string | object;
};

/** Chooses one of the games the user may see, by name; platform admins also see each game's company. */
export function GamePicker({ label, value, onChange, companyId, exclude, required, w }: Props) {
  const { t } = useTranslation('games');
  const everyCompany = useAppAbility().can('manage', 'all');
  const games = useGameList(pickerListParams(companyId));
  const data = (games.data?.data ?? [])
    .filter((game) => game.id !== exclude)
    .map((game) => ({
      value: game.id,
      label: everyCompany && !companyId ? `${game.name} · ${game.companyName}` : game.name,
    }));

  return (
    <Select
      label={label}
      placeholder={t(games.isPending ? 'picker.loading' : 'picker.placeholder')}
      data={data}
      value={value}
      onChange={onChange}
      searchable
      nothingFoundMessage={t('picker.none')}
      error={games.isError ? t('picker.failed') : undefined}
      required={required}
      w={w}
    />
  );
}
