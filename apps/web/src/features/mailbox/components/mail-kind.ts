import { MAIL_TEMPLATES, type TMailTemplate } from '@rally/contracts/mailbox';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

const isMailTemplate = (value: string): value is TMailTemplate =>
  (MAIL_TEMPLATES as readonly string[]).includes(value);

/** The kind of a mail in words ("Password reset"); a kind this build does not know stays its code. */
export function useMailKind() {
  const { t } = useTranslation('mailbox');
  return useCallback(
    (template: string) => (isMailTemplate(template) ? t(`templates.${template}`) : template),
    [t],
  );
}
