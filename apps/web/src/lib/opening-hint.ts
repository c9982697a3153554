import { OPENING_HINT_COOKIE, REMEMBER_ME_REFRESH_TTL_SECONDS } from '@rally/contracts/constants';
import { currentLanguage, i18n, wordsTierOf } from './i18n.ts';
import { getSession, subscribeSession } from './session.ts';

/**
 * What the app opens with in this browser, told to the server in a cookie (ADR 0019, "The page
 * names its screen's code"): that a session is stored here, whose words its screens read first,
 * and in which language (`player.de`). With it the server names a signed-in screen's code and
 * words in the page, as it does a public screen's: without it, it cannot tell a signed-in visitor
 * from one the app will send to sign in. Not a credential (the session stays in the browser's
 * storage): a hint out of date costs a download, nothing else.
 */
export function writeOpeningHint() {
  const session = getSession();
  const secure = location.protocol === 'https:' ? '; Secure' : '';
  if (session) {
    const value = `${wordsTierOf(session)}.${currentLanguage()}`;
    // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing from the phones' Safari before 18.4
    document.cookie = `${OPENING_HINT_COOKIE}=${value}; Path=/; Max-Age=${REMEMBER_ME_REFRESH_TTL_SECONDS}; SameSite=Lax${secure}`;
  } else if (document.cookie.split(/;\s*/).some((pair) => pair.startsWith(`${OPENING_HINT_COOKIE}=`))) {
    // Signed out: nothing is said any more (a signed-out visitor gets no cookie at all).
    // biome-ignore lint/suspicious/noDocumentCookie: as above
    document.cookie = `${OPENING_HINT_COOKIE}=; Path=/; Max-Age=0; Expires=Thu, 01 Jan 1970 00:00:00 GMT; SameSite=Lax${secure}`;
  }
}

/** The hint kept true from the app's start: on signing in or out, and on a change of language. */
export function keepOpeningHint() {
  writeOpeningHint();
  subscribeSession(writeOpeningHint);
  i18n.on('languageChanged', writeOpeningHint);
}
