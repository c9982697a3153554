import { type APIRequestContext, expect } from '@playwright/test';
import { ZMailboxPage } from '@rally/contracts/mailbox';
import { DEMO, DEMO_PASSWORD } from './accounts.ts';
import { callApi, getToken } from './api.ts';

type TMail = ReturnType<typeof ZMailboxPage.parse>['data'][number];

// Access tokens last 10 minutes: one sign-in per worker and 8 minutes keeps the sign-in budget
// (a per-address rate limit) for the tests whose subject is signing in.
const TOKEN_REUSE_MS = 8 * 60 * 1000;
let admin: { token: string; at: number } | undefined;

async function adminToken(request: APIRequestContext): Promise<string> {
  if (!admin || Date.now() - admin.at > TOKEN_REUSE_MS) {
    admin = { token: (await getToken(request, DEMO.admin, DEMO_PASSWORD)).accessToken, at: Date.now() };
  }
  return admin.token;
}

/** Every message of the outbox sent to `email`, newest first, as a platform admin reads them. */
export async function mailsTo(request: APIRequestContext, email: string): Promise<TMail[]> {
  const page = await callApi(
    request,
    await adminToken(request),
    { method: 'GET', path: '/mailbox', params: { q: email, perPage: 100 } },
    { schema: ZMailboxPage },
  );
  return page.data.filter((mail) => mail.to.toLowerCase().includes(email.toLowerCase()));
}

/**
 * Waits for the newest `template` mail (`otp`, `resetLink`, `invite`, `welcome`, `gameStart`, ...)
 * to `email`; `count` waits for that many of them (a second code, say).
 */
export async function waitForMail(
  request: APIRequestContext,
  email: string,
  template: string,
  count = 1,
): Promise<TMail> {
  let found: TMail[] = [];
  await expect
    .poll(
      async () => {
        found = (await mailsTo(request, email)).filter((mail) => mail.template === template);
        return found.length;
      },
      { message: `${count} "${template}" e-mail(s) to ${email} in the outbox`, timeout: 20_000 },
    )
    .toBeGreaterThanOrEqual(count);
  const [newest] = found;
  if (!newest) throw new Error(`no "${template}" e-mail to ${email}`);
  return newest;
}

/** The one-time code of an `otp` mail. */
export function codeIn(mail: TMail): string {
  const code = /\b(\d{6})\b/.exec(mail.text)?.[1];
  if (!code) throw new Error(`no 6-digit code in the mail "${mail.subject}":\n${mail.text}`);
  return code;
}

/** The link of a mail's button (reset, invitation, sign-in), as a path of this server. */
export function linkIn(mail: TMail): string {
  const url = /https?:\/\/\S+/.exec(mail.text)?.[0];
  if (!url) throw new Error(`no link in the mail "${mail.subject}":\n${mail.text}`);
  const { pathname, search } = new URL(url);
  return pathname + search;
}
