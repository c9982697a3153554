import { Anchor, Card, List, Stack, Text } from '@mantine/core';
import { IconPencil, IconUserPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { DeleteButton, LinkButton } from '../../../components/page-actions.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { PageSection } from '../../../components/page-section.tsx';
import { useDrawnRecord, WhenLoaded } from '../../../components/when-loaded.tsx';
import { ability, useAppAbility } from '../../../lib/abilities.tsx';
import { companyQueryOptions, useCompany } from '../../../lib/company-queries.ts';
import { useKeyTranslation } from '../../../lib/i18n.ts';
import type { TOpensWithData } from '../../../lib/opening.ts';
import { paths } from '../../../lib/paths.ts';
import { queryClient } from '../../../lib/query-client.ts';
import { planUsageQueryOptions } from '../api/plan-api.ts';
import { CompanySummary } from '../components/company-summary.tsx';
import { CompanyUsersTable, companyUsersOpeningData } from '../components/company-users-table.tsx';
import { DeleteCompanyDialog } from '../components/delete-company-dialog.tsx';
import { PlanUsage } from '../components/plan-usage.tsx';

/** `/companies/company-view/{id}`: a company at a glance; what one may do depends on one's abilities. */
export function CompanyViewPage() {
  const { id = '' } = useParams();
  const { t } = useTranslation('companies');
  const tk = useKeyTranslation();
  const ability = useAppAbility();
  const navigate = useNavigate();
  const company = useCompany(id);
  const [deleting, setDeleting] = useState(false);
  const seesPeople = ability.can('read', 'User');
  const drawn = useDrawnRecord(company);
  const name = drawn?.name;

  const breadcrumb = [
    ...(ability.can('manage', 'Company')
      ? [{ label: tk('nav.companies'), to: paths.companies.list.href() }]
      : []),
    { label: name ?? t('view.title') },
  ];
  const actions = drawn && (
    <>
      {ability.can('update', 'Company') && (
        <LinkButton to={paths.companies.edit.href(id)} icon={IconPencil}>
          {t('actions.edit')}
        </LinkButton>
      )}
      {/* Platform admins set companies up: a new company's first person is its admin. */}
      {ability.can('manage', 'Company') && ability.can('create', 'User') && (
        <LinkButton
          to={paths.users.create.href({ companyId: id, role: 'company_admin' })}
          icon={IconUserPlus}
        >
          {t('actions.inviteAdmin')}
        </LinkButton>
      )}
      {ability.can('delete', 'Company') && (
        <DeleteButton onClick={() => setDeleting(true)}>{t('actions.delete')}</DeleteButton>
      )}
    </>
  );

  return (
    <>
      <PageHeader title={name} breadcrumb={breadcrumb} actions={actions} />
      <WhenLoaded query={company}>
        {(data) => (
          <Stack gap="xl">
            <CompanySummary company={data} />
            <PlanUsage companyId={id} />
            <PageSection id="company-admins" title={t('view.admins')}>
              <Card withBorder padding="md">
                {data.admins.length === 0 ? (
                  <Text c="dimmed">{t('view.noAdmins')}</Text>
                ) : (
                  <List spacing="xs" listStyleType="none">
                    {data.admins.map((admin) => (
                      <List.Item key={admin.id}>
                        {seesPeople ? (
                          <Anchor component={Link} to={paths.users.profile.href(admin.id)} fw={600}>
                            {admin.fullName}
                          </Anchor>
                        ) : (
                          <Text span fw={600}>
                            {admin.fullName}
                          </Text>
                        )}{' '}
                        <Text span c="dimmed" size="sm">
                          {admin.email}
                        </Text>
                      </List.Item>
                    ))}
                  </List>
                )}
              </Card>
            </PageSection>
            {seesPeople && (
              <PageSection id="company-users" title={t('view.users')}>
                <CompanyUsersTable companyId={id} label={t('view.usersOf', { name })} />
              </PageSection>
            )}
          </Stack>
        )}
      </WhenLoaded>
      <DeleteCompanyDialog
        company={deleting && company.data ? company.data : null}
        onClose={() => setDeleting(false)}
        onDeleted={() => navigate(paths.companies.list.href(), { replace: true })}
      />
    </>
  );
}

/**
 * The company, its plan's usage and, for those who may read people, the page of its people the
 * address shows, asked for beside the code.
 */
CompanyViewPage.openingData = (({ params: { id }, search }) =>
  id
    ? Promise.all([
        queryClient.prefetchQuery(companyQueryOptions(id)),
        queryClient.prefetchQuery(planUsageQueryOptions(id)),
        ability.can('read', 'User') && companyUsersOpeningData(id, search),
      ])
    : Promise.resolve()) satisfies TOpensWithData['openingData'];
