import { Title } from '@mantine/core';
import type { ReactNode } from 'react';

type Props = {
  /** The heading's id, which names the region. */
  id: string;
  title: string;
  children: ReactNode;
};

/** A part of a screen under its own heading (the people of a company, a lead's history). */
export function PageSection({ id, title, children }: Props) {
  return (
    <section aria-labelledby={id}>
      <Title order={2} size="h4" mb="sm" id={id}>
        {title}
      </Title>
      {children}
    </section>
  );
}
