import { Alert, Button, Group, Stack } from '@mantine/core';
import type { TGameDetail } from '@rally/contracts/games';
import { IconArrowLeft, IconArrowRight, IconTemplate } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { ActivitiesEditor } from '../../features/activities/components/activities-editor.tsx';
import { GameCharitiesEditor } from '../../features/charities/components/game-charities-editor.tsx';
import { GameDetailsForm } from '../../features/games/components/game-details-form.tsx';
import { GameRulesForm } from '../../features/games/components/game-rules-form.tsx';
import { KpisEditor } from '../../features/kpis/components/kpis-editor.tsx';
import { GameQuizEditor } from '../../features/media/components/game-quiz-editor.tsx';
import { TeamsEditor } from '../../features/teams/components/teams-editor.tsx';
import { focusWhenReady } from '../../lib/focus.ts';
import { notifySuccess } from '../../lib/notify.ts';
import { paths } from '../../lib/paths.ts';
import { ReviewStep } from './review-step.tsx';
import { RoundsStep } from './rounds-step.tsx';
import { STEPS, type TStep } from './steps.ts';
import { StartFromTemplate, WizardCopy } from './wizard-copy.tsx';

type Props = { step: TStep; game: TGameDetail | undefined; go: (step: TStep) => void };

const EDITORS = {
  activities: ActivitiesEditor,
  teams: TeamsEditor,
  kpis: KpisEditor,
  charities: GameCharitiesEditor,
} as const;

/** What one step shows: the game's own forms, the content editors, or the review. */
export function WizardStepContent({ step, game, go }: Props) {
  const { t } = useTranslation('games');
  const navigate = useNavigate();
  const location = useLocation();
  const fromTemplate = (location.state as { fromTemplate?: unknown } | null)?.fromTemplate;
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
      <>
        {!game && <StartFromTemplate />}
        <GameDetailsForm
          game={game}
          submitLabel={t(game ? 'wizard.saveAndContinue' : 'wizard.createDraft')}
          onSaved={(saved) => {
            if (game) return go(next);
            notifySuccess(t('wizard.draftCreated', { name: saved.name }));
            // From here on the URL names the draft, so a reload continues it.
            navigate(paths.games.configure.href(saved.id, next), { replace: true });
            // The draft's own screen opens on the next step: the user continues at its heading.
            focusWhenReady(() => document.querySelector<HTMLElement>(`#wizard-step[data-step="${next}"]`), {
              frames: 300,
            });
          }}
        />
      </>
    );
  }
  if (step === 'rules') {
    return (
      <Stack gap="lg">
        {typeof fromTemplate === 'string' && (
          <Alert
            color="blue"
            variant="light"
            icon={<IconTemplate aria-hidden />}
            data-testid="template-rules"
          >
            {t('wizard.templateRules', { template: fromTemplate, name: game.name })}
          </Alert>
        )}
        <GameRulesForm
          game={game}
          submitLabel={t('wizard.saveAndContinue')}
          onSaved={() => go(next)}
          secondary={back}
        />
      </Stack>
    );
  }
  if (step === 'review') return <ReviewStep game={game} back={back} />;

  const editor =
    step === 'rounds' ? (
      <RoundsStep game={game} />
    ) : step === 'quiz' ? (
      <GameQuizEditor game={game} />
    ) : (
      <>
        {step !== 'charities' && <WizardCopy step={step} game={game} />}
        {(() => {
          const Editor = EDITORS[step];
          return <Editor game={game} />;
        })()}
      </>
    );
  return (
    <Stack gap="lg">
      {editor}
      <Group justify="space-between" gap="sm">
        {back}
        <Button rightSection={<IconArrowRight size={16} aria-hidden />} onClick={() => go(next)}>
          {t('wizard.next')}
        </Button>
      </Group>
    </Stack>
  );
}
