import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { TRole } from '@rally/contracts/abilities';
import type { LightMyRequestResponse as Response } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resolveWriteCompany, writeCompany } from '../src/areas/companies/service.ts';
import { templates } from '../src/db/schema/index.ts';
import { AppError } from '../src/lib/errors.ts';
import type { Scope } from '../src/lib/scope.ts';
import { createCompany, createUser } from '../src/seed/factories.ts';
import { createTestApp, type Session, type TestContext } from './helpers.ts';
import { PNG, postMultipart } from './multipart.ts';

/** A well-formed id no company has. */
const UNKNOWN = '01900000-0000-7000-8000-00000000abcd';
/** A template category (the migration inserts the six with fixed ids). */
const WELL_BEING = '019a0000-0000-7000-8000-000000000002';

type Write = {
  /** The input field that names the company. */
  field: string;
  /** Whether a platform admin must name one. */
  required: boolean;
  send(as: Session, companyId: string | undefined): Promise<Response>;
};

/** The parts of an answer that say why: the same for two refusals that must not be told apart. */
const why = (res: Response) => {
  const { code, messageCode, details } = res.json() as Record<string, unknown>;
  return { status: res.statusCode, code, messageCode, details };
};
const refusal = (field: string, messageCode: string) => ({
  status: 400,
  code: 'VALIDATION',
  messageCode: 'validation.fields',
  details: [expect.objectContaining({ path: field, messageCode })],
});

/**
 * Every write whose input may name the company it belongs to answers alike (decision 0003): the
 * caller's own by default, any existing one for a platform admin, and 400 naming the field when
 * refused, another company's id answered exactly as an unknown one.
 */
