import { FALLBACK_LANGUAGE } from '@rally/contracts/constants';
import { numberFormat } from '@rally/contracts/intl';
import type { FormatterModule } from 'i18next';

/**
 * How i18next writes the values it puts into a text (`interpolation.alwaysFormat`): a number as the
 * text's language writes it ("1,234 points", "1.234 Punkte", "2,5"), anything else as it is. Every
 * translated sentence gets its numbers this way, with no `{{count, number}}` to remember in each
 * text of each language. A number that is a name rather than a quantity (a year) goes in as text.
 * It replaces i18next's own formatter, whose named formats no text uses: dates are written by
 * `lib/dates.ts`, scores by `lib/format-score.ts`, before they go in.
 */
export const numberFormatter: FormatterModule = {
  type: 'formatter',
  init() {},
  add() {},
  addCached() {},
  format(value, _format, language) {
    if (typeof value !== 'number' || !Number.isFinite(value)) return value;
    return numberFormat(language ?? FALLBACK_LANGUAGE, {}).format(value);
  },
};
