import { USER_STATUSES } from '@rally/contracts/users';
import { useTranslation } from 'react-i18next';
import { FilterSelect, viewFilter } from '../../../components/filter-select.tsx';
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
      <FilterSelect
        view={view}
        onViewChange={onViewChange}
        name="role"
        label={t('fields.role')}
        placeholder={t('list.allRoles')}
        data={(roles.data ?? []).map(({ value }) => ({ value, label: tc(`roles.${value}`) }))}
        w={width}
      />
      <FilterSelect
        view={view}
        onViewChange={onViewChange}
        name="status"
        label={t('fields.status')}
        placeholder={t('list.allStatuses')}
        data={USER_STATUSES.map((value) => ({ value, label: tc(`userStatus.${value}`) }))}
        w={width}
      />
      {byCompany && (
        <CompanySelect
          label={t('fields.company')}
          placeholder={t('list.allCompanies')}
          nothingFoundMessage={t('fields.noCompany')}
          {...viewFilter({ view, onViewChange, name: 'companyId' })}
          w={{ base: '100%', xs: 240 }}
        />
      )}
    </>
  );
}
