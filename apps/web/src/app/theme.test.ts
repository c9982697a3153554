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

/** `top` at `opacity` over `bottom`, both `#rrggbb`: the colour a tinted background shows. */
function over(top: string, opacity: number, bottom: string) {
  const channel = (hex: string, i: number) => Number.parseInt(hex.slice(1 + i * 2, 3 + i * 2), 16);
  const mixed = [0, 1, 2].map((i) =>
    Math.round(channel(top, i) * opacity + channel(bottom, i) * (1 - opacity)),
  );
  return `#${mixed.map((c) => c.toString(16).padStart(2, '0')).join('')}`;
}

describe('theme: controls and focus stand out (WCAG 1.4.11, 1.4.3)', () => {
  const { dark, gray, indigo } = merged.colors;
  const backgrounds = {
    light: ['#ffffff', gray[0] ?? ''],
    dark: [dark[7] ?? '', dark[8] ?? '', dark[6] ?? ''],
  } as const;

  it.each(['light', 'dark'] as const)('the focus ring is 3:1 on every background (%s skin)', (skin) => {
    const ring = variables[skin]['--app-focus-ring'] ?? '';
    for (const background of backgrounds[skin]) expect(contrast(ring, background)).toBeGreaterThanOrEqual(3);
  });

  it.each(['light', 'dark'] as const)('input and checkbox borders are 3:1 (%s skin)', (skin) => {
    const border = variables[skin]['--app-control-border'] ?? '';
    for (const background of backgrounds[skin])
      expect(contrast(border, background)).toBeGreaterThanOrEqual(3);
  });

  it('a link in a selected row is 4.5:1 on the row tint, in both skins', () => {
    const lightRow = over(indigo[7] ?? '', 0.1, '#ffffff');
    const darkRow = over(indigo[8] ?? '', 0.15, dark[7] ?? '');
    expect(contrast(variables.light['--app-anchor-selected'] ?? '', lightRow)).toBeGreaterThanOrEqual(4.5);
    expect(contrast(variables.dark['--app-anchor-selected'] ?? '', darkRow)).toBeGreaterThanOrEqual(4.5);
  });
});

describe('theme: placeholders are readable on their fields (WCAG AA)', () => {
  // A field is white in the light skin and dark.6 in the dark one.
  it.each([
    ['light', '#fff'],
    ['dark', merged.colors.dark[6] ?? ''],
  ] as const)('%s skin', (skin, field) => {
    expect(contrast(variables[skin]['--mantine-color-placeholder'] ?? '', field)).toBeGreaterThanOrEqual(4.5);
  });
});
