import { DEFAULT_GAME_RULES, type TGameRules } from '@rally/contracts/games';
import type { TLeaderboardEntry } from '@rally/contracts/scores';
import { isOrganiser } from '../../lib/scope.ts';

/**
 * What a caller may learn about other players of a game, in one place for the in-app boards, the
 * latest logs, the reports, the public pages and their live streams. The one rule (DESIGN section 2):
 * a player's own results are theirs to see; the people who run the company's games (platform admins
 * and organisers) see every player as they are, in the app and in the reports they download; everyone
 * else (colleagues, the company's read-only clients, signed-out visitors) sees what the game's rules
 * say: teams only or individuals too, full names, initials or no names, the top N.
 */

export const rulesOf = (game: { rules: Partial<TGameRules> }): TGameRules => ({
  ...DEFAULT_GAME_RULES,
  ...game.rules,
});

/** Organisers see every name; players and clients see others as the game's rules say. */
export const seesEveryone = isOrganiser;

export const showsIndividuals = (rules: TGameRules) => rules.leaderboardShows === 'teams_and_individuals';

/** "Ada Lovelace" -> "A. L." (first letter of each part of the name, whatever the script). */
export function initials(fullName: string): string {
  return fullName
    .trim()
    .split(/\s+/)
    .map((part) => Array.from(part)[0]?.toLocaleUpperCase())
    .filter(Boolean)
    .map((letter) => `${letter}.`)
    .join(' ');
}

/** A colleague's name as the game's rules show it (null: no names). */
export function shownName(fullName: string, rules: TGameRules): string | null {
  if (rules.leaderboardNames === 'full') return fullName;
  if (rules.leaderboardNames === 'initials') return initials(fullName);
  return null;
}

/** How many individual places the rules let a player or visitor see, at most `cap`. */
export const topLimit = (rules: TGameRules, cap: number) => Math.min(cap, rules.leaderboardTopN ?? cap);

/** A ranked player of a board, as the queries read it. */
type BoardPlayer = Omit<TLeaderboardEntry, 'name' | 'isMe' | 'userId'> & { userId: string; fullName: string };

/**
 * What a viewer sees of a board's players (the game's leaderboard, a round's board): whether
 * individuals at all, how many places of at most `cap`, and each place as an entry. Organisers
 * (`everyone`) see every player as they are; others see what the rules say, themselves in full.
 */
export function boardView(
  rules: TGameRules,
  viewer: { userId: string | null; everyone: boolean },
  cap: number,
) {
  const { everyone } = viewer;
  const individuals = everyone || showsIndividuals(rules);
  const limit = individuals ? (everyone ? cap : topLimit(rules, cap)) : 0;
  const entry = (p: BoardPlayer): TLeaderboardEntry => {
    const isMe = p.userId === viewer.userId;
    return {
      rank: p.rank,
      userId: everyone || isMe ? p.userId : null,
      name: everyone || isMe ? p.fullName : shownName(p.fullName, rules),
      teamId: p.teamId,
      teamName: p.teamName,
      points: p.points,
      isMe,
    };
  };
  return { individuals, limit, entry };
}
