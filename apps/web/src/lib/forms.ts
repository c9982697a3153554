import { type FormErrors, type UseFormReturnType, useForm } from '@mantine/form';
// Schemas from zod or zod/mini (the auth contracts): both are zod core schemas.
import { parse, safeParse, type z } from 'zod/mini';
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

export function schemaErrors(
  schema: z.core.$ZodType,
  values: unknown,
  messages: FieldMessages = {},
): FormErrors {
  const result = safeParse(schema, values);
  if (result.success) return {};
  const errors: FormErrors = {};
  for (const issue of result.error.issues) {
    const path = issue.path.join('.');
    errors[path] ??= issueMessage(issue, values, messages);
  }
  return errors;
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
    transformValues: (values) => parse(schema, values),
  });
  // A refused submit is said and shown where to fix it (4.1.3, 2.4.3): every form, not each on its own.
  const onSubmit: typeof form.onSubmit = (handleSubmit, handleFailure) =>
    form.onSubmit(handleSubmit, (errors, values, event) => {
      announceRefusal(errors, event?.currentTarget);
      handleFailure?.(errors, values, event);
    });
  return { ...form, onSubmit };
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
