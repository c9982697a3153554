import { Button, Paper, SimpleGrid, Text, Title } from '@mantine/core';
import type { TGameDetail } from '@rally/contracts/games';
import {
  type Icon,
  IconAward,
  IconHeartHandshake,
  IconRun,
  IconTarget,
  IconTargetArrow,
  IconUsersGroup,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { type TTranslationKey, useKeyTranslation } from '../../../lib/i18n.ts';
import { paths } from '../../../lib/paths.ts';

type TLink = { labelKey: TTranslationKey; href: (gameId: string) => string; icon: Icon; count?: number };

/** The screens where a game's content is changed: activities, teams, KPIs, goals, charities and badges. */
export function GameContentLinks({ game }: { game: TGameDetail }) {
  const { t } = useTranslation('games');
  const tk = useKeyTranslation();
  const links: TLink[] = [
    {
      labelKey: 'nav.activities',
      href: paths.games.activities.href,
      icon: IconRun,
      count: game.counts.activities,
    },
    { labelKey: 'nav.teams', href: paths.games.teams.href, icon: IconUsersGroup, count: game.counts.teams },
    { labelKey: 'nav.kpis', href: paths.games.kpis.href, icon: IconTarget, count: game.counts.kpis },
    { labelKey: 'nav.goals', href: paths.games.goals.href, icon: IconTargetArrow },
    {
      labelKey: 'nav.charities',
      href: paths.games.charities.href,
      icon: IconHeartHandshake,
      count: game.counts.charities,
    },
    { labelKey: 'nav.badges', href: paths.games.badges.href, icon: IconAward },
  ];

  return (
    <Paper withBorder p={{ base: 'md', sm: 'lg' }} component="section" aria-labelledby="game-content">
      <Title order={2} size="h4" id="game-content">
        {t('edit.content')}
      </Title>
      <Text size="sm" c="dimmed" mb="md">
        {t('edit.contentHint')}
      </Text>
      <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="sm">
        {links.map(({ labelKey, href, icon: LinkIcon, count }) => (
          <Button
            key={labelKey}
            component={Link}
            to={href(game.id)}
            variant="default"
            justify="space-between"
            leftSection={<LinkIcon size={16} aria-hidden />}
            // An empty section where there is no count keeps every label centred alike.
            rightSection={
              <Text span size="sm" c="dimmed">
                {count}
              </Text>
            }
          >
            {tk(labelKey)}
          </Button>
        ))}
      </SimpleGrid>
    </Paper>
  );
}
