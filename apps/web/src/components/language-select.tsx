import { Input } from '@mantine/core';
import { LANGUAGES, type TLanguage } from '@rally/contracts/constants';
import { IconLanguage, IconSelector } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { currentLanguage, isLanguage, setLanguage } from '../lib/i18n.ts';
import { useCommittedChoice } from './native-select.tsx';

/**
 * The language switcher: a native select (keyboard and screen-reader friendly everywhere) styled as
 * a Mantine input; not Mantine's NativeSelect, whose combobox code and styles /login would carry.
 * Labelled by its icon and an accessible name, not a visible label (`native-select.tsx` has one).
 * Each language is named in itself, so anyone can find their own. `onChange` hears the choice (signed
 * in, the header keeps it with the account).
 */
export function LanguageSelect({ onChange }: { onChange?: (language: TLanguage) => void }) {
  const { t } = useTranslation();
  const choice = useCommittedChoice(currentLanguage(), (language) => {
    if (!isLanguage(language)) return;
    void setLanguage(language);
    onChange?.(language);
  });
  return (
    <Input
      component="select"
      aria-label={t('preferences.language')}
      {...choice}
      leftSection={<IconLanguage size={16} aria-hidden />}
      rightSection={<IconSelector size={14} aria-hidden />}
      rightSectionPointerEvents="none"
      pointer
      variant="filled"
      w={{ base: 144, sm: 150 }}
    >
      {LANGUAGES.map((language) => (
        <option key={language} value={language} lang={language}>
          {t(`languages.${language}`)}
        </option>
      ))}
    </Input>
  );
}
