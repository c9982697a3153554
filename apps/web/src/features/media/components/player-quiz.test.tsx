import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { GAME_ID, uuid } from '../../../test/game-fixtures.ts';
import { mockApi, renderWithProviders, signInAs } from '../../../test/render.tsx';
import { PlayerQuiz } from './player-quiz.tsx';

const question = {
  questionID: uuid(1),
  text: 'Where should the screen be?',
  kind: 'single',
  options: [
    { id: 'a', text: 'At eye level' },
    { id: 'b', text: 'On the floor' },
  ],
  points: 15,
  answer: null,
};
const quiz = (answer: unknown) => ({
  canAnswer: true,
  media: [
    {
      mediaID: uuid(2),
      header: 'Posture',
      description: '',
      kind: 'pdf',
      fileUrl: '/api/files/x',
      thumbnailUrl: null,
      questions: [{ ...question, answer }],
    },
  ],
});

describe('PlayerQuiz', { timeout: 20_000 }, () => {
  it('asks for a choice first, then sends it once and shows the points, moving focus to the result', async () => {
    signInAs('player');
    const sent: unknown[] = [];
    let answered: unknown = null;
    mockApi(({ method, path, body }) => {
      if (method === 'POST' && path === `/game/${GAME_ID}/quiz/answers`) {
        sent.push(body);
        answered = { optionIds: ['a'], correct: true, points: 15, correctOptionIds: ['a'] };
        return { status: 201, body: { questionID: question.questionID, ...(answered as object) } };
      }
      return { body: quiz(answered) };
    });
    const onAnswered = vi.fn();
    renderWithProviders(<PlayerQuiz gameId={GAME_ID} onAnswered={onAnswered} />);
    const region = await screen.findByRole('region', { name: 'Quiz' }, { timeout: 8000 });
    expect(within(region).getByText('0 of 1 answered')).toBeTruthy();

    await userEvent.click(within(region).getByRole('button', { name: 'Answer' }));
    expect(await within(region).findByText('Choose an answer first.')).toBeTruthy();
    expect(sent).toEqual([]);

    await userEvent.click(within(region).getByRole('radio', { name: 'At eye level' }));
    await userEvent.click(within(region).getByRole('button', { name: 'Answer' }));
    expect(await within(region).findByText('Correct! +15 points')).toBeTruthy();
    expect(sent).toEqual([{ questionID: question.questionID, optionIds: ['a'] }]);
    expect(onAnswered).toHaveBeenCalledTimes(1);
    expect(within(region).queryByRole('button', { name: 'Answer' })).toBeNull();
    await expect.poll(() => document.activeElement?.textContent).toBe('Where should the screen be?');
  });

  it('shows nothing for a game without a quiz', async () => {
    signInAs('player');
    let asked = false;
    mockApi(() => {
      asked = true;
      return { body: { canAnswer: true, media: [] } };
    });
    renderWithProviders(<PlayerQuiz gameId={GAME_ID} onAnswered={() => {}} />);
    await expect.poll(() => asked).toBe(true);
    expect(screen.queryByRole('region', { name: 'Quiz' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Answer' })).toBeNull();
  });
});
