/**
 * The API answers the page came with (the server's `web-answers.ts`, ADR 0019 "The page carries a
 * public screen's first answers"): a public screen's first requests take theirs from here, each
 * once, instead of asking the server again; every later request asks. Read from the page's data
 * block on first use, and the block removed: it is data, never run, and never read twice.
 */
const answers = new Map<string, unknown>();

/** Moves the page's data block, if it has one still, into `answers`. */
function readPage() {
  const block = document.getElementById('rally-answers');
  if (!block) return;
  block.remove();
  try {
    for (const [path, value] of Object.entries(
      JSON.parse(block.textContent || '{}') as Record<string, unknown>,
    ))
      answers.set(path, value);
  } catch {
    // An unreadable block: the screens ask for their answers, as they would without one.
  }
}

/** The page's answer to `GET <path>` (the path below the API's base), once; `undefined` if none. */
export function takeOpeningAnswer(path: string): { value: unknown } | undefined {
  readPage();
  if (!answers.has(path)) return undefined;
  const value = answers.get(path);
  answers.delete(path);
  return { value };
}

/** Whether the page came with answers (a public screen's data), read or not. */
export function hasOpeningAnswers() {
  return answers.size > 0 || document.getElementById('rally-answers') !== null;
}
