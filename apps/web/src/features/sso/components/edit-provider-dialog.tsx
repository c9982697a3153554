import type { TSsoProvider } from '@rally/contracts/sso';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { ErrorAlert } from '../../../components/error-alert.tsx';
import { focusWhenReady } from '../../../lib/focus.ts';
import { notifySuccess } from '../../../lib/notify.ts';
import { useUpdateSsoProvider } from '../api/sso-api.ts';
import {
  emptyProviderForm,
  ProviderFields,
  providerBody,
  providerFormComplete,
  type TProviderForm,
} from './provider-fields.tsx';

type Props = { provider: TSsoProvider | null; onClose: () => void };

/**
 * Changes a provider (`PUT`). The secret is never shown, so its field starts empty: left empty the
 * stored secret is kept, typed it replaces it (rotation). After saving, focus is back on the
 * provider's Edit button, where the user was.
 */
export function EditProviderDialog({ provider, onClose }: Props) {
  const { t } = useTranslation('sso');
  const update = useUpdateSsoProvider();
  const [form, setForm] = useState<TProviderForm>(emptyProviderForm);
  const { reset } = update;

  useEffect(() => {
    // Each opening starts from the provider as it is, without the last one's refusal.
    if (!provider) return;
    const { issuer, clientId, domains, createUsers } = provider;
    setForm({ issuer, clientId, clientSecret: '', domains, createUsers });
    reset();
  }, [provider, reset]);

  async function onSave() {
    if (!provider) return;
    const saved = await update.mutateAsync({ id: provider.id, body: providerBody(form) }).catch(() => null);
    if (!saved) return;
    // The notification is an alert: screen readers say it, sighted users see it.
    notifySuccess(t('edited'));
    onClose();
    // The dialog gives focus back to its trigger; looked for by the provider's mark in case the
    // refreshed list drew the button anew.
    focusWhenReady(() =>
      document.querySelector<HTMLElement>(`[data-provider="${saved.id}"] [data-action="edit"]`),
    );
  }

  return (
    <ConfirmDialog
      opened={provider !== null}
      onClose={onClose}
      title={t('editTitle')}
      confirmLabel={t('saveEdit')}
      onConfirm={onSave}
      loading={update.isPending}
      confirmDisabled={!providerFormComplete(form, { secretRequired: false })}
    >
      <ErrorAlert error={update.error} />
      <ProviderFields
        form={form}
        onChange={(key, value) => setForm((f) => ({ ...f, [key]: value }))}
        keepsSecret
      />
    </ConfirmDialog>
  );
}
