import './app/styles/mantine-base.css';
import './app/styles/accessibility.css';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app.tsx';
import { mountAnnouncer } from './lib/announce.ts';
import { sendEarly } from './lib/api-client.ts';
import { earlyRequests } from './lib/early-requests.ts';
import { currentLanguage, i18nReady } from './lib/i18n.ts';
import { warmUpIntl } from './lib/intl-warm-up.ts';
import { afterFirstPaint, loadsOnOpening, openingLoaded } from './lib/opening.ts';
import { hasOpeningAnswers } from './lib/opening-answers.ts';
import { keepOpeningHint } from './lib/opening-hint.ts';
import { registerServiceWorker } from './lib/service-worker.ts';
import { checkStoredUsersWith, getSession, hasStoredSession } from './lib/session.ts';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

// The live regions are in the document before any message (lib/announce.ts).
mountAnnouncer();
// A stored session is checked against the contracts before anything renders (session.ts); signed
// out, /login paints without that check's zod.
if (hasStoredSession()) {
  loadsOnOpening(import('@rally/contracts/auth').then((auth) => checkStoredUsersWith(auth.ZSessionUser)));
  // The screen's first request, where its address decides it, goes out now, beside the screen's
  // code, not once that code has run (lib/early-requests.ts).
  const userId = getSession()?.user.id;
  if (userId) sendEarly(earlyRequests(window.location.pathname, userId));
  // The player's home as last received (lib/offline-cache.ts), so it draws offline too. Signed in
  // only: /login paints without the query client and IndexedDB's code.
  loadsOnOpening(
    Promise.all([import('./lib/offline-cache.ts'), import('./lib/query-client.ts')]).then(
      ([cache, { queryClient }]) => cache.restoreOfflineCache(queryClient),
    ),
  );
}
// A screen that opens with data draws figures; the page's first `Intl` formatter is built while
// its code and data travel, not in the render (lib/intl-warm-up.ts). Signed out with no data
// (/login), nothing is built.
if (hasStoredSession() || hasOpeningAnswers()) warmUpIntl(currentLanguage());
// The first render waits for the common translations, so no screen ever shows raw keys, and for
// the code of the screen at the address, so it shows at once, not after a loading indicator.
// The server is told what the next page of this browser opens with (lib/opening-hint.ts).
void i18nReady.then(keepOpeningHint);
void Promise.all([i18nReady, openingLoaded()]).then(() => {
  // Rendered as a transition: React then yields to the browser every few milliseconds instead of
  // holding the main thread for the whole first render (a phone's taps wait for no long task;
  // Lighthouse's blocking time on a phone halved, ADR 0019 "The first render yields").
  const app = createRoot(root);
  startTransition(() =>
    app.render(
      <StrictMode>
        <App />
      </StrictMode>,
    ),
  );
  // A second visit opens from the cache, offline too (decision 0027). Its code is no part of the
  // first paint: the page can load (its `load` event) before the first render's words are here.
  afterFirstPaint(registerServiceWorker);
});
