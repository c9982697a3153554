import { Button, Group, Paper, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { COMPANY_STAGES, type TCompany, ZCreateCompanyRequest } from '@rally/contracts/companies';
import { LANGUAGES, PLANS, TRIAL_DAYS } from '@rally/contracts/constants';
import { DEFAULT_TIMEZONE } from '@rally/contracts/timezones';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { ErrorAlert } from '../../../components/error-alert.tsx';
import { LoadingButton } from '../../../components/loading-button.tsx';
import { Select } from '../../../components/select.tsx';
import { TimezoneSelect } from '../../../components/timezone-select.tsx';
import { errorMessage } from '../../../lib/errors.ts';
import { showServerFieldErrors, useSchemaForm } from '../../../lib/forms.ts';
import { currentLanguage } from '../../../lib/i18n.ts';
import { notifyError, notifySuccess } from '../../../lib/notify.ts';
import { paths } from '../../../lib/paths.ts';
import { useCreateCompany, useUpdateCompany, useUploadCompanyLogo } from '../api/companies-api.ts';
import { LogoField } from './logo-field.tsx';
import { TrialEndInput } from './trial-end-input.tsx';

type Props = {
  /** The company being edited; a new one when left out. */
  company?: TCompany;
  /** Plan, stage and trial are the platform's: only platform admins see and send them. */
  platform: boolean;
};

function initialValues(company: TCompany | undefined) {
  if (company) {
    const { name, language, timezone, plan, stage, trialEndsAt } = company;
    return { name, language, timezone, plan, stage, trialEndsAt };
  }
  const trialEnd = dayjs().add(TRIAL_DAYS, 'day').endOf('day').toISOString();
  return {
    name: '',
    language: currentLanguage(),
    // The server's default: the platform admin's own zone says nothing about the customer's.
    timezone: DEFAULT_TIMEZONE,
    plan: 'basic',
    stage: 'trial',
    trialEndsAt: trialEnd,
  } as const;
}

/**
 * Creates or edits a company. Both use the create schema: an edit sends every field, which the
 * update call accepts; a company admin sends only name, language and time zone.
 */
export function CompanyForm({ company, platform }: Props) {
  const { t } = useTranslation('companies');
  const { t: tc } = useTranslation();
  const navigate = useNavigate();
  const [logo, setLogo] = useState<File | null>(null);
  const create = useCreateCompany();
  const update = useUpdateCompany(company?.id ?? '');
  const uploadLogo = useUploadCompanyLogo();
  const save = company ? update : create;
  const form = useSchemaForm({ schema: ZCreateCompanyRequest, initialValues: initialValues(company) });

  const submit = form.onSubmit(async (values) => {
    const { name, language, timezone } = values;
    const body = platform ? values : { name, language, timezone };
    let saved: TCompany;
    try {
      saved = await save.mutateAsync(body);
    } catch (error) {
      return showServerFieldErrors(form, error);
    }
    // The company is saved either way; a refused logo is reported, not a reason to stay.
    if (logo) {
      await uploadLogo.mutateAsync({ id: saved.id, file: logo }).catch((error: unknown) => {
        notifyError(t('logo.failed', { reason: errorMessage(error, tc) }));
      });
    }
    notifySuccess(t(company ? 'edit.saved' : 'create.created', { name: saved.name }));
    navigate(paths.companies.view.href(saved.id));
  });

  return (
    <Paper withBorder p={{ base: 'md', sm: 'lg' }} maw={720}>
      <form noValidate onSubmit={submit}>
        <Stack gap="md">
          <ErrorAlert error={save.error} />
          <TextInput
            label={t('fields.name')}
            required
            autoComplete="organization"
            {...form.getInputProps('name')}
          />
          <Select
            label={t('fields.language')}
            description={t('fields.languageHint')}
            data={LANGUAGES.map((value) => ({ value, label: tc(`languages.${value}`) }))}
            allowDeselect={false}
            required
            {...form.getInputProps('language')}
          />
          <TimezoneSelect
            label={t('fields.timezone')}
            description={t('fields.timezoneHint')}
            required
            {...form.getInputProps('timezone')}
            value={form.values.timezone ?? null}
          />
          {platform ? (
            <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
              <Select
                label={t('fields.plan')}
                data={PLANS.map((value) => ({ value, label: t(`plans.${value}`) }))}
                allowDeselect={false}
                required
                {...form.getInputProps('plan')}
              />
              <Select
                label={t('fields.stage')}
                data={COMPANY_STAGES.map((value) => ({ value, label: t(`stages.${value}`) }))}
                allowDeselect={false}
                required
                {...form.getInputProps('stage')}
              />
              <TrialEndInput label={t('fields.trialEndsAt')} {...form.getInputProps('trialEndsAt')} />
            </SimpleGrid>
          ) : (
            <Text size="sm" c="dimmed">
              {t('edit.platformOnly')}
            </Text>
          )}
          <LogoField currentUrl={company?.logoUrl ?? null} file={logo} onChange={setLogo} />
          <Group justify="flex-end" gap="sm">
            <Button
              variant="default"
              component={Link}
              to={company ? paths.companies.view.href(company.id) : paths.companies.list.href()}
            >
              {t('form.cancel')}
            </Button>
            <LoadingButton type="submit" loading={save.isPending || uploadLogo.isPending}>
              {t(company ? 'edit.submit' : 'create.submit')}
            </LoadingButton>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
