import { Table } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useScrollsSideways } from './use-scrolls-sideways.ts';

/**
 * A wide table's frame: on a narrow screen it scrolls sideways and then becomes a focusable, named
 * region, so keyboard users can scroll it too (WCAG 2.1.1). Every wide table sits in one: the data
 * tables, the report tables and the KPI actuals grid.
 */
export function SideScroll({
  label,
  minWidth,
  children,
}: {
  label: string;
  /** Below this width it scrolls; none: the table takes the width there is. */
  minWidth: number | undefined;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const [scrollRef, scrolls] = useScrollsSideways<HTMLDivElement>();
  return (
    <Table.ScrollContainer
      ref={scrollRef}
      minWidth={minWidth}
      type="native"
      {...(scrolls && {
        tabIndex: 0,
        role: 'region',
        'aria-label': t('table.scrolls', { label }),
        className: 'mantine-focus-auto',
      })}
    >
      {children}
    </Table.ScrollContainer>
  );
}
