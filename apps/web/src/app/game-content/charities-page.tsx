import { Divider, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { CharityList } from '../../features/charities/components/charity-list.tsx';
import { GameCharitiesEditor } from '../../features/charities/components/game-charities-editor.tsx';
import { useAppAbility } from '../../lib/abilities.tsx';
import { paths } from '../../lib/paths.ts';
import { GameContentScreen } from './game-content-screen.tsx';

/**
 * `/games/charity` and `/games/charity/:id`: the charities a game supports; platform admins also
 * keep the platform's charity list here.
 */
export function CharitiesPage() {
  const { t } = useTranslation('charities');
  const keepsList = useAppAbility().can('manage', 'Charity');
  return (
    <GameContentScreen
      hrefFor={paths.games.charities.href}
      prompt={t('page.prompt')}
      footer={
        keepsList && (
          <Stack gap="lg">
            <Divider />
            <CharityList />
          </Stack>
        )
      }
    >
      {(game) => <GameCharitiesEditor game={game} />}
    </GameContentScreen>
  );
}
