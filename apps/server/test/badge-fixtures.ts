import { and, eq, isNull } from 'drizzle-orm';
import { expect } from 'vitest';
import {
  gameBadges,
  gameQuizMedia,
  kpis,
  notifications,
  playerBadges,
  targetKpis,
} from '../src/db/schema/index.ts';
import { caller } from './content-fixtures.ts';
import { dayFromToday, type TestContext } from './helpers.ts';
import { images } from './media-samples.ts';
import { postMultipart } from './multipart.ts';
import { type GameOptions, type PlayGame, usePlayGame } from './play-fixtures.ts';

type Opened = { t: TestContext; g: PlayGame };
type Headers = Record<string, string>;
/** A quiz question as the organiser's API answers it. */
export type Question = { questionID: string; options: { id: string; correct: boolean }[] };

/**
 * A badges test file's game (`usePlayGame`, handed to `use` as there) and the steps its tests share:
 * badges added straight to the database, logs and rounds through the real routes, and what a
 * player holds and was told, read back from the database.
 */
export function useBadgeGame(use: (opened: Opened) => void, opts: GameOptions = {}) {
  let o: Opened | undefined;
  usePlayGame((opened) => {
    o = opened;
    use(opened);
  }, opts);
  const open = () => {
    if (!o) throw new Error('the badges game is opened before the tests');
    return o;
  };

  /** A badge of the game with its rule; the rule's parameters are not checked here. */
  const addBadge = async (kind: string, params: Record<string, unknown>) => {
    const { t, g } = open();
    const [b] = await t.db
      .insert(gameBadges)
      .values({ companyId: g.companyId, gameId: g.game.id, kind: kind as 'firstLog', params })
      .returning();
    if (!b) throw new Error('badge not inserted');
    return b;
  };
  /** A log of the player's, `on` days from today (today when not given); answers its id. */
  const log = async (headers: Headers, behaviourId: string, on?: number) => {
    const { t, g } = open();
    const r = await caller(t, headers).post(`/game/${g.game.id}/performedtasks`, {
      behaviourId,
      ...(on === undefined ? {} : { day: dayFromToday(on) }),
    });
    expect(r.statusCode).toBe(201);
    return r.json().id as string;
  };
  /** A round of the game from `from` to `to` days from today; answers its id. */
  const addRound = async (name: string, from: number, to: number) => {
    const { t, g } = open();
    const made = await caller(t, g.organiser.headers).post('/settimes', {
      competitionId: g.game.id,
      settime: [{ name, startDate: dayFromToday(from), endDate: dayFromToday(to) }],
    });
    expect(made.statusCode).toBe(201);
    const [round] = made.json() as { id: string }[];
    if (!round) throw new Error('round missing');
    return round.id;
  };
  /**
   * A quiz in the game with one single-choice question per text (answering all of them right is a
   * perfect quiz); answers the quiz's media id and its questions.
   */
  const addQuiz = async (...texts: string[]) => {
    const { t, g } = open();
    const upload = await postMultipart(t, '/api/media/upload', g.organiser.headers, [
      { name: 'header', data: 'Posture' },
      { name: 'media', data: (await images())['image/png'], filename: 'posture.png' },
    ]);
    const mediaId: string = upload.json().mediaID;
    await t.db.insert(gameQuizMedia).values({ companyId: g.companyId, gameId: g.game.id, mediaId });
    const questions: Question[] = [];
    for (const text of texts) {
      const made = await caller(t, g.organiser.headers).post('/question/add', {
        mediaID: mediaId,
        text,
        kind: 'single',
        options: [
          { text: 'Yes', correct: true },
          { text: 'No', correct: false },
        ],
        points: 10,
      });
      expect(made.statusCode).toBe(201);
      questions.push(made.json());
    }
    return { mediaId, questions };
  };
  /** The player's answer to a question, right or wrong, through the real route (201, or 409 when answered). */
  const answer = (headers: Headers, question: Question, right: boolean) => {
    const { t, g } = open();
    return caller(t, headers).post(`/game/${g.game.id}/quiz/answers`, {
      questionID: question.questionID,
      optionIds: [question.options.find((o) => o.correct === right)?.id],
    });
  };
  /** A KPI of the game with the given target; answers its id. */
  const addKpi = async (target: number) => {
    const { t, g } = open();
    const [kpi] = await t.db
      .insert(kpis)
      .values({ companyId: g.companyId, gameId: g.game.id, name: 'Sales', weight: 100 })
      .returning();
    if (!kpi) throw new Error('kpi not inserted');
    await t.db
      .insert(targetKpis)
      .values({ companyId: g.companyId, kpiId: kpi.id, sourceId: g.game.id, target });
    return kpi.id;
  };
  /** The organiser saves a player's actual for a KPI through the real route. */
  const saveActual = (kpiId: string, userId: string, value: number) => {
    const { t, g } = open();
    return caller(t, g.organiser.headers).put(`/kpi-actuals/competition/${g.game.id}`, {
      entries: [{ kpiId, subjectId: userId, value }],
    });
  };
  /** The badges the player holds now, sorted by id. */
  const held = async (userId: string) =>
    (
      await open()
        .t.db.select({ badge: playerBadges.gameBadgeId })
        .from(playerBadges)
        .where(and(eq(playerBadges.userId, userId), isNull(playerBadges.revokedAt)))
    )
      .map((r) => r.badge)
      .sort();
  /** The player's badge notices as `type:badgeId`, sorted. */
  const told = async (userId: string) =>
    (await open().t.db.select().from(notifications).where(eq(notifications.userId, userId)))
      .filter((n) => n.type.startsWith('badge'))
      .map((n) => `${n.type}:${n.params.badgeId}`)
      .sort();

  return { addBadge, log, addRound, addQuiz, answer, addKpi, saveActual, held, told };
}
