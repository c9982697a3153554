import type { TSessionUser } from '@rally/contracts/auth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { i18n, i18nReady, setLanguage } from './i18n.ts';
import { keepOpeningHint } from './opening-hint.ts';
import { clearSession, startSession, updateUser } from './session.ts';

const player: TSessionUser = {
  id: '0195f3a2-6b10-7c4e-9d3a-5c1e2f4a6b0c',
  email: 'ana@example.com',
  fullName: 'Ana Costa',
  role: 'player',
  companyId: '0195f3a2-6b10-7c4e-9d3a-5c1e2f4a6b0d',
  companyName: 'Acme',
  language: 'pt',
  abilities: [],
};

const hint = () =>
  document.cookie
    .split(/;\s*/)
    .find((pair) => pair.startsWith('rally-opening='))
    ?.slice('rally-opening='.length);

/**
 * The server names a signed-in screen's code in its page only where this cookie says a session is
 * stored (web-openings.ts): it has to follow signing in and out, the role and the language.
 */
describe('the opening hint', () => {
  beforeAll(async () => {
    await i18nReady;
    clearSession();
    keepOpeningHint();
  });
  afterAll(async () => {
    clearSession();
    await setLanguage('en');
  });

  it('says nothing signed out, and follows the session, its role and the language', async () => {
    expect(hint()).toBeUndefined();
    await setLanguage('en');
    startSession({ user: player, accessToken: 'a', refreshToken: 'r' }, false);
    expect(hint()).toBe('player.en');
    await setLanguage('de');
    expect(hint()).toBe('player.de');
    updateUser({ ...player, role: 'company_admin' });
    expect(hint()).toBe('all.de');
    clearSession();
    expect(hint()).toBeUndefined();
    expect(i18n.language).toBe('de');
  });
});
