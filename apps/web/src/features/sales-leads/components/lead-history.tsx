import { List, Stack, Text } from '@mantine/core';
import type { TSalesLeadDetail } from '@rally/contracts/sales-leads';
import { useTranslation } from 'react-i18next';
import { formatDate, formatDateTime } from '../../../lib/dates.ts';

/** A lead's history, oldest first: each status change and note with its author and time. */
export function LeadHistory({ lead }: { lead: TSalesLeadDetail }) {
  const { t } = useTranslation('sales-leads');
  if (lead.history.length === 0) {
    return <Text c="dimmed">{t('detail.noHistory', { date: formatDate(lead.createdAt) })}</Text>;
  }
  return (
    <List listStyleType="none" spacing="md">
      {lead.history.map((entry) => (
        <List.Item key={entry.id}>
          <Stack gap={2}>
            {entry.fromStatus && entry.toStatus && (
              <Text fw={600}>
                {t('detail.moved', {
                  from: t(`statuses.${entry.fromStatus}`),
                  to: t(`statuses.${entry.toStatus}`),
                })}
              </Text>
            )}
            {/* Typed by a person: plain text, line breaks kept, never markup. */}
            {entry.body && (
              <Text style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{entry.body}</Text>
            )}
            <Text size="sm" c="dimmed">
              {t('detail.by', {
                name: entry.author?.fullName ?? t('detail.someone'),
                date: formatDateTime(entry.createdAt),
              })}
            </Text>
          </Stack>
        </List.Item>
      ))}
    </List>
  );
}
