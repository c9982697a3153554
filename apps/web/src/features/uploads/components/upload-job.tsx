import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { IconUpload } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert, ProblemAlert } from '../../../components/error-alert.tsx';
import { LoadingScreen } from '../../../components/loading-screen.tsx';
import { UploadReasons } from '../../../components/upload-reasons.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { useUploadJob } from '../api/uploads-api.ts';
import { UploadPreview } from './upload-preview.tsx';
import { UploadProgress } from './upload-progress.tsx';
import { UploadResults } from './upload-results.tsx';
import { UploadSummary } from './upload-summary.tsx';

type Props = { jobId: string; onAgain: () => void };

/**
 * An upload after the file went up: its preview to confirm, then rows being processed, then the
 * summary and every row's result.
 */
export function UploadJob({ jobId, onAgain }: Props) {
  const { t } = useTranslation('uploads');
  const job = useUploadJob(jobId);
  const again = (
    <Group>
      <Button variant="default" leftSection={<IconUpload size={18} aria-hidden />} onClick={onAgain}>
        {t('again')}
      </Button>
    </Group>
  );

  if (job.isPending) return <LoadingScreen />;
  if (job.isError) {
    const gone = job.error instanceof ApiError && (job.error.status === 400 || job.error.status === 404);
    return (
      <Stack gap="md">
        {gone ? (
          <ProblemAlert color="yellow">{t('jobMissing')}</ProblemAlert>
        ) : (
          <ErrorAlert error={job.error} />
        )}
        {again}
      </Stack>
    );
  }
  const { status, fileName, summary, rows = [], preview } = job.data;
  if (status === 'preview' && preview) {
    return <UploadPreview job={{ ...job.data, preview }} onCancelled={onAgain} />;
  }
  if (status === 'queued' || status === 'processing') {
    return <UploadProgress step="processing" fileName={fileName} job={job.data} />;
  }
  if (status === 'failed') {
    return (
      <Stack gap="md">
        <ProblemAlert title={t('jobFailed')}>
          {job.data.error && <UploadReasons reasons={[job.data.error]} />}
        </ProblemAlert>
        {again}
      </Stack>
    );
  }
  return (
    <Stack gap="lg">
      <Stack gap="sm">
        <Title order={2} size="h3" style={{ overflowWrap: 'anywhere' }}>
          {t('summary.title', { name: fileName })}
        </Title>
        <UploadSummary summary={summary} />
        {summary.created > 0 && <Text size="sm">{t('summary.invitations')}</Text>}
        {again}
      </Stack>
      <Stack gap="sm">
        <Title order={2} size="h3">
          {t('results.title')}
        </Title>
        <UploadResults rows={rows} />
      </Stack>
    </Stack>
  );
}
