import { LANGUAGES } from '@rally/contracts/constants';
import { describe, expect, it } from 'vitest';
import de from '../src/mail/messages/de.json' with { type: 'json' };
import en from '../src/mail/messages/en.json' with { type: 'json' };
import fr from '../src/mail/messages/fr.json' with { type: 'json' };
import pt from '../src/mail/messages/pt.json' with { type: 'json' };
import { renderMail, USER_TEXT_VARIABLES } from '../src/mail/templates.ts';

const catalogs: Record<string, Record<string, unknown>> = { en, de, fr, pt };

/** The {{variables}} of each entry (a template's subject, body and action together, or one line). */
function variablesByEntry(catalog: Record<string, unknown>) {
  return Object.fromEntries(
    Object.entries(catalog).map(([key, value]) => {
      const text = JSON.stringify(value);
      return [key, [...new Set([...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]))].sort()];
    }),
  );
}

/** A translation that drops or renames a variable sends a mail with a hole in it, unnoticed. */
describe('mail messages', () => {
  it('exist in every language', () => {
    expect(Object.keys(catalogs).sort()).toEqual([...LANGUAGES].sort());
  });

  it.each(LANGUAGES.filter((language) => language !== 'en'))(
    'use in %s exactly the {{variables}} of English, template by template',
    (language) => {
      expect(variablesByEntry(catalogs[language] ?? {})).toEqual(variablesByEntry(en));
    },
  );

  it('are checked for real: English names variables in most templates', () => {
    const used = Object.values(variablesByEntry(en)).filter((names) => names.length > 0);
    expect(used.length).toBeGreaterThanOrEqual(5);
  });
});

/** Names and other text users type are never a subject or a link (the open relay). */
describe('user text in mails', () => {
  const bait = 'Your bank account is locked, visit http://evil.example/x';

  it.each(LANGUAGES)('stays out of every subject in %s', (language) => {
    for (const [template, entry] of Object.entries(catalogs[language] ?? {})) {
      const subject = (entry as { subject?: string }).subject ?? '';
      const named = [...subject.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1] ?? '');
      expect({ template, named: named.filter((n) => USER_TEXT_VARIABLES.has(n)) }).toEqual({
        template,
        named: [],
      });
    }
  });

  it('is never a link: the only link is the mail own action', () => {
    const url = 'https://rally.example.com/rally/set-password/abc';
    const vars = { name: bait, inviter: bait, company: bait, url };
    const mail = renderMail('invite', 'en', vars);
    expect(mail.subject).not.toContain('evil');
    expect(mail.text).not.toContain('http://evil.example');
    expect(mail.html).not.toContain('http://evil.example');
    expect([...mail.html.matchAll(/href="([^"]*)"/g)].map((m) => m[1])).toEqual([url]);
    // The reader still sees the words: only invisible breaks were added.
    expect(mail.text.replaceAll('\u200b', '')).toContain(bait);
  });
});
