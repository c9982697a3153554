import { useComputedColorScheme } from '@mantine/core';
import { useEffect } from 'react';
import { SKIN_COLOURS } from '../lib/skin-colours.ts';

/**
 * The browser's and the installed app's title bar take the chosen skin's page colour (the
 * `theme-color` of index.html, light until the page knows the skin), so it runs into the header.
 */
export function ThemeColour() {
  const skin = useComputedColorScheme('light');
  useEffect(() => {
    document.querySelector('meta[name="theme-color"]')?.setAttribute('content', SKIN_COLOURS[skin]);
  }, [skin]);
  return null;
}
