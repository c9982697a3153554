import type { TReminderGame, TReminderSettings } from '@rally/contracts/reminders';

export const REMINDER_GAME = '01890a5d-ac96-774b-bcce-b302099a8057';

/** Test data: a player's reminders, one game following its defaults (17:00 on workdays), `change`d. */
export function reminderSettings(change: Partial<TReminderGame> = {}): TReminderSettings {
  return {
    quietFrom: null,
    quietTo: null,
    games: [
      {
        gameId: REMINDER_GAME,
        gameName: 'Step challenge',
        gameOn: true,
        defaultTime: '17:00',
        defaultWeekdays: [1, 2, 3, 4, 5],
        enabled: true,
        time: null,
        weekdays: null,
        inApp: true,
        push: true,
        email: true,
        ...change,
      },
    ],
    mailStopped: false,
  };
}
