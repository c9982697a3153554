import { type CSSVariablesResolver, createTheme, darken, luminance, type MantineTheme } from '@mantine/core';

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

export const cssVariablesResolver: CSSVariablesResolver = (t) => ({
  variables: {},
  light: {
    ...readableLightVariantText(t),
    '--mantine-color-dimmed': t.colors.gray[7] ?? '',
    '--mantine-color-anchor': t.colors.indigo[7] ?? '',
    '--mantine-color-error': t.colors.red[9] ?? '',
  },
  dark: {
    '--mantine-color-dimmed': t.colors.dark[1] ?? '',
    '--mantine-color-anchor': t.colors.indigo[3] ?? '',
    '--mantine-color-error': t.colors.red[4] ?? '',
  },
});
