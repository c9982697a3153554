/**
 * Shared `Intl` formatters. Building one costs far more than using it (about 0.2 ms each on a
 * laptop, four times that on a mid-range phone), and a screen that builds one per row or per
 * render pays that hundreds of times while it first paints. Each kind, locale and set
 * of options gets one formatter, built on first use and kept.
 */
const built = new Map<string, unknown>();

function kept<T>(key: string, build: () => T): T {
  if (!built.has(key)) built.set(key, build());
  return built.get(key) as T;
}

export const dateTimeFormat = (locale: string, options: Intl.DateTimeFormatOptions) =>
  kept(`date ${locale} ${JSON.stringify(options)}`, () => new Intl.DateTimeFormat(locale, options));

export const numberFormat = (locale: string, options: Intl.NumberFormatOptions) =>
  kept(`number ${locale} ${JSON.stringify(options)}`, () => new Intl.NumberFormat(locale, options));
