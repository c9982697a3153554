import type { TRouteSchema } from './authorization/routes.ts';
import type { Call } from './authorization/table.ts';

/**
 * The wrong requests the bad-input test sends to a route, built from its request schemas (zod 4)
 * and one well-formed call from the authorization matrix. Pure: no app, no database.
 */

/** A well-formed UUID no record has. */
export const MISSING_ID = '01900000-0000-7000-8000-000000000000';
const LONG = 'x'.repeat(100_000);

export type Request = { url: string; headers?: Record<string, string>; payload?: string | object | Buffer };

// ---- zod introspection (zod 4): the declared fields of a body or querystring schema ----------------

type ZodLike = { _zod?: { def: Record<string, unknown> }; shape?: Record<string, ZodLike> };
type Kind = 'string' | 'number' | 'boolean' | 'enum' | 'array' | 'object' | 'other';
export type Field = { path: string[]; kind: Kind };

/** The schema inside optional/nullable/default/pipe wrappers. */
function unwrap(schema: ZodLike): ZodLike {
  let s = schema;
  for (let i = 0; i < 10; i++) {
    const def = s._zod?.def;
    if (!def) return s;
    const inner = (def.innerType ?? (def.type === 'pipe' ? def.in : undefined)) as ZodLike | undefined;
    if (!inner) return s;
    s = inner;
  }
  return s;
}

function kindOf(schema: ZodLike): Kind {
  const type = unwrap(schema)._zod?.def.type;
  if (type === 'string' || type === 'number' || type === 'boolean' || type === 'enum') return type;
  if (type === 'bigint' || type === 'int') return 'number';
  if (type === 'literal') return 'enum';
  if (type === 'array' || type === 'object') return type;
  return 'other';
}

export function fieldsOf(schema: unknown, prefix: string[] = []): Field[] {
  if (!schema || typeof schema !== 'object') return [];
  const s = unwrap(schema as ZodLike);
  if (s._zod?.def.type !== 'object' || !s.shape) return [];
  return Object.entries(s.shape).flatMap(([name, field]) => {
    const here: Field = { path: [...prefix, name], kind: kindOf(field) };
    return here.kind === 'object' ? [here, ...fieldsOf(field, here.path)] : [here];
  });
}

/** `base` with the value at `at` replaced (parents created as needed); never changes `base`. */
function withValue(base: unknown, at: string[], value: unknown): object {
  const copy = structuredClone(
    base && typeof base === 'object' && !Array.isArray(base) ? base : {},
  ) as Record<string, unknown>;
  let node = copy;
  for (const key of at.slice(0, -1)) {
    const next = node[key];
    node[key] = next && typeof next === 'object' && !Array.isArray(next) ? next : {};
    node = node[key] as Record<string, unknown>;
  }
  node[at.at(-1) ?? ''] = value;
  return copy;
}

/** Values of the wrong type (or out of range) for a field of this kind, plus null and a huge string. */
function wrongValues(kind: Kind): unknown[] {
  const byKind: Record<Kind, unknown[]> = {
    string: [12345, true, ['a'], { a: 1 }],
    number: ['not-a-number', -1, 1e308, 1.5],
    boolean: ['not-a-boolean', 2],
    enum: ['no-such-value', 7],
    array: ['not-an-array', { a: 1 }, [null, 'x', { a: 1 }]],
    object: ['not-an-object', [1, 2]],
    other: [12345, 'not-valid'],
  };
  return [...byKind[kind], null, LONG];
}

/** Querystring values of the wrong type (query values always arrive as text). */
function wrongQueryValues(kind: Kind): string[] {
  const byKind: Record<Kind, string[]> = {
    string: ['', LONG],
    number: ['-1', 'abc', '1e400', '0.5', '99999999999999999999'],
    boolean: ['maybe'],
    enum: ['no-such-value'],
    array: ['', 'not-an-array'],
    object: ['x'],
    other: ['abc', '-1'],
  };
  return byKind[kind];
}

/** The route's path with its parameters replaced: each one in turn bad, the others from `url`. */
function paramUrls(key: string, method: string, url: string): string[] {
  const pattern = key.slice(method.length + 1);
  const names = pattern.split('/');
  const actual = url.split('?')[0]?.split('/') ?? [];
  if (names.length !== actual.length) return [];
  const out: string[] = [];
  names.forEach((segment, i) => {
    if (!segment.startsWith(':')) return;
    for (const bad of ['not-a-uuid', MISSING_ID, '0', '-1', '99999999999999999999', '%00', 'x'.repeat(190)]) {
      const parts = [...actual];
      parts[i] = bad;
      out.push(parts.join('/'));
    }
  });
  return out;
}

