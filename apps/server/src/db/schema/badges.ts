import type { TBadgeIcon, TBadgeKind } from '@rally/contracts/badges';
import { BADGE_ICONS, BADGE_KINDS } from '@rally/contracts/badges';
import { index, jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, tenantId, timestamps, ts } from './columns.ts';
import { gameRef, userRef } from './refs.ts';
import { users } from './users.ts';

/**
 * A badge of a game (decision 0029): a rule of the catalogue with its parameters (checked by the
 * kind's schema in contracts/badges.ts before it is stored), and for a custom badge its own name,
 * description and icon (null: the catalogue's, by kind).
 */
export const gameBadges = pgTable(
  'game_badges',
  {
    id: id(),
    companyId: tenantId(),
    gameId: gameRef(),
    kind: text('kind', { enum: BADGE_KINDS }).notNull().$type<TBadgeKind>(),
    params: jsonb('params').$type<Record<string, unknown>>().notNull().default({}),
    name: text('name'),
    description: text('description'),
    icon: text('icon', { enum: BADGE_ICONS }).$type<TBadgeIcon>(),
    ...timestamps(),
  },
  (t) => [index('game_badges_company_id_idx').on(t.companyId), index('game_badges_game_idx').on(t.gameId)],
);

/**
 * A badge a player holds or held: one row per badge and player (the unique key makes "awarded
 * once" hold when two events race). Taken back, `revoked_at` is set; earned again, it is cleared
 * and `awarded_at` moves. `awarded_by` and `reason` are an organiser's hand award.
 */
export const playerBadges = pgTable(
  'player_badges',
  {
    id: id(),
    companyId: tenantId(),
    gameId: gameRef(),
    userId: userRef(),
    gameBadgeId: uuid('game_badge_id')
      .notNull()
      .references(() => gameBadges.id, { onDelete: 'cascade' }),
    awardedAt: ts('awarded_at').notNull().defaultNow(),
    revokedAt: ts('revoked_at'),
    awardedBy: uuid('awarded_by').references(() => users.id, { onDelete: 'set null' }),
    reason: text('reason'),
    createdAt: createdAt(),
  },
  (t) => [
    index('player_badges_company_id_idx').on(t.companyId),
    uniqueIndex('player_badges_once_key').on(t.gameBadgeId, t.userId),
    index('player_badges_player_idx').on(t.gameId, t.userId),
  ],
);
