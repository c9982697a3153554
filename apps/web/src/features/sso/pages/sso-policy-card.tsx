import { Card, Group, Stack, Switch, Text, Title } from '@mantine/core';
import type { TSsoPolicy } from '@rally/contracts/sso';
import { type FormEvent, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../../components/error-alert.tsx';
import { LoadingButton } from '../../../components/loading-button.tsx';
import { Select } from '../../../components/select.tsx';
import { announce } from '../../../lib/announce.ts';
import { notifySuccess } from '../../../lib/notify.ts';
import { useCompanyAdmins, useSetSsoPolicy, useSsoPolicy } from '../api/sso-api.ts';

/**
 * Whether the company requires single sign-on, and the one company admin who keeps a password
 * (the break-glass account: a way in when the provider is down or misconfigured).
 */
export function SsoPolicyCard() {
  const { t } = useTranslation('sso');
  const policy = useSsoPolicy();
  const admins = useCompanyAdmins();
  const save = useSetSsoPolicy();
  const [draft, setDraft] = useState<TSsoPolicy>({ required: false, breakGlassUserId: null });
  useEffect(() => {
    if (policy.data) setDraft(policy.data);
  }, [policy.data]);

  async function onSave(event: FormEvent) {
    event.preventDefault();
    if (!(await save.mutateAsync(draft).catch(() => null))) return;
    notifySuccess(t('policySaved'));
    announce(t('policySaved'));
  }

  const options = (admins.data?.data ?? []).map((u) => ({
    value: u.id,
    label: `${u.fullName} (${u.email})`,
  }));
  return (
    <Card withBorder component="form" onSubmit={onSave} padding="md">
      <Stack gap="sm">
        <Title order={2} size="h4">
          {t('policyTitle')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('policyIntro')}
        </Text>
        <Switch
          label={t('required')}
          description={t('requiredHint')}
          checked={draft.required}
          onChange={(e) => setDraft({ ...draft, required: e.currentTarget.checked })}
        />
        <Select
          label={t('breakGlass')}
          description={t('breakGlassHint')}
          data={options}
          value={draft.breakGlassUserId}
          onChange={(value) => setDraft({ ...draft, breakGlassUserId: value })}
          clearable
          searchable
          nothingFoundMessage={t('noAdmins')}
        />
        <Group>
          <LoadingButton type="submit" loading={save.isPending} disabled={policy.isPending}>
            {t('savePolicy')}
          </LoadingButton>
        </Group>
        <ErrorAlert error={policy.error ?? save.error} />
      </Stack>
    </Card>
  );
}
