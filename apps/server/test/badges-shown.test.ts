import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { games } from '../src/db/schema/index.ts';
import { caller } from './content-fixtures.ts';
import type { TestContext } from './helpers.ts';
import { setUpGame, usePlayGame } from './play-fixtures.ts';

/**
 * Badges where others see them (issue 29): the set-up screen's holders, the public leaderboard and
 * wall as the game's rules allow, and the reports with their downloads.
 */
describe('badges shown', () => {
  let t: TestContext;
  usePlayGame((opened) => ({ t } = opened));

  /** Ann (Red) logs and is given a hand award; Bob (Blue) logs too; Cy (Blue) does nothing. */
  async function played(opts: Parameters<typeof setUpGame>[1] = {}) {
    const g = await setUpGame(t, opts);
    const org = caller(t, g.organiser.headers);
    const ann = await g.player(g.teams.red, { fullName: 'Ann Archer' });
    const bob = await g.player(g.teams.blue, { fullName: 'Bob Baker' });
    await g.player(g.teams.blue, { fullName: 'Cy Cole' });
    const first = (
      await org.post(`/game/${g.game.id}/badges`, { rule: { kind: 'firstLog', params: {} } })
    ).json();
    const manual = (
      await org.post(`/game/${g.game.id}/badges`, { rule: { kind: 'manual', params: {} }, name: 'Helper' })
    ).json();
    for (const p of [ann, bob]) {
      const logged = await caller(t, p.headers).post(`/game/${g.game.id}/performedtasks`, {
        behaviourId: g.behaviours.steps.id,
      });
      expect(logged.statusCode).toBe(201);
    }
    const award = await org.post(`/badges/${manual.id}/awards`, {
      userId: ann.user.id,
      reason: 'Led the walk.',
    });
    expect(award.statusCode).toBe(200);
    const [row] = await t.db.select({ publicId: games.publicId }).from(games).where(eq(games.id, g.game.id));
    return { g, org, ann, bob, first, manual, publicId: row?.publicId ?? '' };
  }

  it('lists a badge’s holders for its organiser, with the reason of a hand award', async () => {
    const { org, ann, bob, first, manual, g } = await played();
    const holders = await org.get(`/badges/${first.id}/awards`);
    expect(holders.statusCode).toBe(200);
    expect(holders.json().total).toBe(2);
    expect(
      holders
        .json()
        .data.map((h: { name: string }) => h.name)
        .sort(),
    ).toEqual(['Ann Archer', 'Bob Baker']);
    const byHand = (await org.get(`/badges/${manual.id}/awards`)).json();
    expect(byHand).toEqual({
      data: [
        { userId: ann.user.id, name: 'Ann Archer', awardedAt: expect.any(String), reason: 'Led the walk.' },
      ],
      total: 1,
    });
    expect((await org.delete(`/badges/${manual.id}/awards/${ann.user.id}`)).statusCode).toBe(204);
    expect((await org.get(`/badges/${manual.id}/awards`)).json()).toEqual({ data: [], total: 0 });
    // A player reads nobody's awards, not even their own badge's list.
    expect((await caller(t, bob.headers).get(`/badges/${first.id}/awards`)).statusCode).toBe(403);
    expect(g.game.id).toBeTruthy();
  });

  it('counts each player’s badges on the public leaderboard where the rules show individuals, and nowhere else', async () => {
    const shown = await played({ rules: { leaderboardNames: 'initials' } });
    const board = (await caller(t).get(`/public/leaderboard/${shown.publicId}`)).json();
    expect(board.individuals).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ name: 'A. A.', badges: 2 }),
        expect.objectContaining({ name: 'B. B.', badges: 1 }),
      ]),
    );
    const teamsOnly = await played({ rules: { leaderboardShows: 'teams' } });
    const hidden = (await caller(t).get(`/public/leaderboard/${teamsOnly.publicId}`)).json();
    expect(hidden.individuals).toBeNull();
    expect(JSON.stringify(hidden)).not.toContain('badges');
  });

  it('counts badges per player and per team in the report and its download', async () => {
    const { org, g } = await played();
    const res = await org.get(`/competitionreport?competition_id=${g.game.id}`);
    expect(res.statusCode).toBe(200);
    const report = res.json();
    const player = (name: string) => report.players.rows.find((p: { name: string }) => p.name === name);
    expect(player('Ann Archer').badges).toBe(2);
    expect(player('Bob Baker').badges).toBe(1);
    expect(player('Cy Cole').badges).toBe(0);
    const team = (name: string) => report.teams.find((x: { name: string }) => x.name === name);
    expect(team('Reds').badges).toBe(2);
    expect(team('Blues').badges).toBe(1);
    const csv = await org.get(`/competitionreport?competition_id=${g.game.id}&format=csv`);
    expect(csv.statusCode).toBe(200);
    expect(csv.body).toMatch(/Logs,Badges/);
    expect(csv.body).toMatch(/Ann Archer,Reds,(?:\d+,){5}1,2/);
  });
});
