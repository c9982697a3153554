import { Table } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useScrollsSideways } from '../../../components/use-scrolls-sideways.ts';

/**
 * A wide table's frame: on a narrow screen it scrolls sideways and then becomes a focusable, named
 * region, so keyboard users can scroll it too (WCAG 2.1.1), as the report tables do.
 */
export function SideScroll({
  label,
  minWidth,
  children,
}: {
  label: string;
  minWidth: number;
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
