import { addDays, dayIn } from '@rally/contracts/game-lifecycle';
import { DEFAULT_GAME_RULES } from '@rally/contracts/games';
import { inArray } from 'drizzle-orm';
import { createTeamScores } from '../areas/scores/engine.ts';
import type { Executor } from '../db/client.ts';
import {
  activities,
  behaviours,
  charities,
  gameCharities,
  games,
  kpis,
  targetKpis,
  teamCharities,
  teamMembers,
  teams,
  users,
} from '../db/schema/index.ts';
import { seedDemoLogs } from './demo-logs.ts';
import { seedDemoRounds } from './demo-rounds.ts';

const DAY = 86_400_000;
const day = (offset: number) => new Date(Date.now() + offset * DAY).toISOString().slice(0, 10);

type SeedActivity = {
  name: string;
  behaviours: { name: string; points: number; maxPerDay?: number; requiresApproval?: boolean }[];
};

const ACTIVITIES: SeedActivity[] = [
  {
    name: 'Move more',
    behaviours: [
      { name: '10,000 steps', points: 20 },
      { name: 'Take the stairs', points: 5, maxPerDay: 3 },
      { name: 'Cycle to work', points: 30 },
    ],
  },
  {
    name: 'Eat well',
    behaviours: [
      { name: 'Five portions of fruit and vegetables', points: 15 },
      { name: 'Drink two litres of water', points: 10 },
    ],
  },
  {
    name: 'Recharge',
    behaviours: [
      { name: 'Ten minutes of mindfulness', points: 10 },
      // Needs an organiser's approval, so the review queue has something real in it.
      { name: 'Join a team workout', points: 50, requiresApproval: true },
    ],
  },
];

type Game = { id: string; companyId: string };

/** The activities and their behaviours in a game: the behaviours' rows, to log. */
async function addActivities(db: Executor, game: Game, list: SeedActivity[]) {
  const added = [];
  for (const [position, seed] of list.entries()) {
    const [activity] = await db
      .insert(activities)
      .values({ companyId: game.companyId, gameId: game.id, name: seed.name, position })
      .returning({ id: activities.id });
    if (!activity) throw new Error('activity not seeded');
    const rows = await db
      .insert(behaviours)
      .values(
        seed.behaviours.map((b, i) => ({
          companyId: game.companyId,
          gameId: game.id,
          activityId: activity.id,
          position: i,
          ...b,
        })),
      )
      .returning();
    added.push(...rows);
  }
  return added;
}

/**
 * Teams named and coloured as given, the players dealt round-robin into them; returns each
 * player's team. Their scores are built by the score engine once their logs are in (`joinTeams`).
 */
async function addTeams(
  db: Executor,
  game: Game,
  names: [string, string][],
  playerIds: string[],
  /** `charities[i]`: the game's charities team i chose (none: it supports all of them). */
  opts: { charities?: string[][]; emailedAt?: Date } = {},
) {
  const made = await db
    .insert(teams)
    .values(
      names.map(([name, color]) => ({
        companyId: game.companyId,
        gameId: game.id,
        name,
        color,
      })),
    )
    .returning({ id: teams.id });
  const chosen = made.flatMap((team, i) =>
    (opts.charities?.[i] ?? []).map((charityId) => ({
      companyId: game.companyId,
      gameId: game.id,
      teamId: team.id,
      charityId,
    })),
  );
  if (chosen.length > 0) await db.insert(teamCharities).values(chosen);
  await createTeamScores(
    db,
    made.map((team) => ({ companyId: game.companyId, gameId: game.id, teamId: team.id })),
  );
  const players = await db
    .insert(teamMembers)
    .values(
      made.flatMap((team, t) =>
        playerIds
          .filter((_, i) => i % made.length === t)
          .map((userId) => ({
            companyId: game.companyId,
            gameId: game.id,
            teamId: team.id,
            userId,
            startEmailAt: opts.emailedAt,
          })),
      ),
    )
    .returning({ userId: teamMembers.userId, teamId: teamMembers.teamId });
  return players;
}

async function insertGame(db: Executor, values: typeof games.$inferInsert) {
  const [game] = await db
    .insert(games)
    .values(values)
    .returning({ id: games.id, companyId: games.companyId, publicId: games.publicId });
  if (!game) throw new Error('game not seeded');
  return game;
}

/**
 * The demo company's games: one running for three weeks (what the organiser lands on), with three
 * weeks of logs; one that ended in the winter, with its whole span played; one draft still being prepared. Returns the path of
 * the running game's public leaderboard.
 */
