import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { areaGraph } from './import-graph.ts';

/**
 * Imports between the server's areas run one way (decision 0024): no two areas import each other,
 * and the infrastructure below them (lib, db, plugins, mail, jobs) imports none. Where an area
 * below needs work of an area above, the one above registers it (areas/index.ts, the access
 * plugin's company-key check) or the function moves to the area it belongs to.
 */
describe('the direction of imports between areas', () => {
  const graph = areaGraph();
  const named = (imports: { from: string; to: string }[]) => imports.map((i) => `${i.from} → ${i.to}`);

  it('has no two areas importing each other', () => {
    const pairs = graph.mutual.map(
      ({ areas: [a, b], imports }) => `${a} ⇄ ${b}: ${named(imports).join(', ')}`,
    );
    expect(pairs).toEqual([]);
  });

  it('has lib, db, plugins, mail and jobs import no area', () => {
    expect(named(graph.belowToArea)).toEqual([]);
  });

  describe('the reader it trusts', () => {
    const src = mkdtempSync(join(tmpdir(), 'rally-graph-'));
    afterAll(() => rmSync(src, { recursive: true, force: true }));
    const write = (path: string, text: string) => {
      mkdirSync(dirname(join(src, path)), { recursive: true });
      writeFileSync(join(src, path), text);
    };

    it('reads the real tree', () => {
      // A reader that found nothing would let everything pass.
      expect(graph.crossing.length).toBeGreaterThan(50);
    });

    it('names both sides of a mutual pair and an import from below, over several lines', () => {
      write('areas/games/service.ts', "import { a } from '../scores/engine.ts';\nexport const g = a;\n");
      write('areas/scores/engine.ts', "import {\n  g,\n} from '../games/service.ts';\nexport const a = g;\n");
      write('areas/scores/views.ts', "export { a } from './engine.ts';\n");
      write('areas/index.ts', "import { g } from './games/service.ts';\nexport const all = [g];\n");
      write(
        'db/seed/demo.ts',
        "import type { g } from '../../areas/games/service.ts';\nexport type G = typeof g;\n",
      );
      const planted = areaGraph(src);
      expect(planted.mutual.map(({ areas, imports }) => [areas, named(imports)])).toEqual([
        [
          ['games', 'scores'],
          [
            'areas/games/service.ts → areas/scores/engine.ts',
            'areas/scores/engine.ts → areas/games/service.ts',
          ],
        ],
      ]);
      expect(named(planted.belowToArea)).toEqual(['db/seed/demo.ts → areas/games/service.ts']);
    });
  });
});
