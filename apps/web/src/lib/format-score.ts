import { numberFormat } from '@rally/contracts/intl';
import { currentLanguage } from './i18n.ts';

/** Points are whole; a team ranked by average may score 12.5 points per player. */
export const formatScore = (score: number) =>
  numberFormat(currentLanguage(), { maximumFractionDigits: 1 }).format(score);
