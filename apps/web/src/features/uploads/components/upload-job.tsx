import { Button, Group, Stack, Text, Title } from '@mantine/core';
import type { TUploadJob } from '@rally/contracts/uploads';
import { IconUpload } from '@tabler/icons-react';
import { type ReactNode, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert, ProblemAlert } from '../../../components/error-alert.tsx';
import { LoadingScreen } from '../../../components/loading-screen.tsx';
import { UploadReasons } from '../../../components/upload-reasons.tsx';
import { announce } from '../../../lib/announce.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { focusWhenReady } from '../../../lib/focus.ts';
import { useUploadJob } from '../api/uploads-api.ts';
import { RefusedDownload } from './refused-download.tsx';
import { UploadPreview } from './upload-preview.tsx';
import { UploadProgress } from './upload-progress.tsx';
import { UploadResults } from './upload-results.tsx';
import { UploadSummary } from './upload-summary.tsx';

/**
 * What the screen offers next to a finished upload's result (putting its people into a team): drawn
 * by the screen that composes this feature with others (`app/user-upload`).
 */
export type TUploadFollowUp = (job: TUploadJob) => ReactNode;

type Props = { jobId: string; onAgain: () => void; followUp?: TUploadFollowUp | undefined };

/**
 * An upload after the file went up: its preview to confirm, then rows being processed, then the
 * summary and every row's result.
 */
export function UploadJob({ jobId, onAgain, followUp }: Props) {
  const { t } = useTranslation(['uploads', 'notifications']);
  const job = useUploadJob(jobId);
  const progressRef = useRef<HTMLDivElement>(null);
  const resultRef = useRef<HTMLHeadingElement>(null);
  useStatusChange(job.data, {
    // Confirmed: the preview (and its button) is gone; the user follows the rows being saved.
    processing: () => focusWhenReady(() => progressRef.current),
    // Finished while watched: said, and the user continues at the result.
    done: (finished) => {
      // The words of the bell's notice of the same event (the shell always has them).
      announce(t('notifications:types.uploadFinished', { fileName: finished.fileName, ...finished.summary }));
      focusWhenReady(() => resultRef.current);
    },
  });
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
    return (
      <div ref={progressRef}>
        <UploadProgress step="processing" fileName={fileName} job={job.data} />
      </div>
    );
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
        <Title ref={resultRef} order={2} size="h3" style={{ overflowWrap: 'anywhere' }}>
          {t('summary.title', { name: fileName })}
        </Title>
        <UploadSummary summary={summary} />
        {summary.created > 0 && <Text size="sm">{t('summary.invitations')}</Text>}
        <Group gap="sm">
          <Button variant="default" leftSection={<IconUpload size={18} aria-hidden />} onClick={onAgain}>
            {t('again')}
          </Button>
          {followUp?.(job.data)}
          <RefusedDownload fileName={fileName} results={rows} />
        </Group>
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

type TJob = NonNullable<ReturnType<typeof useUploadJob>['data']>;

/**
 * Calls `processing` when a shown job leaves its preview for the queue, and `done` when a shown job
 * finishes; a job opened when already finished is not announced.
 */
function useStatusChange(job: TJob | undefined, on: { processing: () => void; done: (job: TJob) => void }) {
  const previous = useRef(job?.status);
  const status = job?.status;
  useEffect(() => {
    const before = previous.current;
    previous.current = status;
    if (!job || before === undefined || before === status) return;
    if (status === 'done') on.done(job);
    else if (before === 'preview' && (status === 'queued' || status === 'processing')) on.processing();
    // Runs at every render (the callbacks are new each time); only a change of status acts.
  }, [status, job, on]);
}
