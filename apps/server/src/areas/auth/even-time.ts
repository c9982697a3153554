/**
 * The least time an answer that must not tell whether an e-mail has an account takes (forgot
 * password, register). Each path's own work (a lookup and nothing, or a link, a company and a
 * mail) stays well under it, so every answer leaves at the same moment (decision 0011).
 */
export const EVEN_ANSWER_MS = 250;

/** Runs `work`, then answers no sooner than `ms` after the start, whichever way it went. */
export async function answerInEvenTime<T>(work: () => Promise<T>, ms = EVEN_ANSWER_MS): Promise<T> {
  const due = performance.now() + ms;
  const wait = () =>
    new Promise<void>((resolve) => setTimeout(resolve, Math.max(0, Math.ceil(due - performance.now()))));
  try {
    return await work();
  } finally {
    await wait();
  }
}
