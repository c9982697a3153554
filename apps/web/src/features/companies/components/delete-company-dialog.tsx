import { List, Loader, Text, TextInput } from '@mantine/core';
import type { TCompany } from '@rally/contracts/companies';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { ErrorAlert } from '../../../components/error-alert.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { companyQueryOptions } from '../../../lib/company-queries.ts';
import { notifySuccess } from '../../../lib/notify.ts';
import { useDeleteCompany } from '../api/companies-api.ts';

type Props = {
  /** The company to delete; the dialog is closed while null. */
  company: Pick<TCompany, 'id' | 'name'> | null;
  onClose: () => void;
  onDeleted?: () => void;
};

/**
 * Says what goes with the company, and for a company that holds anything asks for its name
 * before deleting (the server insists on `confirm` for those and answers 409 without it).
 */
export function DeleteCompanyDialog({ company, onClose, onDeleted }: Props) {
  const { t } = useTranslation('companies');
  const detail = useQuery({ ...companyQueryOptions(company?.id ?? ''), enabled: company !== null });
  const remove = useDeleteCompany();
  const [typed, setTyped] = useState('');
  // Files and uploads are not in the counts: the server's 409 is what reveals them.
  const [refused, setRefused] = useState(false);
  const { reset } = remove;

  useEffect(() => {
    if (!company) return;
    setTyped('');
    setRefused(false);
    reset();
  }, [company, reset]);

  const counts = detail.data?.counts;
  const holdsData = refused || (counts?.users ?? 0) > 0;
  const confirm = () => {
    if (!company) return;
    remove.mutate(
      { id: company.id, confirm: holdsData },
      {
        onSuccess: () => {
          notifySuccess(t('delete.deleted', { name: company.name }));
          onClose();
          onDeleted?.();
        },
        onError: (error) => {
          if (error instanceof ApiError && error.status === 409 && !holdsData) {
            setRefused(true);
            reset();
          }
        },
      },
    );
  };

  return (
    <ConfirmDialog
      opened={company !== null}
      onClose={onClose}
      title={t('delete.title', { name: company?.name ?? '' })}
      confirmLabel={t('delete.confirm')}
      onConfirm={confirm}
      danger
      loading={remove.isPending}
      confirmDisabled={detail.isPending || (holdsData && typed.trim() !== company?.name)}
    >
      {detail.isPending ? (
        <Loader size="sm" aria-label={t('delete.checking')} />
      ) : (
        <>
          <ErrorAlert error={detail.error ?? remove.error} />
          {counts && counts.users > 0 ? (
            <>
              <Text>{t('delete.holds', { name: company?.name })}</Text>
              <List size="sm" spacing={4}>
                <List.Item>{t('delete.users', { count: counts.users })}</List.Item>
                <List.Item>{t('delete.roles', counts)}</List.Item>
                <List.Item>{t('delete.rest')}</List.Item>
              </List>
            </>
          ) : (
            <Text>{t(refused ? 'delete.holdsFiles' : 'delete.empty', { name: company?.name })}</Text>
          )}
          <Text size="sm" fw={600}>
            {t('delete.irreversible')}
          </Text>
          {holdsData && (
            <TextInput
              label={t('delete.typeName', { name: company?.name })}
              value={typed}
              onChange={(event) => setTyped(event.currentTarget.value)}
              autoComplete="off"
              data-autofocus
            />
          )}
        </>
      )}
    </ConfirmDialog>
  );
}
