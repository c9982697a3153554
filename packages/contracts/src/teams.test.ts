import { describe, expect, it } from 'vitest';
import { inviteeName } from './teams.ts';

describe('inviteeName', () => {
  it('names a new player by the name given, else by the address', () => {
    expect(inviteeName({ email: 'ana.lima@acme.test' })).toBe('ana lima');
    expect(inviteeName({ email: 'x@acme.test' })).toBe('x@acme.test');
    expect(inviteeName({ email: 'ben@acme.test', fullName: 'Ben Ode' })).toBe('Ben Ode');
  });
});
