import { Group } from '@mantine/core';
import { LanguageSelect } from '../../components/language-select.tsx';
import { SkinToggle } from '../../components/skin-toggle.tsx';
import { useSaveOwnSettings } from '../../features/profile/hooks/use-settings-sync.ts';
import { useMediaQuery } from '../../lib/use-media-query.ts';

/** Below this width (320 px is 1280 px at 400 % zoom) the header has room for the bell and account only. */
const NARROW = '(max-width: 399.98px)';

/**
 * Language and skin, kept with the account like the settings screen. In the header from 400 px on;
 * narrower they move into the navigation drawer, so the header keeps the bell and the account menu
 * in view (1.4.10). Rendered in one place only: one control of each, for keyboards and screen readers.
 */
export function QuickSettings({ where }: { where: 'header' | 'drawer' }) {
  const narrow = useMediaQuery(NARROW);
  const saveSettings = useSaveOwnSettings();
  if (narrow !== (where === 'drawer')) return null;
  return (
    <Group gap={4} wrap="nowrap" mb={where === 'drawer' ? 'sm' : undefined}>
      <LanguageSelect onChange={(language) => saveSettings({ language })} />
      <SkinToggle onChange={(skin) => saveSettings({ skin })} />
    </Group>
  );
}
