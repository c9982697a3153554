import { Stack, Text, ThemeIcon, Title } from '@mantine/core';
import type { ReactNode } from 'react';

type Props = { icon: ReactNode; title: string; description: ReactNode; children?: ReactNode; color?: string };

/** A whole-screen message (not found, not allowed, maintenance, expired link): what, why, what next. */
export function StatusPage({ icon, title, description, children, color = 'indigo' }: Props) {
  return (
    <Stack align="center" gap="md" ta="center" maw={520} mx="auto" py="xl">
      <ThemeIcon size={72} radius="xl" variant="light" color={color} aria-hidden>
        {icon}
      </ThemeIcon>
      <Title order={1} size="h2">
        {title}
      </Title>
      <Text c="dimmed" size="lg">
        {description}
      </Text>
      {children}
    </Stack>
  );
}
