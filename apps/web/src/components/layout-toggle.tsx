import { ActionIcon } from '@mantine/core';
import type { TLayout } from '@rally/contracts/constants';
import { IconLayoutNavbar, IconLayoutSidebar } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { setLayout, useLayout } from '../lib/preferences.ts';

/**
 * Vertical (side navigation) or horizontal (top navigation) app shell, kept in localStorage;
 * `onChange` hears the choice (the header keeps it with the account).
 */
export function LayoutToggle({ onChange }: { onChange?: (layout: TLayout) => void }) {
  const { t } = useTranslation();
  const next = useLayout() === 'vertical' ? 'horizontal' : 'vertical';
  return (
    <ActionIcon
      variant="subtle"
      color="gray"
      size="lg"
      aria-label={t(next === 'horizontal' ? 'preferences.layoutHorizontal' : 'preferences.layoutVertical')}
      onClick={() => {
        setLayout(next);
        onChange?.(next);
      }}
    >
      {next === 'horizontal' ? (
        <IconLayoutNavbar size={20} aria-hidden />
      ) : (
        <IconLayoutSidebar size={20} aria-hidden />
      )}
    </ActionIcon>
  );
}
