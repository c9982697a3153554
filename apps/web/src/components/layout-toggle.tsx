import type { TLayout } from '@rally/contracts/constants';
import { IconLayoutNavbar, IconLayoutSidebar } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { setLayout, useLayout } from '../lib/preferences.ts';
import { ToggleButton } from './toggle-button.tsx';

/**
 * Vertical (side navigation) or horizontal (top navigation) app shell, kept in localStorage;
 * `onChange` hears the choice (the header keeps it with the account).
 */
export function LayoutToggle({ onChange }: { onChange?: (layout: TLayout) => void }) {
  const { t } = useTranslation();
  const next = useLayout() === 'vertical' ? 'horizontal' : 'vertical';
  return (
    <ToggleButton
      label={t(next === 'horizontal' ? 'preferences.layoutHorizontal' : 'preferences.layoutVertical')}
      icon={
        next === 'horizontal' ? (
          <IconLayoutNavbar size={20} aria-hidden />
        ) : (
          <IconLayoutSidebar size={20} aria-hidden />
        )
      }
      onToggle={() => {
        setLayout(next);
        onChange?.(next);
      }}
    />
  );
}
