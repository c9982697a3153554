import { Group } from '@mantine/core';
import { LanguageSelect } from '../../components/language-select.tsx';
import { SkinToggle } from '../../components/skin-toggle.tsx';
import { useSaveOwnSettings } from '../../features/profile/hooks/use-settings-sync.ts';
import classes from './shell-layout.module.css';

/**
 * Language and skin, kept with the account like the settings screen. In the header from 400 px on;
 * narrower (320 px, 400 % zoom) they move into the navigation drawer, so the header keeps the bell
 * and the account menu in view (1.4.10). Hidden by CSS, not by script: no jump at the first paint.
 */
export function QuickSettings({ where }: { where: 'header' | 'drawer' }) {
  const saveSettings = useSaveOwnSettings();
  return (
    <Group
      gap={4}
      wrap="nowrap"
      className={where === 'header' ? classes.wideOnly : classes.narrowOnly}
      mb={where === 'drawer' ? 'sm' : undefined}
    >
      <LanguageSelect onChange={(language) => saveSettings({ language })} />
      <SkinToggle onChange={(skin) => saveSettings({ skin })} />
    </Group>
  );
}
