import { COMPANY_STAGES } from '@rally/contracts/companies';
import type { TPlan } from '@rally/contracts/constants';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

/** Plans and stages in words; a stage the web app does not know yet shows as the server sent it. */
export function useCompanyLabels() {
  const { t } = useTranslation('dashboard');
  // Stable while the language stays, so tables can memoize the columns that use it.
  return useMemo(
    () => ({
      plan: (plan: TPlan) => t(`plans.${plan}`),
      stage: (stage: string) => {
        const known = COMPANY_STAGES.find((value) => value === stage);
        return known ? t(`stages.${known}`) : stage;
      },
    }),
    [t],
  );
}
