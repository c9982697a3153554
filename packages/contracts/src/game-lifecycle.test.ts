import { describe, expect, it } from 'vitest';
import { canTransition, gamePhase, gameRules, gameStage, type TGameDates } from './game-lifecycle.ts';

// Noon UTC on 10 June 2026: the same calendar day in Berlin.
const now = new Date('2026-06-10T12:00:00Z');
const active = (startDate: string, endDate: string): TGameDates => ({
  status: 'active',
  startDate,
  endDate,
  timezone: 'Europe/Berlin',
});

describe('the game lifecycle', () => {
  it('places an active game against its dates, both ends included', () => {
    expect(gameStage(active('2026-06-11', '2026-06-20'), now)).toBe('scheduled');
    expect(gameStage(active('2026-06-10', '2026-06-20'), now)).toBe('running');
    expect(gameStage(active('2026-06-01', '2026-06-10'), now)).toBe('running');
    expect(gameStage(active('2026-06-01', '2026-06-09'), now)).toBe('ended');
  });

  it('counts days in the game zone: late evening UTC is already tomorrow in Tokyo', () => {
    const late = new Date('2026-06-10T20:00:00Z');
    const game = { ...active('2026-06-11', '2026-06-20'), timezone: 'Asia/Tokyo' };
    expect(gamePhase(game, late)).toBe('running');
    expect(gamePhase({ ...game, timezone: 'UTC' }, late)).toBe('scheduled');
  });

  it('shows an active game past its end as finished, yet lets its organiser still correct it', () => {
    const ended = active('2026-06-01', '2026-06-09');
    expect(gamePhase(ended, now)).toBe('finished');
    expect(gameRules(ended, now)).toMatchObject({
      editContent: true,
      playersLog: false,
      sendStartEmail: false,
    });
    expect(gameRules({ ...ended, status: 'finished' }, now).editContent).toBe(false);
  });

  it('lets players log only while a game runs, and removes structure only in a draft', () => {
    expect(gameRules(active('2026-06-01', '2026-06-20'), now)).toMatchObject({
      playersLog: true,
      removeStructure: false,
      startFixed: true,
    });
    expect(gameRules(active('2026-06-11', '2026-06-20'), now).playersLog).toBe(false);
    const draft: TGameDates = { status: 'draft', startDate: null, endDate: null, timezone: 'UTC' };
    expect(gameRules(draft, now)).toMatchObject({
      removeStructure: true,
      playersLog: false,
      datesRequired: false,
    });
  });

  it('allows only the lifecycle steps', () => {
    expect(canTransition('draft', 'active')).toBe(true);
    expect(canTransition('archived', 'finished')).toBe(true);
    expect(canTransition('draft', 'finished')).toBe(false);
    expect(canTransition('finished', 'active')).toBe(false);
  });
});
