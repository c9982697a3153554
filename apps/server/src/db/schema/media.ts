import { QUESTION_POINTS } from '@rally/contracts/media';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, id, tenantId, timestamps } from './columns.ts';
import { files } from './files.ts';
import { gameRef, userRef } from './refs.ts';
import { users } from './users.ts';

/**
 * A media item of a library (ADR 0021). `company_id` is its owner, always: a global item (scope
 * `global`, made by a platform admin) belongs to the admin's company and is read by every company,
 * so the tenant rule (NOT NULL, cascading company_id) holds for global rows too. The bytes are a
 * `files` row (kind `media`), the image thumbnail another.
 */
export const media = pgTable(
  'media',
  {
    id: id(),
    companyId: tenantId(),
    scope: text('scope', { enum: ['company', 'global'] })
      .notNull()
      .default('company'),
    kind: text('kind', { enum: ['image', 'video', 'pdf', 'audio'] }).notNull(),
    header: text('header').notNull(),
    description: text('description').notNull().default(''),
    lang: text('lang', { enum: ['en', 'de', 'fr', 'pt'] })
      .notNull()
      .default('en'),
    fileId: uuid('file_id')
      .notNull()
      .references(() => files.id, { onDelete: 'cascade' }),
    thumbnailFileId: uuid('thumbnail_file_id').references(() => files.id, { onDelete: 'set null' }),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    ...timestamps(),
  },
  (t) => [
    index('media_company_id_idx').on(t.companyId),
    index('media_global_idx').on(t.createdAt).where(sql`${t.scope} = 'global'`),
  ],
);

export type QuestionOption = { id: string; text: string; correct: boolean };

/** A quiz question on a media item; its company is the media item's. Options carry their correct flag. */
export const quizQuestions = pgTable(
  'quiz_questions',
  {
    id: id(),
    companyId: tenantId(),
    mediaId: uuid('media_id')
      .notNull()
      .references(() => media.id, { onDelete: 'cascade' }),
    text: text('text').notNull(),
    kind: text('kind', { enum: ['single', 'multiple'] }).notNull(),
    options: jsonb('options').$type<QuestionOption[]>().notNull(),
    points: integer('points').notNull(),
    position: integer('position').notNull().default(0),
    ...timestamps(),
  },
  (t) => [
    index('quiz_questions_company_id_idx').on(t.companyId),
    index('quiz_questions_media_idx').on(t.mediaId),
    // The request's bound, written as literals: the same text drizzle-kit generated the check from.
    check(
      'quiz_questions_points_check',
      sql`${t.points} between ${sql.raw(String(QUESTION_POINTS.min))} and ${sql.raw(String(QUESTION_POINTS.max))}`,
    ),
  ],
);

/** The media a game's players answer questions on; the company is the game's (the media may be global). */
export const gameQuizMedia = pgTable(
  'game_quiz_media',
  {
    companyId: tenantId(),
    gameId: gameRef(),
    mediaId: uuid('media_id')
      .notNull()
      .references(() => media.id, { onDelete: 'cascade' }),
    position: integer('position').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.gameId, t.mediaId] }),
    index('game_quiz_media_company_id_idx').on(t.companyId),
    index('game_quiz_media_media_idx').on(t.mediaId),
  ],
);

/**
 * A player's answer to a question in a game: once each (the unique index), with the points it
 * scored then (a later edit of the question does not change a score already given), booked on the
 * game-local day it was given. A question with answers cannot be deleted (no action, checked by the
 * service first for a clear 409).
 */
export const quizAnswers = pgTable(
  'quiz_answers',
  {
    id: id(),
    companyId: tenantId(),
    gameId: gameRef(),
    userId: userRef(),
    questionId: uuid('question_id')
      .notNull()
      .references(() => quizQuestions.id),
    optionIds: jsonb('option_ids').$type<string[]>().notNull(),
    correct: boolean('correct').notNull(),
    points: integer('points').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('quiz_answers_company_id_idx').on(t.companyId),
    uniqueIndex('quiz_answers_once_key').on(t.gameId, t.userId, t.questionId),
    index('quiz_answers_question_idx').on(t.questionId),
  ],
);