export async function seedDemoGames(
  db: Executor,
  opts: { companyId: string; organiserId: string | null; playerIds: string[] },
) {
  const { companyId, organiserId: createdBy, playerIds } = opts;
  const [trees, water] = await db
    .insert(charities)
    .values([
      {
        name: 'Trees for Tomorrow',
        description: 'Plants native forests.',
        website: 'https://example.org/trees',
      },
      {
        name: 'Clean Water Now',
        description: 'Builds wells and filters.',
        website: 'https://example.org/water',
      },
    ])
    .returning({ id: charities.id });
  if (!trees || !water) throw new Error('charities not seeded');

  // Running for three weeks today, counted in the game's own zone.
  const today = dayIn('Europe/Berlin');
  const startedAt = new Date(Date.now() - 21 * DAY);
  const running = await insertGame(db, {
    companyId,
    createdBy,
    name: 'Spring Into Health',
    description:
      'Eight weeks of small healthy habits, in teams. Every behaviour you log earns points for your team and for Trees for Tomorrow.',
    status: 'active',
    startDate: addDays(today, -21),
    endDate: addDays(today, 35),
    timezone: 'Europe/Berlin',
    rules: { ...DEFAULT_GAME_RULES, teamRanking: 'average' },
    startEmailSentAt: startedAt,
    startedNoticeAt: startedAt,
  });
  const runningBehaviours = await addActivities(db, running, ACTIVITIES);
  const kpiRows = await db
    .insert(kpis)
    .values([
      { companyId, gameId: running.id, name: 'Customer calls', unit: 'calls', weight: 100, position: 0 },
      {
        companyId,
        gameId: running.id,
        name: 'Sick days',
        unit: 'days',
        direction: 'lower' as const,
        weight: 50,
        position: 1,
      },
    ])
    .returning({ id: kpis.id });
  await db
    .insert(targetKpis)
    .values(
      kpiRows.map((k, i) => ({ companyId, kpiId: k.id, sourceId: running.id, target: i === 0 ? 120 : 2 })),
    );
  await db.insert(gameCharities).values([
    { companyId, gameId: running.id, charityId: trees.id, pledgePerPoint: 0.05, cap: 500 },
    { companyId, gameId: running.id, charityId: water.id, pledgePerPoint: 0.02, cap: 50 },
  ]);
  const runningPlayers = await addTeams(
    db,
    running,
    [
      ['Trailblazers', '#228be6'],
      ['Night Owls', '#7950f2'],
      ['Early Birds', '#fd7e14'],
    ],
    playerIds,
    // Trailblazers plant trees, Night Owls fund wells, Early Birds chose none and so split between both.
    { charities: [[trees.id], [water.id]], emailedAt: startedAt },
  );
  const statuses = await db
    .select({ id: users.id, status: users.status })
    .from(users)
    .where(inArray(users.id, playerIds));
  const activeIds = new Set(statuses.filter((u) => u.status === 'active').map((u) => u.id));
  await seedDemoLogs(db, {
    game: { ...running, timezone: 'Europe/Berlin', name: 'Spring Into Health' },
    behaviours: runningBehaviours,
    players: runningPlayers.map((m) => ({ id: m.userId, teamId: m.teamId, active: activeIds.has(m.userId) })),
    organiserId: createdBy,
    days: 21,
  });
  await seedDemoRounds(db, { ...running, startDate: addDays(today, -21), today });

  const finished = await insertGame(db, {
    companyId,
    createdBy,
    name: 'Winter Step Challenge',
    description: 'Who walks the furthest through the dark months?',
    status: 'finished',
    startDate: day(-120),
    endDate: day(-60),
    timezone: 'Europe/Berlin',
    rules: DEFAULT_GAME_RULES,
    startEmailSentAt: new Date(Date.now() - 120 * DAY),
    startedNoticeAt: new Date(Date.now() - 120 * DAY),
    finishedNoticeAt: new Date(Date.now() - 59 * DAY),
  });
  const finishedBehaviours = await addActivities(db, finished, ACTIVITIES.slice(0, 1));
  const finishedPlayers = await addTeams(
    db,
    finished,
    [
      ['Snow Leopards', '#15aabf'],
      ['Polar Bears', '#868e96'],
    ],
    playerIds.slice(0, 8),
  );
  // Its whole span played, through the same path as the running game's logs: its boards and report have results.
  await seedDemoLogs(db, {
    game: { ...finished, timezone: 'Europe/Berlin', name: 'Winter Step Challenge' },
    behaviours: finishedBehaviours,
    players: finishedPlayers.map((m) => ({
      id: m.userId,
      teamId: m.teamId,
      active: activeIds.has(m.userId),
    })),
    organiserId: createdBy,
    days: 61,
    until: addDays(day(-60), 1),
    seed: 20260121,
    story: false,
  });

  const draft = await insertGame(db, {
    companyId,
    createdBy,
    name: 'Summer Mindfulness',
    description: 'A calmer summer: breathing, breaks and screen-free evenings.',
    startDate: day(60),
    endDate: day(90),
    timezone: 'Europe/Berlin',
    rules: DEFAULT_GAME_RULES,
  });
  await addActivities(db, draft, ACTIVITIES.slice(2));
  return { leaderboardPath: `/leaderboard/${running.publicId}` };
}
