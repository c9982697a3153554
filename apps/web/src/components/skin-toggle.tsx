import { useComputedColorScheme, useMantineColorScheme } from '@mantine/core';
import type { TSkin } from '@rally/contracts/constants';
import { IconMoon, IconSun } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ToggleButton } from './toggle-button.tsx';

/**
 * Light or dark skin, kept by Mantine's color scheme manager in localStorage; `onChange` hears the
 * choice (the header keeps it with the account).
 */
export function SkinToggle({ onChange }: { onChange?: (skin: TSkin) => void }) {
  const { t } = useTranslation();
  const { setColorScheme } = useMantineColorScheme();
  const skin = useComputedColorScheme('light');
  const next = skin === 'dark' ? 'light' : 'dark';
  return (
    <ToggleButton
      label={t(next === 'dark' ? 'preferences.skinDark' : 'preferences.skinLight')}
      icon={next === 'dark' ? <IconMoon size={20} aria-hidden /> : <IconSun size={20} aria-hidden />}
      onToggle={() => {
        setColorScheme(next);
        onChange?.(next);
      }}
    />
  );
}
