import { describe, expect, it } from 'vitest';
import { parseInviteList } from './invite-list.ts';

describe('parseInviteList', () => {
  it('reads one address a line, comma- or semicolon-separated, with or without a name', () => {
    expect(
      parseInviteList(
        'ana@acme.test\nBen Ode <Ben@Acme.test>, "Cleo Park" <cleo@acme.test>; dan@acme.test\n\n',
      ),
    ).toEqual({
      invitees: [
        { email: 'ana@acme.test' },
        { email: 'ben@acme.test', fullName: 'Ben Ode' },
        { email: 'cleo@acme.test', fullName: 'Cleo Park' },
        { email: 'dan@acme.test' },
      ],
      invalid: [],
    });
  });

  it('counts a repeated address once and returns what is not an address as typed', () => {
    expect(parseInviteList('ana@acme.test\nANA@acme.test\nnot an address\nEve <eve@>')).toEqual({
      invitees: [{ email: 'ana@acme.test' }],
      invalid: ['not an address', 'Eve <eve@>'],
    });
  });
});
