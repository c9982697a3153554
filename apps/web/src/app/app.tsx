import { BrowserRouter } from 'react-router';
import { configureApiClient } from '../lib/api-client.ts';
import { queryClient } from '../lib/query-client.ts';
import { AppUpdate } from './app-update.tsx';
import { AppProviders } from './providers.tsx';
import { AppRoutes } from './routes.tsx';
import { ThemeColour } from './theme-colour.tsx';

// A failed refresh or a 403 ends the session (spec section 8): its data is forgotten, and the
// screen's guard, which watches the session, sends the user to /login.
configureApiClient({ onSessionEnd: () => queryClient.clear() });

export function App() {
  return (
    <AppProviders>
      {/* No transitions: a screen whose code is still loading shows the loading indicator. */}
      <BrowserRouter useTransitions={false}>
        <AppRoutes />
      </BrowserRouter>
      <AppUpdate />
      <ThemeColour />
    </AppProviders>
  );
}
