import { AppError } from './errors.ts';

/**
 * At most `perCompany` uploads of one company in flight in this process; one more is refused at
 * once with 429 and Retry-After (`seconds`), before its body is read. Bounds what a company's
 * uploads hold at a time (temporary files, a database store's buffers), whatever their number.
 */
export function uploadSlots(perCompany: number, seconds: number) {
  const busy = new Map<string, number>();
  return async <T>(companyId: string, task: () => Promise<T>): Promise<T> => {
    const inFlight = busy.get(companyId) ?? 0;
    if (inFlight >= perCompany) {
      throw new AppError('RATE_LIMITED', 'media.uploadsBusy', { limit: perCompany, seconds });
    }
    busy.set(companyId, inFlight + 1);
    try {
      return await task();
    } finally {
      const left = (busy.get(companyId) ?? 1) - 1;
      if (left > 0) busy.set(companyId, left);
      else busy.delete(companyId);
    }
  };
}
export type UploadSlots = ReturnType<typeof uploadSlots>;
