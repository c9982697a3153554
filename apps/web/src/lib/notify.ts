import { notifications } from '@mantine/notifications';
import { i18n } from './i18n.ts';

// The close button is an icon: it needs a translated name for screen readers.
const closeButtonProps = () => ({ 'aria-label': i18n.t('dialog.close') });

/** The one way to show a toast; duration and look come from the `Notifications` provider. */
export function notifySuccess(message: string) {
  notifications.show({ message, color: 'teal', closeButtonProps: closeButtonProps() });
}

export function notifyError(message: string) {
  notifications.show({ message, color: 'red', closeButtonProps: closeButtonProps() });
}
