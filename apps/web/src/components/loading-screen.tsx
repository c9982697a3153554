import { Center, Loader, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/**
 * While a screen's code, translations or data load (the common namespace is loaded before the first
 * render). The status is named, and says so in words: the spinner itself is only drawn.
 */
export function LoadingScreen() {
  const { t } = useTranslation();
  return (
    <Center mih="60vh" role="status" aria-label={t('shell.loading')} data-loading-screen>
      <Loader aria-hidden />
      <VisuallyHidden>{t('shell.loading')}</VisuallyHidden>
    </Center>
  );
}
