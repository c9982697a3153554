import { Tabs } from '@mantine/core';
import type { TGameDetail } from '@rally/contracts/games';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useLivePlay } from './use-live-play.ts';

const SECTIONS = ['results', 'rounds', 'setup'] as const;
type TSection = (typeof SECTIONS)[number];

type Props = { game: TGameDetail; results: ReactNode; rounds: ReactNode; setup: ReactNode };

/**
 * A game with results in three sections: the results, the boards per round (when it has rounds)
 * and its set-up. Only the open one is rendered, so opening the game loads only what it shows
 * (ADR 0019); the open one is in the address (`?section=`), to link to and to come back to.
 */
export function GameSections({ game, results, rounds, setup }: Props) {
  const { t } = useTranslation('games');
  const [params, setParams] = useSearchParams();
  // Whichever section is open, its boards follow the scores live (one stream for all of them).
  useLivePlay(game.id);
  const shown = SECTIONS.filter((section) => section !== 'rounds' || game.counts.rounds > 0);
  const asked = shown.find((section) => section === params.get('section'));
  const open = (section: string | null) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (section && section !== 'results') next.set('section', section);
        else next.delete('section');
        return next;
      },
      { replace: true },
    );
  const panels: Record<TSection, ReactNode> = { results, rounds, setup };

  return (
    <Tabs value={asked ?? 'results'} onChange={open} keepMounted={false}>
      <Tabs.List aria-label={t('view.tabs.sections')}>
        {shown.map((section) => (
          <Tabs.Tab key={section} value={section}>
            {t(`view.tabs.${section}`)}
          </Tabs.Tab>
        ))}
      </Tabs.List>
      {shown.map((section) => (
        <Tabs.Panel key={section} value={section} pt="md">
          {panels[section]}
        </Tabs.Panel>
      ))}
    </Tabs>
  );
}
