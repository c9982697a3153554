import {
  Anchor,
  Badge,
  Button,
  Card,
  Code,
  Group,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import type { TApiKey, TCreatedApiKey } from '@rally/contracts/kpi-actuals';
import { IconPlus } from '@tabler/icons-react';
import { type FormEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { ErrorAlert } from '../../../components/error-alert.tsx';
import { LoadingButton } from '../../../components/loading-button.tsx';
import { LoadingScreen } from '../../../components/loading-screen.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { SecretOnce } from '../../../components/secret-once.tsx';
import { StripedTable } from '../../../components/striped-table.tsx';
import { announce } from '../../../lib/announce.ts';
import { appConfig } from '../../../lib/app-config.ts';
import { focusWhenReady } from '../../../lib/focus.ts';
import { notifySuccess } from '../../../lib/notify.ts';
import type { TOpensWithData } from '../../../lib/opening.ts';
import { queryClient } from '../../../lib/query-client.ts';
import { apiKeysQueryOptions, useApiKeys, useCreateApiKey, useRevokeApiKey } from '../api/kpi-actuals-api.ts';

/**
 * `/admin/api-keys`: the company's keys for sending KPI actuals from its own systems. A new key's
 * secret is shown once, right here; the list shows only its first characters. Revoking stops it at once.
 */
export function ApiKeysPage() {
  const { t, i18n } = useTranslation('kpi-actuals');
  const keys = useApiKeys();
  const create = useCreateApiKey();
  const revoke = useRevokeApiKey();
  const [name, setName] = useState('');
  const [fresh, setFresh] = useState<TCreatedApiKey | null>(null);
  const [revoking, setRevoking] = useState<TApiKey | null>(null);
  const secretRef = useRef<HTMLDivElement>(null);
  const nameRef = useRef<HTMLInputElement>(null);
  const date = (iso: string | null) =>
    iso
      ? new Date(iso).toLocaleString(i18n.language, { dateStyle: 'medium', timeStyle: 'short' })
      : t('keys.never');

  async function onCreate(event: FormEvent) {
    event.preventDefault();
    const created = await create.mutateAsync(name.trim()).catch(() => null);
    if (!created) return;
    setName('');
    setFresh(created);
    announce(t('keys.created', { name: created.name }));
    focusWhenReady(() => secretRef.current);
  }

  async function onRevoke() {
    if (!revoking) return;
    await revoke.mutateAsync(revoking.id);
    const message = t('keys.revoked', { name: revoking.name });
    notifySuccess(message);
    announce(message);
    setRevoking(null);
    focusWhenReady(() => nameRef.current);
  }

  return (
    <>
      <PageHeader />
      <Stack gap="lg">
        <Text size="sm" c="dimmed">
          {t('keys.intro')}{' '}
          <Anchor
            href={`${appConfig().apiBase}/docs`}
            target="_blank"
            rel="noreferrer"
            size="sm"
            underline="always"
          >
            {t('keys.docs')}
          </Anchor>
        </Text>
        <Card withBorder component="form" onSubmit={onCreate} padding="md">
          <Group align="end" gap="sm" wrap="wrap">
            <TextInput
              ref={nameRef}
              label={t('keys.name')}
              description={t('keys.nameHint')}
              value={name}
              onChange={(e) => setName(e.currentTarget.value)}
              maxLength={80}
              required
              w={{ base: '100%', xs: 320 }}
            />
            <LoadingButton
              type="submit"
              leftSection={<IconPlus size={16} aria-hidden />}
              loading={create.isPending}
              disabled={!name.trim()}
            >
              {t('keys.create')}
            </LoadingButton>
          </Group>
          <ErrorAlert error={create.error} />
        </Card>
        {fresh && (
          <SecretOnce
            title={t('keys.secretTitle', { name: fresh.name })}
            label={t('keys.secretLabel')}
            note={t('keys.secretNote')}
            secret={fresh.secret}
            secretRef={secretRef}
          >
            <Text size="xs">
              {t('keys.usage')} <Code>POST /api/kpi-actuals/by-key</Code>, <Code>x-rally-key</Code>
            </Text>
          </SecretOnce>
        )}
        <Title order={2} size="h4">
          {t('keys.listTitle')}
        </Title>
        <ErrorAlert error={keys.error ?? revoke.error} />
        {keys.isPending ? (
          <LoadingScreen />
        ) : (keys.data ?? []).length === 0 ? (
          <Text c="dimmed">{t('keys.empty')}</Text>
        ) : (
          <StripedTable
            label={t('keys.listTitle')}
            minWidth={640}
            columns={[
              { header: t('keys.name') },
              { header: t('keys.prefix') },
              { header: t('keys.createdAt') },
              { header: t('keys.lastUsed') },
              { header: t('keys.status') },
            ]}
          >
            {(keys.data ?? []).map((key) => (
              <Table.Tr key={key.id}>
                <Table.Th scope="row" fw={500}>
                  {key.name}
                </Table.Th>
                <Table.Td>
                  <Code>{key.prefix}…</Code>
                </Table.Td>
                <Table.Td>
                  {date(key.createdAt)}
                  {key.createdByName && (
                    <Text size="xs" c="dimmed">
                      {key.createdByName}
                    </Text>
                  )}
                </Table.Td>
                <Table.Td>{date(key.lastUsedAt)}</Table.Td>
                <Table.Td>
                  {key.revokedAt ? (
                    <Badge color="gray" variant="light">
                      {t('keys.revokedOn', { date: date(key.revokedAt) })}
                    </Badge>
                  ) : (
                    <Button
                      size="xs"
                      variant="light"
                      color="red"
                      onClick={() => setRevoking(key)}
                      aria-label={t('keys.revokeNamed', { name: key.name })}
                    >
                      {t('keys.revoke')}
                    </Button>
                  )}
                </Table.Td>
              </Table.Tr>
            ))}
          </StripedTable>
        )}
      </Stack>
      <ConfirmDialog
        opened={revoking !== null}
        onClose={() => setRevoking(null)}
        title={t('keys.revokeTitle', { name: revoking?.name ?? '' })}
        confirmLabel={t('keys.revoke')}
        onConfirm={onRevoke}
        danger
        loading={revoke.isPending}
      >
        <Text size="sm">{t('keys.revokeText')}</Text>
      </ConfirmDialog>
    </>
  );
}

/** The company's keys, asked for beside the code. */
ApiKeysPage.openingData = (() =>
  queryClient.prefetchQuery(apiKeysQueryOptions())) satisfies TOpensWithData['openingData'];
