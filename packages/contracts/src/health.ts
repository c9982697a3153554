import { z } from 'zod';

export const ZHealthResponse = z.object({ status: z.literal('ok') });
export const ZReadyResponse = z.object({
  status: z.enum(['ok', 'unavailable']),
  database: z.enum(['ok', 'unavailable']),
  migrations: z.enum(['ok', 'pending']),
});
