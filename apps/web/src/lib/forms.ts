import { type FormErrors, type UseFormReturnType, useForm } from '@mantine/form';
import type { FormEvent } from 'react';
// Schemas from zod or zod/mini (the auth contracts): both are zod core schemas.
import type { z } from 'zod/mini';
import { announce } from './announce.ts';
import { ApiError } from './api-client.ts';
import { focusFirstInvalid } from './focus.ts';
import { i18n } from './i18n.ts';
import { messageText } from './messages.ts';

/** Per-field messages that say more than the generic ones (e.g. the OTP code field), by path. */
type FieldMessages = Partial<Record<string, () => string>>;

function valueAt(values: unknown, path: PropertyKey[]): unknown {
  return path.reduce<unknown>(
    (value, key) => (value as Record<PropertyKey, unknown> | undefined)?.[key],
    values,
  );
}

function isBlank(value: unknown) {
  return value === undefined || value === null || (typeof value === 'string' && value.trim() === '');
}

/** A zod issue in the UI language: by path when the form names one, else by the issue's code. */
function issueMessage(issue: z.core.$ZodIssue, values: unknown, messages: FieldMessages): string {
  if (isBlank(valueAt(values, issue.path))) return i18n.t('validation.required');
  const own = messages[issue.path.join('.')];
  if (own) return own();
  switch (issue.code) {
    case 'too_small':
      return issue.origin === 'string'
        ? i18n.t('validation.tooShort', { min: Number(issue.minimum) })
        : i18n.t('validation.tooSmall', { min: Number(issue.minimum) });
    case 'too_big':
      return issue.origin === 'string'
        ? i18n.t('validation.tooLong', { max: Number(issue.maximum) })
        : i18n.t('validation.tooBig', { max: Number(issue.maximum) });
    case 'invalid_format':
      return issue.format === 'email' ? i18n.t('validation.email') : i18n.t('validation.format');
    case 'custom': {
      // A rule of the contracts beyond a field's own shape (an unknown time zone, a goal of 0 where
      // higher is better) names the server message it stands for.
      const code = (issue.params as { messageCode?: unknown } | undefined)?.messageCode;
      const generic = i18n.t('validation.invalid');
      return typeof code === 'string'
        ? messageText(i18n.t, { messageCode: code, message: generic })
        : generic;
    }
    default:
      return i18n.t('validation.invalid');
  }
}

type TChecked = { value: unknown; issues?: undefined } | { issues: readonly z.core.$ZodIssue[] };

/**
 * A schema's check through its Standard Schema side (`~standard`, which zod's schemas have): this
 * module carries no zod code, so /login paints without zod (issue 28). The issues are zod's own.
 */
function checked(schema: z.core.$ZodType, values: unknown): TChecked {
  const result = schema['~standard'].validate(values);
  // Forms' schemas refine synchronously; one that did not would be a programming error.
  if (result instanceof Promise) throw new Error('A form schema must check synchronously');
  return result as TChecked;
}

export function schemaErrors(
  schema: z.core.$ZodType,
  values: unknown,
  messages: FieldMessages = {},
): FormErrors {
  const result = checked(schema, values);
  if (!result.issues) return {};
  const errors: FormErrors = {};
  for (const issue of result.issues) {
    const path = issue.path.join('.');
    errors[path] ??= issueMessage(issue, values, messages);
  }
  return errors;
}

/** A schema that arrives after the form's first paint (`laterSchema`): its load, pending or done. */
type TLaterSchema = { arrived: () => z.core.$ZodType | undefined; load: () => Promise<unknown> };
const laterSchemas = new WeakMap<object, TLaterSchema>();

/**
 * A form's schema loaded once the page has painted, not with the form's code: /login's form
 * paints without zod and the contracts (issue 28). Until it arrives, a blur checks nothing, and a
 * submit waits for it; then the form checks and parses as with the schema itself. Typed as the
 * schema: the forms here read it only through `~standard`.
 */
export function laterSchema<S extends z.core.$ZodType>(load: () => Promise<S>): S {
  let schema: S | undefined;
  let loading: Promise<S> | undefined;
  const later: TLaterSchema = {
    arrived: () => schema,
    load: () => {
      loading ??= load().then((loaded) => {
        schema = loaded;
        return loaded;
      });
      return loading;
    },
  };
  const face = {
    '~standard': {
      vendor: 'zod',
      version: 1,
      validate: (values: unknown) => (schema ? schema['~standard'].validate(values) : { value: values }),
    },
  };
  laterSchemas.set(face, later);
  return face as unknown as S;
}

/**
 * The one form pattern: a Mantine form validated by the same zod schema the server uses
 * (STYLE habit 1). Submit handlers receive the schema's parsed output (trimmed, defaults applied).
 */
export function useSchemaForm<S extends z.core.$ZodType<unknown, Record<string, unknown>>>(options: {
  schema: S;
  initialValues: z.input<S>;
  messages?: FieldMessages;
}): UseFormReturnType<z.input<S>, z.output<S>> {
  const { schema, initialValues, messages } = options;
  const form = useForm<z.input<S>, z.output<S>>({
    mode: 'controlled',
    initialValues,
    validateInputOnBlur: true,
    validate: (values) => schemaErrors(schema, values, messages),
    transformValues: (values) => {
      const result = checked(schema, values);
      // Submit runs only once `validate` found nothing: the same check, passed.
      return (result.issues ? values : result.value) as z.output<S>;
    },
  });
  const later = laterSchemas.get(schema);
  // A refused submit is said and shown where to fix it (4.1.3, 2.4.3): every form, not each on its own.
  const onSubmit: typeof form.onSubmit = (handleSubmit, handleFailure) => {
    const submit = form.onSubmit(handleSubmit, (errors, values, event) => {
      announceRefusal(errors, event?.currentTarget);
      handleFailure?.(errors, values, event);
    });
    if (!later) return submit;
    return (event?: FormEvent<HTMLFormElement>) => {
      if (later.arrived()) return submit(event);
      // Submitted before its schema arrived: checked and sent once it has.
      event?.preventDefault();
      const currentTarget = event?.currentTarget;
      void later
        .load()
        .then(() => submit({ currentTarget, preventDefault: () => {} } as FormEvent<HTMLFormElement>));
    };
  };
  return { ...form, onSubmit };
}

/** Starts loading a form's later schema (`laterSchema`); nothing for a schema already here. */
export function loadLaterSchema(schema: z.core.$ZodType): Promise<unknown> {
  return laterSchemas.get(schema)?.load() ?? Promise.resolve();
}

/** How many fields need attention, said at once, and focus on the first of them. */
export function announceRefusal(errors: FormErrors, form: EventTarget | null | undefined) {
  const count = Object.keys(errors).length;
  if (count === 0) return;
  announce(i18n.t('validation.fixFields', { count }), { urgent: true });
  if (form instanceof HTMLElement) focusFirstInvalid(form);
}

/**
 * Puts the server's field errors (`details` of a VALIDATION answer) on the matching fields, in the
 * form's words when it has its own message for that field, else the server's message translated.
 * The error alert still shows the summary.
 */
export function showServerFieldErrors(
  form: { setFieldError: (path: string, message: string) => void },
  error: unknown,
  messages: FieldMessages = {},
) {
  if (!(error instanceof ApiError)) return;
  for (const detail of error.details)
    form.setFieldError(detail.path, messages[detail.path]?.() ?? messageText(i18n.t, detail));
}
