/**
 * Shared `Intl` formatters. Building one costs far more than using it (about 0.2 ms each on a
 * laptop, four times that on a mid-range phone), and a screen that builds one per row or per
 * render pays that hundreds of times while it first paints (issue 10). Each locale and set of
 * options gets one formatter, built on first use and kept.
 */
const dateTimeFormats = new Map<string, Intl.DateTimeFormat>();
const numberFormats = new Map<string, Intl.NumberFormat>();

const keyOf = (locale: string, options: object) => `${locale} ${JSON.stringify(options)}`;

export function dateTimeFormat(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = keyOf(locale, options);
  let format = dateTimeFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, options);
    dateTimeFormats.set(key, format);
  }
  return format;
}

export function numberFormat(locale: string, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = keyOf(locale, options);
  let format = numberFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, options);
    numberFormats.set(key, format);
  }
  return format;
}
