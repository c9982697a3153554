import {
  alpha,
  type CSSVariablesResolver,
  createTheme,
  darken,
  luminance,
  type MantineTheme,
} from '@mantine/core';
import { popoverLayer } from '../components/popover-layer.tsx';

/** Mantine's default dialog title bar is a `<header>`: inside a dialog, a second banner landmark. */
const dialogHeader = { defaultProps: { component: 'div' } };

export const theme = createTheme({
  primaryColor: 'indigo',
  // Shades with at least 4.5:1 contrast for white text on filled buttons, in both skins.
  primaryShade: { light: 7, dark: 8 },
  defaultRadius: 'md',
  fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, sans-serif',
  headings: {
    fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, sans-serif',
    fontWeight: '700',
  },
  cursorType: 'pointer',
  // Plain objects, not `Modal.extend()`: the theme is on /login, the dialogs' code is not.
  components: {
    ModalHeader: dialogHeader,
    DrawerHeader: dialogHeader,
    Alert: {
      // Mantine's alert is `role="alert"`: static help (a quiz's result, a locked game, the review's
      // notes) was read out as the screen drew it, and the quiz's result twice with its announcement.
      // What happened is said by lib/announce.ts; errors keep `role="alert"` (components/error-alert).
      defaultProps: { role: 'note' },
    },
    NumberInput: {
      // Mantine pulls a number above `max` back to it when the field is left, without a word: 1500
      // points silently became 1000. Left as typed, the form's rules refuse it with a message.
      defaultProps: { clampBehavior: 'none' },
    },
    Select: {
      // A long list scrolls in the listbox itself, not in a scroll box around it: the combobox
      // controls the listbox (arrow keys move through it), so it needs no focus of its own.
      defaultProps: { withScrollArea: false },
      styles: { options: { maxHeight: 'calc(13.75rem * var(--mantine-scale))', overflowY: 'auto' } },
    },
    Popover: {
      // Menus, select lists and date pickers open in the popover layer (a named region), not in a
      // node of their own at the end of <body>, outside every landmark. Looked up at each render:
      // until the layer is in the document, Mantine's own node is used.
      defaultProps: () => ({ portalProps: { target: popoverLayer() } }),
    },
    Menu: {
      // Mantine's focus placeholder is a `role="presentation"` element inside `role="menu"` (not
      // allowed there): an opened menu puts the focus on its first item, as the ARIA menu pattern has it.
      defaultProps: { withInitialFocusPlaceholder: false },
      // A red item's text is shade 6 in both skins (3.3:1 on white): the readable red of each skin.
      styles: { item: { '--mantine-color-red-6': 'var(--app-menu-item-red)' } },
    },
  },
});

/**
 * Mantine's default dimmed, link and error colours fall under 4.5:1 on the body background
 * (gray-6 on white is 3.3:1); these keep small text readable (WCAG AA) in both skins.
 */
function contrast(a: string, b: string) {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

/**
 * Text of `variant="light"` badges, alerts and buttons (shade 9 on shade 1, 2 when hovered) falls
 * under 4.5:1 for the bright palettes (yellow 2.7:1, orange, teal): darkened just enough, per colour.
 */
function readableLightVariantText(theme: MantineTheme): Record<string, string> {
  const variables: Record<string, string> = {};
  for (const [name, shades] of Object.entries(theme.colors)) {
    const [background, text] = [shades[2], shades[9]];
    if (!background || !text) continue;
    let amount = 0;
    while (amount < 0.9 && contrast(darken(text, amount), background) < 4.6) amount += 0.05;
    if (amount > 0) variables[`--mantine-color-${name}-light-color`] = darken(text, amount);
  }
  return variables;
}

/**
 * Red is the colour of what cannot be undone. White on its filled shade (red.7 in the light skin,
 * red.8 in the dark one) is 3.8:1 and 4.5:1: filled red buttons use red.9 (5.5:1) in both skins, and
 * outlined ones and red text in the light skin too. A red menu item (text on the menu, and on the
 * red hover of a focused item) gets a red that is readable on both, per skin.
 */
function readableRed(t: MantineTheme, scheme: 'light' | 'dark'): Record<string, string> {
  const red = t.colors.red;
  const filled = red[9] ?? '';
  const variables: Record<string, string> = {
    '--mantine-color-red-filled': filled,
    '--mantine-color-red-filled-hover': darken(filled, 0.1),
  };
  if (scheme === 'light') {
    variables['--mantine-color-red-outline'] = filled;
    variables['--mantine-color-red-outline-hover'] = alpha(filled, 0.05);
    return variables;
  }
  // Dark: a menu is dark.6, a hovered or focused red item the dark red of the light variant.
  const backgrounds = [t.colors.dark[6] ?? '', darken(filled, 0.3)];
  const menuRed = red.slice(0, 7).findLast((shade) => backgrounds.every((b) => contrast(shade, b) >= 4.6));
  variables['--app-menu-item-red'] = menuRed ?? red[0] ?? '';
  return variables;
}

export const cssVariablesResolver: CSSVariablesResolver = (t) => ({
  variables: {},
  light: {
    ...readableLightVariantText(t),
    ...readableRed(t, 'light'),
    // The light variant's text, already readable on white and on the light red of a hovered item.
    '--app-menu-item-red': 'var(--mantine-color-red-light-color)',
    '--mantine-color-dimmed': t.colors.gray[7] ?? '',
    '--mantine-color-anchor': t.colors.indigo[7] ?? '',
    '--mantine-color-error': t.colors.red[9] ?? '',
    // A placeholder is text too (a file field's "Choose a file" is all it shows): gray-5 was 2.1:1.
    '--mantine-color-placeholder': t.colors.gray[7] ?? '',
    // styles/accessibility.css: focus ring, control borders (3:1 on white and gray-0), links in a
    // selected row (on the primary light tint).
    '--app-focus-ring': t.colors.indigo[7] ?? '',
    '--app-control-border': t.colors.gray[6] ?? '',
    '--app-anchor-selected': t.colors.indigo[9] ?? '',
  },
  dark: {
    ...readableRed(t, 'dark'),
    '--mantine-color-dimmed': t.colors.dark[1] ?? '',
    '--mantine-color-anchor': t.colors.indigo[3] ?? '',
    '--mantine-color-error': t.colors.red[4] ?? '',
    '--mantine-color-placeholder': t.colors.dark[1] ?? '',
    '--app-focus-ring': t.colors.indigo[3] ?? '',
    '--app-control-border': t.colors.dark[2] ?? '',
    '--app-anchor-selected': t.colors.indigo[2] ?? '',
  },
});
