import type { TSkin } from '@rally/contracts/constants';

/**
 * The page's background in each skin (Mantine's `--mantine-color-body`, the header's colour too):
 * the colour an installed app's title bar and splash screen take, so they run into the header.
 * The manifest carries the light one (`apps/web/pwa.ts`); the page sets the chosen skin's (`app/theme-colour.tsx`).
 */
export const SKIN_COLOURS: Record<TSkin, string> = { light: '#ffffff', dark: '#242424' };
