import { numberFormat } from '@rally/contracts/intl';
import { currentLanguage } from '../../../lib/i18n.ts';

/** An amount in the interface language's notation; pledges per point may need four decimals. */
export function formatMoney(amount: number, currency: string, maxDecimals = 2): string {
  return numberFormat(currentLanguage(), {
    style: 'currency',
    currency,
    minimumFractionDigits: 2,
    maximumFractionDigits: Math.max(2, maxDecimals),
  }).format(amount);
}
