import { Anchor, Card, Grid, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { ErrorAlert } from '../../../components/error-alert.tsx';
import { Fact } from '../../../components/fact.tsx';
import { LoadingScreen } from '../../../components/loading-screen.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { formatDate } from '../../../lib/dates.ts';
import { useKeyTranslation } from '../../../lib/i18n.ts';
import { paths } from '../../../lib/paths.ts';
import { useLead } from '../api/sales-leads-api.ts';
import { LeadHistory } from '../components/lead-history.tsx';
import { LeadStatusBadge } from '../components/lead-status-badge.tsx';
import { LeadUpdateForm } from '../components/lead-update-form.tsx';

/** `/sales/lead-configuration/{id}`: one lead, what it became, its history, and the next step. */
export function SalesLeadPage() {
  const { id = '' } = useParams();
  const { t } = useTranslation('sales-leads');
  const tk = useKeyTranslation();
  const lead = useLead(id);
  const name = lead.data?.companyName;

  return (
    <>
      <PageHeader
        title={name}
        breadcrumb={[
          { label: tk('nav.salesLeads'), to: paths.sales.leads.href() },
          { label: name ?? t('detail.title') },
        ]}
      />
      {lead.isPending ? (
        <LoadingScreen />
      ) : lead.isError ? (
        <ErrorAlert error={lead.error} />
      ) : (
        <Grid gap="lg">
          <Grid.Col span={{ base: 12, md: 7 }}>
            <Stack gap="lg">
              <Card withBorder padding="md">
                <SimpleGrid cols={{ base: 1, xs: 2 }}>
                  <Fact label={t('fields.status')}>
                    <LeadStatusBadge status={lead.data.status} />
                  </Fact>
                  <Fact label={t('fields.source')}>{t(`sources.${lead.data.source}`)}</Fact>
                  <Fact label={t('detail.contact')}>{lead.data.contactName}</Fact>
                  <Fact label={t('detail.email')}>{lead.data.email}</Fact>
                  <Fact label={t('detail.phone')}>{lead.data.phone ?? '—'}</Fact>
                  <Fact label={t('fields.owner')}>{lead.data.owner?.fullName ?? t('fields.noOwner')}</Fact>
                  <Fact label={t('detail.company')}>
                    {lead.data.company ? (
                      <Stack gap={0}>
                        <Anchor component={Link} to={paths.companies.view.href(lead.data.company.id)}>
                          {lead.data.company.name}
                        </Anchor>
                        <Text size="sm" c="dimmed">
                          {lead.data.company.trialEndsAt
                            ? t('detail.trialEnds', { date: formatDate(lead.data.company.trialEndsAt) })
                            : t('detail.noTrial')}
                        </Text>
                      </Stack>
                    ) : (
                      t('detail.noCompany')
                    )}
                  </Fact>
                  <Fact label={t('columns.createdAt')}>{formatDate(lead.data.createdAt)}</Fact>
                </SimpleGrid>
                {lead.data.message && (
                  <Stack gap={2} mt="md">
                    <Text size="sm" c="dimmed">
                      {t('detail.message')}
                    </Text>
                    <Text style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                      {lead.data.message}
                    </Text>
                  </Stack>
                )}
              </Card>
              <section aria-labelledby="lead-history">
                <Title order={2} size="h4" mb="sm" id="lead-history">
                  {t('detail.history')}
                </Title>
                <Card withBorder padding="md">
                  <LeadHistory lead={lead.data} />
                </Card>
              </section>
            </Stack>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 5 }}>
            <section aria-labelledby="lead-update">
              <Title order={2} size="h4" mb="sm" id="lead-update">
                {t('detail.update')}
              </Title>
              <Card withBorder padding="md">
                {/* Keyed by the saved state: a save starts the form afresh from what the server kept. */}
                <LeadUpdateForm key={lead.data.updatedAt} lead={lead.data} />
              </Card>
            </section>
          </Grid.Col>
        </Grid>
      )}
    </>
  );
}
