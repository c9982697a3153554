import type { TSessionUser } from '@rally/contracts/auth';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearSession, getSession, startSession, subscribeSession, updateUser } from './session.ts';

const user: TSessionUser = {
  id: '0195f3a2-6b10-7c4e-9d3a-5c1e2f4a6b0c',
  email: 'ana@example.com',
  fullName: 'Ana Costa',
  role: 'company_admin',
  companyId: '0195f3a2-6b10-7c4e-9d3a-5c1e2f4a6b0d',
  companyName: 'Acme',
  language: 'pt',
  abilities: [],
};

afterEach(() => clearSession());

describe('updateUser', () => {
  it('tells the screens only when the user changed', () => {
    startSession({ user, accessToken: 'a', refreshToken: 'r' }, false);
    const session = getSession();
    const listener = vi.fn();
    const stop = subscribeSession(listener);

    updateUser({ ...user });
    expect(listener).not.toHaveBeenCalled();
    expect(getSession()).toBe(session);

    updateUser({ ...user, fullName: 'Ana Maria Costa' });
    expect(listener).toHaveBeenCalledTimes(1);
    expect(getSession()?.user.fullName).toBe('Ana Maria Costa');
    stop();
  });
});

describe('a stored session', () => {
  it('is none when its user is not in the shape the contracts give it (an older app stored it)', () => {
    localStorage.setItem('rally.accessToken', 'a');
    localStorage.setItem('rally.user', JSON.stringify({ ...user, role: 'superuser' }));
    // Another tab wrote it: the session is read again.
    window.dispatchEvent(new StorageEvent('storage', { key: 'rally.user' }));
    expect(getSession()).toBeNull();

    localStorage.setItem('rally.user', JSON.stringify(user));
    window.dispatchEvent(new StorageEvent('storage', { key: 'rally.user' }));
    expect(getSession()?.user).toEqual(user);
  });
});
