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
