import { Group, Paper, Progress, Stack, Text } from '@mantine/core';
import { numberFormat } from '@rally/contracts/intl';
import type { TUploadJob } from '@rally/contracts/uploads';
import { useTranslation } from 'react-i18next';

type Props =
  | { step: 'uploading'; fileName: string; sent: number }
  | { step: 'processing'; fileName: string; job: TUploadJob | undefined };

/** Two bars in turn: the bytes going up, then the rows being processed on the server. */
export function UploadProgress(props: Props) {
  const { t, i18n } = useTranslation('uploads');
  const number = (n: number) => n.toLocaleString(i18n.language);
  const uploading = props.step === 'uploading';
  const job = uploading ? undefined : props.job;
  // The embedded database reports no rows until the end: the bar then shows activity, not a share.
  const unknown = !uploading && !job?.processed;
  const share = uploading ? props.sent : job && job.total > 0 ? job.processed / job.total : 0;
  const label = t(uploading ? 'progress.uploading' : 'progress.processing', { name: props.fileName });
  const detail = uploading
    ? numberFormat(i18n.language, { style: 'percent' }).format(share)
    : !job?.total
      ? t('progress.queued')
      : unknown
        ? t('progress.total', { total: number(job.total), count: job.total })
        : t('progress.rows', {
            processed: number(job.processed),
            total: number(job.total),
            count: job.total,
          });

  return (
    <Paper withBorder p={{ base: 'md', sm: 'lg' }}>
      <Stack gap="xs">
        <Group justify="space-between" gap="xs">
          <Text fw={500} style={{ overflowWrap: 'anywhere' }}>
            {label}
          </Text>
          <Text size="sm" c="dimmed">
            {detail}
          </Text>
        </Group>
        {unknown ? (
          // An indeterminate progress bar: no value for assistive technology either.
          <Progress.Root size="lg">
            <Progress.Section value={100} animated withAria={false} role="progressbar" aria-label={label} />
          </Progress.Root>
        ) : (
          <Progress value={Math.round(share * 100)} size="lg" animated aria-label={label} />
        )}
      </Stack>
    </Paper>
  );
}
