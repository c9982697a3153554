import { ZCompanyPage } from '@rally/contracts/companies';
import {
  type TConfirmUploadRequest,
  type TUploadJob,
  type TUploadToTeamRequest,
  type UPLOAD_TEMPLATE_FORMATS,
  ZPendingUploadList,
  ZUploadJob,
  ZUploadToTeamResponse,
} from '@rally/contracts/uploads';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { downloadRequest, request, uploadRequest } from '../../../lib/api-client.ts';
import { saveFile } from '../../../lib/save-file.ts';

/**
 * A preview waits for the organiser; once confirmed, rows are processed in the background and the
 * job is asked about once a second until it ends.
 */
const POLL_MS = 1000;

export const uploadKeys = {
  all: ['uploads'] as const,
  job: (id: string) => [...uploadKeys.all, 'job', id] as const,
  pending: () => [...uploadKeys.all, 'pending'] as const,
  companies: (q: string) => [...uploadKeys.all, 'companies', q] as const,
};

export const isFinished = (job: TUploadJob | undefined) => job?.status === 'done' || job?.status === 'failed';
const isWaiting = (job: TUploadJob | undefined) => job?.status === 'queued' || job?.status === 'processing';

export const uploadJobQueryOptions = (id: string) =>
  queryOptions({
    queryKey: uploadKeys.job(id),
    queryFn: () => request(`/user/upload/${encodeURIComponent(id)}`, { schema: ZUploadJob }),
    // A job that cannot be read (gone, or not this company's) is not asked about again.
    refetchInterval: (query) =>
      query.state.status !== 'error' && isWaiting(query.state.data) ? POLL_MS : false,
    // A finished job never changes again.
    staleTime: (query) => (isFinished(query.state.data) ? Number.POSITIVE_INFINITY : 0),
  });

export function useUploadJob(id: string | null) {
  return useQuery({ ...uploadJobQueryOptions(id ?? ''), enabled: id !== null });
}

type TPreviewUpload = {
  file: File;
  /** Platform admins name the company; everyone else uploads into their own. */
  companyId?: string;
  onProgress: (sent: number) => void;
  signal: AbortSignal;
};

/** Sends the file for a preview: the server reads and checks it and writes nothing else. */
export function previewUpload({ file, companyId, onProgress, signal }: TPreviewUpload) {
  const body = new FormData();
  if (companyId) body.append('companyID', companyId);
  body.append('file', file);
  return uploadRequest('/user/upload/preview', body, { schema: ZUploadJob, onProgress, signal });
}

/**
 * The caller's previews still waiting to be confirmed, newest first: the screen reopens the newest
 * when the organiser comes back without one in the URL. Never kept from an earlier visit.
 */
export function usePendingUploads(enabled: boolean) {
  return useQuery({
    queryKey: uploadKeys.pending(),
    queryFn: ({ signal }) => request('/user/upload/pending', { schema: ZPendingUploadList, signal }),
    enabled,
    staleTime: 0,
    gcTime: 0,
  });
}

/** The answer is the preview itself: cached, so it shows without asking again. */
export function usePreviewUpload() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: previewUpload,
    onSuccess: (job) => {
      queryClient.setQueryData(uploadKeys.job(job.id), job);
      queryClient.removeQueries({ queryKey: uploadKeys.pending() });
    },
  });
}

/** Confirms a preview; the 202 answer (queued) replaces it, so progress shows before the first poll. */
export function useConfirmUpload(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TConfirmUploadRequest) =>
      request(`/user/upload/${encodeURIComponent(id)}/confirm`, { method: 'POST', body, schema: ZUploadJob }),
    onSuccess: (job) => {
      queryClient.setQueryData(uploadKeys.job(job.id), job);
      queryClient.removeQueries({ queryKey: uploadKeys.pending() });
    },
  });
}

/** Drops a preview nobody confirmed; the screen then leaves it (its cached answer is never shown again). */
export function useCancelUpload(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => request(`/user/upload/${encodeURIComponent(id)}`, { method: 'DELETE' }),
    onSuccess: () => queryClient.removeQueries({ queryKey: uploadKeys.pending() }),
  });
}

/** Puts the people a finished upload created or updated into a team of a game (`POST /user/upload/{id}/team`). */
export function useUploadToTeam(id: string) {
  return useMutation({
    mutationFn: (body: TUploadToTeamRequest) =>
      request(`/user/upload/${encodeURIComponent(id)}/team`, {
        method: 'POST',
        body,
        schema: ZUploadToTeamResponse,
      }),
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
