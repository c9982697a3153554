import { createTheme, DEFAULT_THEME, luminance, mergeMantineTheme } from '@mantine/core';
import { describe, expect, it } from 'vitest';
import { cssVariablesResolver, theme } from './theme.ts';

const merged = mergeMantineTheme(DEFAULT_THEME, createTheme(theme));
const variables = cssVariablesResolver(merged);

function contrast(a: string, b: string) {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

const red = merged.colors.red;

describe('theme: red, the colour of what cannot be undone, is readable (WCAG AA)', () => {
  it.each(['light', 'dark'] as const)(
    'white on a filled red button, at rest and hovered (%s skin)',
    (skin) => {
      const filled = variables[skin]['--mantine-color-red-filled'] ?? '';
      const hovered = variables[skin]['--mantine-color-red-filled-hover'] ?? '';
      expect(contrast('#fff', filled)).toBeGreaterThanOrEqual(4.5);
      expect(contrast('#fff', hovered)).toBeGreaterThanOrEqual(4.5);
    },
  );

  it('red text and outlines on white (light skin)', () => {
    expect(contrast(variables.light['--mantine-color-red-outline'] ?? '', '#fff')).toBeGreaterThanOrEqual(
      4.5,
    );
  });

  it('a red menu item on the menu and on its hover (dark skin)', () => {
    const text = variables.dark['--app-menu-item-red'] ?? '';
    expect(contrast(text, merged.colors.dark[6] ?? '')).toBeGreaterThanOrEqual(4.5);
    expect(contrast(text, '#8d1d1d')).toBeGreaterThanOrEqual(4.5); // darken(red.9, 0.3), Mantine's
    expect(red.slice(2, 5)).toContain(text);
  });

  it('a red menu item takes the light variant text in the light skin (readable on red.2)', () => {
    expect(variables.light['--app-menu-item-red']).toBe('var(--mantine-color-red-light-color)');
    expect(
      contrast(variables.light['--mantine-color-red-light-color'] ?? '', red[2] ?? ''),
    ).toBeGreaterThanOrEqual(4.5);
  });
});
