/** The KPI points formula lives in the contracts, so the grid shows while typing what the server books. */
export {
  kpiAchievement,
  kpiPoints,
  meanAchievement,
  type TKpiDirection as Direction,
} from '@rally/contracts/kpi-points';
