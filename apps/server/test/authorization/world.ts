import { outboxMessages } from '../../src/db/schema/index.ts';
import { createCompany, createUser, type NewUser } from '../../src/seed/factories.ts';
import type { Session, TestContext } from '../helpers.ts';
import { PNG, postMultipart } from '../multipart.ts';
import type { Caller, Target } from './table.ts';

type SignedIn = Exclude<Caller, 'anonymous'>;

/** The fixtures every matrix call draws on: two customer companies and a signed-in user per role. */
export type World = Awaited<ReturnType<typeof buildWorld>>;

export async function buildWorld(t: TestContext) {
  const platform = await createCompany(t.db, { name: 'Rally', isPlatform: true, trialEndsAt: null });
  const company = {
    own: (await createCompany(t.db, { name: 'Own Co' })).id,
    other: (await createCompany(t.db, { name: 'Other Co' })).id,
  };
  const session: Record<SignedIn, Session> = {
    admin: await t.signIn('admin', { companyId: platform.id }),
    company_admin: await t.signIn('company_admin', { companyId: company.own }),
    player: await t.signIn('player', { companyId: company.own }),
    client: await t.signIn('client', { companyId: company.own }),
  };

  let counter = 0;
  const unique = (prefix: string) => `${prefix}-${++counter}`;
  const companyOf = (target: Target) => (target === 'other' ? company.other : company.own);

  // A company of its own: the logo calls of the matrix replace the logos of the two above.
  const gallery = await createCompany(t.db, { name: 'Gallery' });
  const uploaded = await postMultipart(t, `/api/companies/${gallery.id}/logo`, session.admin.headers, [
    { name: 'file', filename: 'logo.png', contentType: 'image/png', data: PNG },
  ]);
  await t.app.mailer.enqueue(t.db, {
    companyId: company.own,
    to: 'someone@own.test',
    template: 'otp',
    language: 'en',
    vars: { name: 'Someone', code: '123456' },
  });
  const [mail] = await t.db.select({ id: outboxMessages.id }).from(outboxMessages);

  return {
    t,
    company,
    session,
    unique,
    companyOf,
    fileUrl: (uploaded.json() as { logoUrl: string }).logoUrl,
    mailId: mail?.id ?? '',
    headers: (caller: Caller): Record<string, string> =>
      caller === 'anonymous' ? {} : session[caller].headers,
    /** The user a target names: the caller themselves, or a fresh user of the own or other company. */
    async user(caller: Caller, target: Target, overrides: Partial<NewUser> = {}) {
      if (target === 'self' && caller !== 'anonymous') return session[caller].user;
      return createUser(t.db, {
        companyId: companyOf(target),
        email: `${unique('user')}@matrix.test`,
        ...overrides,
      });
    },
  };
}
