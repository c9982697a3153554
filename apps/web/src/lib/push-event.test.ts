import { describe, expect, it } from 'vitest';
import { notificationOf } from './push-event.ts';

const push = {
  type: 'roundClosed',
  params: { game: 'Spring steps', round: 'Week 1', winners: '<b>Reds</b>, Ann' },
  link: '/play',
  lang: 'de',
};

describe('a push on the device', () => {
  it('is worded in the language the server named, params as plain text', () => {
    expect(notificationOf(push)).toEqual({
      title: 'Rally',
      options: {
        body: 'Week 1 von Spring steps ist abgeschlossen, die Ergebnisse stehen fest. Gewonnen hat: <b>Reds</b>, Ann.',
        lang: 'de',
        tag: 'roundClosed',
        data: { link: '/play' },
      },
    });
  });

  it('says a round where nobody scored has no winner, rather than naming every team', () => {
    const none = {
      type: 'roundClosedNoPoints',
      params: { game: 'Spring steps', round: 'Week 1' },
      link: '/',
      lang: 'en',
    };
    expect(notificationOf(none)?.options.body).toBe(
      'Week 1 of Spring steps is closed and its results are final. No points were scored in this round, so it has no winner.',
    );
    expect(notificationOf({ ...none, lang: 'de' })?.options.body).toBe(
      'Week 1 von Spring steps ist abgeschlossen, die Ergebnisse stehen fest. In dieser Runde wurden keine Punkte erzielt, daher gibt es keinen Gewinner.',
    );
  });

  it('names a badge by its own name, else by its rule in the reader’s language, and words a hand take-back apart', () => {
    const badge = (type: string, name: string, kind: string, lang: string) =>
      notificationOf({ type, params: { gameId: 'g', badgeId: 'b', kind, name }, link: '/', lang })?.options
        .body;
    expect(badge('badgeEarned', '', 'firstLog', 'fr')).toBe('Vous avez obtenu le badge « Premier pas ».');
    expect(badge('badgeEarned', 'Stair master', 'behaviourLogs', 'en')).toBe(
      'You earned the badge “Stair master”.',
    );
    expect(badge('badgeRevoked', '', 'firstLog', 'en')).toMatch(/was rejected or removed/);
    expect(badge('badgeTakenBack', 'Helper', 'manual', 'en')).toBe(
      'An organiser took back the badge “Helper” they had given you.',
    );
  });

  it('falls back to English for a language the app does not speak', () => {
    expect(notificationOf({ ...push, lang: 'xx' })?.options.body).toMatch(
      /^Week 1 of Spring steps is closed/,
    );
  });

  it('opens only a page of the app, never another site', () => {
    expect(notificationOf({ ...push, link: '//evil.example/x' })?.options.data.link).toBe('/');
  });

  it('shows nothing for what this app did not send', () => {
    expect(notificationOf({ type: 'somethingNew', params: {}, link: '/', lang: 'en' })).toBeNull();
    expect(notificationOf('hello')).toBeNull();
  });
});
