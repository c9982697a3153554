/**
 * The upload's statements one kind at a time, each over all rows in the upload's chunks, in one
 * committed transaction: where the write path's database time goes.
 */
import type { InvitationSender } from '../apps/server/src/areas/uploads/invitations.ts';
import {
  findUsersByEmails,
  insertInvitedUsers,
  insertPasswordLinks,
} from '../apps/server/src/areas/uploads/queries.ts';
import type { RawRow } from '../apps/server/src/areas/uploads/rows.ts';
import type { Db } from '../apps/server/src/db/client.ts';
import { randomToken, sha256 } from '../apps/server/src/lib/secrets.ts';
import { timed } from './bench-upload-support.ts';

const CHUNK = 1_000;

export async function breakDownWrites(db: Db, sender: InvitationSender, rows: RawRow[]) {
  const chunks = Array.from({ length: Math.ceil(rows.length / CHUNK) }, (_, i) =>
    rows
      .slice(i * CHUNK, (i + 1) * CHUNK)
      .map((r) => ({ ...r, role: 'player' as const, language: 'en' as const })),
  );
  const companyId = sender.company.id;
  const times = { lookup: 0, users: 0, links: 0, outbox: 0 };
  await db.transaction(async (tx) => {
    for (const part of chunks) {
      times.lookup += await timed(() =>
        findUsersByEmails(
          tx,
          part.map((r) => r.email),
        ),
      );
      let inserted: { id: string; email: string }[] = [];
      times.users += await timed(async () => {
        inserted = await insertInvitedUsers(tx, companyId, part);
      });
      const links = inserted.map((u) => ({ ...u, token: randomToken() }));
      times.links += await timed(() =>
        insertPasswordLinks(
          tx,
          companyId,
          links.map((u) => ({
            userId: u.id,
            tokenHash: sha256(u.token),
            purpose: 'invite' as const,
            expiresAt: new Date(),
          })),
        ),
      );
      times.outbox += await timed(() =>
        sender.mailer.enqueueMany(
          tx,
          links.map((u) => ({
            companyId,
            to: u.email,
            template: 'invite' as const,
            language: 'en' as const,
            vars: { name: 'Bench User', inviter: sender.inviter, company: sender.company.name, url: u.token },
          })),
        ),
      );
    }
  });
  return times;
}
