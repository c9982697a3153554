/**
 * What a game raises for each of its charities (DESIGN section 3): min(cap, pledge per point ×
 * points of the teams supporting it). A team supports the charity it chose; a team that chose none
 * supports all of the game's charities equally (its points are shared out evenly among them).
 * Team points here are totals (not the per-member average a game may rank by): money follows points.
 */
export function charityProgress<C extends { charityId: string; pledgePerPoint: number; cap: number | null }>(
  pledges: C[],
  teams: { charityId: string | null; points: number }[],
): (C & { points: number; raised: number })[] {
  const linked = new Set(pledges.map((p) => p.charityId));
  const shared = teams.filter((t) => !t.charityId || !linked.has(t.charityId));
  const sharedEach = pledges.length > 0 ? shared.reduce((sum, t) => sum + t.points, 0) / pledges.length : 0;
  return pledges.map((pledge) => {
    const chosen = teams
      .filter((t) => t.charityId === pledge.charityId)
      .reduce((sum, t) => sum + t.points, 0);
    const points = chosen + sharedEach;
    const owed = pledge.pledgePerPoint * points;
    const raised = Math.round(Math.min(owed, pledge.cap ?? owed) * 100) / 100;
    return { ...pledge, points, raised };
  });
}
