import type { SelectProps } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Select } from '../../../components/select.tsx';
import { useParticipants } from '../api/scores-api.ts';

export type TPlayerOption = { userId: string; fullName: string };

type Props = Omit<SelectProps, 'data' | 'value' | 'onChange' | 'searchValue' | 'onSearchChange'> & {
  gameId: string;
  value: TPlayerOption | null;
  onChange: (player: TPlayerOption | null) => void;
};

const SEARCH_DEBOUNCE_MS = 300;
const OPTIONS = 20;

/**
 * One of the game's players, searched by name on the server: a game may have 10,000 of them, so
 * the list holds the first matches, never everyone.
 */
export function PlayerSelect({ gameId, value, onChange, ...props }: Props) {
  const { t } = useTranslation('logs');
  const [search, setSearch] = useState(value?.fullName ?? '');
  // The box shows the chosen name: that is not a search.
  const typed = search === value?.fullName ? '' : search.trim();
  const [q] = useDebouncedValue(typed, SEARCH_DEBOUNCE_MS);
  const players = useParticipants(gameId, {
    q: q || undefined,
    sort: 'name',
    order: 'asc',
    page: 1,
    perPage: OPTIONS,
  });
  const found = (players.data?.data ?? []).map((p) => ({ value: p.userId, label: p.fullName }));
  const data =
    value && !found.some((option) => option.value === value.userId)
      ? [{ value: value.userId, label: value.fullName }, ...found]
      : found;

  return (
    <Select
      searchable
      nothingFoundMessage={players.isFetching ? undefined : t('onBehalf.noPlayer')}
      {...props}
      data={data}
      value={value?.userId ?? null}
      onChange={(userId, option) => onChange(userId && option ? { userId, fullName: option.label } : null)}
      searchValue={search}
      onSearchChange={setSearch}
      // The server has already searched; Mantine's own filter would hide names matched otherwise.
      filter={({ options }) => options}
    />
  );
}
