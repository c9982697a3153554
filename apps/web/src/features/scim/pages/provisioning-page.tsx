import {
  Anchor,
  Badge,
  Button,
  Card,
  Code,
  CopyButton,
  Group,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import type { TCreatedScimToken, TScimToken } from '@rally/contracts/scim';
import { IconCheck, IconCopy, IconPlus } from '@tabler/icons-react';
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
import {
  scimTokensQueryOptions,
  useCreateScimToken,
  useRevokeScimToken,
  useScimTokens,
} from '../api/scim-api.ts';

/**
 * `/admin/provisioning`: the company's SCIM tokens (decision 0036). The base URL and a token are
 * what a directory (Entra ID, Okta) needs; a new token is shown once, right here; the list shows only
 * its first characters. Revoking stops it at once.
 */
export function ProvisioningPage() {
  const { t, i18n } = useTranslation('scim');
  const tokens = useScimTokens();
  const create = useCreateScimToken();
  const revoke = useRevokeScimToken();
  const [name, setName] = useState('');
  const [fresh, setFresh] = useState<TCreatedScimToken | null>(null);
  const [revoking, setRevoking] = useState<TScimToken | null>(null);
  const secretRef = useRef<HTMLDivElement>(null);
  const nameRef = useRef<HTMLInputElement>(null);
  const date = (iso: string | null) =>
    iso
      ? new Date(iso).toLocaleString(i18n.language, { dateStyle: 'medium', timeStyle: 'short' })
      : t('never');
  const baseUrl = tokens.data?.baseUrl;

  async function onCreate(event: FormEvent) {
    event.preventDefault();
    const created = await create.mutateAsync(name.trim()).catch(() => null);
    if (!created) return;
    setName('');
    setFresh(created);
    announce(t('created', { name: created.name }));
    focusWhenReady(() => secretRef.current);
  }

  async function onRevoke() {
    if (!revoking) return;
    await revoke.mutateAsync(revoking.id);
    const message = t('revoked', { name: revoking.name });
    notifySuccess(message);
    announce(message);
    if (fresh?.id === revoking.id) setFresh(null);
    setRevoking(null);
    focusWhenReady(() => nameRef.current);
  }

  return (
    <>
      <PageHeader />
      <Stack gap="lg">
        <Text size="sm" c="dimmed">
          {t('intro')}{' '}
          <Anchor
            href={`${appConfig().apiBase}/docs`}
            target="_blank"
            rel="noreferrer"
            size="sm"
            underline="always"
          >
            {t('docs')}
          </Anchor>
        </Text>
        {baseUrl && (
          <Card withBorder padding="md">
            <Stack gap="xs">
              <Text fw={500} id="scim-base-url">
                {t('baseUrl')}
              </Text>
              <Group gap="xs" wrap="nowrap" align="start">
                <Code
                  block
                  aria-labelledby="scim-base-url"
                  style={{ overflowWrap: 'anywhere', whiteSpace: 'pre-wrap', flex: 1 }}
                >
                  {baseUrl}
                </Code>
                <CopyButton value={baseUrl}>
                  {({ copied, copy }) => (
                    <Button
                      variant="light"
                      size="xs"
                      onClick={copy}
                      aria-label={t('copyBaseUrl')}
                      leftSection={
                        copied ? <IconCheck size={14} aria-hidden /> : <IconCopy size={14} aria-hidden />
                      }
                    >
                      {copied ? t('copied') : t('copy')}
                    </Button>
                  )}
                </CopyButton>
              </Group>
              <Text size="xs" c="dimmed">
                {t('baseUrlHint')}
              </Text>
            </Stack>
          </Card>
        )}
        <Card withBorder component="form" onSubmit={onCreate} padding="md">
          <Group align="end" gap="sm" wrap="wrap">
            <TextInput
              ref={nameRef}
              label={t('name')}
              description={t('nameHint')}
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
              {t('create')}
            </LoadingButton>
          </Group>
          <ErrorAlert error={create.error} />
        </Card>
        {fresh && (
          <SecretOnce
            title={t('secretTitle', { name: fresh.name })}
            label={t('secretLabel')}
            note={t('secretNote')}
            secret={fresh.secret}
            secretRef={secretRef}
          />
        )}
        <Title order={2} size="h4">
          {t('listTitle')}
        </Title>
        <ErrorAlert error={tokens.error ?? revoke.error} />
        {tokens.isPending ? (
          <LoadingScreen />
        ) : (tokens.data?.data ?? []).length === 0 ? (
          <Text c="dimmed">{t('empty')}</Text>
        ) : (
          <StripedTable
            label={t('listTitle')}
            minWidth={640}
            columns={[
              { header: t('name') },
              { header: t('prefix') },
              { header: t('createdAt') },
              { header: t('lastUsed') },
              { header: t('status') },
            ]}
          >
            {(tokens.data?.data ?? []).map((token) => (
              <Table.Tr key={token.id}>
                <Table.Th scope="row" fw={500}>
                  {token.name}
                </Table.Th>
                <Table.Td>
                  <Code>{token.prefix}…</Code>
                </Table.Td>
                <Table.Td>
                  {date(token.createdAt)}
                  {token.createdByName && (
                    <Text size="xs" c="dimmed">
                      {token.createdByName}
                    </Text>
                  )}
                </Table.Td>
                <Table.Td>{date(token.lastUsedAt)}</Table.Td>
                <Table.Td>
                  {token.revokedAt ? (
                    <Badge color="gray" variant="light">
                      {t('revokedOn', { date: date(token.revokedAt) })}
                    </Badge>
                  ) : (
                    <Button
                      size="xs"
                      variant="light"
                      color="red"
                      onClick={() => setRevoking(token)}
                      aria-label={t('revokeNamed', { name: token.name })}
                    >
                      {t('revoke')}
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
        title={t('revokeTitle', { name: revoking?.name ?? '' })}
        confirmLabel={t('revoke')}
        onConfirm={onRevoke}
        danger
        loading={revoke.isPending}
      >
        <Text size="sm">{t('revokeText')}</Text>
      </ConfirmDialog>
    </>
  );
}

/** The company's tokens and base URL, asked for beside the code. */
ProvisioningPage.openingData = (() =>
  queryClient.prefetchQuery(scimTokensQueryOptions())) satisfies TOpensWithData['openingData'];
