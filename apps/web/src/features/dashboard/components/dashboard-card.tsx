import { Card, Text, Title } from '@mantine/core';
import { type ReactNode, useId } from 'react';

type Props = {
  title: string;
  /** What the figures are, under the title. */
  hint: string;
  /** 2 for a part of the dashboard, 3 for a chart inside one. */
  level?: 2 | 3;
  children: ReactNode;
};

/** A dashboard card: a region named by its title, a hint, then its figures. */
export function DashboardCard({ title, hint, level = 2, children }: Props) {
  const titleId = useId();
  return (
    <Card withBorder radius="md" padding="md" h="100%" component="section" aria-labelledby={titleId}>
      <Title order={level} size={level === 2 ? 'h4' : 'h5'} id={titleId}>
        {title}
      </Title>
      <Text size="sm" c="dimmed" mb="md">
        {hint}
      </Text>
      {children}
    </Card>
  );
}
