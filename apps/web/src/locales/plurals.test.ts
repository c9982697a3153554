import { LANGUAGES } from '@rally/contracts/constants';
import { beforeAll, describe, expect, it } from 'vitest';
import { i18n } from '../lib/i18n.ts';
import { messageText } from '../lib/messages.ts';

/** Counts that may be 1 read in the singular in every language ("1 player", never "1 players"). */
const ONE: [string, string, Record<string, unknown>, Record<string, RegExp>][] = [
  [
    'dashboard',
    'gameCharts.participationHint',
    { active: 1, count: 1 },
    {
      en: /1 of 1 player has/,
      de: /1 von 1 Spieler hat/,
      fr: /1 joueur sur 1 a/,
      pt: /1 de 1 jogador registrou/,
    },
  ],
  [
    'reports',
    'participation.active',
    { active: 0, count: 1 },
    {
      en: /0 of 1 player logged/,
      de: /0 von 1 Spieler hat/,
      fr: /0 joueur sur 1 a/,
      pt: /0 de 1 jogador registrou/,
    },
  ],
  [
    'play',
    'games.standing',
    { count: 1, rank: 2, players: 3 },
    { en: /^1 point ·/, de: /^1 Punkt ·/, fr: /^1 point ·/, pt: /^1 ponto ·/ },
  ],
  [
    'uploads',
    'progress.total',
    { total: '1', count: 1 },
    { en: /^1 row$/, de: /^1 Zeile$/, fr: /^1 ligne$/, pt: /^1 linha$/ },
  ],
];

/** `i18n.t` with a key held in data: the keys above are checked by the expectations themselves. */
const translate = i18n.t as unknown as (key: string, options: Record<string, unknown>) => string;

describe('counts of one', () => {
  beforeAll(async () => {
    await i18n.loadLanguages([...LANGUAGES]);
    await i18n.loadNamespaces(['dashboard', 'reports', 'play', 'uploads', 'messages']);
  });

  it.each(ONE)('%s:%s reads in the singular', (ns, key, params, expected) => {
    for (const language of LANGUAGES) {
      expect(translate(key, { ...params, lng: language, ns }), language).toMatch(expected[language] ?? /^$/);
    }
  });

  it.each([
    ['plans.gamesLimit', { plan: 'basic', limit: 1, used: 1 }],
    ['plans.usersLimit', { plan: 'basic', limit: 1, used: 1 }],
    ['onboarding.planFull', { limit: 1 }],
    ['common.tooManyRequests', { seconds: 1 }],
  ])('%s with a limit of 1 puts no plural noun after the number', (messageCode, params) => {
    const en = messageText(i18n.getFixedT('en', 'messages'), { messageCode, params, message: '' });
    expect(en).not.toMatch(/\b1 (new )?(games|users|seconds)\b/);
    expect(en).toContain('1');
  });
});
