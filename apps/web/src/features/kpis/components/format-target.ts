import { numberFormat } from '@rally/contracts/intl';
import { currentLanguage } from '../../../lib/i18n.ts';

/** A target as people read it in the interface language ("12,500 km"); a dash when there is none. */
export function formatTarget(target: number | undefined, unit: string): string {
  if (target === undefined) return '—';
  const number = numberFormat(currentLanguage(), { maximumFractionDigits: 4 }).format(target);
  return unit ? `${number} ${unit}` : number;
}
