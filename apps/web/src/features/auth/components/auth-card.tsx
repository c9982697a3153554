import { Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

type Props = { title: string; description?: ReactNode; children: ReactNode; footer?: ReactNode };

/** The frame of every sign-in and account screen: one heading, a short why, the form, the way out. */
export function AuthCard({ title, description, children, footer }: Props) {
  return (
    <Stack maw={440} mx="auto" gap="md">
      <Paper withBorder shadow="sm" p={{ base: 'lg', sm: 'xl' }} radius="md">
        <Stack gap="lg">
          <Stack gap={6}>
            <Title order={1} size="h2">
              {title}
            </Title>
            {description && <Text c="dimmed">{description}</Text>}
          </Stack>
          {children}
        </Stack>
      </Paper>
      {footer && (
        <Text size="sm" ta="center">
          {footer}
        </Text>
      )}
    </Stack>
  );
}
