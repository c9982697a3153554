import { Text } from '@mantine/core';
import { useEffect } from 'react';
import { notifySuccess } from '../lib/notify.ts';
import { ConfirmDialog } from './confirm-dialog.tsx';
import { ErrorAlert } from './error-alert.tsx';

/** The mutation that removes a record by id (a TanStack `useMutation` result). */
export type TRemoveMutation = {
  mutate: (id: string, options: { onSuccess: () => void }) => void;
  reset: () => void;
  isPending: boolean;
  error: Error | null;
};

type Props<T extends { id: string }> = {
  /** The record to remove; the dialog is closed while null. */
  item: T | null;
  remove: TRemoveMutation;
  /** The texts, already worded for `item`: title, what happens, the button, the notice once done. */
  texts: { title: string; text: string; confirm: string; done: string };
  onClose: () => void;
  onRemoved?: (item: T) => void;
};

/**
 * Asks before removing a record, then removes it by id. A refusal (a 409: the game is active, the
 * record is still used) stays in the dialog, saying why; a success is announced and closes it.
 */
export function RemoveDialog<T extends { id: string }>({
  item,
  remove,
  texts,
  onClose,
  onRemoved,
}: Props<T>) {
  const { reset } = remove;
  useEffect(() => {
    // A new record starts without the last one's refusal.
    if (item) reset();
  }, [item, reset]);

  const confirm = () => {
    if (!item) return;
    const { done } = texts;
    remove.mutate(item.id, {
      onSuccess: () => {
        notifySuccess(done);
        onClose();
        onRemoved?.(item);
      },
    });
  };

  return (
    <ConfirmDialog
      opened={item !== null}
      onClose={onClose}
      title={texts.title}
      confirmLabel={texts.confirm}
      onConfirm={confirm}
      danger
      loading={remove.isPending}
    >
      <ErrorAlert error={remove.error} />
      {/* A text may name a long address. */}
      <Text style={{ overflowWrap: 'anywhere' }}>{texts.text}</Text>
    </ConfirmDialog>
  );
}
