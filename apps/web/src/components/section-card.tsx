import { Card, Group, Loader, type MantineSpacing, Stack, Text, Title } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import { type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from './error-alert.tsx';

/** A list without bullets whose items span the card, so a figure can sit at their right edge. */
export function CardList({ children, gap = 'xs' }: { children: ReactNode; gap?: MantineSpacing }) {
  return (
    <Stack component="ul" gap={gap} m={0} p={0} style={{ listStyle: 'none' }}>
      {children}
    </Stack>
  );
}

type Props<T> = {
  title: string;
  query: UseQueryResult<T[]>;
  emptyText: string;
  /** A link to where this part is changed, for those who may. */
  action?: ReactNode;
  children: (rows: T[]) => ReactNode;
};

/** One part of a game at a glance (teams, activities, ...): loading, failed, empty, or its rows. */
export function SectionCard<T>({ title, query, emptyText, action, children }: Props<T>) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <Card withBorder padding="lg" component="section" aria-labelledby={id}>
      <Group justify="space-between" gap="xs" mb="sm" wrap="nowrap">
        <Title order={2} size="h4" id={id}>
          {title}
        </Title>
        {action}
      </Group>
      {query.isPending ? (
        <Loader size="sm" aria-label={t('shell.loading')} />
      ) : query.isError ? (
        <ErrorAlert error={query.error} />
      ) : query.data.length === 0 ? (
        <Text c="dimmed" size="sm">
          {emptyText}
        </Text>
      ) : (
        children(query.data)
      )}
    </Card>
  );
}
