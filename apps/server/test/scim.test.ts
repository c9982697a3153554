import { SCIM, type TScimUser } from '@rally/contracts/scim';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../src/db/schema/index.ts';
import { createTestApp, type Session, type TestContext } from './helpers.ts';
import { createScimToken, scimClient } from './scim-fixtures.ts';

/**
 * SCIM 2.0 provisioning (decision 0036) driven over HTTP through the real server, as a directory
 * calls it: the RFC 7644 request examples, and the sequences Entra ID and Okta send.
 */
let t: TestContext;
let admin: Session;
let scim: ReturnType<typeof scimClient>;
let otherScim: ReturnType<typeof scimClient>;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.signIn('company_admin');
  scim = scimClient(t, (await createScimToken(t, admin, 'Entra ID')).secret);
  const otherAdmin = await t.signIn('company_admin');
  otherScim = scimClient(t, (await createScimToken(t, otherAdmin)).secret);
});
afterAll(() => t.close());

const scimError = (status: number, scimType?: string) => ({
  schemas: [SCIM.error],
  status: String(status),
  ...(scimType ? { scimType } : {}),
  detail: expect.any(String),
});

async function findByUserName(client: typeof scim, userName: string) {
  const res = await client('GET', `/Users?filter=${encodeURIComponent(`userName eq "${userName}"`)}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { totalResults: number; Resources: TScimUser[] };
}

describe('RFC 7644 request examples', () => {
  let barbara: TScimUser;

  it('3.3: creates a user, answering 201 with Location, ETag and the SCIM media type', async () => {
    const example = {
      schemas: [SCIM.user],
      userName: 'bjensen',
      externalId: 'bjensen',
      name: { formatted: 'Ms. Barbara J Jensen III', familyName: 'Jensen', givenName: 'Barbara' },
    };
    // Rally signs people in by e-mail: the RFC's bare user name is refused in SCIM's format.
    const bare = await scim('POST', '/Users', example);
    expect(bare.statusCode).toBe(400);
    expect(bare.json()).toEqual(scimError(400, 'invalidValue'));
    expect(bare.json().detail).toContain('userName');

    const res = await scim('POST', '/Users', { ...example, userName: 'bjensen@example.com' });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.headers['content-type']).toMatch(/^application\/scim\+json/);
    barbara = res.json();
    expect(barbara).toMatchObject({
      schemas: [SCIM.user],
      userName: 'bjensen@example.com',
      externalId: 'bjensen',
      name: { givenName: 'Barbara', familyName: 'Jensen' },
      displayName: 'Ms. Barbara J Jensen III',
      active: true,
      meta: {
        resourceType: 'User',
        location: expect.stringMatching(new RegExp(`/api/scim/v2/Users/${barbara.id}$`)),
      },
    });
    expect(res.headers.location).toBe(barbara.meta.location);
    expect(res.headers.etag).toBe(barbara.meta.version);
    const [stored] = await t.db.select().from(users).where(eq(users.id, barbara.id));
    expect(stored).toMatchObject({ role: 'player', status: 'invited', companyId: admin.companyId });
  });

  it('3.3: a second create of the same userName is 409 uniqueness', async () => {
    const res = await scim('POST', '/Users', { schemas: [SCIM.user], userName: 'BJensen@example.com' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual(scimError(409, 'uniqueness'));
  });

  it('3.4.1: reads a user by id, with its version', async () => {
    const res = await scim('GET', `/Users/${barbara.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(barbara);
    expect(res.headers.etag).toBe(barbara.meta.version);
  });

  it('3.4.2.2: filters by userName (case-insensitive) and refuses filters it does not support', async () => {
    const found = await findByUserName(scim, 'BJENSEN@example.com');
    expect(found).toMatchObject({
      schemas: [SCIM.listResponse],
      totalResults: 1,
      startIndex: 1,
      itemsPerPage: 1,
    });
    expect(found.Resources[0]?.id).toBe(barbara.id);
    const byExternal = await scim('GET', `/Users?filter=${encodeURIComponent('externalId eq "bjensen"')}`);
    expect(byExternal.json().Resources.map((u: TScimUser) => u.id)).toEqual([barbara.id]);
    for (const filter of [
      'title pr',
      'userName sw "J"',
      'userName eq "a" or userName eq "b"',
      'name.familyName co "O\'Malley"',
    ]) {
      const res = await scim('GET', `/Users?filter=${encodeURIComponent(filter)}`);
      expect(res.statusCode, filter).toBe(400);
      expect(res.json()).toEqual(scimError(400, 'invalidFilter'));
    }
  });

  it('3.4.2.4: pages with startIndex and count', async () => {
    for (const n of [1, 2, 3]) {
      const res = await scim('POST', '/Users', { schemas: [SCIM.user], userName: `page${n}@example.com` });
      expect(res.statusCode, res.body).toBe(201);
    }
    const all = (await scim('GET', '/Users')).json();
    expect(all.totalResults).toBe(5); // the company admin, Barbara and three more
    const page = (await scim('GET', '/Users?startIndex=2&count=2')).json();
    expect(page).toMatchObject({ totalResults: 5, startIndex: 2, itemsPerPage: 2 });
    expect(page.Resources.map((u: TScimUser) => u.id)).toEqual(
      all.Resources.slice(1, 3).map((u: TScimUser) => u.id),
    );
    const none = (await scim('GET', '/Users?count=0')).json();
    expect(none).toMatchObject({ totalResults: 5, itemsPerPage: 0, Resources: [] });
    const past = (await scim('GET', '/Users?startIndex=0&count=-3')).json();
    expect(past).toMatchObject({ startIndex: 1, itemsPerPage: 0 });
  });

  it('3.5.1: replaces a user with PUT', async () => {
    const res = await scim('PUT', `/Users/${barbara.id}`, {
      schemas: [SCIM.user],
      id: barbara.id,
      userName: 'bjensen@example.com',
      externalId: 'bjensen',
      name: { formatted: 'Ms. Barbara J Jensen III', familyName: 'Jensen', givenName: 'Barbara' },
      displayName: 'Babs Jensen',
      roles: [],
      emails: [{ value: 'bjensen@example.com' }, { value: 'babs@jensen.org' }],
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ displayName: 'Babs Jensen', active: true });
    expect(res.json().meta.version).not.toBe(barbara.meta.version);
    barbara = res.json();
  });

  it('3.5.2: PATCH add without a path, and paths with value filters of attributes Rally does not keep', async () => {
    const res = await scim('PATCH', `/Users/${barbara.id}`, {
      schemas: [SCIM.patchOp],
      Operations: [
        { op: 'add', value: { emails: [{ value: 'babs@jensen.org', type: 'home' }], nickname: 'Babs' } },
        { op: 'replace', path: 'addresses[type eq "work"].streetAddress', value: '1010 Broadway Ave' },
        { op: 'remove', path: 'emails[type eq "work" and value ew "example.com"]' },
        { op: 'replace', path: 'name.familyName', value: 'Jensen-Smith' },
      ],
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      userName: 'bjensen@example.com',
      name: { givenName: 'Barbara', familyName: 'Jensen-Smith', formatted: 'Barbara Jensen-Smith' },
      displayName: 'Barbara Jensen-Smith',
    });
    barbara = res.json();
  });

  it('3.14: If-Match with an old version is 412; with the current one the change goes through', async () => {
    const stale = await scim(
      'PATCH',
      `/Users/${barbara.id}`,
      { schemas: [SCIM.patchOp], Operations: [{ op: 'replace', path: 'displayName', value: 'Stale' }] },
      { 'if-match': 'W/"not-the-version"' },
    );
    expect(stale.statusCode).toBe(412);
    expect(stale.json()).toEqual(scimError(412));
    const staleDelete = await scim('DELETE', `/Users/${barbara.id}`, undefined, { 'if-match': 'W/"old"' });
    expect(staleDelete.statusCode).toBe(412);
    const fresh = await scim(
      'PATCH',
      `/Users/${barbara.id}`,
      { schemas: [SCIM.patchOp], Operations: [{ op: 'replace', path: 'displayName', value: 'Barbara J.' }] },
      { 'if-match': barbara.meta.version ?? '' },
    );
    expect(fresh.statusCode, fresh.body).toBe(200);
    expect(fresh.json().displayName).toBe('Barbara J.');
  });

  it('3.6: deletes a user (its content type sent without a body, as directories do); then it is 404', async () => {
    const res = await scim('DELETE', `/Users/${barbara.id}`, undefined, {
      'content-type': 'application/scim+json',
    });
    expect(res.statusCode).toBe(204);
    const gone = await scim('GET', `/Users/${barbara.id}`);
    expect(gone.statusCode).toBe(404);
    expect(gone.json()).toEqual(scimError(404));
    expect(await t.db.select().from(users).where(eq(users.id, barbara.id))).toEqual([]);
  });

  it('4: discovery endpoints describe Users only', async () => {
    const config = await scim('GET', '/ServiceProviderConfig');
    expect(config.statusCode).toBe(200);
    expect(config.json()).toMatchObject({
      schemas: [SCIM.serviceProviderConfig],
      patch: { supported: true },
      bulk: { supported: false },
      filter: { supported: true, maxResults: 200 },
      etag: { supported: true },
    });
    const types = (await scim('GET', '/ResourceTypes')).json();
    expect(types.Resources.map((r: { id: string }) => r.id)).toEqual(['User']);
    const schemas = (await scim('GET', '/Schemas')).json();
    expect(schemas.Resources.map((r: { id: string }) => r.id)).toEqual([SCIM.user]);
    expect((await scim('GET', `/Schemas/${SCIM.user}`)).json().attributes.length).toBeGreaterThan(3);
    const groups = await scim('GET', '/Groups');
    expect(groups.statusCode).toBe(404);
    expect(groups.json()).toEqual(scimError(404));
  });
});

