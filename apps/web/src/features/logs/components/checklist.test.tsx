import type { TChecklist, TLog } from '@rally/contracts/logs';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { mockApi, renderWithProviders, signInAs } from '../../../test/render.tsx';
import { useChecklist } from '../api/checklist-api.ts';
import { sendWaiting } from '../api/log-outbox.ts';
import { Checklist } from './checklist.tsx';

const GAME = '0190a000-0000-7000-8000-000000000001';
const PLAYER = '0190a000-0000-7000-8000-000000000002';
const TODAY = '2026-11-24';
const ids = {
  steps: '0190a000-0000-7000-8000-0000000000a1',
  stairs: '0190a000-0000-7000-8000-0000000000a2',
  workout: '0190a000-0000-7000-8000-0000000000a3',
};
const BEHAVIOURS = [
  {
    id: ids.steps,
    name: '10,000 steps',
    points: 20,
    maxPerDay: 1,
    requiresApproval: false,
    activity: 'Move more',
  },
  {
    id: ids.stairs,
    name: 'Take the stairs',
    points: 5,
    maxPerDay: 3,
    requiresApproval: false,
    activity: 'Move more',
  },
  {
    id: ids.workout,
    name: 'Join a team workout',
    points: 50,
    maxPerDay: 1,
    requiresApproval: true,
    activity: 'Recharge',
    description: 'Any <b>class</b> of 30 minutes or more.\nSee https://example.com/classes',
  },
];

let next = 0;
function logOf(behaviourId: string, overrides: Partial<TLog> = {}): TLog {
  const behaviour = BEHAVIOURS.find((b) => b.id === behaviourId) ?? BEHAVIOURS[0];
  next += 1;
  return {
    id: `0190a000-0000-7000-8000-${String(next).padStart(12, '0')}`,
    gameId: GAME,
    userId: PLAYER,
    behaviourId,
    behaviourName: behaviour?.name ?? '',
    activityId: '0190a000-0000-7000-8000-0000000000f1',
    activityName: behaviour?.activity ?? '',
    day: TODAY,
    slot: 1,
    points: behaviour?.points ?? 0,
    status: behaviour?.requiresApproval ? 'pending' : 'approved',
    flagged: false,
    rejectionReason: null,
    comment: null,
    onBehalf: false,
    canUndo: true,
    createdAt: `${TODAY}T08:00:00.000Z`,
    ...overrides,
  };
}

/** A server holding the player's logs of today: the checklist is built from them, as the real one is. */
function serveDay(
  initial: TLog[] = [],
  refuse?: { status: number; body: unknown },
  /** Answers to a behaviour's log wait for its promise. */
  holds: Record<string, Promise<void>> = {},
) {
  const logs = [...initial];
  const checklist = (): TChecklist => ({
    gameId: GAME,
    userId: PLAYER,
    day: TODAY,
    today: TODAY,
    firstDay: '2026-11-17',
    lastDay: TODAY,
    canLog: true,
    points: logs.filter((l) => l.status === 'approved').reduce((s, l) => s + l.points, 0),
    pendingPoints: 0,
    activities: ['Move more', 'Recharge'].map((activity, i) => ({
      id: `0190a000-0000-7000-8000-0000000000f${i}`,
      name: activity,
      behaviours: BEHAVIOURS.filter((b) => b.activity === activity).map(({ activity: _, ...b }) => {
        const own = logs.filter((l) => l.behaviourId === b.id);
        return {
          ...b,
          description: '',
          ...b,
          remaining: b.maxPerDay - own.filter((l) => l.status !== 'rejected').length,
          logs: own,
        };
      }),
    })),
  });
  const api = mockApi(async ({ method, path, body }) => {
    if (method === 'GET' && path.startsWith(`/game/${GAME}/checklist`)) return { body: checklist() };
    if (method === 'POST' && path === `/game/${GAME}/performedtasks`) {
      if (refuse) return refuse;
      const { behaviourId } = body as { behaviourId: string };
      await holds[behaviourId];
      const made = logOf(behaviourId, { slot: logs.filter((l) => l.behaviourId === behaviourId).length + 1 });
      logs.push(made);
      return { status: 201, body: made };
    }
    if (method === 'PUT' && path.endsWith('/comment')) {
      const log = logs.find((l) => path.includes(l.id));
      if (!log) return { status: 404, body: { code: 'NOT_FOUND', message: 'none' } };
      log.comment = (body as { comment: string }).comment.trim() || null;
      return { body: log };
    }
    if (method === 'DELETE' && path.startsWith('/performedtasks/')) {
      const at = logs.findIndex((l) => path.endsWith(l.id));
      logs.splice(at, 1);
      return { status: 204 };
    }
    return { status: 404, body: { code: 'NOT_FOUND', message: 'none' } };
  });
  return { api, logs };
}

function Day() {
  const checklist = useChecklist(GAME);
  return checklist.data ? <Checklist checklist={checklist.data} /> : null;
}

const polite = () => document.getElementById('app-announcer-polite')?.textContent;

