import { AppShell, useMantineTheme } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import { LoadingScreen } from '../../components/loading-screen.tsx';
import { useSyncCurrentUser } from '../../features/auth/api/current-user-api.ts';
import { TrialBanner } from '../../features/companies/components/trial-banner.tsx';
import { useOutboxSender } from '../../features/logs/api/use-log-outbox.ts';
import { useApplySavedSettings } from '../../features/profile/hooks/use-settings-sync.ts';
import { useLayout } from '../../lib/preferences.ts';
import { useSession } from '../../lib/session.ts';
import { useMediaQuery } from '../../lib/use-media-query.ts';
import { AppHeader } from './app-header.tsx';
import { QuickSettings } from './quick-settings.tsx';
import classes from './shell-layout.module.css';
import { SideNavigation } from './side-navigation.tsx';

const HEADER = 60;
const TOP_NAVIGATION = 48;

/**
 * The signed-in shell. Vertical: side navigation. Horizontal: navigation under the header. At phone
 * width both collapse the navigation behind the burger.
 */
export function ShellLayout() {
  const { t } = useTranslation();
  const session = useSession();
  const horizontal = useLayout() === 'horizontal';
  const [navOpen, { toggle, close }] = useDisclosure(false);
  const desktop = useMediaQuery(`(min-width: ${useMantineTheme().breakpoints.sm})`);
  // A collapsed navbar is only moved out of view: keep it out of the tab order and the landmarks too.
  const navHidden = desktop ? horizontal : !navOpen;
  const { me, failed } = useSyncCurrentUser(session !== null);
  // The bell starts from the notifications /auth/me brought; it asks for them itself only if that failed.
  const notifications = me?.notifications ?? (failed ? null : undefined);
  useApplySavedSettings(session?.user.id, me?.user.id === session?.user.id ? me?.settings : undefined);
  // Logs ticked without signal go out from whichever screen the player is on when it returns.
  useOutboxSender(session?.user.id);

  // Signed out (here or in another tab): the screen's guard sends the visitor to sign in.
  if (!session) return <Outlet />;

  return (
    <AppShell
      header={{ height: horizontal ? { base: HEADER, sm: HEADER + TOP_NAVIGATION } : HEADER }}
      navbar={{ width: 260, breakpoint: 'sm', collapsed: { mobile: !navOpen, desktop: horizontal } }}
      padding={{ base: 'sm', sm: 'lg' }}
    >
      <a href="#main-content" className={classes.skipLink}>
        {t('shell.skipToContent')}
      </a>
      <AppShell.Header>
        <AppHeader
          user={session.user}
          notifications={notifications}
          navOpen={navOpen}
          onToggleNav={toggle}
          horizontal={horizontal}
        />
      </AppShell.Header>
      <AppShell.Navbar aria-label={t('shell.navigation')} inert={navHidden}>
        <div className={classes.navigation}>
          <QuickSettings where="drawer" />
          <SideNavigation onNavigate={close} />
        </div>
      </AppShell.Navbar>
      <AppShell.Main id="main-content" tabIndex={-1} className={classes.main}>
        <TrialBanner trialEndsAt={me?.trialEndsAt} />
        <Suspense fallback={<LoadingScreen />}>
          <Outlet />
        </Suspense>
      </AppShell.Main>
    </AppShell>
  );
}
