import { numberFormat } from '@rally/contracts/intl';
import { currentLanguage } from './i18n.ts';

/**
 * Points and scores, the one way every board, report and dashboard shows them (the wall screen's
 * too): in the UI language with its grouping ("12,345"), and one decimal, because a team ranked
 * by average may score 113.7 points per player and must not read as 114.
 */
export const formatScore = (score: number) =>
  numberFormat(currentLanguage(), { maximumFractionDigits: 1 }).format(score);
