import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * One write path for points: only the score engine (`areas/scores/engine*.ts`) writes the
 * maintained scores or notifies the scores channel, and other code reaches it through its face
 * (`scores/engine.ts`). Read from the source, so a new shortcut fails here, named by file and line.
 */

const SRC = join(import.meta.dirname, '../src');
const isEngine = (file: string) => /^areas\/scores\/engine[^/]*\.ts$/.test(file);

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sources(path);
    return entry.name.endsWith('.ts') ? [path] : [];
  });
}

/** `file:line` of every line outside the engine matching `pattern`. */
function outsideEngine(pattern: RegExp, exempt: (file: string) => boolean = isEngine) {
  return sources(SRC).flatMap((path) => {
    const file = relative(SRC, path);
    if (exempt(file)) return [];
    return readFileSync(path, 'utf8')
      .split('\n')
      .flatMap((line, i) => (pattern.test(line) ? [`${file}:${i + 1}`] : []));
  });
}

const TABLE = String.raw`(playerScores|playerScoreDays|teamScores)\b`;
const SQL_TABLE = String.raw`(\$\{\s*${TABLE}\s*\}|"?(player_scores|player_score_days|team_scores)\b)`;

describe('points have one write path: the score engine', () => {
  it('no code outside the engine writes player_scores, player_score_days or team_scores', () => {
    const builder = new RegExp(String.raw`\.(insert|update|delete)\(\s*${TABLE}`);
    const raw = new RegExp(String.raw`(insert\s+into|update|delete\s+from)\s+${SQL_TABLE}`, 'i');
    expect(outsideEngine(builder)).toEqual([]);
    expect(outsideEngine(raw)).toEqual([]);
  });

  it('no code outside the engine notifies the scores channel', () => {
    const notify =
      /pg_notify\(\s*(\$\{\s*SCORES_CHANNEL\s*\}|'rally_scores')|\b(announceScores|scoresCommitted|notifyScoresChanged)\(/;
    expect(outsideEngine(notify)).toEqual([]);
  });

  it('other areas call the engine through its face, scores/engine.ts', () => {
    const inner = /from '[./]*(areas\/)?scores\/engine-[\w-]+\.ts'/;
    expect(outsideEngine(inner, (file) => file.startsWith('areas/scores/'))).toEqual([]);
  });
});