describe('Checklist', () => {
  it('logs a ticked behaviour: it counts at once, is announced, and focus stays on it', async () => {
    signInAs('player');
    const { api } = serveDay();
    renderWithProviders(<Day />);
    const steps = await screen.findByRole('checkbox', { name: /10,000 steps/ });

    await userEvent.click(steps);

    await waitFor(() => expect(steps).toHaveProperty('checked', true));
    expect(await screen.findByText('+20 points')).toBeTruthy();
    expect(screen.getByText('Approved')).toBeTruthy();
    expect(document.activeElement).toBe(steps);
    await waitFor(() => expect(polite()).toBe('10,000 steps logged: +20 points.'));
    const post = api.mock.calls.find(([, init]) => init?.method === 'POST');
    expect(JSON.parse(String(post?.[1]?.body))).toEqual({ behaviourId: ids.steps, day: TODAY });
  });

  it('ticks the box the moment it is clicked, before the log is stored or sent', async () => {
    signInAs('player');
    serveDay();
    renderWithProviders(<Day />);
    const steps = await screen.findByRole('checkbox', { name: /10,000 steps/ });

    // One click event, nothing awaited: what a phone's tap (and a browser test's check) sees next.
    fireEvent.click(steps);

    expect(steps).toHaveProperty('checked', true);
    await waitFor(() => expect(polite()).toBe('10,000 steps logged: +20 points.'));
    expect(steps).toHaveProperty('checked', true);
  });

  it("shows the organiser's description of a behaviour as plain text, describing its tick", async () => {
    signInAs('player');
    serveDay();
    renderWithProviders(<Day />);
    const workout = await screen.findByRole('checkbox', { name: /Join a team workout/ });

    const description = (box: HTMLElement) =>
      (box.getAttribute('aria-describedby') ?? '')
        .split(' ')
        .map((id) => document.getElementById(id)?.textContent)
        .join(' ');
    expect(description(workout)).toContain(
      'Any <b>class</b> of 30 minutes or more.\nSee https://example.com/classes',
    );
    expect(document.querySelector('b')).toBeNull();
    expect(screen.queryByRole('link')).toBeNull();
    // A behaviour without one is described by its points alone.
    expect(description(screen.getByRole('checkbox', { name: /10,000 steps/ }))).toBe('20 points');
  });

  it('shows a behaviour that needs approval as pending', async () => {
    signInAs('player');
    serveDay();
    renderWithProviders(<Day />);
    const workout = await screen.findByRole('checkbox', { name: /Join a team workout/ });

    await userEvent.click(workout);

    expect(await screen.findByText('Pending')).toBeTruthy();
    expect(screen.getByText("Waiting for an organiser's approval")).toBeTruthy();
    await waitFor(() => expect(polite()).toBe('Join a team workout logged: waiting for approval.'));
  });

  it('lets the player leave the organiser a note on a log awaiting approval, focus following', async () => {
    signInAs('player', { id: PLAYER });
    const { api } = serveDay([logOf(ids.workout)]);
    renderWithProviders(<Day />);

    await userEvent.click(
      await screen.findByRole('button', { name: 'Add a note for the organiser on Join a team workout' }),
    );
    const field = screen.getByRole('textbox', { name: 'Note for the organiser on Join a team workout' });
    await waitFor(() => expect(document.activeElement).toBe(field));
    expect(field.getAttribute('maxlength')).toBe('280');
    await userEvent.type(field, 'Spin class <b>45 min</b>');
    await userEvent.click(screen.getByRole('button', { name: 'Save note' }));

    expect(await screen.findByText('Your note: Spin class <b>45 min</b>')).toBeTruthy();
    const edit = screen.getByRole('button', { name: 'Edit your note on Join a team workout' });
    await waitFor(() => expect(document.activeElement).toBe(edit));
    await waitFor(() => expect(polite()).toBe('Note on Join a team workout saved.'));
    const put = api.mock.calls.find(([, init]) => init?.method === 'PUT');
    expect(JSON.parse(String(put?.[1]?.body))).toEqual({ comment: 'Spin class <b>45 min</b>' });
    expect(document.querySelector('b')).toBeNull();
  });

  it('offers no note on a counted log, nor to someone else', async () => {
    signInAs('company_admin');
    serveDay([logOf(ids.workout), logOf(ids.steps)]);
    renderWithProviders(<Day />);
    await screen.findByText('Pending');
    expect(screen.queryByRole('button', { name: /note/ })).toBeNull();
  });

  it("shows the organiser's reason for a rejected log, and the behaviour can be logged again", async () => {
    signInAs('player');
    serveDay([
      logOf(ids.workout, {
        status: 'rejected',
        rejectionReason: 'The workout was on Sunday.',
        canUndo: false,
      }),
    ]);
    renderWithProviders(<Day />);

    expect(await screen.findByText('Reason: The workout was on Sunday.')).toBeTruthy();
    expect(screen.getByText('Rejected')).toBeTruthy();
    const workout = screen.getByRole('checkbox', { name: /Join a team workout/ });
    expect(workout).toHaveProperty('checked', false);
    expect(workout).toHaveProperty('disabled', false);
  });

  it('undoes a log of the day: unticking a box, or the undo button of one of several', async () => {
    signInAs('player');
    const first = logOf(ids.steps);
    const stairs = logOf(ids.stairs);
    const { api, logs } = serveDay([first, stairs]);
    renderWithProviders(<Day />);
    const steps = await screen.findByRole('checkbox', { name: /10,000 steps/ });
    expect(steps).toHaveProperty('checked', true);

    await userEvent.click(steps);
    await waitFor(() => expect(steps).toHaveProperty('checked', false));
    await waitFor(() => expect(polite()).toBe('10,000 steps undone.'));

    await userEvent.click(screen.getByRole('button', { name: 'Undo Take the stairs (time 1)' }));
    const more = screen.getByRole('button', { name: /Log Take the stairs once more \(0 of 3/ });
    await waitFor(() => expect(document.activeElement).toBe(more));
    // What the button shows is in its name, so a voice user can say it (2.5.3).
    expect(more.getAttribute('aria-label')).toContain(more.textContent ?? '-');
    expect(logs).toEqual([]);
    const deletes = api.mock.calls
      .filter(([, init]) => init?.method === 'DELETE')
      .map(([url]) => String(url));
    expect(deletes).toEqual([`/api/performedtasks/${first.id}`, `/api/performedtasks/${stairs.id}`]);
  });

  it('shows a refusal (the day is full) translated under the behaviour, and keeps focus there', async () => {
    signInAs('player');
    serveDay([], {
      status: 409,
      body: {
        code: 'CONFLICT',
        messageCode: 'logs.dailyLimitReached',
        params: { behaviour: 'Take the stairs', maxPerDay: 3 },
        message: 'Take the stairs counts at most 3 times a day, and that day is full.',
      },
    });
    renderWithProviders(<Day />);
    const more = await screen.findByRole('button', { name: /Log Take the stairs once more/ });

    await userEvent.click(more);

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe(
      'Not sent: Take the stairs counts at most 3 times a day, and that day is full.Dismiss',
    );
    expect(more.getAttribute('aria-describedby')).toBe(alert.id);
    await waitFor(() => expect(document.activeElement).toBe(more));
    // Read, it goes: the refused tick is not sent again, and the day counts what the server holds.
    await userEvent.click(
      screen.getByRole('button', { name: 'Dismiss the log of Take the stairs that was not sent' }),
    );
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
    expect(screen.getByRole('button', { name: /Log Take the stairs once more \(0 of 3/ })).toBeTruthy();
  });

  it('keeps ticks made offline as "waiting to send", lets one be taken back, and counts each once when sent', async () => {
    signInAs('player');
    const { logs } = serveDay();
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    renderWithProviders(<Day />);
    const steps = await screen.findByRole('checkbox', { name: /10,000 steps/ });
    const more = screen.getByRole('button', { name: /Log Take the stairs once more \(0 of 3/ });

    await userEvent.click(steps);
    await waitFor(() => expect(polite()).toBe('10,000 steps kept on this device: waiting to send.'));
    expect(steps).toHaveProperty('checked', true);
    await userEvent.click(more);
    await userEvent.click(more);
    expect(more.textContent).toBe('2 of 3');
    expect(screen.getAllByText('Waiting to send')).toHaveLength(3);
    await userEvent.click(screen.getByRole('button', { name: "Don't send Take the stairs (time 2)" }));
    await waitFor(() => expect(more.textContent).toBe('1 of 3'));
    await waitFor(() => expect(document.activeElement).toBe(more));

    onLine.mockReturnValue(true);
    await sendWaiting();
    expect(logs.map((log) => log.behaviourId)).toEqual([ids.steps, ids.stairs]);
    await waitFor(() => expect(screen.queryByText(/Waiting to send|Sending/)).toBeNull());
    await waitFor(() => expect(more.textContent).toBe('1 of 3'));
    expect(screen.getByText('+20 points')).toBeTruthy();
    expect(steps).toHaveProperty('checked', true);
    onLine.mockRestore();
  });

  it('keeps each tick ticked while its log is answered, whichever answer comes first', async () => {
    signInAs('player');
    const held = () => {
      let release = () => {};
      const until = new Promise<void>((resolve) => {
        release = resolve;
      });
      return { until, release };
    };
    const first = held();
    const second = held();
    serveDay([], undefined, { [ids.steps]: first.until, [ids.workout]: second.until });
    renderWithProviders(<Day />);
    const steps = await screen.findByRole('checkbox', { name: /10,000 steps/ });
    const workout = screen.getByRole('checkbox', { name: /Join a team workout/ });

    await userEvent.click(steps);
    await userEvent.click(workout);
    expect(steps).toHaveProperty('checked', true);
    expect(workout).toHaveProperty('checked', true);

    // The first log is answered and the day refreshed while the second is still unanswered.
    first.release();
    await waitFor(() => expect(polite()).toBe('10,000 steps logged: +20 points.'));
    expect(workout).toHaveProperty('checked', true);
    expect(workout.getAttribute('aria-busy')).toBe('true');

    second.release();
    expect(await screen.findByText('Pending')).toBeTruthy();
    expect(steps).toHaveProperty('checked', true);
    expect(workout).toHaveProperty('checked', true);
  });
});
