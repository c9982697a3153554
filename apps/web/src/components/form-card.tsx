import { Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

type Props = {
  title: string;
  description?: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
  /** Room for a form of several steps (onboarding, joining) instead of one short form. */
  wide?: boolean;
};

/**
 * The frame of a screen that is one form outside the shell (sign-in, account, onboarding,
 * joining): one heading, a short why, the form, the way out.
 */
export function FormCard({ title, description, children, footer, wide = false }: Props) {
  return (
    <Stack maw={wide ? 560 : 440} mx="auto" gap="md" w={wide ? '100%' : undefined}>
      <Paper withBorder shadow="sm" p={{ base: wide ? 'md' : 'lg', sm: 'xl' }} radius="md">
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
