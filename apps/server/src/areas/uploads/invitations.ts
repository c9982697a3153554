import type { FanoutHandler } from '../../mail/fanout.ts';
import type { Mailer } from '../../mail/outbox.ts';
import { inviteUsers } from '../users/invitations.ts';
import { findUploadForInvitations, findUploadInvitees } from './queries.ts';

/**
 * The `uploadInvitations` fan-out: after an upload commits, the outbox sender invites every user it
 * created, in the order of the file, a chunk per transaction. Whoever was disabled, deleted or
 * signed up in between is left out, and nobody is invited twice by the same upload, however often
 * a chunk is retried.
 */
export function uploadInvitations(mailer: Mailer, appUrl: string): FanoutHandler {
  return async (exec, fanout) => {
    const job = await findUploadForInvitations(exec, fanout.subjectId);
    const recipients = (job?.rows ?? []).filter((r) => r.status === 'created').map((r) => r.email);
    const dedupePrefix = `invite:upload:${fanout.subjectId}:`;
    return {
      recipients,
      async write(tx, emails) {
        if (!job) return;
        const invitees = await findUploadInvitees(tx, { companyId: job.companyId, emails, dedupePrefix });
        await inviteUsers(
          tx,
          { mailer, appUrl, inviter: job.inviter, bulk: true },
          invitees.map((user) => ({ ...user, companyName: job.companyName })),
          (user) => `${dedupePrefix}${user.id}`,
        );
      },
    };
  };
}
