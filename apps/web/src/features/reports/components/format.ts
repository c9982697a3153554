import { numberFormat } from '@rally/contracts/intl';
import { currentLanguage } from '../../../lib/i18n.ts';

/** Figures in the UI language (KPI targets and averages); points go through `formatScore`. */
export const formatNumber = (value: number, digits = 1) =>
  numberFormat(currentLanguage(), { maximumFractionDigits: digits }).format(value);

export const formatPercent = (ratio: number) =>
  numberFormat(currentLanguage(), { style: 'percent', maximumFractionDigits: 0 }).format(ratio);

export const formatMoney = (amount: number, currency: string) =>
  numberFormat(currentLanguage(), { style: 'currency', currency }).format(amount);
