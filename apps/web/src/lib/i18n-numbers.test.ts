import { afterEach, describe, expect, it } from 'vitest';
import { i18n, setLanguage } from './i18n.ts';

afterEach(() => setLanguage('en'));

describe('numbers in translated sentences', () => {
  it('are written as the language writes them, counts and other params alike', async () => {
    expect(i18n.t('activities:behaviour.pointsBadge', { count: 1234 })).toBe('1,234 points');
    expect(i18n.t('common:table.selected', { count: 1234567 })).toBe('1,234,567 selected');
    expect(i18n.t('activities:behaviour.pointsBadge', { count: 2.5 })).toBe('2.5 points');
    await setLanguage('de');
    expect(i18n.t('activities:behaviour.pointsBadge', { count: 1234 })).toBe('1.234 Punkte');
    expect(i18n.t('activities:behaviour.pointsBadge', { count: 2.5 })).toBe('2,5 Punkte');
  });

  it('leave text params as they are', () => {
    expect(i18n.t('notifications:types.gameStarted', { name: '1234' })).toMatch(/^1234 has started/);
  });
});
