import { ERROR_STATUS, type TErrorCode, type TFieldError } from '@rally/contracts/errors';
import { englishMessage, type TMessageCode, type TMessageParams, toMessage } from '@rally/contracts/messages';

/** A refused field as a service names it: the path and a message code with its params. */
export type FieldError = { path: string; messageCode: TMessageCode; params?: TMessageParams };

const toFieldError = (f: FieldError): TFieldError => ({
  path: f.path,
  ...toMessage(f.messageCode, f.params),
});

/**
 * The one error type services throw; the error plugin answers `{code, messageCode, params, message,
 * details}`. `code` is the category (HTTP status), `messageCode` what happened; `message` is English.
 */
export class AppError extends Error {
  readonly code: TErrorCode;
  readonly messageCode: TMessageCode;
  readonly params: TMessageParams | undefined;
  readonly details: TFieldError[] | undefined;
  constructor(code: TErrorCode, messageCode: TMessageCode, params?: TMessageParams, details?: FieldError[]) {
    super(englishMessage(messageCode, params));
    this.code = code;
    this.messageCode = messageCode;
    this.params = params;
    this.details = details?.map(toFieldError);
  }
  get status(): number {
    return ERROR_STATUS[this.code];
  }
}

export const notFound = (messageCode: TMessageCode, params?: TMessageParams) =>
  new AppError('NOT_FOUND', messageCode, params);
export const conflict = (messageCode: TMessageCode, params?: TMessageParams) =>
  new AppError('CONFLICT', messageCode, params);
export const invalid = (path: string, messageCode: TMessageCode, params?: TMessageParams) =>
  invalidFields([{ path, messageCode, params }]);
/**
 * Several refused fields at once, each named, so a form can mark them all. The answer itself says
 * which fields (`validation.fields`); each entry of `details` says why.
 */
export const invalidFields = (fields: FieldError[]) =>
  new AppError('VALIDATION', 'validation.fields', { fields: fields.map((f) => f.path).join(', ') }, fields);
