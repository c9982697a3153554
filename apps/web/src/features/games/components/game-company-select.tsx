import type { SelectProps } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Select } from '../../../components/select.tsx';
import { useGameCompanies } from '../api/games-api.ts';

type Props = Omit<SelectProps, 'data' | 'searchable'>;

/** A company to create a game for or filter by (platform admins: the list is theirs). */
export function GameCompanySelect(props: Props) {
  const { t } = useTranslation('games');
  const companies = useGameCompanies(true);
  return (
    <Select
      {...props}
      data={(companies.data?.data ?? []).map((company) => ({ value: company.id, label: company.name }))}
      searchable
      nothingFoundMessage={companies.isPending ? t('fields.loadingCompanies') : t('fields.noCompany')}
    />
  );
}
