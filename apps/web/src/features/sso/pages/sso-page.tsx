import {
  Badge,
  Button,
  Card,
  Code,
  Group,
  Stack,
  Switch,
  TagsInput,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import type { TSsoProvider } from '@rally/contracts/sso';
import { IconPlus } from '@tabler/icons-react';
import { type FormEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { ErrorAlert } from '../../../components/error-alert.tsx';
import { LoadingButton } from '../../../components/loading-button.tsx';
import { LoadingScreen } from '../../../components/loading-screen.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { PasswordInput } from '../../../components/password-input.tsx';
import { announce } from '../../../lib/announce.ts';
import { focusWhenReady } from '../../../lib/focus.ts';
import { notifySuccess } from '../../../lib/notify.ts';
import type { TOpensWithData } from '../../../lib/opening.ts';
import { queryClient } from '../../../lib/query-client.ts';
import {
  ssoProvidersQueryOptions,
  useCreateSsoProvider,
  useDeleteSsoProvider,
  useSsoProviders,
} from '../api/sso-api.ts';
import { SsoPolicyCard } from './sso-policy-card.tsx';

const emptyForm = { issuer: '', clientId: '', clientSecret: '', domains: [] as string[], createUsers: false };

/**
 * `/admin/sso`: the company's OpenID Connect identity providers (decision 0035) and whether it
 * requires them. A client secret is typed once and never shown again.
 */
export function SsoPage() {
  const { t } = useTranslation('sso');
  const providers = useSsoProviders();
  const create = useCreateSsoProvider();
  const remove = useDeleteSsoProvider();
  const [form, setForm] = useState(emptyForm);
  const [deleting, setDeleting] = useState<TSsoProvider | null>(null);
  const issuerRef = useRef<HTMLInputElement>(null);
  const listRef = useRef<HTMLHeadingElement>(null);
  const set = <K extends keyof typeof emptyForm>(key: K, value: (typeof emptyForm)[K]) =>
    setForm((f) => ({ ...f, [key]: value }));

  async function onCreate(event: FormEvent) {
    event.preventDefault();
    const created = await create
      .mutateAsync({ ...form, issuer: form.issuer.trim(), clientId: form.clientId.trim() })
      .catch(() => null);
    if (!created) return;
    setForm(emptyForm);
    notifySuccess(t('created'));
    announce(t('created'));
    focusWhenReady(() => listRef.current);
  }

  async function onDelete() {
    if (!deleting) return;
    await remove.mutateAsync(deleting.id);
    notifySuccess(t('deleted'));
    announce(t('deleted'));
    setDeleting(null);
    focusWhenReady(() => issuerRef.current);
  }

  const list = providers.data?.data ?? [];
  return (
    <>
      <PageHeader />
      <Stack gap="lg">
        <Text size="sm" c="dimmed">
          {t('intro')}
        </Text>
        {providers.data && (
          <Text size="sm">
            {t('redirectUri')} <Code style={{ overflowWrap: 'anywhere' }}>{providers.data.redirectUri}</Code>
          </Text>
        )}
        <Card withBorder component="form" onSubmit={onCreate} padding="md">
          <Stack gap="sm">
            <Title order={2} size="h4">
              {t('addTitle')}
            </Title>
            <TextInput
              ref={issuerRef}
              type="url"
              label={t('issuer')}
              description={t('issuerHint')}
              value={form.issuer}
              onChange={(e) => set('issuer', e.currentTarget.value)}
              maxLength={2048}
              required
            />
            <TextInput
              label={t('clientId')}
              value={form.clientId}
              onChange={(e) => set('clientId', e.currentTarget.value)}
              maxLength={255}
              required
            />
            <PasswordInput
              autoComplete="new-password"
              label={t('clientSecret')}
              description={t('clientSecretHint')}
              value={form.clientSecret}
              onChange={(e) => set('clientSecret', e.currentTarget.value)}
              maxLength={1024}
              required
            />
            <TagsInput
              label={t('domains')}
              description={t('domainsHint')}
              value={form.domains}
              onChange={(v) => set('domains', v)}
              splitChars={[',', ' ']}
              acceptValueOnBlur
              required
            />
            <Switch
              label={t('createUsers')}
              description={t('createUsersHint')}
              checked={form.createUsers}
              onChange={(e) => set('createUsers', e.currentTarget.checked)}
            />
            <Group>
              <LoadingButton
                type="submit"
                leftSection={<IconPlus size={16} aria-hidden />}
                loading={create.isPending}
                disabled={
                  !form.issuer.trim() ||
                  !form.clientId.trim() ||
                  !form.clientSecret ||
                  form.domains.length === 0
                }
              >
                {t('addProvider')}
              </LoadingButton>
            </Group>
            <ErrorAlert error={create.error} />
          </Stack>
        </Card>
        <Title order={2} size="h4" ref={listRef} tabIndex={-1}>
          {t('listTitle')}
        </Title>
        <ErrorAlert error={providers.error ?? remove.error} />
        {providers.isPending ? (
          <LoadingScreen />
        ) : list.length === 0 ? (
          <Text c="dimmed">{t('empty')}</Text>
        ) : (
          <Stack gap="sm">
            {list.map((provider) => (
              <Card key={provider.id} withBorder padding="md">
                <Stack gap="xs">
                  <Group justify="space-between" wrap="nowrap" align="start">
                    <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
                      {provider.issuer}
                    </Text>
                    {provider.createUsers && (
                      <Badge variant="light" color="teal" style={{ flexShrink: 0 }}>
                        {t('createsPlayers')}
                      </Badge>
                    )}
                  </Group>
                  <Text size="sm">
                    {t('clientId')}: <Code>{provider.clientId}</Code>
                  </Text>
                  <Group gap={4}>
                    {provider.domains.map((domain) => (
                      <Badge key={domain} variant="outline" color="gray" tt="none">
                        {domain}
                      </Badge>
                    ))}
                  </Group>
                  <Group gap="xs">
                    <Button
                      size="xs"
                      variant="light"
                      color="red"
                      onClick={() => setDeleting(provider)}
                      aria-label={t('deleteNamed', { issuer: provider.issuer })}
                    >
                      {t('deleteProvider')}
                    </Button>
                  </Group>
                </Stack>
              </Card>
            ))}
          </Stack>
        )}
        <SsoPolicyCard />
      </Stack>
      <ConfirmDialog
        opened={deleting !== null}
        onClose={() => setDeleting(null)}
        title={t('deleteTitle')}
        confirmLabel={t('deleteProvider')}
        onConfirm={onDelete}
        danger
        loading={remove.isPending}
      >
        <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
          {t('deleteText', { issuer: deleting?.issuer ?? '' })}
        </Text>
      </ConfirmDialog>
    </>
  );
}

/** The company's providers, asked for beside the code. */
SsoPage.openingData = (() =>
  queryClient.prefetchQuery(ssoProvidersQueryOptions())) satisfies TOpensWithData['openingData'];
