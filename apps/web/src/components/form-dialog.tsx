import { Modal } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

type Props = {
  opened: boolean;
  onClose: () => void;
  title: string;
  /** Room for a form of several fields side by side. */
  wide?: boolean;
  /** The form. */
  children: ReactNode;
};

/** A centred dialog holding one form, with a named close button. */
export function FormDialog({ opened, onClose, title, wide = false, children }: Props) {
  const { t } = useTranslation();
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={title}
      closeButtonProps={{ 'aria-label': t('dialog.close') }}
      size={wide ? 'lg' : undefined}
      centered
    >
      {children}
    </Modal>
  );
}
