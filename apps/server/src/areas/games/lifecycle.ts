import { dayIn, gameRules, gameStage, type TGameDates } from '@rally/contracts/game-lifecycle';
import type { TMessageCode } from '@rally/contracts/messages';
import { conflict } from '../../lib/errors.ts';

/** What the lifecycle rules read of a game. */
export type GameDates = TGameDates;

/**
 * An archived game is read-only to every change, whoever makes it (its content, rounds, results, KPI
 * actuals): 409 `games.archivedRestoreFirst`, the one answer. A finished game is not archived: what
 * it still takes (late KPI actuals, reopened rounds) each area decides.
 */
export function assertNotArchived(game: { status: string }): void {
  if (game.status === 'archived') throw conflict('games.archivedRestoreFirst');
}

/**
 * Throws 409 with the reason when the game's stage (`GAME_STAGE_RULES`) does not allow the change.
 * `content`: names, descriptions, points, team set-up. `structure`: removing activities,
 * behaviours, KPIs, charities, because players' data of a live game may already refer to them.
 */
export function assertEditable(
  game: GameDates,
  change: 'content' | 'structure',
  now: Date = new Date(),
): void {
  const rules = gameRules(game, now);
  if (!rules.editContent) {
    assertNotArchived(game);
    throw conflict('games.finishedReadOnly');
  }
  if (change === 'structure' && !rules.removeStructure) {
    const stage = gameStage(game, now);
    throw conflict(
      stage === 'scheduled'
        ? 'games.removeOnlyDraftScheduled'
        : stage === 'running'
          ? 'games.removeOnlyDraftRunning'
          : 'games.removeOnlyDraftEnded',
    );
  }
}

type Counts = { behaviours: number; activities: number; teams: number; players: number };
/** A reason activation is refused: `path` names what to fix, for the 409's details. */
export type Problem = { code: string; path: string; messageCode: TMessageCode };

/** Everything that keeps a draft from being activated (DESIGN section 3), all at once. */
export function activationProblems(game: GameDates & { name: string }, counts: Counts, now = new Date()) {
  const problems: Problem[] = [];
  const add = (code: string, path: string, messageCode: TMessageCode) =>
    problems.push({ code, path, messageCode });
  if (!game.name.trim()) add('NO_NAME', 'name', 'games.problemNoName');
  if (!game.startDate) add('NO_START_DATE', 'startDate', 'games.problemNoStartDate');
  if (!game.endDate) add('NO_END_DATE', 'endDate', 'games.problemNoEndDate');
  else if (game.endDate < dayIn(game.timezone, now)) add('ENDED', 'endDate', 'games.problemEnded');
  if (counts.activities === 0) add('NO_ACTIVITY', 'activities', 'games.problemNoActivity');
  else if (counts.behaviours === 0) add('NO_BEHAVIOUR', 'activities', 'games.problemNoBehaviour');
  if (counts.teams === 0) add('NO_TEAM', 'teams', 'games.problemNoTeam');
  else if (counts.players === 0) add('NO_PLAYER', 'teams', 'games.problemNoPlayer');
  return problems;
}

type SetUpCounts = {
  rounds: number;
  quizMedia: number;
  approvalBehaviours: number;
  emptyTeams: number;
  kpisWithoutTarget: number;
};

/**
 * What a game can start without but that its organisers usually want (the review step names each
 * beside the step that fixes it): rounds, a quiz, behaviours someone must approve, teams without
 * players, KPIs without a target. Never blocks activation.
 */
export function setUpAdvice(counts: SetUpCounts) {
  const advice: Problem[] = [];
  const add = (code: string, path: string, messageCode: TMessageCode) =>
    advice.push({ code, path, messageCode });
  if (counts.rounds === 0) add('NO_ROUND', 'rounds', 'games.adviceNoRound');
  if (counts.quizMedia === 0) add('NO_QUIZ', 'quiz', 'games.adviceNoQuiz');
  if (counts.approvalBehaviours > 0) add('APPROVAL_BEHAVIOURS', 'activities', 'games.adviceApproval');
  if (counts.emptyTeams > 0) add('EMPTY_TEAMS', 'teams', 'games.adviceEmptyTeams');
  if (counts.kpisWithoutTarget > 0) add('NO_KPI_TARGET', 'kpis', 'games.adviceNoKpiTarget');
  return advice;
}
