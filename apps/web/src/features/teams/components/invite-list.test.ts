import { describe, expect, it } from 'vitest';
import { nameOf, parseInviteList } from './invite-list.ts';

describe('parseInviteList', () => {
  it('reads one address a line, comma- or semicolon-separated, with or without a name', () => {
    expect(
      parseInviteList(
        'ana@acme.test\nBen Ode <Ben@Acme.test>, "Cleo Park" <cleo@acme.test>; dan@acme.test\n\n',
      ),
    ).toEqual({
      invitees: [
        { email: 'ana@acme.test', name: undefined },
        { email: 'ben@acme.test', name: 'Ben Ode' },
        { email: 'cleo@acme.test', name: 'Cleo Park' },
        { email: 'dan@acme.test', name: undefined },
      ],
      invalid: [],
    });
  });

  it('counts a repeated address once and returns what is not an address as typed', () => {
    expect(parseInviteList('ana@acme.test\nANA@acme.test\nnot an address\nEve <eve@>')).toEqual({
      invitees: [{ email: 'ana@acme.test', name: undefined }],
      invalid: ['not an address', 'Eve <eve@>'],
    });
  });

  it('names a new user by the name given, else by the address', () => {
    expect(nameOf({ email: 'ana.lima@acme.test', name: undefined })).toBe('ana lima');
    expect(nameOf({ email: 'x@acme.test', name: undefined })).toBe('x@acme.test');
    expect(nameOf({ email: 'ben@acme.test', name: 'Ben Ode' })).toBe('Ben Ode');
  });
});
