import { z } from 'zod';

/** A charity of the platform's list (kept by platform admins). */
export const ZCharity = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  website: z.string().nullable(),
  logoUrl: z.string().nullable(),
});
export type TCharity = z.infer<typeof ZCharity>;
export const ZCharityList = z.array(ZCharity);
const charityFields = {
  name: z.string().trim().min(2).max(120),
  description: z.string().trim().max(2000).default(''),
  website: z
    .url({ protocol: /^https?$/ })
    .max(300)
    .nullable()
    .default(null),
};
/** `POST /charity` (platform admins) */
export const ZCreateCharityRequest = z.object(charityFields);
/** `PUT /charity/{id}` (platform admins) */
export const ZUpdateCharityRequest = z
  .object({
    name: charityFields.name,
    description: z.string().trim().max(2000),
    website: z
      .url({ protocol: /^https?$/ })
      .max(300)
      .nullable(),
  })
  .partial();

export const CURRENCIES = ['EUR', 'USD', 'GBP', 'CHF', 'BRL'] as const;

/** A charity linked to a game with a pledge per point and a cap. */
export const ZGameCharity = z.object({
  id: z.string(),
  competitionId: z.string(),
  charityId: z.string(),
  charityName: z.string(),
  pledgePerPoint: z.number(),
  /** Most the game gives this charity (null: no cap). */
  cap: z.number().nullable(),
  currency: z.enum(CURRENCIES),
});
export type TGameCharity = z.infer<typeof ZGameCharity>;
export const ZGameCharityList = z.array(ZGameCharity);
export const ZGameCharityQuery = z.object({ comp_id: z.uuid() });
/** `POST /competitioncharity` */
export const ZLinkGameCharityRequest = z.object({
  competitionId: z.uuid(),
  charityId: z.uuid(),
  pledgePerPoint: z.number().min(0).max(1000).multipleOf(0.0001),
  /** Stored with cents. */
  cap: z.number().min(0).max(1e9).multipleOf(0.01).nullable().default(null),
  currency: z.enum(CURRENCIES).default('EUR'),
});
