import type { TMessage } from '@rally/contracts/messages';
import { useTranslation } from 'react-i18next';
import { messageText } from '../lib/messages.ts';

/** A row's reasons (message codes from the server) in the reader's language, one after another. */
export function UploadReasons({ reasons = [] }: { reasons?: TMessage[] | undefined }) {
  // Suspends until the server messages' translations are loaded.
  useTranslation('messages');
  const { t } = useTranslation();
  return <>{reasons.map((reason) => messageText(t, reason)).join(' ')}</>;
}
