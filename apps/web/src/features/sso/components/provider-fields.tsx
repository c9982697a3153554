import { Switch, TagsInput, TextInput } from '@mantine/core';
import type { Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { PasswordInput } from '../../../components/password-input.tsx';

/** What the add form and the edit dialog hold of a provider; the secret is typed, never read back. */
export type TProviderForm = {
  issuer: string;
  clientId: string;
  clientSecret: string;
  domains: string[];
  createUsers: boolean;
};

export const emptyProviderForm: TProviderForm = {
  issuer: '',
  clientId: '',
  clientSecret: '',
  domains: [],
  createUsers: false,
};

/** Whether the form can be sent; editing may leave the secret empty (the stored one is kept). */
export const providerFormComplete = (form: TProviderForm, { secretRequired }: { secretRequired: boolean }) =>
  Boolean(form.issuer.trim() && form.clientId.trim() && form.domains.length > 0) &&
  (!secretRequired || form.clientSecret.length > 0);

/** The body of a create or an edit: trimmed, and without a secret when none was typed. */
export const providerBody = ({ clientSecret, ...form }: TProviderForm) => ({
  ...form,
  issuer: form.issuer.trim(),
  clientId: form.clientId.trim(),
  ...(clientSecret ? { clientSecret } : {}),
});

type Props = {
  form: TProviderForm;
  onChange: <K extends keyof TProviderForm>(key: K, value: TProviderForm[K]) => void;
  /** Editing: the secret may stay empty, which keeps the stored one. */
  keepsSecret?: boolean;
  issuerRef?: Ref<HTMLInputElement>;
};

/** A provider's fields (decision 0035), alike where one is added and where one is edited. */
export function ProviderFields({ form, onChange, keepsSecret = false, issuerRef }: Props) {
  const { t } = useTranslation('sso');
  return (
    <>
      <TextInput
        ref={issuerRef}
        type="url"
        label={t('issuer')}
        description={t('issuerHint')}
        value={form.issuer}
        onChange={(e) => onChange('issuer', e.currentTarget.value)}
        maxLength={2048}
        required
      />
      <TextInput
        label={t('clientId')}
        value={form.clientId}
        onChange={(e) => onChange('clientId', e.currentTarget.value)}
        maxLength={255}
        required
      />
      <PasswordInput
        autoComplete="new-password"
        label={keepsSecret ? t('newClientSecret') : t('clientSecret')}
        description={keepsSecret ? t('clientSecretKeepHint') : t('clientSecretHint')}
        value={form.clientSecret}
        onChange={(e) => onChange('clientSecret', e.currentTarget.value)}
        maxLength={1024}
        required={!keepsSecret}
      />
      <TagsInput
        label={t('domains')}
        description={t('domainsHint')}
        value={form.domains}
        onChange={(v) => onChange('domains', v)}
        splitChars={[',', ' ']}
        acceptValueOnBlur
        required
      />
      <Switch
        label={t('createUsers')}
        description={t('createUsersHint')}
        checked={form.createUsers}
        onChange={(e) => onChange('createUsers', e.currentTarget.checked)}
      />
    </>
  );
}
