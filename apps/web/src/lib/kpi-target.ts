import { TARGET_MAX, type TKpi, targetRefusal, ZKpiTarget } from '@rally/contracts/kpis';
import { i18n } from './i18n.ts';
import { messageText } from './messages.ts';

/**
 * What is wrong with a typed goal, in the UI language, by the rules the server applies (a number
 * from 0, and 0 only where lower is better: `targetRefusal`); null when it can be saved.
 */
export function targetProblem(direction: TKpi['direction'], value: unknown): string | null {
  const parsed = ZKpiTarget.safeParse(value);
  if (!parsed.success) {
    return typeof value === 'number' && value > 0
      ? i18n.t('validation.tooBig', { max: TARGET_MAX })
      : i18n.t('validation.tooSmall', { min: 0 });
  }
  const refusal = targetRefusal(direction, parsed.data);
  return refusal ? messageText(i18n.t, { messageCode: refusal, message: refusal }) : null;
}
