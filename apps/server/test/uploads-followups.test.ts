import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCompany, createUser } from '../src/seed/factories.ts';
import { insertGame, insertTeam } from './content-fixtures.ts';
import { createTestApp, type Session, type TestContext } from './helpers.ts';
import { confirmUpload, csv, previewUpload, waitForJob } from './upload-helpers.ts';

describe('after a bulk upload: pending previews and the team', () => {
  let t: TestContext;
  let acme: { id: string };
  let other: { id: string };
  let admin: Session;
  let colleague: Session;
  beforeAll(async () => {
    t = await createTestApp();
    acme = await createCompany(t.db, { name: 'Followups Co' });
    other = await createCompany(t.db, { name: 'Elsewhere' });
    admin = await t.signIn('company_admin', { companyId: acme.id });
    colleague = await t.signIn('company_admin', { companyId: acme.id });
  });
  afterAll(() => t.close());

  const preview = (session: Session, name: string, rows: string[][]) =>
    previewUpload(t, session.headers, acme.id, { name, content: csv(rows) });
  const pending = async (session: Session) => {
    const res = await t.app.inject({ url: '/api/user/upload/pending', headers: session.headers });
    expect(res.statusCode).toBe(200);
    return res.json() as { id: string; fileName: string; total: number; expiresAt: string }[];
  };

  it("lists the caller's own previews still waiting, newest first, and forgets confirmed and cancelled ones", async () => {
    const first = await preview(admin, 'first.csv', [
      ['fullName', 'email'],
      ['Pat One', 'one@pending.test'],
    ]);
    const second = await preview(admin, 'second.csv', [
      ['fullName', 'email'],
      ['Pat Two', 'two@pending.test'],
      ['Pat Three', 'three@pending.test'],
    ]);
    const theirs = await preview(colleague, 'theirs.csv', [
      ['fullName', 'email'],
      ['Pat Four', 'four@pending.test'],
    ]);

    const mine = await pending(admin);
    expect(mine.map((p) => [p.id, p.fileName, p.total])).toEqual([
      [second.id, 'second.csv', 2],
      [first.id, 'first.csv', 1],
    ]);
    expect(mine[0]?.expiresAt).toBe(second.preview?.expiresAt);
    expect((await pending(colleague)).map((p) => p.id)).toEqual([theirs.id]);

    expect((await confirmUpload(t, admin.headers, first.id)).statusCode).toBe(202);
    await waitForJob(t, admin.headers, first.id);
    const cancelled = await t.app.inject({
      method: 'DELETE',
      url: `/api/user/upload/${second.id}`,
      headers: admin.headers,
    });
    expect(cancelled.statusCode).toBe(204);
    expect(await pending(admin)).toEqual([]);
  });

  it('puts the people a finished upload created or updated into a team, reporting who stayed out', async () => {
    const already = await createUser(t.db, {
      companyId: acme.id,
      email: 'in-game@team.test',
      fullName: 'In Game',
    });
    await createUser(t.db, { companyId: acme.id, email: 'same@team.test', fullName: 'Same Person' });
    const game = await insertGame(t.db, acme.id, { name: 'Upload game' });
    const team = await insertTeam(t.db, game);
    const elsewhere = await insertTeam(t.db, game, { userIds: [already.id] });
    const job = await preview(admin, 'team.csv', [
      ['fullName', 'email'],
      ['New Person', 'new@team.test'],
      ['In Game Renamed', 'IN-GAME@team.test'],
      ['Same Person', 'same@team.test'],
      ['X', 'refused@team.test'],
    ]);
    expect((await confirmUpload(t, admin.headers, job.id, { updateRows: 'all' })).statusCode).toBe(202);
    const done = await waitForJob(t, admin.headers, job.id);
    expect(done.summary).toEqual({ created: 1, updated: 1, skipped: 1, failed: 1 });

    const res = await t.app.inject({
      method: 'POST',
      url: `/api/user/upload/${job.id}/team`,
      headers: admin.headers,
      payload: { competitionId: game.id, groupId: team.id },
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.added).toBe(1);
    expect(
      body.skipped.map((s: { row: number; email: string; messageCode: string }) => [
        s.row,
        s.email,
        s.messageCode,
      ]),
    ).toEqual([[3, 'in-game@team.test', 'teams.playerInGame']]);
    const groups = (
      await t.app.inject({ url: `/api/competition/${game.id}/groups`, headers: admin.headers })
    ).json();
    const membersOf = (id: string) =>
      groups.find((g: { id: string }) => g.id === id).members.map((m: { userId: string }) => m.userId);
    expect(membersOf(team.id)).toHaveLength(1);
    expect(membersOf(elsewhere.id)).toEqual([already.id]);
  });

  it('refuses what cannot be added with the field named, or a conflict before the upload is done', async () => {
    const game = await insertGame(t.db, acme.id, { name: 'Another game' });
    const team = await insertTeam(t.db, game);
    const otherGame = await insertGame(t.db, other.id, { name: 'Not ours' });
    const otherTeam = await insertTeam(t.db, otherGame);
    const waiting = await preview(admin, 'waiting.csv', [
      ['fullName', 'email'],
      ['Pat Wait', 'wait@team.test'],
    ]);
    const post = (id: string, payload: object) =>
      t.app.inject({ method: 'POST', url: `/api/user/upload/${id}/team`, headers: admin.headers, payload });

    expect((await post(waiting.id, { competitionId: game.id, groupId: team.id })).statusCode).toBe(409);
    expect((await confirmUpload(t, admin.headers, waiting.id)).statusCode).toBe(202);
    await waitForJob(t, admin.headers, waiting.id);

    const wrongTeam = await post(waiting.id, { competitionId: game.id, groupId: otherTeam.id });
    expect(wrongTeam.statusCode).toBe(400);
    expect(wrongTeam.body).toContain('"path":"groupId"');
    const notAnId = await post(waiting.id, { competitionId: 'nope', groupId: team.id });
    expect(notAnId.statusCode).toBe(400);
    expect(notAnId.body).toContain('"path":"competitionId"');
    // Another company's game is not found for a company admin.
    expect((await post(waiting.id, { competitionId: otherGame.id, groupId: otherTeam.id })).statusCode).toBe(
      404,
    );
  });
});
