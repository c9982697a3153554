import { Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';

/** One labelled value on a summary card (a company, a game, a user); long values wrap anywhere. */
export function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap={2}>
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text component="div" fw={500} style={{ overflowWrap: 'anywhere' }}>
        {children}
      </Text>
    </Stack>
  );
}
