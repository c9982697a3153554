import type { SelectProps } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useRef, useState } from 'react';
import { Select } from '../../../components/select.tsx';
import { useSession } from '../../../lib/session.ts';
import { useCompanyOptions } from '../api/users-api.ts';

type Props = Omit<SelectProps, 'data' | 'searchable' | 'searchValue' | 'onSearchChange' | 'value'> & {
  value: string | null;
  /** The company chosen before (an edited user's), so its name shows before any search. */
  known?: { value: string; label: string } | undefined;
};

/**
 * Picks a company, searched by name on the server (platform admins only: the list is theirs). The
 * platform's own company is not in the company list, so the admin's own company is offered first:
 * that is where other platform admins belong.
 */
export function CompanySelect({ known, ...props }: Props) {
  const session = useSession();
  const [search, setSearch] = useState('');
  // Every company seen so far, so a chosen one keeps its name whatever the current search shows.
  const names = useRef(new Map<string, string>()).current;
  if (session) names.set(session.user.companyId, session.user.companyName);
  if (known) names.set(known.value, known.label);

  // The box shows the chosen company's name; that is no search, so the whole list is offered.
  const chosenName = props.value ? names.get(props.value) : undefined;
  const [q] = useDebouncedValue(search === chosenName ? '' : search.trim(), 300);
  const companies = useCompanyOptions(q);
  for (const company of companies.data?.data ?? []) names.set(company.id, company.name);

  const shown = new Set([
    ...(session ? [session.user.companyId] : []),
    ...(props.value ? [props.value] : []),
    ...(companies.data?.data ?? []).map((company) => company.id),
  ]);
  return (
    <Select
      {...props}
      searchable
      searchValue={search}
      onSearchChange={setSearch}
      data={[...shown].map((value) => ({ value, label: names.get(value) ?? '' }))}
    />
  );
}
