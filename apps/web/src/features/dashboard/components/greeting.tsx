import { Stack, Text, Title } from '@mantine/core';
import type { TSessionUser } from '@rally/contracts/auth';
import { useTranslation } from 'react-i18next';

function partOfDay(hour: number) {
  if (hour < 12) return 'morning';
  if (hour < 18) return 'afternoon';
  return 'evening';
}

/** Greets the user by first name at the local time of day, with their role and company. */
export function Greeting({ user }: { user: TSessionUser }) {
  const { t } = useTranslation('dashboard');
  const { t: tc } = useTranslation();
  const firstName = user.fullName.split(/\s+/)[0] || user.fullName;
  return (
    <Stack gap={4} mb="lg">
      <Title order={2} size="h3">
        {t(`greeting.${partOfDay(new Date().getHours())}`, { name: firstName })}
      </Title>
      <Text c="dimmed">
        {tc(`roles.${user.role}`)} · {user.companyName}
      </Text>
    </Stack>
  );
}