/** A refusal the case must get: 400 naming this field (text PostgreSQL cannot store). */
export type Case = { name: string; req: Request; refusedField?: string };

/** Text PostgreSQL cannot store: a NUL inside a value, and a lone surrogate. */
const UNSTORABLE = ['a\u0000b', '\ud800x'];

export function casesFor(
  key: string,
  method: string,
  call: Call,
  headers: Record<string, string>,
  schema: TRouteSchema,
): Case[] {
  const [pathPart, query = ''] = call.url.split('?');
  const cases: Case[] = [];
  const json = { ...headers, 'content-type': 'application/json' };
  const multipart = Buffer.isBuffer(call.payload);
  const base = multipart ? undefined : call.payload;

  for (const url of paramUrls(key, method, call.url)) {
    cases.push({
      name: `path ${url}`,
      req: { url: query ? `${url}?${query}` : url, headers, payload: base },
    });
  }

  if (method !== 'GET') {
    // Multipart routes get these non-multipart bodies too.
    cases.push(
      { name: 'no body', req: { url: call.url, headers } },
      { name: 'empty JSON text', req: { url: call.url, headers: json, payload: '' } },
      { name: 'body {}', req: { url: call.url, headers, payload: {} } },
      { name: 'body []', req: { url: call.url, headers, payload: [] } },
      { name: 'body [base]', req: { url: call.url, headers, payload: [base ?? {}] } },
      { name: 'body "text"', req: { url: call.url, headers: json, payload: '"text"' } },
      { name: 'body null', req: { url: call.url, headers: json, payload: 'null' } },
      { name: 'invalid JSON', req: { url: call.url, headers: json, payload: '{"a": ' } },
      {
        name: 'plain text body',
        req: { url: call.url, headers: { ...headers, 'content-type': 'text/plain' }, payload: 'hello' },
      },
      { name: 'huge string body', req: { url: call.url, headers: json, payload: JSON.stringify(LONG) } },
    );
    for (const field of fieldsOf(schema.body)) {
      if (field.kind === 'string' || field.kind === 'enum' || field.kind === 'other') {
        for (const value of UNSTORABLE) {
          cases.push({
            name: `body ${field.path.join('.')} = ${JSON.stringify(value)}`,
            req: { url: call.url, headers, payload: withValue(base, field.path, value) },
            refusedField: field.path.join('.'),
          });
        }
      }
      for (const value of wrongValues(field.kind)) {
        const shown =
          typeof value === 'string' && value.length > 20 ? `${value.length} chars` : JSON.stringify(value);
        cases.push({
          name: `body ${field.path.join('.')} = ${shown}`,
          req: { url: call.url, headers, payload: withValue(base, field.path, value) },
        });
      }
    }
  }

  const queryFields = fieldsOf(schema.querystring);
  for (const field of queryFields) {
    const params = new URLSearchParams(query);
    params.set(field.path[0] ?? '', 'a\u0000b');
    cases.push({
      name: `query ${field.path.join('.')} = NUL`,
      req: { url: `${pathPart}?${params}`, headers, payload: base },
      refusedField: `query.${field.path.join('.')}`,
    });
    for (const value of wrongQueryValues(field.kind)) {
      const params = new URLSearchParams(query);
      params.set(field.path[0] ?? '', value);
      const shown = value.length > 20 ? `${value.length} chars` : JSON.stringify(value);
      cases.push({
        name: `query ${field.path.join('.')} = ${shown}`,
        req: { url: `${pathPart}?${params}`, headers, payload: base },
      });
    }
  }
  if (queryFields.length > 0 || method === 'GET') {
    // Repeated and unknown parameters.
    cases.push(
      {
        name: 'query page twice',
        req: { url: `${pathPart}?page=1&page=2&perPage=-1`, headers, payload: base },
      },
      {
        name: 'query unknown',
        req: { url: `${pathPart}?nope=${LONG.slice(0, 5000)}`, headers, payload: base },
      },
    );
  }
  return cases;
}
