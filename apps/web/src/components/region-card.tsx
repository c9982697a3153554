import { Card, Text, Title } from '@mantine/core';
import { type ReactNode, useId } from 'react';

type Props = {
  /** The heading, which names the region. */
  title: string;
  /** Nothing to show: the empty text stands instead of the content. */
  isEmpty?: boolean;
  emptyText?: string;
  /** A class for print rules (`report-section`). */
  className?: string;
  /** `100%` to fill a grid cell beside taller cards. */
  h?: string;
  children: ReactNode;
};

/** A bordered part of a page that is a region named by its heading (a form, a list, a preview). */
export function RegionCard({ title, isEmpty = false, emptyText, className, h, children }: Props) {
  const id = useId();
  return (
    <Card withBorder padding="lg" component="section" aria-labelledby={id} className={className} h={h}>
      <Title order={2} size="h4" id={id} mb="sm">
        {title}
      </Title>
      {isEmpty ? <Text c="dimmed">{emptyText}</Text> : children}
    </Card>
  );
}
