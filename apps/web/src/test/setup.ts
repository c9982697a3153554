// IndexedDB as browsers have it (happy-dom has none): the log outbox keeps ticks there.
import 'fake-indexeddb/auto';
import { ZSessionUser } from '@rally/contracts/auth';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeAll, vi } from 'vitest';
import { resetOutbox } from '../features/logs/api/log-outbox.ts';
import { i18n, i18nReady, NAMESPACES } from '../lib/i18n.ts';
import { queryClient } from '../lib/query-client.ts';
import { checkStoredUsersWith, clearSession } from '../lib/session.ts';

// Stored sessions are checked as in the app once it has opened (main.tsx).
checkStoredUsersWith(ZSessionUser);

// No test reaches the network: a call that no mockApi answers (one sent after its test ended, say)
// is refused here, instead of connecting to happy-dom's origin (localhost:3000), where nothing
// listens or, worse, something else does. mockApi stubs over this; unstubbing brings it back.
globalThis.fetch = (input: RequestInfo | URL) =>
  Promise.reject(
    new TypeError(`No test server answers ${String(input instanceof Request ? input.url : input)}`),
  );

// Screens load lazily (code and translations): give findBy* time for a cold first render.
configure({ asyncUtilTimeout: 5000 });

// Tests read English, with every namespace in place, so no screen suspends on translations.
beforeAll(async () => {
  await i18nReady;
  await i18n.changeLanguage('en');
  await i18n.loadNamespaces([...NAMESPACES]);
});

afterEach(async () => {
  cleanup();
  clearSession();
  localStorage.clear();
  queryClient.clear();
  vi.unstubAllGlobals();
  vi.useRealTimers();
  // After the real timers are back: IndexedDB answers on them.
  await resetOutbox();
});
