import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import type { TGameDetail } from '@rally/contracts/games';
import { IconConfetti, IconEye, IconPlayerPlay } from '@tabler/icons-react';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LinkButton } from '../../components/page-actions.tsx';
import {
  canSendStartEmail,
  StartEmailButton,
  StartEmailSent,
} from '../../features/games/components/game-start-email.tsx';
import { GameStatusDialog } from '../../features/games/components/game-status-dialog.tsx';
import { paths } from '../../lib/paths.ts';
import { GameOverview } from '../game-view/game-overview.tsx';
import { GameProblems } from './game-problems.tsx';

/**
 * The whole game at a glance before it starts: what activation still needs (each linked to its
 * step), then Activate; once active, the start e-mail to invite the players.
 */
export function ReviewStep({ game, back }: { game: TGameDetail; back: ReactNode }) {
  const { t } = useTranslation('games');
  const [activating, setActivating] = useState(false);

  return (
    <Stack gap="lg">
      <GameProblems game={game} withLinks />
      {game.status !== 'draft' && (
        <Alert
          color="teal"
          variant="light"
          icon={<IconConfetti aria-hidden />}
          title={t('review.activeTitle', { name: game.name })}
        >
          <Stack gap="sm">
            <Text size="sm">{t(canSendStartEmail(game) ? 'review.inviteHint' : 'review.notDraft')}</Text>
            <StartEmailSent game={game} />
            <Group gap="sm">
              {canSendStartEmail(game) && <StartEmailButton game={game} variant="filled" />}
              <LinkButton to={paths.games.view.href(game.id)} icon={IconEye}>
                {t('review.openGame')}
              </LinkButton>
            </Group>
          </Stack>
        </Alert>
      )}
      <GameOverview
        game={game}
        links={{
          teams: paths.games.configure.href(game.id, 'teams'),
          activities: paths.games.configure.href(game.id, 'activities'),
          kpis: paths.games.configure.href(game.id, 'kpis'),
          charities: paths.games.configure.href(game.id, 'charities'),
        }}
      />
      <Group justify="space-between" gap="sm">
        {back}
        {game.status === 'draft' && (
          <Button
            leftSection={<IconPlayerPlay size={16} aria-hidden />}
            disabled={game.problems.length > 0}
            onClick={() => setActivating(true)}
          >
            {t('actions.activate')}
          </Button>
        )}
      </Group>
      <GameStatusDialog
        game={game}
        change={activating ? 'activate' : null}
        onClose={() => setActivating(false)}
      />
    </Stack>
  );
}
