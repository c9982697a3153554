import { Card, Group, Stack, Text, ThemeIcon } from '@mantine/core';
import type { Icon } from '@tabler/icons-react';

type Props = { label: string; value: string; hint?: string; icon: Icon; color?: string };

/** One figure on a dashboard: what it counts, the number, and a line of context. */
export function StatCard({ label, value, hint, icon: StatIcon, color = 'indigo' }: Props) {
  return (
    <Card withBorder radius="md" padding="md">
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
        <Stack gap={2} miw={0}>
          <Text size="sm" c="dimmed" fw={500}>
            {label}
          </Text>
          <Text fz={28} fw={700} lh={1.2}>
            {value}
          </Text>
          {hint && (
            <Text size="xs" c="dimmed">
              {hint}
            </Text>
          )}
        </Stack>
        <ThemeIcon variant="light" color={color} size={42} radius="md" aria-hidden>
          <StatIcon size={24} />
        </ThemeIcon>
      </Group>
    </Card>
  );
}
