import { Validator } from '@seriousme/openapi-schema-validator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from './helpers.ts';

type Operation = {
  summary?: string;
  description?: string;
  security?: unknown[];
  requestBody?: { content?: Record<string, { example?: unknown; examples?: object }> };
};
type Document = { openapi: string; paths: Record<string, Record<string, Operation>> };

const METHODS = new Set(['get', 'put', 'post', 'delete', 'patch']);

/** What an integrator reads at `/api/docs`: a valid OpenAPI 3.1 document where every operation explains itself. */
describe('the OpenAPI document', () => {
  let t: TestContext;
  let doc: Document;
  let operations: { name: string; op: Operation }[];

  beforeAll(async () => {
    t = await createTestApp();
    doc = (await t.app.inject('/api/docs/json')).json() as Document;
    operations = Object.entries(doc.paths).flatMap(([path, item]) =>
      Object.entries(item)
        .filter(([method]) => METHODS.has(method))
        .map(([method, op]) => ({ name: `${method.toUpperCase()} ${path}`, op })),
    );
  });
  afterAll(() => t.close());

  it('validates as OpenAPI 3.1', async () => {
    const validator = new Validator();
    const result = await validator.validate(structuredClone(doc));
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
    expect(validator.version).toBe('3.1');
  });

  it('documents every API operation', () => {
    // Every area's routes, not only a few: a route registered without the kit would be missing here.
    expect(operations.length).toBeGreaterThan(70);
  });

  it('gives every operation a summary and a description saying who may call it', () => {
    const lacking = operations
      .filter(({ op }) => !op.summary?.trim() || !op.description?.includes('**Who may call:**'))
      .map(({ name }) => name);
    expect(lacking).toEqual([]);
  });

  it('says what each operation refuses, status by status', () => {
    const lacking = operations
      .filter(({ op }) => !/\*\*Refuses:\*\*\n- 4\d\d: \S/.test(op.description ?? ''))
      .map(({ name }) => name);
    expect(lacking).toEqual([]);
  });

  it('declares how to authenticate on every operation', () => {
    expect(operations.filter(({ op }) => !Array.isArray(op.security)).map(({ name }) => name)).toEqual([]);
  });

  it('gives every JSON body an example', () => {
    const withBody = operations.filter(({ op }) => op.requestBody?.content?.['application/json']);
    expect(withBody.length).toBeGreaterThan(30);
    const lacking = withBody
      .filter(({ op }) => {
        const media = op.requestBody?.content?.['application/json'];
        return media?.example === undefined && media?.examples === undefined;
      })
      .map(({ name }) => name);
    expect(lacking).toEqual([]);
  });
});
