import pino from 'pino';
import type { Db } from '../src/db/client.ts';
import { createMailer } from '../src/mail/outbox.ts';

/** The outbox tests' logger: quiet. */
export const quietLog = pino({ level: 'silent' });

/** A one-time code mail to `to`, of `companyId`. */
export const codeMail = (companyId: string, to: string) => ({
  companyId,
  to,
  template: 'otp' as const,
  language: 'en' as const,
  vars: { name: 'Ana', code: '123456' },
});

/** A process's mailer whose SMTP server takes every mail at once; `sent` lists them in order. */
export function recordingMailer(db: Db) {
  const sent: string[] = [];
  const mailer = createMailer({
    db,
    from: 'r@x',
    log: quietLog,
    transport: { sendMail: async (m) => void sent.push(m.to) },
  });
  return { mailer, sent };
}