describe('the provisioning sequence Entra ID sends', () => {
  it('matches, creates, patches attributes, disables (ending sessions at once) and deletes', async () => {
    // An existing player of the company, signed in: the directory matches them by userName.
    const player = await t.signIn('player', {
      companyId: admin.companyId,
      email: 'ines.costa@contoso.example',
    });
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/user/role', headers: player.headers })).statusCode,
    ).toBe(200);
    const matched = await findByUserName(scim, 'ines.costa@contoso.example');
    expect(matched.totalResults).toBe(1);
    const ines = matched.Resources[0] as TScimUser;

    expect((await findByUserName(scim, 'alex.wu@contoso.example')).totalResults).toBe(0);
    const created = await scim('POST', '/Users', {
      schemas: [SCIM.user, 'urn:ietf:params:scim:schemas:extension:enterprise:2.0:User'],
      externalId: 'alexw',
      userName: 'alex.wu@contoso.example',
      active: true,
      addresses: [{ primary: false, type: 'work', country: 'DE' }],
      displayName: 'Alex Wu',
      emails: [{ primary: true, type: 'work', value: 'alex.wu@contoso.example' }],
      meta: { resourceType: 'User' },
      name: { familyName: 'Wu', givenName: 'Alex' },
      title: 'Account executive',
      preferredLanguage: 'de-DE',
      'urn:ietf:params:scim:schemas:extension:enterprise:2.0:User': { department: 'Sales' },
    });
    expect(created.statusCode, created.body).toBe(201);
    const alex = created.json() as TScimUser;
    expect(alex).toMatchObject({ displayName: 'Alex Wu', preferredLanguage: 'de', externalId: 'alexw' });

    const attributes = await scim('PATCH', `/Users/${alex.id}`, {
      schemas: [SCIM.patchOp],
      Operations: [
        { op: 'Replace', path: 'name.givenName', value: 'Alexandra' },
        { op: 'Add', path: 'title', value: 'Sales lead' },
        { op: 'Replace', path: 'emails[type eq "work"].value', value: 'alex.wu@contoso.example' },
        {
          op: 'Replace',
          path: 'urn:ietf:params:scim:schemas:extension:enterprise:2.0:User:department',
          value: 'EMEA',
        },
      ],
    });
    expect(attributes.statusCode, attributes.body).toBe(200);
    expect(attributes.json()).toMatchObject({
      displayName: 'Alexandra Wu',
      name: { givenName: 'Alexandra', familyName: 'Wu' },
    });

    const disabled = await scim('PATCH', `/Users/${ines.id}`, {
      schemas: [SCIM.patchOp],
      Operations: [{ op: 'Replace', path: 'active', value: 'False' }],
    });
    expect(disabled.statusCode, disabled.body).toBe(200);
    expect(disabled.json().active).toBe(false);
    // The access token the player holds stops working at once, not when it expires.
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/user/role', headers: player.headers })).statusCode,
    ).toBe(401);

    const enabled = await scim('PATCH', `/Users/${ines.id}`, {
      schemas: [SCIM.patchOp],
      Operations: [{ op: 'Replace', path: 'active', value: 'True' }],
    });
    expect(enabled.json().active).toBe(true);
    const [row] = await t.db.select({ status: users.status }).from(users).where(eq(users.id, ines.id));
    expect(row?.status).toBe('active');

    expect((await scim('DELETE', `/Users/${alex.id}`)).statusCode).toBe(204);
    expect((await scim('GET', `/Users/${alex.id}`)).statusCode).toBe(404);
  });
});

