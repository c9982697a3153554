import { Input } from '@mantine/core';
import { LANGUAGES, type TLanguage } from '@rally/contracts/constants';
import { IconLanguage, IconSelector } from '@tabler/icons-react';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLanguage, isLanguage, setLanguage } from '../lib/i18n.ts';

/**
 * The language switcher: a native select (keyboard and screen-reader friendly everywhere) styled as
 * a Mantine input; not NativeSelect, whose combobox code and styles /login would carry. Each
 * language is named in itself, so anyone can find their own. `onChange` hears the choice (signed in,
 * the header keeps it with the account).
 */
export function LanguageSelect({ onChange }: { onChange?: (language: TLanguage) => void }) {
  const { t } = useTranslation();
  // A closed select changes its value on each arrow press: taken only when the choice is committed
  // (Enter, or leaving the field), not one whole interface language per key (3.2.2). A choice made
  // with the pointer is committed at once.
  const [pending, setPending] = useState<TLanguage | null>(null);
  const byKey = useRef(false);
  const commit = (language: TLanguage | null) => {
    setPending(null);
    if (!language || language === currentLanguage()) return;
    void setLanguage(language);
    onChange?.(language);
  };
  return (
    <Input
      component="select"
      aria-label={t('preferences.language')}
      value={pending ?? currentLanguage()}
      onPointerDown={() => {
        byKey.current = false;
      }}
      onKeyDown={(event: React.KeyboardEvent<HTMLSelectElement>) => {
        byKey.current = true;
        if (event.key === 'Enter') commit(pending);
      }}
      onBlur={() => commit(pending)}
      onChange={(event: React.ChangeEvent<HTMLSelectElement>) => {
        const language = event.currentTarget.value;
        if (!isLanguage(language)) return;
        if (byKey.current) setPending(language);
        else commit(language);
      }}
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
