import { Card, Group, Progress, SimpleGrid, Stack, Text } from '@mantine/core';
import { MB, type TPlanUsage } from '@rally/contracts/plans';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../../components/error-alert.tsx';
import { Fact } from '../../../components/fact.tsx';
import { PageSection } from '../../../components/page-section.tsx';
import { formatDate } from '../../../lib/dates.ts';
import { usePlanUsage } from '../api/plan-api.ts';
import { PlanBadge } from './company-badges.tsx';

function Meter({
  label,
  used,
  limit,
  shown,
}: {
  label: string;
  used: number;
  limit: number | null;
  /** The usage in words, when plain numbers would not do (storage in MB). */
  shown?: string;
}) {
  const { t } = useTranslation('plans');
  const full = limit !== null && used >= limit;
  const value = limit === null ? 0 : Math.min(100, Math.round((used / Math.max(limit, 1)) * 100));
  const text = shown ?? (limit === null ? t('usage.unlimited', { used }) : t('usage.of', { used, limit }));
  return (
    <Stack gap={4}>
      <Group justify="space-between" gap="xs">
        <Text size="sm" c="dimmed">
          {label}
        </Text>
        <Text size="sm" fw={600}>
          {text}
          {full && ` · ${t('usage.full')}`}
        </Text>
      </Group>
      {limit !== null && (
        <Progress
          value={value}
          color={full ? 'red' : value >= 80 ? 'orange' : 'indigo'}
          aria-label={`${label}: ${text}`}
        />
      )}
    </Stack>
  );
}

function UsageFacts({ usage }: { usage: TPlanUsage }) {
  const { t } = useTranslation('plans');
  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, xs: 2 }}>
        <Fact label={t('usage.plan')}>
          <PlanBadge plan={usage.plan} />
        </Fact>
        <Fact label={t('usage.trialEnds')}>
          {usage.trialEndsAt ? formatDate(usage.trialEndsAt) : t('usage.noTrial')}
        </Fact>
      </SimpleGrid>
      <Meter label={t('usage.games')} used={usage.usage.gamesThisMonth} limit={usage.limits.gamesPerMonth} />
      <Meter label={t('usage.users')} used={usage.usage.users} limit={usage.limits.users} />
      <Meter
        label={t('usage.storage')}
        used={usage.usage.storageBytes}
        limit={usage.limits.storageMb * MB}
        shown={t('usage.storageOf', {
          // A number, one decimal: the text writes it as its language does ("2.5", "2,5").
          used: Math.round((usage.usage.storageBytes / MB) * 10) / 10,
          limit: usage.limits.storageMb,
        })}
      />
      <Text size="sm" c="dimmed">
        {t('usage.change')}
      </Text>
    </Stack>
  );
}

/** A company's plan and how much of it is used, so nobody hits its limits unawares (decision 0022). */
export function PlanUsage({ companyId }: { companyId: string }) {
  const { t } = useTranslation('plans');
  const usage = usePlanUsage(companyId);
  return (
    <PageSection id="company-plan" title={t('usage.heading')}>
      <Card withBorder padding="md">
        {usage.isError ? (
          <ErrorAlert error={usage.error} />
        ) : usage.data ? (
          <UsageFacts usage={usage.data} />
        ) : null}
      </Card>
    </PageSection>
  );
}
