/** One address of a pasted list: the e-mail, and the name when given as `Name <email>`. */
export type TInvitee = { email: string; name: string | undefined };

const EMAIL = /^[^\s@<>,;]+@[^\s@<>,;]+\.[^\s@<>,;]+$/;

/**
 * A pasted list of addresses: one a line or separated by commas or semicolons, each `email` or
 * `Name <email>`. Duplicates (in any case) count once; what is not an address comes back as
 * `invalid`, as typed.
 */
export function parseInviteList(text: string): { invitees: TInvitee[]; invalid: string[] } {
  const invitees: TInvitee[] = [];
  const invalid: string[] = [];
  const seen = new Set<string>();
  for (const raw of text.split(/[\n,;]+/)) {
    const entry = raw.trim();
    if (!entry) continue;
    const named = /^(.*?)\s*<([^<>]+)>$/.exec(entry);
    const email = (named ? named[2] : entry)?.trim().toLowerCase() ?? '';
    const name = named?.[1]?.trim().replace(/^"(.*)"$/, '$1') || undefined;
    if (!EMAIL.test(email)) {
      invalid.push(entry);
      continue;
    }
    if (seen.has(email)) continue;
    seen.add(email);
    invitees.push({ email, name });
  }
  return { invitees, invalid };
}

/** The name a new user gets: the one given, else the address's local part ("ana.lima" -> "ana lima"). */
export function nameOf({ email, name }: TInvitee): string {
  const fallback = (email.split('@')[0] ?? email).replace(/[._-]+/g, ' ').trim();
  const chosen = name ?? fallback;
  return chosen.length >= 2 ? chosen : email;
}
