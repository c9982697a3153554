import { Anchor, Card, Group, SimpleGrid, Stack, Table, Text, ThemeIcon, Title } from '@mantine/core';
import type { TSessionUser } from '@rally/contracts/auth';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { useKeyTranslation } from '../../../lib/i18n.ts';
import { useAllowedNavigation } from '../../../lib/navigation.ts';

/**
 * A player's landing (company figures are the organisers'): who they are in Rally and the other
 * screens open to them, read from the navigation so the list grows with the app.
 */
export function PlayerWelcome({ user }: { user: TSessionUser }) {
  const { t } = useTranslation('dashboard');
  const tk = useKeyTranslation();
  const { pathname } = useLocation();
  const screens = useAllowedNavigation()
    .flatMap((group) => group.items)
    .filter((item) => item.to !== pathname);
  const facts = [
    [t('welcome.name'), user.fullName],
    [t('welcome.email'), user.email],
    [t('welcome.company'), user.companyName],
    [t('welcome.role'), tk(`roles.${user.role}`)],
    [t('welcome.language'), tk(`languages.${user.language}`)],
  ] as const;

  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
      <Card withBorder radius="md" padding="md">
        <Title order={2} size="h4" mb="sm">
          {t('welcome.profile')}
        </Title>
        <Table variant="vertical" withRowBorders={false} verticalSpacing={6}>
          <Table.Tbody>
            {facts.map(([label, value]) => (
              <Table.Tr key={label}>
                <Table.Th w={120} fw={500} c="dimmed" bg="transparent">
                  {label}
                </Table.Th>
                <Table.Td style={{ overflowWrap: 'anywhere' }}>{value}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Card>
      <Card withBorder radius="md" padding="md">
        <Title order={2} size="h4" mb="sm">
          {t('welcome.canDo')}
        </Title>
        {screens.length > 0 && (
          <Stack gap="xs" component="ul" p={0} m={0} mb="md" style={{ listStyle: 'none' }}>
            {screens.map((item) => (
              <Group key={item.to} component="li" gap="sm" wrap="nowrap">
                <ThemeIcon variant="light" size={32} radius="md" aria-hidden>
                  <item.icon size={18} />
                </ThemeIcon>
                <Anchor component={Link} to={item.to}>
                  {tk(item.labelKey)}
                </Anchor>
              </Group>
            ))}
          </Stack>
        )}
        <Text size="sm" c="dimmed">
          {t('welcome.signOutHint')}
        </Text>
      </Card>
    </SimpleGrid>
  );
}