describe('the provisioning sequence Okta sends', () => {
  it('creates, reads, updates with PUT, deactivates and reactivates with a value object', async () => {
    expect((await findByUserName(scim, 'sam.lee@okta.example')).totalResults).toBe(0);
    const created = await scim('POST', '/Users', {
      schemas: [SCIM.user],
      userName: 'sam.lee@okta.example',
      name: { givenName: 'Sam', familyName: 'Lee' },
      emails: [{ primary: true, value: 'sam.lee@okta.example', type: 'work' }],
      displayName: 'Sam Lee',
      locale: 'fr-FR',
      externalId: '00ujl29u0le5T6Aj10h7',
      groups: [],
      password: '1mz050nq',
      active: true,
    });
    expect(created.statusCode, created.body).toBe(201);
    const sam = created.json() as TScimUser;
    expect(sam.preferredLanguage).toBe('fr');
    expect((await scim('GET', `/Users/${sam.id}`)).json()).toEqual(sam);

    const put = await scim('PUT', `/Users/${sam.id}`, {
      schemas: [SCIM.user],
      id: sam.id,
      userName: 'samuel.lee@okta.example',
      name: { givenName: 'Samuel', familyName: 'Lee' },
      emails: [{ primary: true, value: 'samuel.lee@okta.example', type: 'work' }],
      displayName: 'Samuel Lee',
      active: true,
    });
    expect(put.statusCode, put.body).toBe(200);
    expect(put.json()).toMatchObject({ userName: 'samuel.lee@okta.example', displayName: 'Samuel Lee' });

    const off = await scim('PATCH', `/Users/${sam.id}`, {
      schemas: [SCIM.patchOp],
      Operations: [{ op: 'replace', value: { active: false } }],
    });
    expect(off.statusCode, off.body).toBe(200);
    expect(off.json().active).toBe(false);
    const [row] = await t.db.select({ status: users.status }).from(users).where(eq(users.id, sam.id));
    expect(row?.status).toBe('disabled');

    const on = await scim('PATCH', `/Users/${sam.id}`, {
      schemas: [SCIM.patchOp],
      Operations: [{ op: 'replace', value: { active: true, 'name.familyName': 'Lee-Park' } }],
    });
    expect(on.json()).toMatchObject({ active: true, displayName: 'Samuel Lee-Park' });
  });
});

