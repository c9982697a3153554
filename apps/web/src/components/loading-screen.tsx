import { Center, Loader } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** While a screen's code or translations load (the common namespace is loaded before the first render). */
export function LoadingScreen() {
  const { t } = useTranslation();
  return (
    <Center mih="60vh" role="status">
      <Loader aria-label={t('shell.loading')} />
    </Center>
  );
}
