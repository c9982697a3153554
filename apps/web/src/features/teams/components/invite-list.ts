import { ZEmail } from '@rally/contracts/auth';
import type { TInvitee } from '@rally/contracts/teams';

/**
 * A pasted list of addresses: one a line or separated by commas or semicolons, each `email` or
 * `Name <email>`. Duplicates (in any case) count once; what is not an address (by the server's
 * own rule, `ZEmail`) comes back as `invalid`, as typed. A name too short to be one is left to the
 * server, which makes one from the address.
 */
export function parseInviteList(text: string): { invitees: TInvitee[]; invalid: string[] } {
  const invitees: TInvitee[] = [];
  const invalid: string[] = [];
  const seen = new Set<string>();
  for (const raw of text.split(/[\n,;]+/)) {
    const entry = raw.trim();
    if (!entry) continue;
    const named = /^(.*?)\s*<([^<>]+)>$/.exec(entry);
    const parsed = ZEmail.safeParse(named ? named[2] : entry);
    const name = named?.[1]?.trim().replace(/^"(.*)"$/, '$1') ?? '';
    if (!parsed.success) {
      invalid.push(entry);
      continue;
    }
    const email = parsed.data;
    if (seen.has(email)) continue;
    seen.add(email);
    invitees.push(name.length >= 2 ? { email, fullName: name } : { email });
  }
  return { invitees, invalid };
}
