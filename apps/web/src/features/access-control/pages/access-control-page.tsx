import { Badge, Card, Group, List, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconChevronRight } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageHeader } from '../../../components/page-header.tsx';
import { useKeyTranslation } from '../../../lib/i18n.ts';
import { useAllowedNavigation } from '../../../lib/navigation.ts';
import { useSession } from '../../../lib/session.ts';
import classes from './access-control-page.module.css';

/**
 * The client role's landing (DESIGN section 2): the screens this user may open, with links, and
 * the permissions behind them, both read from the user's abilities.
 */
export function AccessControlPage() {
  const { t } = useTranslation('access-control');
  const tk = useKeyTranslation();
  const session = useSession();
  const groups = useAllowedNavigation();
  const rules = session?.user.abilities ?? [];

  return (
    <>
      <PageHeader />
      <Text mb="lg">{t('intro', { role: tk(`roles.${session?.user.role ?? 'client'}`) })}</Text>
      <Title order={2} size="h3" mb="sm">
        {t('screens')}
      </Title>
      {groups.length === 0 ? (
        <Text c="dimmed">{t('noScreens')}</Text>
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md" mb="xl">
          {groups.flatMap((group) =>
            group.items.map((item) => (
              <Card
                key={item.to}
                component={Link}
                to={item.to}
                withBorder
                padding="md"
                radius="md"
                className={classes.screen}
              >
                <Group wrap="nowrap" justify="space-between">
                  <Group wrap="nowrap" gap="sm">
                    <ThemeIcon variant="light" size={40} radius="md" aria-hidden>
                      <item.icon size={22} />
                    </ThemeIcon>
                    <Stack gap={0}>
                      <Text fw={600} c="var(--mantine-color-anchor)">
                        {tk(item.labelKey)}
                      </Text>
                      <Text size="sm" c="dimmed">
                        {tk(group.labelKey)}
                      </Text>
                    </Stack>
                  </Group>
                  <IconChevronRight size={18} aria-hidden />
                </Group>
              </Card>
            )),
          )}
        </SimpleGrid>
      )}
      <Title order={2} size="h3" mb="sm">
        {t('permissions')}
      </Title>
      <List spacing="xs">
        {rules.map((rule) => (
          <List.Item key={`${rule.action}:${rule.subject}`}>
            <Group gap="xs">
              <Badge variant="light" color={rule.action === 'read' ? 'gray' : 'indigo'}>
                {t(`actions.${rule.action}`)}
              </Badge>
              <Text span>{t(`subjects.${rule.subject}`)}</Text>
            </Group>
          </List.Item>
        ))}
      </List>
    </>
  );
}
