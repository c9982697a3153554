import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Select } from '../../../components/select.tsx';
import { useCompanyOptions } from '../api/uploads-api.ts';

type Props = { value: string | null; onChange: (companyId: string | null) => void };

/** Platform admins upload into a company they choose, found by name among all companies. */
export function CompanyPicker({ value, onChange }: Props) {
  const { t } = useTranslation('uploads');
  const [search, setSearch] = useState('');
  const [q] = useDebouncedValue(search.trim(), 300);
  const companies = useCompanyOptions(q, true);
  const data = companies.data?.data.map((company) => ({ value: company.id, label: company.name })) ?? [];
  return (
    <Select
      label={t('company')}
      placeholder={t('companyPlaceholder')}
      description={value ? undefined : t('companyRequired')}
      required
      searchable
      searchValue={search}
      onSearchChange={setSearch}
      // The server has already searched; filtering again here would hide nothing and cost a pass.
      filter={({ options }) => options}
      data={data}
      value={value}
      onChange={onChange}
      maw={420}
    />
  );
}
