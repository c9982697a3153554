import { Badge, Button, Card, Code, Group, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import type { UseMutationResult } from '@tanstack/react-query';
import { type FormEvent, type ReactNode, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { announce } from '../lib/announce.ts';
import { focusWhenReady } from '../lib/focus.ts';
import { notifySuccess } from '../lib/notify.ts';
import { ConfirmDialog } from './confirm-dialog.tsx';
import { ErrorAlert } from './error-alert.tsx';
import { LoadingButton } from './loading-button.tsx';
import { LoadingScreen } from './loading-screen.tsx';
import { SecretOnce } from './secret-once.tsx';
import { StripedTable } from './striped-table.tsx';

/** What the list shows of a key or token: never its secret, only the first characters. */
export type TRevocableSecret = {
  id: string;
  name: string;
  prefix: string;
  createdAt: string;
  createdByName: string | null;
  lastUsedAt: string | null;
  revokedAt: string | null;
};

/** The words each screen gives the list in its own namespace (the API keys' or the SCIM tokens'). */
export type TSecretWord =
  | 'name'
  | 'nameHint'
  | 'create'
  | 'created'
  | 'secretTitle'
  | 'secretLabel'
  | 'secretNote'
  | 'listTitle'
  | 'empty'
  | 'prefix'
  | 'createdAt'
  | 'lastUsed'
  | 'status'
  | 'never'
  | 'revoke'
  | 'revokeNamed'
  | 'revokeTitle'
  | 'revokeText'
  | 'revokedOn'
  | 'revoked';

/**
 * A company's named secrets (API keys, SCIM tokens): a form that creates one and shows its secret
 * once, right here (`SecretOnce`, focused), then the list with who made each, when it was last used
 * and "Revoke", which stops it at once. After a revoke, focus returns to the name field.
 */
export function RevocableSecrets<TCreated extends TRevocableSecret & { secret: string }>(props: {
  words: (word: TSecretWord, values?: Record<string, string>) => string;
  list: { data: TRevocableSecret[] | undefined; isPending: boolean; error: Error | null };
  create: UseMutationResult<TCreated, Error, string>;
  revoke: UseMutationResult<unknown, Error, string>;
  /** Where the fresh secret goes, under it. */
  usage?: ReactNode;
}) {
  const { words: w, list, create, revoke } = props;
  const { i18n } = useTranslation();
  const [name, setName] = useState('');
  const [fresh, setFresh] = useState<TCreated | null>(null);
  const [revoking, setRevoking] = useState<TRevocableSecret | null>(null);
  const secretRef = useRef<HTMLDivElement>(null);
  const nameRef = useRef<HTMLInputElement>(null);
  const date = (iso: string | null) =>
    iso
      ? new Date(iso).toLocaleString(i18n.language, { dateStyle: 'medium', timeStyle: 'short' })
      : w('never');

  async function onCreate(event: FormEvent) {
    event.preventDefault();
    const created = await create.mutateAsync(name.trim()).catch(() => null);
    if (!created) return;
    setName('');
    setFresh(created);
    announce(w('created', { name: created.name }));
    focusWhenReady(() => secretRef.current);
  }

  async function onRevoke() {
    if (!revoking) return;
    await revoke.mutateAsync(revoking.id);
    const message = w('revoked', { name: revoking.name });
    notifySuccess(message);
    announce(message);
    // A revoked secret's "copy it now" box would only mislead.
    if (fresh?.id === revoking.id) setFresh(null);
    setRevoking(null);
    focusWhenReady(() => nameRef.current);
  }

  const items = list.data ?? [];
  return (
    <>
      <Card withBorder component="form" onSubmit={onCreate} padding="md">
        <Group align="end" gap="sm" wrap="wrap">
          <TextInput
            ref={nameRef}
            label={w('name')}
            description={w('nameHint')}
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
            {w('create')}
          </LoadingButton>
        </Group>
        <ErrorAlert error={create.error} />
      </Card>
      {fresh && (
        <SecretOnce
          title={w('secretTitle', { name: fresh.name })}
          label={w('secretLabel')}
          note={w('secretNote')}
          secret={fresh.secret}
          secretRef={secretRef}
        >
          {props.usage}
        </SecretOnce>
      )}
      <Stack gap="sm">
        <Title order={2} size="h4">
          {w('listTitle')}
        </Title>
        <ErrorAlert error={list.error ?? revoke.error} />
        {list.isPending ? (
          <LoadingScreen />
        ) : items.length === 0 ? (
          <Text c="dimmed">{w('empty')}</Text>
        ) : (
          <StripedTable
            label={w('listTitle')}
            minWidth={640}
            columns={[
              { header: w('name') },
              { header: w('prefix') },
              { header: w('createdAt') },
              { header: w('lastUsed') },
              { header: w('status') },
            ]}
          >
            {items.map((item) => (
              <Table.Tr key={item.id}>
                <Table.Th scope="row" fw={500}>
                  {item.name}
                </Table.Th>
                <Table.Td>
                  <Code>{item.prefix}…</Code>
                </Table.Td>
                <Table.Td>
                  {date(item.createdAt)}
                  {item.createdByName && (
                    <Text size="xs" c="dimmed">
                      {item.createdByName}
                    </Text>
                  )}
                </Table.Td>
                <Table.Td>{date(item.lastUsedAt)}</Table.Td>
                <Table.Td>
                  {item.revokedAt ? (
                    <Badge color="gray" variant="light">
                      {w('revokedOn', { date: date(item.revokedAt) })}
                    </Badge>
                  ) : (
                    <Button
                      size="xs"
                      variant="light"
                      color="red"
                      onClick={() => setRevoking(item)}
                      aria-label={w('revokeNamed', { name: item.name })}
                    >
                      {w('revoke')}
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
        title={w('revokeTitle', { name: revoking?.name ?? '' })}
        confirmLabel={w('revoke')}
        onConfirm={onRevoke}
        danger
        loading={revoke.isPending}
      >
        <Text size="sm">{w('revokeText')}</Text>
      </ConfirmDialog>
    </>
  );
}
