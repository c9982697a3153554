import { registerFaultsOf } from '@rally/contracts/register';
import { describe, expect, it } from 'vitest';
import { NAMESPACES } from '../lib/i18n.ts';

type Tree = { [key: string]: string | Tree };
const files = import.meta.glob<Tree>('./{de,pt}/*.json', { eager: true, import: 'default' });

function* texts(tree: Tree, prefix = ''): Generator<[string, string]> {
  for (const [key, value] of Object.entries(tree)) {
    if (typeof value === 'string') yield [prefix + key, value];
    else yield* texts(value, `${prefix}${key}.`);
  }
}

/** German says "Sie" and Portuguese is Brazilian on every screen (docs/architecture.md, "Translations"). */
describe.each(['de', 'pt'])('the register of %s', (language) => {
  it('is checked over every namespace', () => {
    expect(Object.keys(files).filter((file) => file.startsWith(`./${language}/`))).toHaveLength(
      NAMESPACES.length,
    );
  });

  it.each(NAMESPACES)('holds in %s', (namespace) => {
    const tree = files[`./${language}/${namespace}.json`] ?? {};
    expect(registerFaultsOf(language, texts(tree, `${namespace}:`))).toEqual([]);
  });
});
