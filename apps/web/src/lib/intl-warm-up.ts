import { dateTimeFormat, numberFormat } from '@rally/contracts/intl';

let warmed = false;

/**
 * The page's first `Intl` formatter costs about 30 ms on a laptop (the browser's ICU loads its
 * data), four times that on a mid-range phone; every later one about 0.2 ms. Paid in the render
 * that first shows a score or a date, it was a long task of its own (149 ms at 4× CPU of one
 * 481 ms task on the public game page). Built here, in a task of its own while the screen's
 * code and data travel, it is kept for the screens (`@rally/contracts/intl`).
 */
export function warmUpIntl(language: string) {
  if (warmed) return;
  warmed = true;
  setTimeout(() => {
    // The formatters the screens use most, kept by `@rally/contracts/intl` for them.
    numberFormat(language, { maximumFractionDigits: 1 }).format(0);
    numberFormat(language, {}).format(0);
    dateTimeFormat(language, { dateStyle: 'medium' }).format(0);
  }, 0);
}
