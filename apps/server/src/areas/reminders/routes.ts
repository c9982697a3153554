import { ZReminderSettings, ZReminderSettingsUpdate, ZReminderStats } from '@rally/contracts/reminders';
import type { FastifyInstance } from 'fastify';
import { errors, idParams } from '../../lib/route-kit.ts';
import { areaRoutes, operations } from '../../lib/route-table.ts';
import { onPushDelivered } from '../push/service.ts';
import { planReminders, recordReminderPush } from './plan.ts';
import { getReminderSettings, getReminderStats, updateReminderSettings } from './service.ts';

/** The planning pass: often enough that a reminder is found within 15 s of its hour (ADR 0031). */
export const REMINDERS_PLAN_JOB = 'reminders.plan';
export const PLAN_EVERY_MS = 15_000;

/** Reminders to log (ADR 0031): each player's choice, and the organiser's figures per game. */
export async function reminderRoutes(app: FastifyInstance) {
  const deps = { mailer: app.mailer, appUrl: app.config.appUrl };
  app.jobs.every(REMINDERS_PLAN_JOB, PLAN_EVERY_MS, async ({ db, log }) => {
    const { due, sent } = await planReminders(db, { ...deps, log });
    if (due > 0) log.info({ due, sent }, 'reminders planned');
  });
  onPushDelivered('reminder:', recordReminderPush);
  const access = { read: ['read', 'Notification'], write: ['update', 'Notification'] } as const;
  const { r, read, write, ...handle } = areaRoutes(app, { tags: ['reminders'], access }, ops);
  r.get('/reminders', read('mine'), handle.byQuery(getReminderSettings));
  r.put('/reminders', write('update'), handle.update(updateReminderSettings));
  r.get('/game/:id/reminders', read('stats'), handle.byId(getReminderStats, 'gameId'));
}

const ops = operations({
  mine: {
    schema: { response: { 200: ZReminderSettings, ...errors } },
    summary: 'My reminders',
    description:
      "The caller's quiet hours and, for each running or coming game they play, whether they are reminded, at what hour (their zone) and on which weekdays (null: the game's), and by which channels; and whether they stopped reminder mails for every game (`mailStopped`, the `reminders` mail category).",
  },
  update: {
    schema: { body: ZReminderSettingsUpdate, response: { 200: ZReminderSettings } },
    summary: 'Change my reminders',
    description:
      "Saves the caller's quiet hours (both or neither) and their reminder choice in each game named; games left out keep theirs. A reminder whose hour falls in quiet hours is not sent that day. `mailStopped: false` sends reminder mails again, `true` stops them; turning on the e-mail of a game saved with it off also sends them again.",
    refuses: {
      400: 'a time is not HH:MM, weekdays repeat, or quiet hours lack an end',
      404: 'a game the caller does not play',
    },
    example: {
      quietFrom: '22:00',
      quietTo: '07:00',
      games: [
        {
          gameId: '01890a5d-ac96-774b-bcce-b302099a8057',
          enabled: true,
          time: '18:30',
          weekdays: [1, 2, 3, 4, 5],
          inApp: true,
          push: true,
          email: false,
        },
      ],
    },
  },
  stats: {
    access: ['manage', 'Game'],
    schema: { params: idParams, response: { 200: ZReminderStats, ...errors } },
    summary: "A game's reminder figures",
    description:
      'For organisers: player-days reminded, reminders sent and delivered per channel (bell, push, e-mail), and how many players turned reminders or a channel off.',
    refuses: { 404: "the game does not exist or is another company's" },
  },
});
