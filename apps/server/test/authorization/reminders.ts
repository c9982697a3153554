import { gameFor, organisers } from './games.ts';
import { signedIn, type Table } from './table.ts';

/** Reminders (ADR 0031): everyone signed in keeps their own; organisers read a game's figures. */
export const remindersTable: Table = {
  'GET /api/reminders': { call: () => ({ url: '/api/reminders' }), expect: signedIn(200) },
  'PUT /api/reminders': {
    call: () => ({ url: '/api/reminders', payload: { quietFrom: '22:00', quietTo: '07:00', games: [] } }),
    expect: signedIn(200),
  },
  'GET /api/game/:id/reminders': {
    call: async (w, _c, target) => ({
      url: `/api/game/${(await gameFor(w, target, 'active')).game.id}/reminders`,
    }),
    expect: organisers(200),
  },
};
