import { Card, Title } from '@mantine/core';
import type { TPublicLeaderboard } from '@rally/contracts/public';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { CharityProgressList } from '../../../components/charity-progress-list.tsx';
import tvClasses from './tv-board.module.css';

type Props = { charities: TPublicLeaderboard['charities']; size?: 'tv' };

/**
 * What the game has raised for its charities, on the public leaderboard and the wall screen. Its
 * amounts come with each live snapshot, so they move with the boards. Nothing for a game without.
 */
export function PublicCharities({ charities, size }: Props) {
  const { t } = useTranslation('public');
  const titleId = useId();
  if (charities.length === 0) return null;
  if (size === 'tv') {
    return (
      <section aria-labelledby={titleId}>
        <Title order={2} id={titleId} className={tvClasses.boardTitle} mb="xs">
          {t('game.charities')}
        </Title>
        <CharityProgressList charities={charities} size="tv" />
      </section>
    );
  }
  return (
    <Card withBorder p={{ base: 'sm', sm: 'lg' }} component="section" aria-labelledby={titleId}>
      <Title order={2} size="h3" id={titleId} mb="sm">
        {t('game.charities')}
      </Title>
      <CharityProgressList charities={charities} />
    </Card>
  );
}
