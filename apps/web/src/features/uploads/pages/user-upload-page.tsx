import { List, Stack, Text } from '@mantine/core';
import type { FileRejection } from '@mantine/dropzone';
import { isPlatformAdminRole } from '@rally/contracts/ability-rules';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ProblemAlert } from '../../../components/error-alert.tsx';
import { LoadingScreen } from '../../../components/loading-screen.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { MAX_MIB, UploadDropzone } from '../../../components/upload-dropzone.tsx';
import { useSession } from '../../../lib/session.ts';
import { usePendingUploads, usePreviewUpload } from '../api/uploads-api.ts';
import { CompanyPicker } from '../components/company-picker.tsx';
import { TemplateLinks } from '../components/template-links.tsx';
import { type TUploadFollowUp, UploadJob } from '../components/upload-job.tsx';
import { UploadProgress } from '../components/upload-progress.tsx';
import { UploadRefused } from '../components/upload-refused.tsx';

const REJECTION_CODES = ['file-too-large', 'file-invalid-type', 'too-many-files'] as const;

/**
 * `/users/user-upload`: a spreadsheet of people in, a preview of every row to confirm, then a
 * result per row. The upload's id is kept in the URL, so a reload shows the same preview or result;
 * coming back without it (from the menu) reopens the newest preview still waiting to be confirmed
 * or cancelled, so leaving the screen loses none.
 */
export function UserUploadPage({ followUp }: { followUp?: TUploadFollowUp } = {}) {
  const { t } = useTranslation('uploads');
  const platformAdmin = isPlatformAdminRole(useSession()?.user.role);
  const [params, setParams] = useSearchParams();
  const jobId = params.get('job');
  const pending = usePendingUploads(jobId === null);
  const waiting = pending.data?.[0]?.id;
  useEffect(() => {
    if (jobId === null && waiting) setParams({ job: waiting }, { replace: true });
  }, [jobId, waiting, setParams]);
  const [companyId, setCompanyId] = useState<string | null>(null);
  const [uploading, setUploading] = useState<{ fileName: string; sent: number } | null>(null);
  const [rejected, setRejected] = useState<string[]>([]);
  const start = usePreviewUpload();
  const abort = useRef<AbortController | null>(null);
  // Leaving the screen mid-upload stops sending the file.
  useEffect(() => () => abort.current?.abort(), []);

  const upload = (file: File) => {
    setRejected([]);
    abort.current = new AbortController();
    setUploading({ fileName: file.name, sent: 0 });
    start.mutate(
      {
        file,
        companyId: (platformAdmin && companyId) || undefined,
        signal: abort.current.signal,
        onProgress: (sent) => setUploading({ fileName: file.name, sent }),
      },
      {
        onSuccess: (job) => setParams({ job: job.id }, { replace: true }),
        onSettled: () => setUploading(null),
      },
    );
  };

  const reject = (rejections: FileRejection[]) => {
    start.reset();
    const messages = rejections.map(({ file, errors }) => {
      const code = REJECTION_CODES.find((c) => c === errors[0]?.code) ?? 'other';
      return t(`rejected.${code}`, { name: file.name, size: MAX_MIB });
    });
    // Several files dropped at once all say "one file at a time": once is enough.
    setRejected([...new Set(messages)]);
  };

  const again = () => {
    start.reset();
    setParams({}, { replace: true });
  };

  return (
    <>
      <PageHeader />
      <Stack gap="lg" maw={1100}>
        <Text maw={720}>{t('intro')}</Text>
        {jobId ? (
          <UploadJob jobId={jobId} onAgain={again} followUp={followUp} />
        ) : pending.isPending || waiting ? (
          <LoadingScreen />
        ) : uploading ? (
          <UploadProgress step="uploading" fileName={uploading.fileName} sent={uploading.sent} />
        ) : (
          <>
            {platformAdmin && <CompanyPicker value={companyId} onChange={setCompanyId} />}
            {start.isError && <UploadRefused error={start.error} />}
            {rejected.length > 0 && (
              <ProblemAlert title={t('drop.reject')}>
                <List size="sm">
                  {rejected.map((message) => (
                    <List.Item key={message}>{message}</List.Item>
                  ))}
                </List>
              </ProblemAlert>
            )}
            <UploadDropzone disabled={platformAdmin && !companyId} onFile={upload} onReject={reject} />
            <TemplateLinks />
          </>
        )}
      </Stack>
    </>
  );
}
