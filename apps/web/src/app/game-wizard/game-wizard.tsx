import { Paper, Stack, Stepper, Text, Title } from '@mantine/core';
import { useElementSize } from '@mantine/hooks';
import type { TGameDetail } from '@rally/contracts/games';
import {
  type Icon,
  IconBulb,
  IconChecklist,
  IconFileDescription,
  IconHeartHandshake,
  IconRun,
  IconScale,
  IconTarget,
  IconTimeline,
  IconUsersGroup,
} from '@tabler/icons-react';
import { Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useSearchParams } from 'react-router';
import { LoadingScreen } from '../../components/loading-screen.tsx';
import { useFocusOnChange } from '../../lib/focus.ts';
import { isStep, STEPS, type TStep } from './steps.ts';
import { WizardStepContent } from './wizard-step-content.tsx';

const ICONS: Record<TStep, Icon> = {
  details: IconFileDescription,
  rules: IconScale,
  activities: IconRun,
  teams: IconUsersGroup,
  kpis: IconTarget,
  rounds: IconTimeline,
  quiz: IconBulb,
  charities: IconHeartHandshake,
  review: IconChecklist,
};

/**
 * The step-by-step set-up of a game. Until the draft is saved only the details step is open;
 * after that every step is, in any order. The step lives in the URL, so a reload, Back or a link
 * from the problems list lands on it.
 */
export function GameWizard({ game }: { game?: TGameDetail | undefined }) {
  const { t } = useTranslation('games');
  const [params, setParams] = useSearchParams();
  // Measured, not the viewport: the side navigation takes its share. Narrower than this, eight
  // labelled steps do not fit (German labels are the longest): the icons stay, the heading names
  // the step; on a phone even the icons need narrower separators to stay on one line.
  const { ref, width } = useElementSize();
  const compact = width < 1280;
  const phone = width < 480;
  const requested = params.get('step');
  const step: TStep = game && isStep(requested) ? requested : 'details';
  const index = STEPS.indexOf(step);
  const go = (next: TStep) => setParams({ step: next });
  const StepIcon = ICONS[step];
  // After Next, Back, Save and continue or a step picked, the user continues at the new step's heading.
  const heading = useFocusOnChange<HTMLHeadingElement>(step);
  // Opened from another screen that continues here (a game made from a template): the user
  // continues at the step's heading, whenever the wizard is drawn.
  const focusStep = (useLocation().state as { focusStep?: unknown } | null)?.focusStep === true;
  useEffect(() => {
    if (focusStep) heading.current?.focus({ preventScroll: true });
  }, [focusStep, heading]);

  return (
    <Stack gap="lg" ref={ref}>
      <Stepper
        active={index}
        onStepClick={(i) => go(STEPS[i] ?? 'details')}
        allowNextStepsSelect={game !== undefined}
        size="sm"
        iconSize={phone ? 32 : undefined}
        wrap={false}
        styles={phone ? { separator: { marginInline: 4 } } : undefined}
      >
        {STEPS.map((s) => {
          const StepIconOf = ICONS[s];
          const icon = <StepIconOf size={18} aria-hidden />;
          return (
            <Stepper.Step
              key={s}
              label={compact ? undefined : t(`steps.${s}.label`)}
              aria-label={t(`steps.${s}.label`)}
              // The step's own icon even when passed: going past a step does not mean it is complete.
              icon={icon}
              completedIcon={icon}
              allowStepSelect={game !== undefined}
            />
          );
        })}
      </Stepper>
      <Paper withBorder p={{ base: 'md', sm: 'lg' }} component="section" aria-labelledby="wizard-step">
        <Stack gap={4} mb="lg">
          <Text size="sm" c="dimmed">
            {t('wizard.stepOf', { step: index + 1, total: STEPS.length })}
          </Text>
          <Title order={2} size="h3" id="wizard-step" data-step={step} ref={heading} tabIndex={-1}>
            <StepIcon size={22} aria-hidden style={{ verticalAlign: '-3px', marginRight: 8 }} />
            {t(`steps.${step}.label`)}
          </Title>
          <Text c="dimmed">{t(`steps.${step}.hint`)}</Text>
        </Stack>
        {/* The editors bring their own translations: only this part waits for them. */}
        <Suspense fallback={<LoadingScreen />}>
          <WizardStepContent step={step} game={game} go={go} />
        </Suspense>
      </Paper>
    </Stack>
  );
}
