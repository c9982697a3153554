import { ZTimezone } from '@rally/contracts/timezones';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { issueToFieldError } from './zod-issues.ts';

const Body = z
  .object({
    email: z.email(),
    role: z.enum(['player', 'company_admin']),
    points: z.number().int().min(5).multipleOf(5),
    name: z.string().min(2),
    day: z.iso.date(),
    zone: z.optional(ZTimezone),
  })
  .strict();

/**
 * The field errors a request body earns. The issues are handed over as fastify-type-provider-zod
 * does (its `createValidationError` is not exported): the code as keyword, the rest as params.
 */
function refusals(body: Record<string, unknown>) {
  const result = Body.safeParse(body);
  if (result.success) return [];
  return result.error.issues.map(({ code, path, message: _message, ...params }) =>
    issueToFieldError({ keyword: code, instancePath: `/${path.join('/')}`, params }, 'body', body),
  );
}

describe('request-validation issues as message codes', () => {
  it('names each field with the rule it broke and the rule’s params', () => {
    const body = { email: 'not-mail', role: 'boss', points: 3, name: 'A', day: '31.12.2025', extra: 1 };
    expect(refusals(body)).toEqual(
      expect.arrayContaining([
        { path: 'email', messageCode: 'validation.notEmail' },
        { path: 'role', messageCode: 'validation.notOneOf', params: { options: 'player, company_admin' } },
        { path: 'points', messageCode: 'validation.tooSmall', params: { minimum: 5 } },
        { path: 'points', messageCode: 'validation.notMultipleOf', params: { divisor: 5 } },
        { path: 'name', messageCode: 'validation.tooShort', params: { minimum: 2 } },
        { path: 'day', messageCode: 'validation.notDate' },
        { path: '', messageCode: 'validation.unknownField', params: { keys: 'extra' } },
      ]),
    );
  });

  it('calls a missing or blank value required, not wrong', () => {
    expect(
      refusals({ email: 'a@example.com', role: 'player', points: 5, name: ' ', day: '2025-01-01' }),
    ).toEqual([{ path: 'name', messageCode: 'validation.required' }]);
    expect(refusals({ email: 'a@example.com', role: 'player', points: 5, day: '2025-01-01' })).toEqual([
      { path: 'name', messageCode: 'validation.required' },
    ]);
  });

  it("answers a contract's own rule with the message it names, others with the generic one", () => {
    const body = { email: 'a@example.com', role: 'player', points: 5, name: 'Al', day: '2025-01-01' };
    expect(refusals({ ...body, zone: 'Mars/Olympus' })).toEqual([
      { path: 'zone', messageCode: 'validation.timezoneUnknown' },
    ]);
    const issue = {
      keyword: 'custom',
      instancePath: '/name',
      params: { params: { messageCode: 'no.such' } },
    };
    expect(issueToFieldError(issue, 'body', body)).toEqual({
      path: 'name',
      messageCode: 'validation.invalid',
    });
  });

  it('prefixes query and path parameters with where they came from', () => {
    const issue = { keyword: 'invalid_format', instancePath: '/id', params: { format: 'uuid' } };
    expect(issueToFieldError(issue, 'params', { id: 'x' })).toEqual({
      path: 'params.id',
      messageCode: 'validation.notId',
    });
  });
});
