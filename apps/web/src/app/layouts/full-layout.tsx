import { Box, Container, Group, Text } from '@mantine/core';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation, useSearchParams } from 'react-router';
import { LanguageSelect } from '../../components/language-select.tsx';
import { LoadingScreen } from '../../components/loading-screen.tsx';
import { HomeLink } from '../../components/logo.tsx';
import { SkinToggle } from '../../components/skin-toggle.tsx';
import { paths } from '../../lib/paths.ts';
import classes from './full-layout.module.css';

/** Full-page layout of the public screens: the brand, the language and skin, and the screen. */
export function FullLayout() {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const { pathname } = useLocation();
  // A public board on a wall screen (`?tv=1`) fills the screen: nothing around it. So does the
  // onboarding embedded in another site: no link in the frame leads away from it.
  if (search.get('tv') === '1' || pathname === paths.onboarding.iframe.path) {
    return (
      <Box component="main" className={classes.page}>
        <Suspense fallback={<LoadingScreen />}>
          <Outlet />
        </Suspense>
      </Box>
    );
  }
  return (
    <Box className={classes.page}>
      <Group component="header" justify="space-between" px="md" py="sm" wrap="nowrap">
        <HomeLink />
        <Group gap={4} wrap="nowrap">
          <LanguageSelect />
          <SkinToggle />
        </Group>
      </Group>
      <Container component="main" size="md" w="100%" py="xl" style={{ flex: 1 }}>
        <Suspense fallback={<LoadingScreen />}>
          <Outlet />
        </Suspense>
      </Container>
      <Text component="footer" className={classes.footer} size="sm" c="dimmed" ta="center" py="md" px="md">
        {/* A year is a name, not a quantity: as text, never grouped ("2,026"). */}
        {t('shell.footer', { year: String(new Date().getFullYear()) })}
      </Text>
    </Box>
  );
}
