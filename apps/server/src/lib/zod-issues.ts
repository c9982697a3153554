import { MESSAGES, type TMessageCode, type TMessageParams } from '@rally/contracts/messages';
import type { FieldError } from './errors.ts';

/** A zod issue as fastify-type-provider-zod hands it over: the code, and the issue's own fields. */
export type TValidationIssue = { keyword: string; instancePath: string; params?: Record<string, unknown> };

const FORMATS: Partial<Record<string, TMessageCode>> = {
  email: 'validation.notEmail',
  url: 'validation.notUrl',
  date: 'validation.notDate',
  datetime: 'validation.notDateTime',
  time: 'validation.notTime',
  uuid: 'validation.notId',
  guid: 'validation.notId',
  cuid: 'validation.notId',
  cuid2: 'validation.notId',
  ulid: 'validation.notId',
  nanoid: 'validation.notId',
};

const TYPES: Partial<Record<string, TMessageCode>> = {
  string: 'validation.notText',
  number: 'validation.notNumber',
  int: 'validation.notInteger',
  bigint: 'validation.notInteger',
  boolean: 'validation.notBoolean',
  array: 'validation.notList',
  object: 'validation.notObject',
  date: 'validation.notDate',
};

type TSized = { small: TMessageCode; big: TMessageCode };
const SIZES: Record<string, TSized> = {
  string: { small: 'validation.tooShort', big: 'validation.tooLong' },
  array: { small: 'validation.tooFewItems', big: 'validation.tooManyItems' },
  set: { small: 'validation.tooFewItems', big: 'validation.tooManyItems' },
  file: { small: 'validation.fileTooSmall', big: 'validation.fileTooLarge' },
};
const NUMBER_SIZES: TSized = { small: 'validation.tooSmall', big: 'validation.tooBig' };

function isBlank(value: unknown) {
  return value === undefined || value === null || (typeof value === 'string' && value.trim() === '');
}

function message(
  issue: TValidationIssue,
  value: unknown,
): { messageCode: TMessageCode; params?: TMessageParams } {
  const p = issue.params ?? {};
  switch (issue.keyword) {
    case 'invalid_type':
      if (value === undefined || value === null) return { messageCode: 'validation.required' };
      return { messageCode: TYPES[String(p.expected)] ?? 'validation.invalid' };
    case 'too_small': {
      if (p.origin === 'string' && isBlank(value)) return { messageCode: 'validation.required' };
      const sized = SIZES[String(p.origin)] ?? NUMBER_SIZES;
      return { messageCode: sized.small, params: { minimum: Number(p.minimum) } };
    }
    case 'too_big': {
      const sized = SIZES[String(p.origin)] ?? NUMBER_SIZES;
      return { messageCode: sized.big, params: { maximum: Number(p.maximum) } };
    }
    case 'invalid_format':
      return { messageCode: FORMATS[String(p.format)] ?? 'validation.badFormat' };
    case 'not_multiple_of':
      return { messageCode: 'validation.notMultipleOf', params: { divisor: Number(p.divisor) } };
    case 'invalid_value':
      return Array.isArray(p.values)
        ? { messageCode: 'validation.notOneOf', params: { options: p.values.map(String).join(', ') } }
        : { messageCode: 'validation.invalid' };
    case 'unrecognized_keys':
      return Array.isArray(p.keys)
        ? { messageCode: 'validation.unknownField', params: { keys: p.keys.map(String).join(', ') } }
        : { messageCode: 'validation.invalid' };
    case 'custom':
      return { messageCode: ownCode(p.params) ?? 'validation.invalid' };
    default:
      return { messageCode: 'validation.invalid' };
  }
}

/** A contract's own rule (`refine(..., { params: { messageCode } })`) names the message it answers. */
function ownCode(params: unknown): TMessageCode | undefined {
  const code = (params as { messageCode?: unknown } | undefined)?.messageCode;
  return typeof code === 'string' && code in MESSAGES ? (code as TMessageCode) : undefined;
}

function valueAt(input: unknown, path: string[]): unknown {
  return path.reduce<unknown>(
    (value, key) =>
      value !== null && typeof value === 'object' ? (value as Record<string, unknown>)[key] : undefined,
    input,
  );
}

/**
 * A request-validation issue as a field error: the field path as a client names it (`email`,
 * `competition.name`, `query.page`) and a `validation.*` code with the rule's params. The request
 * part (`input`) tells a missing value (required) from a wrong one.
 */
export function issueToFieldError(
  issue: TValidationIssue,
  context: string | undefined,
  input: unknown,
): FieldError {
  const segments = issue.instancePath.split('/').filter(Boolean);
  const prefix = context && context !== 'body' ? [context] : [];
  const path = [...prefix, ...segments].join('.');
  return { path, ...message(issue, valueAt(input, segments)) };
}
