import { beforeAll, describe, expect, it } from 'vitest';
import { i18n } from './i18n.ts';
import { messageText } from './messages.ts';

describe('messageText', () => {
  beforeAll(async () => {
    await i18n.loadLanguages(['de', 'pt']);
    await i18n.loadNamespaces('messages');
  });

  it("shows a server message in the reader's language, its params filled in", () => {
    const de = i18n.getFixedT('de', 'messages');
    const text = messageText(de, {
      messageCode: 'kpis.targetExists',
      params: { name: 'Schritte' },
      message: 'Schritte already has a target; change that one instead.',
    });
    expect(text).toBe('Schritte hat bereits ein Ziel; ändern Sie stattdessen dieses.');
  });

  it("names a plan in the reader's language, not by the code the server sends", () => {
    const pt = i18n.getFixedT('pt', 'messages');
    const text = messageText(pt, {
      messageCode: 'plans.gamesLimit',
      params: { plan: 'basic', limit: 3, used: 3 },
      message: 'The basic plan allows 3 new games a month, and 3 were created this month.',
    });
    expect(text).toContain('Novos jogos por mês no plano Básico: 3.');
  });

  it("falls back to the server's English for a code this build does not know", () => {
    const de = i18n.getFixedT('de', 'messages');
    const text = messageText(de, { messageCode: 'games.somethingNew', message: 'Something new happened.' });
    expect(text).toBe('Something new happened.');
  });
});
