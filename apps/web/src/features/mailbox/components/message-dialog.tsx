import { Modal } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { WhenLoaded } from '../../../components/when-loaded.tsx';
import { useMediaQuery } from '../../../lib/use-media-query.ts';
import { useMailboxMessage } from '../api/mailbox-api.ts';
import { MessageView } from './message-view.tsx';

type Props = { id: string | null; onClose: () => void };

/** One message of the outbox over the list; full screen on a phone, where the mail needs the room. */
export function MessageDialog({ id, onClose }: Props) {
  const { t } = useTranslation('mailbox');
  const phone = useMediaQuery('(max-width: 36em)');
  const message = useMailboxMessage(id);

  return (
    <Modal.Root opened={id !== null} onClose={onClose} size="xl" fullScreen={phone}>
      <Modal.Overlay />
      <Modal.Content>
        {/* A div: Mantine's <header> would count as a second page banner for assistive technology. */}
        <Modal.Header component="div">
          <Modal.Title fw={700}>{message.data?.subject ?? t('message.title')}</Modal.Title>
          <Modal.CloseButton aria-label={t('message.close')} />
        </Modal.Header>
        <Modal.Body>
          <WhenLoaded query={message}>{(data) => <MessageView message={data} />}</WhenLoaded>
        </Modal.Body>
      </Modal.Content>
    </Modal.Root>
  );
}
