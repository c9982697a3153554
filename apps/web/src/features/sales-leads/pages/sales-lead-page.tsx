import { Anchor, Card, Grid, SimpleGrid, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { Fact } from '../../../components/fact.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { PageSection } from '../../../components/page-section.tsx';
import { useDrawnRecord, WhenLoaded } from '../../../components/when-loaded.tsx';
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
  const name = useDrawnRecord(lead)?.companyName;

  return (
    <>
      <PageHeader
        title={name}
        breadcrumb={[
          { label: tk('nav.salesLeads'), to: paths.sales.leads.href() },
          { label: name ?? t('detail.title') },
        ]}
      />
      <WhenLoaded query={lead}>
        {(data) => (
          <Grid gap="lg">
            <Grid.Col span={{ base: 12, md: 7 }}>
              <Stack gap="lg">
                <Card withBorder padding="md">
                  <SimpleGrid cols={{ base: 1, xs: 2 }}>
                    <Fact label={t('fields.status')}>
                      <LeadStatusBadge status={data.status} />
                    </Fact>
                    <Fact label={t('fields.source')}>{t(`sources.${data.source}`)}</Fact>
                    <Fact label={t('detail.contact')}>{data.contactName}</Fact>
                    <Fact label={t('detail.email')}>{data.email}</Fact>
                    <Fact label={t('detail.phone')}>{data.phone ?? '—'}</Fact>
                    <Fact label={t('fields.owner')}>{data.owner?.fullName ?? t('fields.noOwner')}</Fact>
                    <Fact label={t('detail.company')}>
                      {data.company ? (
                        <Stack gap={0}>
                          <Anchor component={Link} to={paths.companies.view.href(data.company.id)}>
                            {data.company.name}
                          </Anchor>
                          <Text size="sm" c="dimmed">
                            {data.company.trialEndsAt
                              ? t('detail.trialEnds', { date: formatDate(data.company.trialEndsAt) })
                              : t('detail.noTrial')}
                          </Text>
                        </Stack>
                      ) : (
                        t('detail.noCompany')
                      )}
                    </Fact>
                    <Fact label={t('columns.createdAt')}>{formatDate(data.createdAt)}</Fact>
                  </SimpleGrid>
                  {data.message && (
                    <Stack gap={2} mt="md">
                      <Text size="sm" c="dimmed">
                        {t('detail.message')}
                      </Text>
                      <Text style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{data.message}</Text>
                    </Stack>
                  )}
                </Card>
                <PageSection id="lead-history" title={t('detail.history')}>
                  <Card withBorder padding="md">
                    <LeadHistory lead={data} />
                  </Card>
                </PageSection>
              </Stack>
            </Grid.Col>
            <Grid.Col span={{ base: 12, md: 5 }}>
              <PageSection id="lead-update" title={t('detail.update')}>
                <Card withBorder padding="md">
                  {/* Keyed by the saved state: a save starts the form afresh from what the server kept. */}
                  <LeadUpdateForm key={data.updatedAt} lead={data} />
                </Card>
              </PageSection>
            </Grid.Col>
          </Grid>
        )}
      </WhenLoaded>
    </>
  );
}
