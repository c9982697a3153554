import { relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { importsOf, SERVER_SRC, sourceFiles } from './import-graph.ts';
import { countNames, WIRE_WORDS, wireWordCounts, withoutComments } from './name-words.ts';
import baseline from './wire-words.baseline.json' with { type: 'json' };

/**
 * The API's words (`competitionId`, `settime`, `subtask`, `task`) belong in route files and
 * contracts: a route maps the request into the code's words (docs/architecture.md, "Glossary") and
 * the services speak those. A mapping that several route files of an area share lives beside them
 * in the area's `wire.ts`, which counts as part of the route edge (`isRouteEdge`): it is imported
 * by routes only, and holds nothing but the mapping. Services written before the rule still take
 * bodies in the API's spelling; the database's names (`setTimes`, `setTimeId`) are what statements
 * must spell and are not counted. `wire-words.baseline.json` holds each file's count, which may only fall: a new file
 * has none, and a file that loses some lowers its line (`npm run figures:names -- --wire-baseline`
 * rewrites it), so the count stays tight.
 */
describe("the API's words outside route files", () => {
  const counts = wireWordCounts();
  const allowed: Record<string, number> = baseline;

  it('are no more in any file than the baseline allows, and none in a new file', () => {
    const over = Object.entries(counts)
      .filter(([f, n]) => n > (allowed[f] ?? 0))
      .map(([f, n]) => `${f}: ${n} (allowed ${allowed[f] ?? 0})`);
    expect(over).toEqual([]);
  });

  it('keeps the baseline tight: a file that lost some lowers its count', () => {
    const loose = Object.entries(allowed)
      .filter(([f, n]) => (counts[f] ?? 0) < n)
      .map(([f, n]) => `${f}: ${counts[f] ?? 0} (baseline ${n})`);
    expect(loose).toEqual([]);
  });

  it("lets only route files import a wire.ts, so the API's shapes do not leak back into services", () => {
    const leaks = sourceFiles()
      .filter((f) => !/routes\.ts$/.test(f))
      .flatMap((f) =>
        importsOf(f)
          .filter((to) => /\/wire\.ts$/.test(to))
          .map((to) => `${relative(SERVER_SRC, f)} → ${relative(SERVER_SRC, to)}`),
      );
    expect(leaks).toEqual([]);
  });

  it('reads code, not the comments that name a route', () => {
    const source = "/** `POST /competition/add` */\nconst url = 'http://x/competition'; // the competition\n";
    expect(withoutComments(source)).toBe("\nconst url = 'http://x/competition'; \n");
  });

  it('reads identifiers in any spelling', () => {
    const text = 'const { competitionId, setTimeId } = body; sub_task; "settime"; performedTasks; rounds';
    const found = countNames(text, WIRE_WORDS);
    expect(Object.fromEntries([...found].map(([w, c]) => [w, c.free]))).toEqual({
      competition: 1,
      'set time': 1,
      'sub task': 1,
      settime: 1,
      task: 1,
    });
  });
});
