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
export type TCurrency = (typeof CURRENCIES)[number];

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
/** The most one point may pledge, and the highest cap. */
export const PLEDGE_MAX = 1000;
export const CAP_MAX = 1e9;

/** What a charity gets from a game or a template (decision 0020), with the bounds both keep. */
export const pledgeFields = {
  /** Four decimals: a point may be worth a fraction of a cent. */
  pledgePerPoint: z.number().min(0).max(PLEDGE_MAX).multipleOf(0.0001),
  /** Stored with cents; null: no cap. */
  cap: z.number().min(0).max(CAP_MAX).multipleOf(0.01).nullable(),
  currency: z.enum(CURRENCIES),
};
/** `POST /competitioncharity` */
export const ZLinkGameCharityRequest = z.object({
  competitionId: z.uuid(),
  charityId: z.uuid(),
  pledgePerPoint: pledgeFields.pledgePerPoint,
  cap: pledgeFields.cap.default(null),
  currency: pledgeFields.currency.default('EUR'),
});

/**
 * What a game raises for one of its charities (ADR 0017): each team's points are split equally
 * among the charities it supports (all of the game's when it chose none); the charity raises
 * min(cap, pledge × points counted), in whole cents of its currency.
 */
export const ZCharityLedgerEntry = z.object({
  charityId: z.string(),
  name: z.string(),
  pledgePerPoint: z.number(),
  cap: z.number().nullable(),
  currency: z.enum(CURRENCIES),
  /** Team points counted for this charity, to two decimals (a team supporting several splits its points). */
  points: z.number(),
  /** In the currency, with cents. */
  raised: z.number(),
  /** The cap is reached: more points raise nothing more. */
  capReached: z.boolean(),
});
export type TCharityLedgerEntry = z.infer<typeof ZCharityLedgerEntry>;
/** `GET /game/{id}/charities` */
export const ZCharityLedger = z.object({
  competitionId: z.string(),
  charities: z.array(ZCharityLedgerEntry),
});
export type TCharityLedger = z.infer<typeof ZCharityLedger>;

/** `GET /charity/totals` (platform admins): what every game of every company has raised per charity. */
export const ZCharityTotal = z.object({
  charityId: z.string(),
  name: z.string(),
  /** One sum per currency the games pledged in; none when no game links the charity. */
  totals: z.array(z.object({ currency: z.enum(CURRENCIES), raised: z.number(), games: z.number().int() })),
});
export type TCharityTotal = z.infer<typeof ZCharityTotal>;
export const ZCharityTotalList = z.array(ZCharityTotal);
