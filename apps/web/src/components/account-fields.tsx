import { PasswordInput, TextInput } from '@mantine/core';

type Field = 'companyName' | 'fullName' | 'email' | 'password';

type Props = {
  /** The fields asked for, in this order (always shown in the order company, name, e-mail, password). */
  fields: readonly Field[];
  /** Each asked field's label, and the password rule shown under the password. */
  labels: Partial<Record<Field, string>> & { passwordRule: string };
  /** The form's input props for a field (Mantine's `form.getInputProps`). */
  inputProps: (field: Field) => object;
};

const ORDER: readonly Field[] = ['companyName', 'fullName', 'email', 'password'];

/**
 * The fields of a new account (registration, onboarding, joining a game by link), with the
 * autocomplete hints that let a browser fill them and suggest a strong new password.
 */
export function AccountFields({ fields, labels, inputProps }: Props) {
  const asked = ORDER.filter((field) => fields.includes(field));
  return asked.map((field) =>
    field === 'password' ? (
      <PasswordInput
        key={field}
        label={labels.password ?? ''}
        description={labels.passwordRule}
        autoComplete="new-password"
        required
        {...inputProps(field)}
      />
    ) : (
      <TextInput
        key={field}
        type={field === 'email' ? 'email' : undefined}
        label={labels[field] ?? ''}
        autoComplete={field === 'companyName' ? 'organization' : field === 'fullName' ? 'name' : 'email'}
        required
        {...inputProps(field)}
      />
    ),
  );
}
