import type { TSignedInMessage } from '@rally/contracts/auth';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { focusWhenReady } from './focus.ts';
import { homePathFor } from './home-path.ts';
import { notifySuccess } from './notify.ts';
import { getRememberMe, startSession } from './session.ts';

/** How long the home screen's heading is waited for: the screen loads lazily, on a slow line too. */
const HEADING_WAIT_MS = 20_000;

/**
 * The end of a flow that signs in (a password set by link or code, an address confirmed): the
 * answer's session starts as sign-in's does, the user lands where their role lands, the result is
 * shown and said in a toast (`message`), and the focus moves to the new screen's heading. Answers false when
 * the answer carries no session: the page then shows its own ending.
 */
export function useContinueSignedIn() {
  const navigate = useNavigate();
  return useCallback(
    (answer: TSignedInMessage, message: string) => {
      const { user, accessToken, refreshToken } = answer;
      if (!user || !accessToken || !refreshToken) return false;
      // The remembered choice stays for the next sign-in; this session is not a remembered one.
      startSession({ user, accessToken, refreshToken }, getRememberMe());
      // The flow's own heading is left behind: the focus waits for the new screen's.
      const left = document.querySelector('main h1');
      navigate(homePathFor(user), { replace: true });
      focusWhenReady(
        () => {
          const heading = document.querySelector<HTMLElement>('main h1');
          return heading === left ? null : heading;
        },
        // The toast, an alert, is read after the heading: said once, not also through the announcer.
        { waitMs: HEADING_WAIT_MS, after: () => notifySuccess(message) },
      );
      return true;
    },
    [navigate],
  );
}
