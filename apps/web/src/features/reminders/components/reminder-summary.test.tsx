import type { TReminderGame } from '@rally/contracts/reminders';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { REMINDER_GAME, reminderSettings } from '../../../test/reminder-fixtures.ts';
import { mockApi, renderWithProviders, signInAs } from '../../../test/render.tsx';
import { ReminderSummary } from './reminder-summary.tsx';

function show(change: Partial<TReminderGame>) {
  signInAs('player');
  mockApi(() => ({ body: reminderSettings(change) }));
  return renderWithProviders(<ReminderSummary gameId={REMINDER_GAME} />);
}

describe("the player's next reminder on their home", () => {
  it("says the game's hour and days, and leads to the settings", async () => {
    show({});
    expect(await screen.findByText('Reminder at 5:00 PM on workdays')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Reminders' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Change reminders' }).getAttribute('href')).toBe(
      '/users/settings',
    );
  });

  it("says the player's own hour and days: every day, weekends, or the days named", async () => {
    show({ time: '07:30', weekdays: [1, 3, 5] });
    expect(await screen.findByText('Reminder at 7:30 AM on Mon, Wed, and Fri')).toBeTruthy();
  });

  it('says reminders are off when the player turned them off', async () => {
    show({ enabled: false });
    expect(await screen.findByText('Reminders off')).toBeTruthy();
  });

  it("says the organiser's switch when the game reminds nobody", async () => {
    show({ gameOn: false });
    expect(await screen.findByText('The organiser turned reminders off for this game.')).toBeTruthy();
  });
});
