import { Badge, Button, Card, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconBellRinging, IconFlame, IconPlugConnected } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../lib/paths.ts';

/**
 * What Rally brings next, and only that: what players and organisers already have (the player's
 * home, live leaderboards, the wall screen) is not announced as coming.
 */
const FEATURES = [
  { key: 'streaks', icon: IconFlame },
  { key: 'reminders', icon: IconBellRinging },
  { key: 'integrations', icon: IconPlugConnected },
] as const;

export function ComingSoonPage() {
  const { t } = useTranslation('misc');
  return (
    <Stack align="center" gap="xl" py="md">
      <Stack align="center" gap="sm" ta="center" maw={620}>
        <Badge variant="light" size="lg">
          {t('comingSoon.badge')}
        </Badge>
        <Title order={1}>{t('comingSoon.heading')}</Title>
        <Text size="lg" c="dimmed">
          {t('comingSoon.text')}
        </Text>
      </Stack>
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md" w="100%">
        {FEATURES.map(({ key, icon: Icon }) => (
          <Card key={key} withBorder padding="lg" radius="md">
            <ThemeIcon variant="light" size={44} radius="md" mb="sm" aria-hidden>
              <Icon size={24} />
            </ThemeIcon>
            <Title order={2} size="h4" mb={6}>
              {t(`comingSoon.features.${key}.title`)}
            </Title>
            <Text size="sm" c="dimmed">
              {t(`comingSoon.features.${key}.text`)}
            </Text>
          </Card>
        ))}
      </SimpleGrid>
      <Button component={Link} to={paths.home.href()} size="md">
        {t('backHome')}
      </Button>
    </Stack>
  );
}
