import { Badge, Group, Stack, Text, Title } from '@mantine/core';
import type { TPublicGame } from '@rally/contracts/public';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../lib/dates.ts';

type Props = {
  game: Pick<TPublicGame, 'name' | 'companyName' | 'phase' | 'startDate' | 'endDate'>;
  level: 1 | 2;
  /**
   * Under the dates and phase (the live status of a board): on a line of its own, so its text
   * changing ("Connecting…" to "Live") never rewraps the line above and moves the page below.
   */
  children?: ReactNode;
};

const PHASE_COLORS = {
  draft: 'gray',
  scheduled: 'blue',
  running: 'teal',
  finished: 'violet',
  archived: 'gray',
};

/** A public game's name, company, dates and phase. */
export function GameHeading({ game, level, children }: Props) {
  const { t } = useTranslation('public');
  return (
    <Stack gap={4}>
      <Text size="sm" c="dimmed">
        {game.companyName}
      </Text>
      {/* A name is typed by the organiser: a long word breaks rather than widen a phone's page. */}
      <Title order={level} style={{ overflowWrap: 'anywhere' }}>
        {game.name}
      </Title>
      <Group gap="sm">
        <Text size="sm">
          {t('game.dates', { start: formatDate(game.startDate), end: formatDate(game.endDate) })}
        </Text>
        <Badge variant="dot" color={PHASE_COLORS[game.phase]}>
          {t(`game.phases.${game.phase}`)}
        </Badge>
      </Group>
      {children}
    </Stack>
  );
}
