import { Card, Code, Group, Stack, Text, Title } from '@mantine/core';
import type { TSsoProvider } from '@rally/contracts/sso';
import { IconPlus } from '@tabler/icons-react';
import { type FormEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../../components/error-alert.tsx';
import { LoadingButton } from '../../../components/loading-button.tsx';
import { LoadingScreen } from '../../../components/loading-screen.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { RemoveDialog } from '../../../components/remove-dialog.tsx';
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
import { EditProviderDialog } from '../components/edit-provider-dialog.tsx';
import {
  emptyProviderForm,
  ProviderFields,
  providerBody,
  providerFormComplete,
  type TProviderForm,
} from '../components/provider-fields.tsx';
import { ProviderItem } from '../components/provider-item.tsx';
import { SsoPolicyCard } from './sso-policy-card.tsx';

/**
 * `/admin/sso`: the company's OpenID Connect identity providers (decision 0035) and whether it
 * requires them. A client secret is typed once and never shown again.
 */
export function SsoPage() {
  const { t } = useTranslation('sso');
  const providers = useSsoProviders();
  const create = useCreateSsoProvider();
  const remove = useDeleteSsoProvider();
  const [form, setForm] = useState<TProviderForm>(emptyProviderForm);
  const [editing, setEditing] = useState<TSsoProvider | null>(null);
  const [deleting, setDeleting] = useState<TSsoProvider | null>(null);
  const issuerRef = useRef<HTMLInputElement>(null);
  const listRef = useRef<HTMLHeadingElement>(null);

  async function onCreate(event: FormEvent) {
    event.preventDefault();
    const body = { ...providerBody(form), clientSecret: form.clientSecret };
    const created = await create.mutateAsync(body).catch(() => null);
    if (!created) return;
    setForm(emptyProviderForm);
    notifySuccess(t('created'));
    announce(t('created'));
    focusWhenReady(() => listRef.current);
  }

  const list = providers.data?.data ?? [];
  return (
    <>
      <PageHeader />
      {/* A form's width, as the other admin forms: a URL field a thousand pixels wide reads badly. */}
      <Stack gap="lg" maw={760}>
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
            <ProviderFields
              form={form}
              onChange={(key, value) => setForm((f) => ({ ...f, [key]: value }))}
              issuerRef={issuerRef}
            />
            <Group>
              <LoadingButton
                type="submit"
                leftSection={<IconPlus size={16} aria-hidden />}
                loading={create.isPending}
                disabled={!providerFormComplete(form, { secretRequired: true })}
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
        <ErrorAlert error={providers.error} />
        {providers.isPending ? (
          <LoadingScreen />
        ) : list.length === 0 ? (
          <Text c="dimmed">{t('empty')}</Text>
        ) : (
          <Stack gap="sm" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
            {list.map((provider) => (
              <ProviderItem
                key={provider.id}
                provider={provider}
                onEdit={() => setEditing(provider)}
                onDelete={() => setDeleting(provider)}
              />
            ))}
          </Stack>
        )}
        <SsoPolicyCard />
      </Stack>
      <EditProviderDialog provider={editing} onClose={() => setEditing(null)} />
      <RemoveDialog
        item={deleting}
        remove={remove}
        texts={{
          title: t('deleteTitle'),
          text: t('deleteText', { issuer: deleting?.issuer ?? '' }),
          confirm: t('deleteProvider'),
          done: t('deleted'),
        }}
        onClose={() => setDeleting(null)}
        // The provider and its buttons are gone: the user continues where a provider is added.
        onRemoved={() => focusWhenReady(() => issuerRef.current)}
      />
    </>
  );
}

/** The company's providers, asked for beside the code. */
SsoPage.openingData = (() =>
  queryClient.prefetchQuery(ssoProvidersQueryOptions())) satisfies TOpensWithData['openingData'];
