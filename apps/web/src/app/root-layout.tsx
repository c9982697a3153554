import { useEffect } from 'react';
import { Outlet, useLocation } from 'react-router';
import { ScrollToTop } from '../components/scroll-to-top.tsx';
import { RouteErrorBoundary } from './route-error-boundary.tsx';

/** Around every screen: a new screen starts at the top, a failing one shows an error, not a blank page. */
export function RootLayout() {
  const { pathname } = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: scrolling up is what a new pathname asks for.
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);

  return (
    <RouteErrorBoundary resetKey={pathname}>
      <Outlet />
      <ScrollToTop />
    </RouteErrorBoundary>
  );
}
