import { SimpleGrid, TextInput } from '@mantine/core';
import type { GetInputPropsReturnType } from '@mantine/form';
import type { TRole } from '@rally/contracts/abilities';
import { LANGUAGES } from '@rally/contracts/constants';
import { useTranslation } from 'react-i18next';
import { Select } from '../../../components/select.tsx';
import { useAssignableRoles } from '../api/users-api.ts';
import { CompanySelect } from './company-select.tsx';

type Field = 'fullName' | 'email' | 'role' | 'language' | 'companyId';

type Props = {
  inputProps: (field: Field) => GetInputPropsReturnType;
  /** Platform admins place the user in a company; everyone else's users join their own. */
  chooseCompany: boolean;
  company?: { value: string; label: string } | undefined;
  /** Editing oneself: the server refuses a change of one's own role. */
  roleLocked?: boolean;
  /** A new user's language may be left to the server's default; this names it. */
  languageDefault?: string;
};

/** Name, e-mail, role, language and company: what creating and editing a user share. */
export function UserFields({
  inputProps,
  chooseCompany,
  company,
  roleLocked = false,
  languageDefault,
}: Props) {
  const { t } = useTranslation('users');
  const { t: tc } = useTranslation();
  const roles = useAssignableRoles();
  const role = inputProps('role');
  // The current role stays shown even when the editor may not hand it out (their own, say).
  const roleValues = new Set<TRole>([
    ...(roles.data ?? []).map((option) => option.value),
    role.value as TRole,
  ]);

  return (
    <>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <TextInput label={t('fields.fullName')} required autoComplete="off" {...inputProps('fullName')} />
        <TextInput
          type="email"
          label={t('fields.email')}
          required
          autoComplete="off"
          {...inputProps('email')}
        />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <Select
          label={t('fields.role')}
          description={roleLocked ? t('fields.ownRole') : undefined}
          data={[...roleValues].map((value) => ({ value, label: tc(`roles.${value}`) }))}
          allowDeselect={false}
          disabled={roleLocked || roles.isPending}
          required
          {...role}
        />
        <Select
          label={t('fields.language')}
          data={LANGUAGES.map((value) => ({ value, label: tc(`languages.${value}`) }))}
          allowDeselect={languageDefault !== undefined}
          clearable={languageDefault !== undefined}
          placeholder={languageDefault}
          required={languageDefault === undefined}
          {...inputProps('language')}
          value={(inputProps('language').value as string | undefined) ?? null}
          // Cleared means "the default": left out of the request, not sent as null.
          onChange={(value) => inputProps('language').onChange(value ?? undefined)}
        />
      </SimpleGrid>
      {chooseCompany && (
        <CompanySelect
          label={t('fields.company')}
          placeholder={t('fields.companySearch')}
          nothingFoundMessage={t('fields.noCompany')}
          known={company}
          required
          {...inputProps('companyId')}
          value={(inputProps('companyId').value as string | undefined) ?? null}
        />
      )}
    </>
  );
}
