import {
  ActionIcon,
  Alert,
  Button,
  Group,
  Radio,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import {
  ONBOARDING_MAX_TEAMS,
  type TOnboardingRequest,
  ZOnboardingRequest,
} from '@rally/contracts/onboarding';
import { PLAN_LIMITS } from '@rally/contracts/plans';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { AccountFields } from '../../../components/account-fields.tsx';
import { ErrorAlert } from '../../../components/error-alert.tsx';
import { LoadingButton } from '../../../components/loading-button.tsx';
import { Select } from '../../../components/select.tsx';
import { announce } from '../../../lib/announce.ts';
import { focusWhenReady } from '../../../lib/focus.ts';
import { announceRefusal, showServerFieldErrors, useSchemaForm } from '../../../lib/forms.ts';
import { currentLanguage } from '../../../lib/i18n.ts';
import { paths } from '../../../lib/paths.ts';
import { browserTimezone } from '../../../lib/timezones.ts';
import { useOnboardingCatalog, useStartOnboarding } from '../api/onboarding-api.ts';
import { Honeypot } from './honeypot.tsx';

const STEPS = ['company', 'game', 'people'] as const;
type Step = (typeof STEPS)[number];
/** The fields each step asks for: "Next" checks these before moving on. */
const FIELDS: Record<Step, string[]> = {
  company: ['companyName', 'fullName', 'email', 'password'],
  game: ['templateId', 'gameName', 'startDate', 'endDate'],
  people: ['teams', 'invitees'],
};
const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

/**
 * The public onboarding (decision 0022), in three steps: the prospect and their company; the game
 * from a template; its teams and the colleagues to invite. One submission id per form, so a double
 * submit creates everything once. Used by `/rally/onboarding` and by the embeddable iframe page.
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
  const categories = catalog.data?.categories ?? [];
  const templates = categories.find((c) => c.id === category)?.templates ?? [];
  const inviteeError = Object.entries(form.errors).find(([path]) => path.startsWith('invitees'));

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
            const field = Object.keys(form.errors)[0];
            const at = STEPS.findIndex((s) => FIELDS[s].some((f) => field?.startsWith(f)));
            if (at >= 0 && at !== step) setStep(at);
            focusWhenReady(() => formRef.current?.querySelector<HTMLElement>('[role="alert"]'));
          },
        },
      ),
    (errors) => {
      const field = Object.keys(errors)[0];
      const at = STEPS.findIndex((s) => FIELDS[s].some((f) => field?.startsWith(f)));
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
  const teams = form.values.teams;
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
          <>
            <ErrorAlert error={catalog.error} />
            {catalog.data && categories.length === 0 && <Alert color="orange">{t('noTemplates')}</Alert>}
            <Select
              label={t('fields.category')}
              data={categories.map((c) => ({
                value: c.id,
                label: `${t(`categories.${c.key}`)} (${t('templateCount', { count: c.templates.length })})`,
              }))}
              value={category}
              onChange={(value) => {
                setCategory(value);
                form.setFieldValue('templateId', '');
              }}
              allowDeselect={false}
              required
            />
            <Radio.Group
              label={t('fields.template')}
              required
              {...form.getInputProps('templateId')}
              onChange={(value) => {
                form.setFieldValue('templateId', value);
                const chosen = templates.find((x) => x.id === value);
                if (chosen && !form.values.gameName) form.setFieldValue('gameName', chosen.name);
              }}
            >
              <Stack gap="xs" mt="xs">
                {templates.map((template) => (
                  <Radio
                    key={template.id}
                    value={template.id}
                    label={template.name}
                    description={template.description}
                  />
                ))}
              </Stack>
            </Radio.Group>
            <TextInput label={t('fields.gameName')} required {...form.getInputProps('gameName')} />
            <SimpleGrid cols={{ base: 1, xs: 2 }}>
              <TextInput
                type="date"
                label={t('fields.startDate')}
                required
                {...form.getInputProps('startDate')}
              />
              <TextInput
                type="date"
                label={t('fields.endDate')}
                required
                {...form.getInputProps('endDate')}
              />
            </SimpleGrid>
          </>
        )}

        {current === 'people' && (
          <>
            <Stack gap="xs" component="fieldset" style={{ border: 0, padding: 0, margin: 0 }}>
              <Text component="legend" fw={500} size="sm">
                {t('fields.teams')}
              </Text>
              {teams.map((_, i) => (
                // Teams are a plain list of names: their position is their identity while editing.
                // biome-ignore lint/suspicious/noArrayIndexKey: see above
                <Group key={i} gap="xs" wrap="nowrap" align="flex-start">
                  <TextInput
                    label={t('fields.teamName', { n: i + 1 })}
                    name={`team-${i}`}
                    style={{ flex: 1 }}
                    required
                    {...form.getInputProps(`teams.${i}`)}
                  />
                  {teams.length > 1 && (
                    <ActionIcon
                      variant="subtle"
                      color="red"
                      mt={26}
                      size="lg"
                      aria-label={t('actions.removeTeam', { n: i + 1 })}
                      onClick={() => {
                        form.removeListItem('teams', i);
                        // The button is gone with its team: the user continues at the team before it.
                        focusWhenReady(() =>
                          formRef.current?.querySelector<HTMLInputElement>(
                            `[name="team-${Math.max(i - 1, 0)}"]`,
                          ),
                        );
                      }}
                    >
                      <IconTrash size={18} aria-hidden />
                    </ActionIcon>
                  )}
                </Group>
              ))}
              {teams.length < ONBOARDING_MAX_TEAMS && (
                <Button
                  variant="light"
                  leftSection={<IconPlus size={16} aria-hidden />}
                  style={{ alignSelf: 'flex-start' }}
                  onClick={() => {
                    form.insertListItem('teams', '');
                    focusWhenReady(() =>
                      formRef.current?.querySelector<HTMLInputElement>(`[name="team-${teams.length}"]`),
                    );
                  }}
                >
                  {t('actions.addTeam')}
                </Button>
              )}
            </Stack>
            <Textarea
              label={t('fields.invitees')}
              description={t('fields.inviteesHint', { max: PLAN_LIMITS.basic.users })}
              rows={4}
              value={inviteesText}
              onChange={(event) => setInvitees(event.currentTarget.value)}
              error={
                inviteeError
                  ? t('inviteeInvalid', { line: Number(inviteeError[0].split('.')[1] ?? 0) + 1 })
                  : undefined
              }
            />
          </>
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
