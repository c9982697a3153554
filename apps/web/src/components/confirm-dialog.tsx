import { Button, Group, Modal, Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadingButton } from './loading-button.tsx';

type Props = {
  opened: boolean;
  onClose: () => void;
  title: string;
  /** What will happen, and to what. */
  children: ReactNode;
  confirmLabel: string;
  onConfirm: () => void;
  /** Red for what cannot be undone. */
  danger?: boolean;
  loading?: boolean;
  /** Keeps the confirm button off until the user has done what the dialog asks (typed a name). */
  confirmDisabled?: boolean;
};

/** Asks before an action that changes or removes data: what it does, then cancel or confirm. */
export function ConfirmDialog(props: Props) {
  const { t } = useTranslation();
  const { opened, onClose, title, children, confirmLabel, onConfirm, danger, loading } = props;
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={title}
      centered
      closeButtonProps={{ 'aria-label': t('dialog.close') }}
      // A pending call finishes before the dialog may go away.
      closeOnClickOutside={!loading}
      closeOnEscape={!loading}
    >
      <Stack gap="md">
        {children}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} disabled={loading}>
            {t('dialog.cancel')}
          </Button>
          <LoadingButton
            color={danger ? 'red' : undefined}
            onClick={onConfirm}
            loading={loading}
            disabled={props.confirmDisabled}
          >
            {confirmLabel}
          </LoadingButton>
        </Group>
      </Stack>
    </Modal>
  );
}
