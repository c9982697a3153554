import { Loader, Text } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../../components/error-alert.tsx';
import { RegionCard } from '../../../components/region-card.tsx';

type Props<T> = {
  title: string;
  query: UseQueryResult<T>;
  /** Says there is nothing to show yet, when the answer is empty. */
  isEmpty: (data: T) => boolean;
  emptyText: string;
  children: (data: T) => ReactNode;
};

/** A card of the game's results: loading, failed, empty, or the figures. */
export function BoardCard<T>({ title, query, isEmpty, emptyText, children }: Props<T>) {
  const { t } = useTranslation();
  return (
    <RegionCard title={title} h="100%">
      {query.isPending ? (
        <Loader size="sm" aria-label={t('shell.loading')} />
      ) : query.data === undefined ? (
        // A failed refresh keeps what was shown (the page says it could not refresh, offline).
        <ErrorAlert error={query.error} />
      ) : isEmpty(query.data) ? (
        <Text c="dimmed" size="sm">
          {emptyText}
        </Text>
      ) : (
        children(query.data)
      )}
    </RegionCard>
  );
}
