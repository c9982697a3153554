import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { REMINDER_GAME, reminderSettings } from '../../../test/reminder-fixtures.ts';
import { mockApi, renderWithProviders, signInAs, type TSent } from '../../../test/render.tsx';
import { expectShown } from '../../../test/visible.ts';
import { ReminderSettings } from './reminder-settings.tsx';

const GAME = REMINDER_GAME;
const settings = reminderSettings();

/** The caller's reminders as the server keeps them; a PUT answers what it was sent. */
function serveReminders() {
  const sent: TSent[] = [];
  mockApi((request) => {
    if (request.method === 'PUT') {
      sent.push(request);
      const body = request.body as { quietFrom: string | null; quietTo: string | null; games: object[] };
      return { body: { ...settings, ...body, games: [{ ...settings.games[0], ...body.games[0] }] } };
    }
    return { body: settings };
  });
  return sent;
}

const polite = () => document.getElementById('app-announcer-polite')?.textContent;

describe("the player's reminder settings", () => {
  it('saves an hour, days, a channel off and quiet hours, keeping the game default as null', async () => {
    signInAs('player');
    const sent = serveReminders();
    const user = userEvent.setup();
    renderWithProviders(<ReminderSettings />);
    const time = await screen.findByLabelText(/^Time/);
    expect((time as HTMLInputElement).value).toBe('17:00');
    // Saved untouched: the game's hour and days stay the game's (null).
    await user.click(screen.getByRole('button', { name: 'Save reminders' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]?.body).toEqual({
      quietFrom: null,
      quietTo: null,
      games: [
        { gameId: GAME, enabled: true, time: null, weekdays: null, inApp: true, push: true, email: true },
      ],
    });

    // A time field is typed into as the browser's own control; its value is what it hands on.
    fireEvent.change(time, { target: { value: '18:30' } });
    await user.click(screen.getByRole('checkbox', { name: 'Sat' }));
    await user.click(screen.getByRole('checkbox', { name: 'E-mail' }));
    await user.click(screen.getByRole('switch', { name: /^Keep quiet hours/ }));
    await user.click(screen.getByRole('button', { name: 'Save reminders' }));
    await waitFor(() => expect(sent).toHaveLength(2));
    expect(sent[1]?.body).toEqual({
      quietFrom: '22:00',
      quietTo: '07:00',
      games: [
        {
          gameId: GAME,
          enabled: true,
          time: '18:30',
          weekdays: [1, 2, 3, 4, 5, 6],
          inApp: true,
          push: true,
          email: false,
        },
      ],
    });
    await waitFor(() => expect(polite()).toBe('Your reminders are saved.'));
  });

  it('asks for at least one day and sends nothing until then', async () => {
    signInAs('player');
    const sent = serveReminders();
    const user = userEvent.setup();
    renderWithProviders(<ReminderSettings />);
    await screen.findByRole('checkbox', { name: 'Mon' });
    for (const day of ['Mon', 'Tue', 'Wed', 'Thu', 'Fri'])
      await user.click(screen.getByRole('checkbox', { name: day }));
    expectShown(await screen.findByText('Pick at least one day.'));
    await user.click(screen.getByRole('button', { name: 'Save reminders' }));
    expect(sent).toHaveLength(0);
  });

  it('shows reminder mails stopped for all games on the e-mail box, and sends them again from the button', async () => {
    signInAs('player');
    let stopped = true;
    const sent: TSent[] = [];
    mockApi((request) => {
      if (request.method === 'PUT') {
        sent.push(request);
        stopped = (request.body as { mailStopped?: boolean }).mailStopped ?? stopped;
      }
      return { body: { ...settings, quietFrom: '22:00', quietTo: '07:00', mailStopped: stopped } };
    });
    const user = userEvent.setup();
    renderWithProviders(<ReminderSettings />);
    const email = await screen.findByRole('checkbox', { name: 'E-mail' });
    // The game's own choice is e-mail on, but no reminder mail goes: the box says so and is fixed.
    expect((email as HTMLInputElement).checked).toBe(false);
    expect((email as HTMLInputElement).disabled).toBe(true);
    expectShown(screen.getByText('Reminder e-mails are stopped for all games.'));
    await user.click(screen.getByRole('button', { name: 'Send me reminder e-mails again' }));
    await waitFor(() => expect((email as HTMLInputElement).disabled).toBe(false));
    // Only the stop is lifted: the saved quiet hours go back as they are, no game's choice is touched.
    expect(sent.map((r) => r.body)).toEqual([
      { quietFrom: '22:00', quietTo: '07:00', games: [], mailStopped: false },
    ]);
    expect((email as HTMLInputElement).checked).toBe(true);
    expect(screen.queryByRole('button', { name: 'Send me reminder e-mails again' })).toBeNull();
    await waitFor(() => expect(document.activeElement).toBe(email));
    await waitFor(() =>
      expect(polite()).toBe("Reminder e-mails are on again. Each game's e-mail box is yours to set."),
    );
  });
});
