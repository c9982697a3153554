import type { TKpiActualGrid } from '@rally/contracts/kpi-actuals';
import type { TKpi, TTargetKpi } from '@rally/contracts/kpis';
import { GAME_ID, uuid } from './game-fixtures.ts';

/** Test data: a KPI of `gameOf()`'s game. */
export const gameKpi: TKpi = {
  id: uuid(40),
  competitionId: GAME_ID,
  name: 'Customer calls',
  unit: 'calls',
  direction: 'higher',
  weight: 100,
  position: 0,
};

/** Test data: `gameKpi`'s target for the whole game. */
export const gameKpiTarget: TTargetKpi = {
  id: uuid(50),
  kpiId: gameKpi.id,
  kpiName: gameKpi.name,
  unit: 'calls',
  direction: 'higher',
  sourceType: 'game',
  sourceId: GAME_ID,
  setTimeId: null,
  target: 120,
};

export const ACTUALS = { sales: uuid(60), nps: uuid(61), ana: uuid(62) };

/**
 * Test data: the KPI actuals grid of a game without rounds, two KPIs (sales with a target, NPS
 * without), one player; `cells` are her actuals.
 */
export const actualsGridOf = (cells: TKpiActualGrid['rows'][number]['cells'] = []): TKpiActualGrid => ({
  competitionId: GAME_ID,
  setTimeId: null,
  subject: 'player',
  rounds: [],
  closed: false,
  columns: [
    {
      kpiId: ACTUALS.sales,
      name: 'Sales',
      unit: 'EUR',
      direction: 'higher',
      weight: 100,
      target: 1000,
      targetScope: 'game',
    },
    {
      kpiId: ACTUALS.nps,
      name: 'NPS',
      unit: '',
      direction: 'higher',
      weight: 50,
      target: null,
      targetScope: null,
    },
  ],
  rows: [
    { id: ACTUALS.ana, name: 'Ana Silva', detail: 'ana@example.com', teamName: 'Reds', cells, points: 0 },
  ],
});