describe('the company a write belongs to', () => {
  let t: TestContext;
  let organiser: Session;
  let platform: Session;
  let acmeId: string;
  let otherId: string;
  let templateId: string;
  let mover: { id: string };
  let n = 0;
  const unique = (prefix: string) => `${prefix}-${++n}`;

  const call = (as: Session, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
    t.app.inject({ method, url: `/api${url}`, headers: as.headers, ...(payload ? { payload } : {}) });
  const form = (companyId: string | undefined) => (companyId ? [{ name: 'companyID', data: companyId }] : []);
  const people = (as: Session, url: string, companyId: string | undefined) =>
    postMultipart(t, url, as.headers, [
      ...form(companyId),
      {
        name: 'file',
        filename: 'people.csv',
        data: `fullName,email\nNew Person,${unique('np')}@tenancy.test\n`,
      },
    ]);

  const WRITES: Record<string, Write> = {
    'POST /competition/add': {
      field: 'competition.companyId',
      required: true,
      send: (as, companyId) =>
        call(as, 'POST', '/competition/add', { competition: { name: 'Game', companyId } }),
    },
    'POST /templates/{id}/create-game': {
      field: 'competition.companyId',
      required: true,
      send: (as, companyId) =>
        call(as, 'POST', `/templates/${templateId}/create-game`, {
          competition: { name: 'Game', companyId },
        }),
    },
    'POST /users': {
      field: 'companyId',
      required: true,
      send: (as, companyId) =>
        call(as, 'POST', '/users', {
          fullName: 'New Person',
          email: `${unique('user')}@tenancy.test`,
          role: 'player',
          companyId,
        }),
    },
    'PUT /users/{id}': {
      field: 'companyId',
      required: false,
      send: (as, companyId) => call(as, 'PUT', `/users/${mover.id}`, companyId ? { companyId } : {}),
    },
    'POST /media/upload': {
      field: 'companyID',
      required: false,
      send: (as, companyId) =>
        postMultipart(t, '/api/media/upload', as.headers, [
          ...form(companyId),
          { name: 'header', data: 'A picture' },
          { name: 'media', filename: 'dot.png', contentType: 'image/png', data: PNG },
        ]),
    },
    'POST /user/upload/preview': {
      field: 'companyID',
      required: false,
      send: (as, companyId) => people(as, '/api/user/upload/preview', companyId),
    },
    'POST /user/upload': {
      field: 'companyID',
      required: false,
      send: (as, companyId) => people(as, '/api/user/upload', companyId),
    },
    'POST /company/api-keys': {
      field: 'companyId',
      required: false,
      send: (as, companyId) => call(as, 'POST', '/company/api-keys', { name: 'CRM', companyId }),
    },
    'GET /company/api-keys': {
      field: 'companyId',
      required: false,
      send: (as, companyId) =>
        call(as, 'GET', `/company/api-keys${companyId ? `?companyId=${companyId}` : ''}`),
    },
  };

  beforeAll(async () => {
    t = await createTestApp();
    acmeId = (await createCompany(t.db, { name: 'Acme' })).id;
    otherId = (await createCompany(t.db, { name: 'Other' })).id;
    organiser = await t.signIn('company_admin', { companyId: acmeId });
    platform = await t.signIn('admin');
    mover = await createUser(t.db, { companyId: acmeId, role: 'player' });
    const [template] = await t.db
      .insert(templates)
      .values({ companyId: null, categoryId: WELL_BEING, language: 'en', name: 'Global template' })
      .returning({ id: templates.id });
    templateId = template?.id ?? '';
  });
  afterAll(() => t.close());

  describe.each(Object.entries(WRITES))('%s', (_name, write) => {
    it("answers a company admin naming another company's id as one naming an unknown id", async () => {
      const other = why(await write.send(organiser, otherId));
      expect(other).toEqual(refusal(write.field, 'companies.noSuchCompany'));
      expect(why(await write.send(organiser, UNKNOWN))).toEqual(other);
    });

    it('refuses a platform admin naming an unknown company, naming the field', async () => {
      expect(why(await write.send(platform, UNKNOWN))).toEqual(
        refusal(write.field, 'companies.noSuchCompany'),
      );
    });

    it.runIf(write.required)('asks a platform admin to name the company', async () => {
      expect(why(await write.send(platform, undefined))).toEqual(refusal(write.field, 'companies.required'));
    });

    it("takes the caller's own company, named or not, and a platform admin's choice", async () => {
      for (const named of [undefined, acmeId]) {
        expect((await write.send(organiser, named)).statusCode, String(named)).toBeLessThan(300);
      }
      expect((await write.send(platform, otherId)).statusCode).toBeLessThan(300);
    });
  });
});

describe('resolveWriteCompany, path by path', () => {
  let t: TestContext;
  let own: string;
  let other: string;
  const scope = (role: TRole, companyId: string): Scope => ({ userId: UNKNOWN, companyId, role });
  const resolve = (s: Scope, named: string | undefined, required = false) =>
    resolveWriteCompany(t.db, s, { named, field: 'x.companyId', required });
  const company = (id: string) => ({ company: expect.objectContaining({ id }) });
  const refused = (messageCode: string) => ({ refused: { path: 'x.companyId', messageCode } });

  beforeAll(async () => {
    t = await createTestApp();
    own = (await createCompany(t.db)).id;
    other = (await createCompany(t.db)).id;
  });
  afterAll(() => t.close());

  it('gives anyone but a platform admin their own company, and refuses any other id as unknown', async () => {
    for (const role of ['company_admin', 'client', 'player'] as const) {
      const s = scope(role, own);
      expect(await resolve(s, undefined, true)).toEqual(company(own));
      expect(await resolve(s, own, true)).toEqual(company(own));
      expect(await resolve(s, other)).toEqual(refused('companies.noSuchCompany'));
      expect(await resolve(s, UNKNOWN)).toEqual(refused('companies.noSuchCompany'));
    }
  });

  it('lets a platform admin name any existing company, and makes them name one where required', async () => {
    const s = scope('admin', own);
    expect(await resolve(s, undefined)).toEqual(company(own));
    expect(await resolve(s, undefined, true)).toEqual(refused('companies.required'));
    expect(await resolve(s, own, true)).toEqual(company(own));
    expect(await resolve(s, other, true)).toEqual(company(other));
    expect(await resolve(s, UNKNOWN)).toEqual(refused('companies.noSuchCompany'));
  });

  it('throws the refusal as a 400 naming the field (writeCompany)', async () => {
    const err = await writeCompany(t.db, scope('company_admin', own), {
      named: other,
      field: 'companyId',
    }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(AppError);
    expect(err).toMatchObject({
      status: 400,
      details: [{ path: 'companyId', messageCode: 'companies.noSuchCompany' }],
    });
    expect(
      await writeCompany(t.db, scope('company_admin', own), { named: undefined, field: 'companyId' }),
    ).toMatchObject({ id: own, name: expect.any(String), language: expect.any(String) });
  });
});

/**
 * A scope is the signed-in caller (the access plugin builds it from the user row). Work done for
 * nobody in particular (a game from a template, onboarding) names its company and actor instead of
 * dressing up as a company admin, so nothing here may build a scope with a role of its choosing.
 */
describe('no code makes up a scope', () => {
  const SRC = path.resolve(import.meta.dirname, '../src');
  const files = (readdirSync(SRC, { recursive: true }) as string[]).filter((f) => f.endsWith('.ts'));

  it('finds no object literal with a chosen role beside a user or scope and a company', () => {
    const forged = files.flatMap((file) => {
      const text = readFileSync(path.join(SRC, file), 'utf8');
      // Innermost braces: an object literal whose keys are all on hand.
      return [...text.matchAll(/\{[^{}]*\}/g)]
        .map((m) => m[0])
        .filter(
          (literal) =>
            /\brole:\s*['"]/.test(literal) &&
            /\bcompanyId\b/.test(literal) &&
            /\buserId\b|\.\.\.(opts\.)?scope\b/.test(literal),
        )
        .map((literal) => `${file}: ${literal.replace(/\s+/g, ' ')}`);
    });
    expect(forged).toEqual([]);
  });

  it('finds no value declared a Scope other than from a caller', () => {
    const declared = files.flatMap((file) =>
      readFileSync(path.join(SRC, file), 'utf8')
        .split('\n')
        .filter((line) => /:\s*Scope\s*=\s*\{/.test(line) || /\}\s*as\s+Scope\b/.test(line))
        .map((line) => `${file}: ${line.trim()}`),
    );
    expect(declared).toEqual([]);
  });
});
