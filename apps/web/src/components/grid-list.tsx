import { SimpleGrid, type SimpleGridProps } from '@mantine/core';
import type { ReactNode } from 'react';

type Props = Pick<SimpleGridProps, 'cols' | 'spacing'> & { children: ReactNode };

/** Cards side by side that screen readers still hear as a list of so many items (no bullets shown). */
export function GridList({ cols, spacing, children }: Props) {
  return (
    <SimpleGrid cols={cols} spacing={spacing} component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
      {children}
    </SimpleGrid>
  );
}
