import { z } from 'zod';

/** A KPI of a game; weight = points a player earns at 100% of the target. */
export const ZKpi = z.object({
  id: z.string(),
  competitionId: z.string(),
  name: z.string(),
  unit: z.string(),
  /** Whether a higher or a lower actual is better (achievement is inverted for lower). */
  direction: z.enum(['higher', 'lower']),
  weight: z.number().int(),
  position: z.number().int(),
});
export type TKpi = z.infer<typeof ZKpi>;
/** `GET /competition/{id}/kpi/1` (fixed page 1: every KPI of the game). */
export const ZKpiPage = z.object({ result: z.array(ZKpi), count: z.number().int(), pages: z.number().int() });

const kpiFields = {
  name: z.string().trim().min(1).max(120),
  unit: z.string().trim().max(30),
  direction: z.enum(['higher', 'lower']),
  weight: z.number().int().min(0).max(10_000),
};
/** `POST /kpi` */
export const ZCreateKpiRequest = z.object({
  competitionId: z.uuid(),
  ...kpiFields,
  unit: kpiFields.unit.default(''),
  direction: kpiFields.direction.default('higher'),
  weight: kpiFields.weight.default(100),
});
/** `PUT /kpi/{id}` */
export const ZUpdateKpiRequest = z
  .object({ ...kpiFields, position: z.number().int().min(0).max(10_000) })
  .partial();

/** A target KPI (goal) of a source: a game (or, later, a template), optionally for one set time. */
export const ZTargetKpi = z.object({
  id: z.string(),
  kpiId: z.string(),
  kpiName: z.string(),
  unit: z.string(),
  direction: z.enum(['higher', 'lower']),
  sourceType: z.enum(['game', 'template']),
  sourceId: z.string(),
  setTimeId: z.string().nullable(),
  target: z.number(),
});
export type TTargetKpi = z.infer<typeof ZTargetKpi>;
export const ZTargetKpiList = z.array(ZTargetKpi);
/** `POST /targets-kpi`: one target per KPI (and set time). */
export const ZCreateTargetKpiRequest = z.object({
  kpiId: z.uuid(),
  target: z.number().positive().max(1e12),
  setTimeId: z.uuid().nullable().default(null),
});
/** `PUT /targets-kpi/{id}` */
export const ZUpdateTargetKpiRequest = z.object({ target: z.number().positive().max(1e12) });

/** `POST /competition/copy/kpi`: copies KPIs and their targets from another game of the same company. */
export const ZCopyKpisRequest = z.object({ fromCompetitionId: z.uuid(), toCompetitionId: z.uuid() });
