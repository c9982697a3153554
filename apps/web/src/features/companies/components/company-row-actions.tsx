import type { TCompany } from '@rally/contracts/companies';
import { IconEye, IconPencil, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ActionsMenu } from '../../../components/actions-menu.tsx';
import { paths } from '../../../lib/paths.ts';

type Props = { company: TCompany; onDelete: (company: TCompany) => void };

/** View, edit and delete for one row of the company list (platform admins only reach it). */
export function CompanyRowActions({ company, onDelete }: Props) {
  const { t } = useTranslation('companies');
  return (
    <ActionsMenu
      label={t('actions.menu', { name: company.name })}
      actions={[
        { label: t('actions.view'), icon: IconEye, to: paths.companies.view.href(company.id) },
        { label: t('actions.edit'), icon: IconPencil, to: paths.companies.edit.href(company.id) },
        { label: t('actions.delete'), icon: IconTrash, danger: true, onClick: () => onDelete(company) },
      ]}
    />
  );
}
