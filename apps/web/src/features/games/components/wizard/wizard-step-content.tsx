import { Button, Group, Stack } from '@mantine/core';
import type { TGameDetail } from '@rally/contracts/games';
import { IconArrowLeft, IconArrowRight } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { notifySuccess } from '../../../../lib/notify.ts';
import { paths } from '../../../../lib/paths.ts';
import { ActivitiesEditor } from '../activities/activities-editor.tsx';
import { GameCharitiesEditor } from '../charities/game-charities-editor.tsx';
import { GameDetailsForm } from '../game-details-form.tsx';
import { GameRulesForm } from '../game-rules-form.tsx';
import { KpisEditor } from '../kpis/kpis-editor.tsx';
import { TeamsEditor } from '../teams/teams-editor.tsx';
import { ReviewStep } from './review-step.tsx';
import { STEPS, type TStep } from './steps.ts';

type Props = { step: TStep; game: TGameDetail | undefined; go: (step: TStep) => void };

const EDITORS = {
  habits: ActivitiesEditor,
  teams: TeamsEditor,
  kpis: KpisEditor,
  charities: GameCharitiesEditor,
} as const;

/** What one step shows: the game's own forms, the content editors, or the review. */
export function WizardStepContent({ step, game, go }: Props) {
  const { t } = useTranslation('games');
  const navigate = useNavigate();
  const index = STEPS.indexOf(step);
  const previous = STEPS[index - 1];
  const next = STEPS[index + 1] ?? 'review';
  const back = previous && (
    <Button
      variant="default"
      leftSection={<IconArrowLeft size={16} aria-hidden />}
      onClick={() => go(previous)}
    >
      {t('wizard.back')}
    </Button>
  );

  if (step === 'details' || !game) {
    return (
      <GameDetailsForm
        game={game}
        submitLabel={t(game ? 'wizard.saveAndContinue' : 'wizard.createDraft')}
        onSaved={(saved) => {
          if (game) return go(next);
          notifySuccess(t('wizard.draftCreated', { name: saved.name }));
          // From here on the URL names the draft, so a reload continues it.
          navigate(paths.games.configure.href(saved.id, next), { replace: true });
        }}
      />
    );
  }
  if (step === 'rules') {
    return (
      <GameRulesForm
        game={game}
        submitLabel={t('wizard.saveAndContinue')}
        onSaved={() => go(next)}
        secondary={back}
      />
    );
  }
  if (step === 'review') return <ReviewStep game={game} back={back} />;

  const Editor = EDITORS[step];
  return (
    <Stack gap="lg">
      <Editor gameId={game.id} />
      <Group justify="space-between" gap="sm">
        {back}
        <Button rightSection={<IconArrowRight size={16} aria-hidden />} onClick={() => go(next)}>
          {t('wizard.next')}
        </Button>
      </Group>
    </Stack>
  );
}
