import { USER_STATUSES } from '@rally/contracts/users';
import { useTranslation } from 'react-i18next';
import { Select } from '../../../components/select.tsx';
import type { TTableView, TTableViewChange } from '../../../components/use-table-state.ts';
import { useAssignableRoles } from '../api/users-api.ts';
import { CompanySelect } from './company-select.tsx';

export const USER_FILTERS = ['role', 'status', 'companyId'] as const;
type TFilter = (typeof USER_FILTERS)[number];

type Props = {
  view: TTableView<TFilter>;
  onViewChange: (change: TTableViewChange<TFilter>) => void;
  byCompany: boolean;
};

/** Role, status and (for platform admins) company, kept in the URL with the rest of the list's view. */
export function UserFilters({ view, onViewChange, byCompany }: Props) {
  const { t } = useTranslation('users');
  const { t: tc } = useTranslation();
  const roles = useAssignableRoles();
  const width = { base: '100%', xs: 190 };

  return (
    <>
      <Select
        label={t('fields.role')}
        placeholder={t('list.allRoles')}
        data={(roles.data ?? []).map(({ value }) => ({ value, label: tc(`roles.${value}`) }))}
        value={view.filters.role ?? null}
        onChange={(role) => onViewChange({ filters: { role } })}
        clearable
        w={width}
      />
      <Select
        label={t('fields.status')}
        placeholder={t('list.allStatuses')}
        data={USER_STATUSES.map((value) => ({ value, label: tc(`userStatus.${value}`) }))}
        value={view.filters.status ?? null}
        onChange={(status) => onViewChange({ filters: { status } })}
        clearable
        w={width}
      />
      {byCompany && (
        <CompanySelect
          label={t('fields.company')}
          placeholder={t('list.allCompanies')}
          nothingFoundMessage={t('fields.noCompany')}
          value={view.filters.companyId ?? null}
          onChange={(companyId) => onViewChange({ filters: { companyId } })}
          clearable
          w={{ base: '100%', xs: 240 }}
        />
      )}
    </>
  );
}
