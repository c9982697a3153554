import { ActionIcon, Menu } from '@mantine/core';
import type { TCompany } from '@rally/contracts/companies';
import { IconDots, IconEye, IconPencil, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../lib/paths.ts';

type Props = { company: TCompany; onDelete: (company: TCompany) => void };

/**
 * View, edit and delete for one row of the company list (platform admins only reach it). Only the
 * delete icon is red: red item text falls under 4.5:1 on the dark skin's menu.
 */
export function CompanyRowActions({ company, onDelete }: Props) {
  const { t } = useTranslation('companies');
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <ActionIcon variant="subtle" color="gray" aria-label={t('actions.menu', { name: company.name })}>
          <IconDots size={18} aria-hidden />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item
          component={Link}
          to={paths.companies.view.href(company.id)}
          leftSection={<IconEye size={16} aria-hidden />}
        >
          {t('actions.view')}
        </Menu.Item>
        <Menu.Item
          component={Link}
          to={paths.companies.edit.href(company.id)}
          leftSection={<IconPencil size={16} aria-hidden />}
        >
          {t('actions.edit')}
        </Menu.Item>
        <Menu.Item
          leftSection={<IconTrash size={16} color="var(--mantine-color-red-text)" aria-hidden />}
          onClick={() => onDelete(company)}
        >
          {t('actions.delete')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
