import { z } from 'zod';
import type { TKpiDirection } from './kpi-points.ts';
import { ZPosition } from './pagination.ts';

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

/** Points a KPI is worth at 100% of its target. */
export const KPI_WEIGHT = { min: 0, max: 10_000 } as const;

/** A KPI's fields with their bounds: a game's and a template's alike (decision 0020). */
export const kpiFields = {
  name: z.string().trim().min(1).max(120),
  unit: z.string().trim().max(30),
  direction: z.enum(['higher', 'lower']),
  weight: z.number().int().min(KPI_WEIGHT.min).max(KPI_WEIGHT.max),
  position: ZPosition,
};
const { position: _, ...newKpiFields } = kpiFields;
/** `POST /kpi` */
export const ZCreateKpiRequest = z.object({
  competitionId: z.uuid(),
  ...newKpiFields,
  unit: kpiFields.unit.default(''),
  direction: kpiFields.direction.default('higher'),
  weight: kpiFields.weight.default(100),
});
/** `PUT /kpi/{id}` */
export const ZUpdateKpiRequest = z.object(kpiFields).partial();

/**
 * A goal value, 0 to 10^12. 0 is a goal only where lower is better ("0 complaints"): `targetRefusal`.
 */
export const TARGET_MAX = 1e12;
export const ZKpiTarget = z.number().min(0).max(TARGET_MAX);

/**
 * Whether a goal suits its KPI's direction, the one rule for the server and the forms (ADR 0015):
 * a goal of 0 where higher is better is met by every result, so every actual would earn the full
 * weight; it is refused rather than scored. Where lower is better, 0 is a real goal (only an actual
 * of 0 meets it, `kpiAchievement`).
 */
export function targetRefusal(direction: TKpiDirection, target: number): 'kpis.zeroTargetHigher' | null {
  return direction === 'higher' && target === 0 ? 'kpis.zeroTargetHigher' : null;
}

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
  target: ZKpiTarget,
  setTimeId: z.uuid().nullable().default(null),
});
/** `PUT /targets-kpi/{id}` */
export const ZUpdateTargetKpiRequest = z.object({ target: ZKpiTarget });

/** `POST /competition/copy/kpi`: copies KPIs and their targets from another game of the same company. */
export const ZCopyKpisRequest = z.object({ fromCompetitionId: z.uuid(), toCompetitionId: z.uuid() });
