import { z } from 'zod';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from './constants.ts';

export const ZPageQuery = z.object({
  page: z.coerce.number().int().min(1).default(1),
  perPage: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(DEFAULT_PAGE_SIZE),
  q: z.string().trim().max(200).optional(),
});

/** A row's place in a list its organiser orders by hand (activities, behaviours, KPIs), a game's or a template's. */
export const ZPosition = z.number().int().min(0).max(10_000);

/** The direction of a list's sort; each list names its own default. */
export const ZSortOrder = z.enum(['asc', 'desc']);

/** Lists come back as data, a count and pages (spec section 3). */
export function pageOf<T extends z.ZodType>(item: T) {
  return z.object({ data: z.array(item), count: z.number().int(), pages: z.number().int() });
}