describe('tenancy, tokens and bad input', () => {
  it("never reaches another company's users (404, and not found by filter)", async () => {
    const created = await scim('POST', '/Users', { schemas: [SCIM.user], userName: 'mine@tenant.example' });
    const mine = created.json() as TScimUser;
    expect((await otherScim('GET', `/Users/${mine.id}`)).json()).toEqual(scimError(404));
    const patch = { schemas: [SCIM.patchOp], Operations: [{ op: 'replace', path: 'active', value: false }] };
    expect((await otherScim('PATCH', `/Users/${mine.id}`, patch)).statusCode).toBe(404);
    expect(
      (await otherScim('PUT', `/Users/${mine.id}`, { userName: 'stolen@tenant.example' })).statusCode,
    ).toBe(404);
    expect((await otherScim('DELETE', `/Users/${mine.id}`)).statusCode).toBe(404);
    expect((await findByUserName(otherScim, 'mine@tenant.example')).totalResults).toBe(0);
    expect((await scim('GET', `/Users/${mine.id}`)).json().active).toBe(true);
  });

  it('answers 401 in SCIM format for a revoked, wrong or missing token', async () => {
    const token = await createScimToken(t, admin, 'To revoke');
    const client = scimClient(t, token.secret);
    expect((await client('GET', '/Users')).statusCode).toBe(200);
    const revoke = await t.app.inject({
      method: 'DELETE',
      url: `/api/company/scim-tokens/${token.id}`,
      headers: admin.headers,
    });
    expect(revoke.statusCode).toBe(204);
    const refused = await client('GET', '/Users');
    expect(refused.statusCode).toBe(401);
    expect(refused.json()).toEqual(scimError(401));
    expect(refused.headers['content-type']).toMatch(/^application\/scim\+json/);
    expect((await scimClient(t, 'scim_wrong')('GET', '/Users')).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/api/scim/v2/Users' })).statusCode).toBe(401);
    // A user's access token is not a SCIM token.
    const asAdmin = await t.app.inject({ method: 'GET', url: '/api/scim/v2/Users', headers: admin.headers });
    expect(asAdmin.statusCode).toBe(401);
    const list = await t.app.inject({
      method: 'GET',
      url: '/api/company/scim-tokens',
      headers: admin.headers,
    });
    expect(list.json().data).toEqual(
      expect.arrayContaining([expect.objectContaining({ id: token.id, revokedAt: expect.any(String) })]),
    );
    expect(list.body).not.toContain(token.secret);
    expect(list.json().data.find((listed: { id: string }) => listed.id === token.id).lastUsedAt).toEqual(
      expect.any(String),
    );
    expect(list.json().baseUrl).toMatch(/\/api\/scim\/v2$/);
  });

  it('refuses bad input with 400 in SCIM format, naming what is wrong, and writes nothing', async () => {
    const before = await t.db.select({ id: users.id }).from(users);
    const cases: [unknown, string][] = [
      [{ schemas: [SCIM.user] }, 'invalidValue'],
      [{ schemas: [SCIM.user], userName: 'a@b.example', active: 'maybe' }, 'invalidValue'],
      [{ schemas: [SCIM.user], userName: 12 }, 'invalidValue'],
      [{ schemas: ['urn:example:not-a-user'], userName: 'x@y.example' }, 'invalidSyntax'],
      ['{"userName": ', 'invalidSyntax'],
    ];
    for (const [body, scimType] of cases) {
      const res = await scim('POST', '/Users', body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json(), JSON.stringify(body)).toEqual(scimError(400, scimType));
    }
    expect((await scim('POST', '/Users', { schemas: [SCIM.user] })).json().detail).toContain('userName');
    const id = before[0]?.id ?? '';
    const patches: [unknown, string][] = [
      [
        { schemas: [SCIM.patchOp], Operations: [{ op: 'move', path: 'active', value: false }] },
        'invalidValue',
      ],
      [
        { schemas: [SCIM.patchOp], Operations: [{ op: 'replace', path: 'active', value: 'nope' }] },
        'invalidValue',
      ],
      [{ schemas: [SCIM.patchOp], Operations: [{ op: 'replace', path: 'a b c', value: 1 }] }, 'invalidPath'],
      [{ schemas: [SCIM.patchOp], Operations: [{ op: 'remove' }] }, 'invalidSyntax'],
      [{ schemas: [SCIM.patchOp], Operations: [] }, 'invalidValue'],
      [
        { schemas: [SCIM.patchOp], Operations: [{ op: 'replace', path: 'userName', value: 'not-an-email' }] },
        'invalidValue',
      ],
    ];
    const mine = (await scim('GET', '/Users?count=1')).json().Resources[0] as TScimUser;
    for (const [body, scimType] of patches) {
      const res = await scim('PATCH', `/Users/${mine.id}`, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json(), JSON.stringify(body)).toEqual(scimError(400, scimType));
    }
    expect((await scim('GET', '/Users/not-a-uuid')).statusCode).toBe(404);
    expect((await t.db.select({ id: users.id }).from(users)).length).toBe(before.length);
    expect(id).not.toBe('');
  });
});

describe('rate limit', () => {
  it('limits each token like a signed-in user, answering 429 in SCIM format', async () => {
    const limited = await createTestApp({ RATE_LIMIT_PER_USER: '3' });
    try {
      const owner = await limited.signIn('company_admin');
      const client = scimClient(limited, (await createScimToken(limited, owner)).secret);
      const statuses: number[] = [];
      for (let i = 0; i < 4; i++) statuses.push((await client('GET', '/ServiceProviderConfig')).statusCode);
      expect(statuses).toEqual([200, 200, 200, 429]);
      const res = await client('GET', '/ServiceProviderConfig');
      expect(res.json()).toEqual(scimError(429));
      expect(res.headers['retry-after']).toBeDefined();
    } finally {
      await limited.close();
    }
  });
});
