import { BrowserRouter } from 'react-router';
import { AppUpdate } from './app-update.tsx';
import { AppProviders } from './providers.tsx';
import { AppRoutes } from './routes.tsx';
import { ThemeColour } from './theme-colour.tsx';

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
