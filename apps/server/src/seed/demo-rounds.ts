import { addDays } from '@rally/contracts/game-lifecycle';
import { closeRound } from '../areas/rounds/closing.ts';
import type { Executor } from '../db/client.ts';
import { setTimes } from '../db/schema/index.ts';
import { seedDemoKpiActuals } from './demo-kpi-actuals.ts';

/**
 * The running demo game's rounds (ADR 0014): the first two weeks ended long enough ago for their
 * grace window to have passed, so they are frozen exactly as the closing job would freeze them;
 * the next two weeks are running today.
 */
export async function seedDemoRounds(
  db: Executor,
  game: { id: string; companyId: string; startDate: string; today: string },
) {
  const rows = await db
    .insert(setTimes)
    .values(
      [
        { name: 'Weeks 1–2', startsOn: game.startDate, endsOn: addDays(game.startDate, 13), position: 0 },
        {
          name: 'Weeks 3–4',
          startsOn: addDays(game.startDate, 14),
          endsOn: addDays(game.today, 7),
          position: 1,
        },
      ].map((r) => ({ ...r, companyId: game.companyId, gameId: game.id })),
    )
    .returning({ id: setTimes.id });
  // KPI actuals before the first round freezes, so its frozen results hold their points (ADR 0015).
  await seedDemoKpiActuals(db, game.id);
  const first = rows[0];
  if (!first || !(await closeRound(db, first.id, new Date()))) throw new Error('demo round not frozen');
}
