import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { type TOnboardingRequest, ZOnboardingRequest } from '@rally/contracts/onboarding';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { AccountFields } from '../../../components/account-fields.tsx';
import { ErrorAlert } from '../../../components/error-alert.tsx';
import { LoadingButton } from '../../../components/loading-button.tsx';
import { announce } from '../../../lib/announce.ts';
import { focusWhenReady } from '../../../lib/focus.ts';
import { announceRefusal, showServerFieldErrors, useSchemaForm } from '../../../lib/forms.ts';
import { currentLanguage } from '../../../lib/i18n.ts';
import { paths } from '../../../lib/paths.ts';
import { browserTimezone } from '../../../lib/timezones.ts';
import { useOnboardingCatalog, useStartOnboarding } from '../api/onboarding-api.ts';
import { GameStep } from './game-step.tsx';
import { Honeypot } from './honeypot.tsx';
import { FIELDS, STEPS, stepOf } from './onboarding-steps.ts';
import { PeopleStep } from './people-step.tsx';

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

/**
 * The public onboarding (decision 0022), in three steps: the prospect and their company; the game
 * from a template (`GameStep`); its teams and the colleagues to invite (`PeopleStep`). One
 * submission id per form, so a double submit creates everything once. Used by `/rally/onboarding`
 * and by the embeddable iframe page.
 */
export function OnboardingWizard() {
  const { t } = useTranslation('onboarding');
  const navigate = useNavigate();
  const language = currentLanguage();
  const catalog = useOnboardingCatalog(language);
  const start = useStartOnboarding();
  const [step, setStep] = useState(0);
  const [category, setCategory] = useState<string | null>(null);
  const [inviteesText, setInviteesText] = useState('');
  const formRef = useRef<HTMLFormElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const form = useSchemaForm({
    schema: ZOnboardingRequest,
    initialValues: {
      submissionId: crypto.randomUUID(),
      companyName: '',
      fullName: '',
      email: '',
      password: '',
      language,
      templateId: '',
      gameName: '',
      startDate: day(1),
      endDate: day(28),
      teams: ['', ''],
      invitees: [],
      website: '',
    } satisfies TOnboardingRequest,
  });
  const current = STEPS[step] ?? 'company';

  const goTo = (next: number) => {
    setStep(next);
    // The new step's heading takes the focus and is read out: the user continues from there.
    focusWhenReady(() => headingRef.current);
    announce(
      t('steps.label', {
        current: next + 1,
        total: STEPS.length,
        name: t(`steps.${STEPS[next] ?? 'company'}`),
      }),
    );
  };
  const validStep = () => {
    const failed = FIELDS[current].flatMap((field) => {
      if (field === 'teams' || field === 'invitees') {
        const result = form.validate();
        return Object.keys(result.errors).filter((path) => path.startsWith(field));
      }
      return form.validateField(field as never).hasError ? [field] : [];
    });
    if (failed.length > 0) {
      announceRefusal(Object.fromEntries(failed.map((f) => [f, true])), formRef.current);
      return false;
    }
    return true;
  };
  const setInvitees = (text: string) => {
    setInviteesText(text);
    form.setFieldValue(
      'invitees',
      text
        .split(/[\n,;]+/)
        .map((line) => line.trim())
        .filter(Boolean),
    );
  };

  const submit = form.onSubmit(
    (values) =>
      start.mutate(
        // The new company (and so its game) runs in the prospect's own zone.
        { ...values, language, timezone: browserTimezone() },
        {
          onSuccess: () => navigate(paths.onboarding.complete.href(), { state: { email: values.email } }),
          onError: (error) => {
            showServerFieldErrors(form, error);
            // A refused field of an earlier step: go back to it.
            const at = stepOf(Object.keys(form.errors)[0]);
            if (at >= 0 && at !== step) setStep(at);
            focusWhenReady(() => formRef.current?.querySelector<HTMLElement>('[role="alert"]'));
          },
        },
      ),
    (errors) => {
      const at = stepOf(Object.keys(errors)[0]);
      if (at >= 0 && at !== step) {
        setStep(at);
        focusWhenReady(() => formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]'));
      }
    },
  );

  const last = step === STEPS.length - 1;
  /**
   * One submit button, "Next" until the last step: Enter and the button move on before it and send
   * only on the last. (A "Next" of type button turned into the submit button while its own click
   * was still under way, and the browser then sent the form the click had just opened.)
   */
  const nextOrSubmit = (event: React.FormEvent<HTMLFormElement>) => {
    if (last) return submit(event);
    event.preventDefault();
    if (validStep()) goTo(step + 1);
  };
  return (
    <form ref={formRef} noValidate onSubmit={nextOrSubmit}>
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          {t('steps.label', { current: step + 1, total: STEPS.length, name: t(`steps.${current}`) })}
        </Text>
        <Title order={2} size="h3" ref={headingRef} tabIndex={-1}>
          {t(`steps.${current}`)}
        </Title>
        <ErrorAlert error={start.error} />
        <Honeypot value={form.values.website ?? ''} onChange={(v) => form.setFieldValue('website', v)} />

        {current === 'company' && (
          <AccountFields
            fields={['companyName', 'fullName', 'email', 'password']}
            label={(field) => t(`fields.${field}`)}
            inputProps={(field) => form.getInputProps(field)}
          />
        )}
        {current === 'game' && (
          <GameStep form={form} catalog={catalog} category={category} onCategory={setCategory} />
        )}
        {current === 'people' && (
          <PeopleStep form={form} inviteesText={inviteesText} onInvitees={setInvitees} />
        )}

        <Group justify="space-between">
          {step > 0 ? (
            <Button variant="default" onClick={() => goTo(step - 1)}>
              {t('actions.back')}
            </Button>
          ) : (
            <span />
          )}
          <LoadingButton type="submit" loading={last && start.isPending}>
            {t(last ? 'actions.submit' : 'actions.next')}
          </LoadingButton>
        </Group>
      </Stack>
    </form>
  );
}
