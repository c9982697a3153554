import { Badge, Group, List, Stack, Table, Text } from '@mantine/core';
import type { TTemplateDetail } from '@rally/contracts/templates';
import { useTranslation } from 'react-i18next';
import { RegionCard } from '../../../components/region-card.tsx';
import { SideScroll } from '../../../components/side-scroll.tsx';
import { ActivityHeading } from './activity-heading.tsx';

/**
 * Everything a game made from the template gets: activities with their behaviours, KPIs with their
 * targets, charities. Read-only; the editing screens change it.
 */
export function TemplatePreview({ template }: { template: TTemplateDetail }) {
  const { t, i18n } = useTranslation('templates');
  const number = (value: number) => value.toLocaleString(i18n.language);
  const targetOf = (kpiId: string) => template.targets.find((goal) => goal.kpiId === kpiId);
  return (
    <Stack gap="lg">
      <RegionCard
        title={t('preview.habits', { count: template.tasks.length })}
        isEmpty={template.tasks.length === 0}
        emptyText={t('preview.noHabits')}
      >
        <Stack gap="md">
          {template.tasks.map((task) => (
            <ActivityHeading key={task.id} activity={task} order={3} lang={template.language}>
              <List spacing={4} size="sm">
                {task.subTasks.map((behaviour) => (
                  <List.Item key={behaviour.id}>
                    <Group gap={6} wrap="wrap">
                      <Text size="sm" span lang={template.language}>
                        {behaviour.name}
                      </Text>
                      <Badge variant="light" size="sm">
                        {t('behaviour.pointsValue', { count: behaviour.points })}
                      </Badge>
                      {behaviour.maxPerDay > 1 && (
                        <Badge variant="outline" color="gray" size="sm">
                          {t('behaviour.perDayValue', { count: behaviour.maxPerDay })}
                        </Badge>
                      )}
                      {behaviour.requiresApproval && (
                        <Badge variant="dot" color="orange" size="sm">
                          {t('behaviour.approval')}
                        </Badge>
                      )}
                    </Group>
                  </List.Item>
                ))}
              </List>
            </ActivityHeading>
          ))}
        </Stack>
      </RegionCard>
      <RegionCard
        title={t('preview.kpis', { count: template.kpis.length })}
        isEmpty={template.kpis.length === 0}
        emptyText={t('preview.noKpis')}
      >
        <SideScroll label={t('kpi.table')} minWidth={420}>
          <Table>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('kpi.name')}</Table.Th>
                <Table.Th>{t('kpi.direction')}</Table.Th>
                <Table.Th ta="right">{t('kpi.weight')}</Table.Th>
                <Table.Th ta="right">{t('kpi.target')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {template.kpis.map((kpi) => {
                const goal = targetOf(kpi.id);
                return (
                  <Table.Tr key={kpi.id}>
                    <Table.Td lang={template.language}>{kpi.name}</Table.Td>
                    <Table.Td>{t(`direction.${kpi.direction}`)}</Table.Td>
                    <Table.Td ta="right">{number(kpi.weight)}</Table.Td>
                    <Table.Td ta="right">
                      {goal ? `${number(goal.target)} ${kpi.unit}`.trim() : t('kpi.noTarget')}
                    </Table.Td>
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
          </Table>
        </SideScroll>
      </RegionCard>
      <RegionCard
        title={t('preview.charities', { count: template.charities.length })}
        isEmpty={template.charities.length === 0}
        emptyText={t('preview.noCharities')}
      >
        <List spacing={4} size="sm">
          {template.charities.map((link) => (
            <List.Item key={link.id}>
              {t('charity.pledgeLine', {
                name: link.charityName,
                pledge: link.pledgePerPoint.toLocaleString(i18n.language, {
                  style: 'currency',
                  currency: link.currency,
                  maximumFractionDigits: 4,
                }),
              })}
            </List.Item>
          ))}
        </List>
      </RegionCard>
    </Stack>
  );
}
