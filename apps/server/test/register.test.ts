import { registerFaultsOf } from '@rally/contracts/register';
import { describe, expect, it } from 'vitest';
import { reportLabels } from '../src/areas/reports/labels.ts';
import de from '../src/mail/messages/de.json' with { type: 'json' };
import pt from '../src/mail/messages/pt.json' with { type: 'json' };
import { SEED_BLUEPRINTS, SEED_LANGUAGES } from '../src/seed/template-content.ts';

const mails: Record<string, unknown> = { de, pt };

/** Every string of a JSON value, named by its path. */
function* texts(value: unknown, path: string): Generator<[string, string]> {
  if (typeof value === 'string') yield [path, value];
  else if (Array.isArray(value)) for (const [i, v] of value.entries()) yield* texts(v, `${path}[${i}]`);
  else if (value && typeof value === 'object')
    for (const [key, v] of Object.entries(value)) yield* texts(v, path ? `${path}.${key}` : key);
}

/** The texts of the seeded templates in one language (each text is [en, de, fr, pt]). */
function* templateTexts(language: 'de' | 'pt'): Generator<[string, string]> {
  const at = SEED_LANGUAGES.indexOf(language);
  for (const [path, text] of texts(SEED_BLUEPRINTS, 'templates')) {
    const match = path.match(/\[(\d)\]$/);
    if (match && Number(match[1]) === at) yield [path, text];
  }
}

/** German says "Sie" and Portuguese is Brazilian in mails, reports and templates too (docs/architecture.md). */
describe.each(['de', 'pt'] as const)('the register of %s', (language) => {
  it('holds in the mails', () => {
    expect([...texts(mails[language], 'mail')].length).toBeGreaterThan(10);
    expect(registerFaultsOf(language, texts(mails[language], 'mail'))).toEqual([]);
  });

  it('holds in the report labels', () => {
    expect(reportLabels(language)).not.toBe(reportLabels('en'));
    expect(registerFaultsOf(language, texts(reportLabels(language), 'report'))).toEqual([]);
  });

  it('holds in the ready-made templates', () => {
    expect([...templateTexts(language)].length).toBeGreaterThan(20);
    expect(registerFaultsOf(language, templateTexts(language))).toEqual([]);
  });
});
