import path from 'node:path';
import { build, type Plugin } from 'vite';
import { beforeAll, describe, expect, it } from 'vitest';
import { JSON_SCHEMA_UNAVAILABLE, zodWithoutJsonSchema } from '../../zod-json-schema.ts';

/**
 * The build's zod without its JSON Schema code (issue 28): a module written as the contracts are,
 * bundled with the plugin as the app is, then run. 60 s: a build on a loaded machine.
 */
type TBuilt = {
  answer: unknown;
  refused: unknown;
  standardJsonSchema: () => unknown;
};
let built: TBuilt;
let code = '';

beforeAll(async () => {
  // A module of the app's own (its imports resolve from apps/web), not a file.
  const source = `import { z } from 'zod';
const ZAnswer = z.object({ id: z.uuid(), name: z.string().min(1), at: z.iso.datetime().transform((s) => new Date(s)) });
const check = (value) => ZAnswer['~standard'].validate(value);
export const answer = check({ id: '0191f8b0-0000-7000-8000-000000000000', name: 'Walk', at: '2026-12-02T10:00:00Z' });
export const refused = check({ id: 'x', name: '' });
export const standardJsonSchema = () => ZAnswer['~standard'].jsonSchema.input({ target: 'draft-2020-12' });
`;
  const entry: Plugin = {
    name: 'entry',
    resolveId: (id) => (id.endsWith('zod-entry') ? '\0zod-entry' : null),
    load: (id) => (id === '\0zod-entry' ? source : null),
  };
  const result = await build({
    configFile: false,
    logLevel: 'error',
    root: path.resolve(import.meta.dirname, '../..'),
    publicDir: false,
    plugins: [entry, zodWithoutJsonSchema()],
    build: { write: false, minify: false, lib: { entry: 'zod-entry', formats: ['cjs'], fileName: 'bundle' } },
  });
  const [output] = (Array.isArray(result) ? result : [result]) as { output: { code?: string }[] }[];
  code = output?.output[0]?.code ?? '';
  // Run as the browser would run the chunk (CommonJS here: no file to import).
  const module = { exports: {} as TBuilt };
  new Function('module', 'exports', code)(module, module.exports);
  built = module.exports;
}, 60_000);

describe("the web build's zod", () => {
  it('checks and transforms answers as zod does', () => {
    expect(built.answer).toEqual({
      value: {
        id: '0191f8b0-0000-7000-8000-000000000000',
        name: 'Walk',
        at: new Date('2026-12-02T10:00:00Z'),
      },
    });
    const refused = built.refused as { issues: { path: string[] }[] };
    expect(refused.issues.map((issue) => issue.path.join('.')).sort()).toEqual(['at', 'id', 'name']);
  });

  it('carries no JSON Schema code, and says so if asked for JSON Schema', () => {
    expect(code).not.toMatch(/function toJSONSchema|JSONSchemaGenerator|contentEncoding/);
    expect(() => built.standardJsonSchema()).toThrow(JSON_SCHEMA_UNAVAILABLE);
  });
});
