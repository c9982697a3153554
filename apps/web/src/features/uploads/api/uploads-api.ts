import { ZCompanyPage } from '@rally/contracts/companies';
import { type TUploadJob, type UPLOAD_TEMPLATE_FORMATS, ZUploadJob } from '@rally/contracts/uploads';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { downloadRequest, request, uploadRequest } from '../../../lib/api-client.ts';
import { saveFile } from '../../../lib/save-file.ts';

/** Rows are processed in the background; the job is asked about once a second until it ends. */
const POLL_MS = 1000;

export const uploadKeys = {
  all: ['uploads'] as const,
  job: (id: string) => [...uploadKeys.all, 'job', id] as const,
  companies: (q: string) => [...uploadKeys.all, 'companies', q] as const,
};

export const isFinished = (job: TUploadJob | undefined) => job?.status === 'done' || job?.status === 'failed';

export const uploadJobQueryOptions = (id: string) =>
  queryOptions({
    queryKey: uploadKeys.job(id),
    queryFn: () => request(`/user/upload/${encodeURIComponent(id)}`, { schema: ZUploadJob }),
    // A job that cannot be read (gone, or not this company's) is not asked about again.
    refetchInterval: (query) =>
      query.state.status === 'error' || isFinished(query.state.data) ? false : POLL_MS,
    // A finished job never changes again.
    staleTime: (query) => (isFinished(query.state.data) ? Number.POSITIVE_INFINITY : 0),
  });

export function useUploadJob(id: string | null) {
  return useQuery({ ...uploadJobQueryOptions(id ?? ''), enabled: id !== null });
}

type TStartUpload = {
  file: File;
  /** Platform admins name the company; everyone else uploads into their own. */
  companyId?: string;
  onProgress: (sent: number) => void;
  signal: AbortSignal;
};

export function startUpload({ file, companyId, onProgress, signal }: TStartUpload) {
  const body = new FormData();
  if (companyId) body.append('companyID', companyId);
  body.append('file', file);
  return uploadRequest('/user/upload', body, { schema: ZUploadJob, onProgress, signal });
}

/** The 202 answer is the job's first state: cached, so its progress shows before the first poll. */
export function useStartUpload() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: startUpload,
    onSuccess: (job) => queryClient.setQueryData(uploadKeys.job(job.id), job),
  });
}

export async function downloadTemplate(format: (typeof UPLOAD_TEMPLATE_FORMATS)[number]) {
  const blob = await downloadRequest('/user/upload/template', { format });
  saveFile(blob, `rally-users-template.${format}`);
}

export function useDownloadTemplate() {
  return useMutation({ mutationFn: downloadTemplate });
}

/** Companies a platform admin can upload into, searched by name on the server. */
export function useCompanyOptions(q: string, enabled: boolean) {
  return useQuery({
    queryKey: uploadKeys.companies(q),
    queryFn: () =>
      request('/company/all', {
        query: { q: q || undefined, perPage: 20, sort: 'name' },
        schema: ZCompanyPage,
      }),
    enabled,
    placeholderData: keepPreviousData,
  });
}
