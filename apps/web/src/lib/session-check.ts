import { ZSessionUser } from '@rally/contracts/auth';
import { setUserCheck } from './session.ts';

/**
 * A stored user is a session only in the shape the contracts give it: one stored by an older
 * version of the app, or damaged, is none (sign in again). Loaded apart from `session.ts`, which
 * /login's first paint needs without zod; `main.tsx` loads this before the first render whenever
 * a session is stored.
 */
setUserCheck((stored) => {
  const user = ZSessionUser.safeParse(stored);
  return user.success ? user.data : null;
});
