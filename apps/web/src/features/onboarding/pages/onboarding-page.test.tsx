import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { mockApi, NOT_FOUND_REPLY, renderApp } from '../../../test/render.tsx';

// The prospect's browser is in São Paulo: the new company, and its game, run there.
vi.mock('../../../lib/timezones.ts', () => ({ browserTimezone: () => 'America/Sao_Paulo' }));

const CATALOG = {
  categories: [
    {
      id: '019a0000-0000-7000-8000-000000000002',
      key: 'well-being',
      templates: [{ id: '019a0000-0000-7000-8000-0000000000aa', name: 'Move more', description: 'Steps' }],
    },
  ],
};
type Sent = { method: string; path: string; body: unknown };

const LOADING = { timeout: 15_000 };
const SLOW = { timeout: 60_000 };

describe('OnboardingPage', SLOW, () => {
  it('checks each step before the next, and sends a retried form under the same submission id', async () => {
    const sent: Sent[] = [];
    let answer = 503;
    mockApi((request) => {
      if (request.path.startsWith('/game/onboarding/templates')) return { body: CATALOG };
      if (request.method === 'POST' && request.path === '/game/onboarding') {
        sent.push(request);
        return answer === 200
          ? { body: { messageCode: 'onboarding.checkMail', message: 'Check your mail' } }
          : {
              status: 503,
              body: { code: 'UNAVAILABLE', messageCode: 'common.unavailable', message: 'Down' },
            };
      }
      return NOT_FOUND_REPLY;
    });
    renderApp('/rally/onboarding');
    const user = userEvent.setup();

    // Step 1 refuses empty fields and stays.
    await user.click(await screen.findByRole('button', { name: 'Next' }, LOADING));
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('textbox', { name: /Company name/ })),
    );
    expect(screen.getByRole('heading', { level: 2, name: 'You' })).toBeTruthy();
    await user.type(screen.getByRole('textbox', { name: /Company name/ }), 'Initech');
    await user.type(screen.getByRole('textbox', { name: /Your name/ }), 'Peter Gibbons');
    await user.type(screen.getByRole('textbox', { name: /Work e-mail/ }), 'peter@initech.example');
    await user.type(screen.getByLabelText(/^Password/), 'tps reports every friday');
    await user.click(screen.getByRole('button', { name: 'Next' }));

    // Step 2: the template names the game.
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('heading', { level: 2, name: 'Game' })),
    );
    await user.click(screen.getByRole('combobox', { name: /Category/ }));
    await user.click(await screen.findByRole('option', { name: /Well-being/ }));
    await user.click(screen.getByRole('radio', { name: /Move more/ }));
    expect((screen.getByRole('textbox', { name: /Name of the game/ }) as HTMLInputElement).value).toBe(
      'Move more',
    );
    await user.click(screen.getByRole('button', { name: 'Next' }));

    // Moving on, by mouse or keyboard, checks nothing of the step it opens.
    const untouched = async () => {
      await waitFor(() =>
        expect(document.activeElement).toBe(
          screen.getByRole('heading', { level: 2, name: 'Teams and colleagues' }),
        ),
      );
      for (const name of [/Team 1/, /Team 2/]) {
        expect(screen.getByRole('textbox', { name }).getAttribute('aria-invalid')).not.toBe('true');
      }
      expect(screen.queryByText(/2 fields need attention/)).toBeNull();
    };
    await untouched();
    await user.click(screen.getByRole('button', { name: 'Back' }));
    screen.getByRole('button', { name: 'Next' }).focus();
    await user.keyboard('{Enter}');
    await untouched();

    // A team added takes the focus; removed, the focus goes back to the team before it.
    await user.click(screen.getByRole('button', { name: 'Add a team' }));
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('textbox', { name: /Team 3/ })));
    await user.click(screen.getByRole('button', { name: 'Remove team 3' }));
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('textbox', { name: /Team 2/ })));

    // Step 3: a line that is no e-mail is refused before anything is sent.
    await user.type(await screen.findByRole('textbox', { name: /Team 1/ }), 'Red');
    await user.type(screen.getByRole('textbox', { name: /Team 2/ }), 'Blue');
    await user.type(
      screen.getByRole('textbox', { name: /Colleagues to invite/ }),
      'milton@initech.example{enter}not mail',
    );
    await user.click(screen.getByRole('button', { name: 'Start my game' }));
    expect(await screen.findByText('Line 2 is not an e-mail address.')).toBeTruthy();
    expect(sent).toEqual([]);

    // The server is down once: the same form sent again keeps its submission id.
    await user.clear(screen.getByRole('textbox', { name: /Colleagues to invite/ }));
    await user.type(screen.getByRole('textbox', { name: /Colleagues to invite/ }), 'milton@initech.example');
    await user.click(screen.getByRole('button', { name: 'Start my game' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    answer = 200;
    await user.click(screen.getByRole('button', { name: 'Start my game' }));
    await waitFor(() => expect(sent).toHaveLength(2));
    const [first, second] = sent.map(
      (s) => s.body as { submissionId: string; invitees: string[]; teams: string[] },
    );
    expect(second?.submissionId).toBe(first?.submissionId);
    expect(second).toMatchObject({
      invitees: ['milton@initech.example'],
      teams: ['Red', 'Blue'],
      gameName: 'Move more',
      timezone: 'America/Sao_Paulo',
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Check your mail' }, LOADING)).toBeTruthy();
  });
});
