import { TextInput } from '@mantine/core';
import { PASSWORD_MIN_LENGTH } from '@rally/contracts/constants';
import { useTranslation } from 'react-i18next';
import { PasswordInput } from './password-input.tsx';

type Field = 'companyName' | 'fullName' | 'email' | 'password';

type Props = {
  /** The fields asked for, in this order (always shown in the order company, name, e-mail, password). */
  fields: readonly Field[];
  /** Each asked field's label (the password rule under the password is the same everywhere). */
  label: (field: Field) => string;
  /** The form's input props for a field (Mantine's `form.getInputProps`). */
  inputProps: (field: Field) => object;
};

const ORDER: readonly Field[] = ['companyName', 'fullName', 'email', 'password'];

/**
 * The fields of a new account (registration, onboarding, joining a game by link), with the
 * autocomplete hints that let a browser fill them and suggest a strong new password.
 */
export function AccountFields({ fields, label, inputProps }: Props) {
  const { t } = useTranslation('auth');
  const asked = ORDER.filter((field) => fields.includes(field));
  return asked.map((field) =>
    field === 'password' ? (
      <PasswordInput
        key={field}
        label={label(field)}
        description={t('password.rule', { min: PASSWORD_MIN_LENGTH })}
        autoComplete="new-password"
        required
        {...inputProps(field)}
      />
    ) : (
      <TextInput
        key={field}
        type={field === 'email' ? 'email' : undefined}
        label={label(field)}
        autoComplete={field === 'companyName' ? 'organization' : field === 'fullName' ? 'name' : 'email'}
        required
        {...inputProps(field)}
      />
    ),
  );
}
