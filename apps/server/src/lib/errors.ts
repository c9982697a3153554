import { ERROR_STATUS, type TErrorCode } from '@rally/contracts/errors';

export type FieldError = { path: string; message: string };

/** The one error type services throw; the error plugin turns it into `{code, message, details}`. */
export class AppError extends Error {
  readonly code: TErrorCode;
  readonly details: FieldError[] | undefined;
  constructor(code: TErrorCode, message: string, details?: FieldError[]) {
    super(message);
    this.code = code;
    this.details = details;
  }
  get status(): number {
    return ERROR_STATUS[this.code];
  }
}

export const notFound = (what = 'Record') => new AppError('NOT_FOUND', `${what} not found.`);
export const conflict = (message: string) => new AppError('CONFLICT', message);
export const invalid = (path: string, message: string) =>
  new AppError('VALIDATION', `${path}: ${message}`, [{ path, message }]);
/** Several refused fields at once, each named, so a form can mark them all. */
export const invalidFields = (fields: FieldError[]) =>
  new AppError('VALIDATION', fields.map((f) => `${f.path}: ${f.message}`).join('; '), fields);
