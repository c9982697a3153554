import type { APIRequestContext } from '@playwright/test';
import type { TRole } from '@rally/contracts/abilities';
import { ZMessageResponse } from '@rally/contracts/auth';
import { ZUser } from '@rally/contracts/users';
import { newPassword, unique, uniqueEmail } from './accounts.ts';
import { callApi, expectStatus, publicClient, registerCompany } from './api.ts';
import { linkIn, waitForMail } from './mailbox.ts';

/**
 * A company of the test's own on a free trial and its first company admin, registered through the
 * API (`registerCompany`): the company's and the admin's names start with `who.company` and
 * `who.first`. Answers the account and its session.
 */
export async function ownCompany(request: APIRequestContext, who: { company: string; first: string }) {
  const account = {
    companyName: `${who.company} ${unique('Co')}`,
    fullName: `${who.first} ${unique('Admin')}`,
    email: uniqueEmail(who.first.toLowerCase()),
    password: newPassword(),
  };
  return { account, session: await registerCompany(request, account) };
}

/**
 * A user invited by `adminToken`'s company (or `companyId`, for a platform admin), with the
 * password they chose through their invitation's link: made through the API, as a test's setting.
 */
export async function invitedUser(
  request: APIRequestContext,
  adminToken: string,
  who: { role: TRole; first: string; companyId?: string },
) {
  const account = {
    fullName: `${who.first} ${unique('User')}`,
    email: uniqueEmail(who.first.toLowerCase()),
    password: newPassword(),
  };
  const user = await callApi(
    request,
    adminToken,
    {
      method: 'POST',
      path: '/users',
      data: { fullName: account.fullName, email: account.email, role: who.role, companyId: who.companyId },
    },
    { status: 201, schema: ZUser },
  );
  const invitation = await waitForMail(request, account.email, 'invite');
  const client = await publicClient(request);
  const reset = await request.post('/api/user/resetpassword', {
    headers: { 'x-api-key': client.apiKey, 'x-api-secret': client.apiSecret },
    data: { id: linkIn(invitation).split('/').at(-1), password: account.password },
  });
  await expectStatus(reset, 200, `set the password of ${account.email}`);
  ZMessageResponse.parse(await reset.json());
  return { ...account, id: user.id };
}
