import { Button, Group, Text } from '@mantine/core';
import { IconBell, IconMailForward, IconTrash, IconUserCheck, IconUserOff } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { ErrorAlert } from '../../../components/error-alert.tsx';
import { notifyError, notifySuccess } from '../../../lib/notify.ts';
import {
  type TBulkAction,
  type TEmailKind,
  useBulkUserAction,
  useSendUserEmails,
} from '../api/user-bulk-api.ts';

type TAction = TEmailKind | TBulkAction;

const BUTTONS = [
  { action: 'invitation', icon: IconMailForward },
  { action: 'reminder', icon: IconBell },
  { action: 'disable', icon: IconUserOff },
  { action: 'enable', icon: IconUserCheck },
  { action: 'delete', icon: IconTrash },
] as const satisfies { action: TAction; icon: unknown }[];

const isEmail = (action: TAction): action is TEmailKind => action === 'invitation' || action === 'reminder';

type Props = { selected: string[]; onDone: () => void };

/**
 * What can be done to the chosen users at once. Each asks first, then says how many it reached and
 * how many it skipped (an invitation to someone already signed up, disabling the disabled, ...).
 */
export function UserBulkActions({ selected, onDone }: Props) {
  const { t } = useTranslation('users');
  const [pending, setPending] = useState<TAction | null>(null);
  const bulk = useBulkUserAction();
  const emails = useSendUserEmails();
  const call = pending && isEmail(pending) ? emails : bulk;
  const count = selected.length;

  const summarise = (action: TAction, reached: number, skipped: number) => {
    const message = t(`bulk.${action}.summary`, { done: reached, skipped });
    (reached > 0 ? notifySuccess : notifyError)(message);
    setPending(null);
    onDone();
  };

  const confirm = () => {
    if (!pending) return;
    if (isEmail(pending)) {
      emails.mutate(
        { userIds: selected, kind: pending },
        { onSuccess: ({ sent, skipped }) => summarise(pending, sent, skipped.length) },
      );
    } else {
      bulk.mutate(
        { userIds: selected, action: pending },
        { onSuccess: ({ done, skipped }) => summarise(pending, done, skipped.length) },
      );
    }
  };

  const open = (action: TAction) => {
    emails.reset();
    bulk.reset();
    setPending(action);
  };

  return (
    <>
      <Group gap="xs">
        {BUTTONS.map(({ action, icon: Icon }) => (
          <Button
            key={action}
            size="xs"
            variant="light"
            color={action === 'delete' ? 'red' : undefined}
            leftSection={<Icon size={14} aria-hidden />}
            onClick={() => open(action)}
          >
            {t(`bulk.${action}.button`)}
          </Button>
        ))}
      </Group>
      <ConfirmDialog
        opened={pending !== null}
        onClose={() => setPending(null)}
        title={pending ? t(`bulk.${pending}.title`, { count }) : ''}
        confirmLabel={pending ? t(`bulk.${pending}.confirm`, { count }) : ''}
        onConfirm={confirm}
        danger={pending === 'delete' || pending === 'disable'}
        loading={call.isPending}
      >
        <ErrorAlert error={call.error} />
        <Text>{pending && t(`bulk.${pending}.text`, { count })}</Text>
      </ConfirmDialog>
    </>
  );
}
