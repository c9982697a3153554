import { type TCreateGameRequest, ZGameDetail } from '@rally/contracts/games';
import {
  type TTemplateDetail,
  type TTemplateLanguage,
  type ZCreateTemplateCharityRequest,
  type ZCreateTemplateFromGameRequest,
  type ZCreateTemplateKpiRequest,
  type ZCreateTemplateRequest,
  type ZCreateTemplateSubTaskRequest,
  type ZCreateTemplateTaskRequest,
  ZTemplate,
  ZTemplateCategoryPage,
  ZTemplateCharity,
  ZTemplateDetail,
  ZTemplateKpi,
  ZTemplatePage,
  ZTemplateSubTask,
  ZTemplateTargetKpi,
  ZTemplateTask,
  type ZUpdateTemplateCharityRequest,
  type ZUpdateTemplateKpiRequest,
  type ZUpdateTemplateRequest,
  type ZUpdateTemplateSubTaskRequest,
  type ZUpdateTemplateTaskRequest,
} from '@rally/contracts/templates';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { request } from '../../../lib/api-client.ts';
import { queryClient } from '../../../lib/query-client.ts';

export const templateKeys = {
  all: ['templates'] as const,
  categories: () => [...templateKeys.all, 'categories'] as const,
  list: (filter: object) => [...templateKeys.all, 'list', filter] as const,
  detail: (id: string) => [...templateKeys.all, 'detail', id] as const,
  item: (kind: string, id: string) => [...templateKeys.all, kind, id] as const,
};
const id = encodeURIComponent;

export const templateCategoriesQueryOptions = () =>
  queryOptions({
    queryKey: templateKeys.categories(),
    queryFn: () => request('/game/templates-category/all', { schema: ZTemplateCategoryPage }),
  });

export const useTemplateCategories = () => useQuery(templateCategoriesQueryOptions());

export type TTemplateFilter = {
  categoryId?: string | undefined;
  lang?: TTemplateLanguage | undefined;
  page: number;
};
export const templatesQueryOptions = (filter: TTemplateFilter) =>
  queryOptions({
    queryKey: templateKeys.list(filter),
    queryFn: () =>
      request('/game/templates/all', {
        query: { category_id: filter.categoryId, lang: filter.lang, page: filter.page, perPage: 12 },
        schema: ZTemplatePage,
      }),
    placeholderData: keepPreviousData,
  });

export const useTemplates = (filter: TTemplateFilter) => useQuery(templatesQueryOptions(filter));

/** Every template the caller may change (for the editing screens' picker). */
export const editableTemplatesQueryOptions = () =>
  queryOptions({
    queryKey: templateKeys.list({ editable: true }),
    queryFn: async () => {
      const page = await request('/game/templates/all', { query: { perPage: 100 }, schema: ZTemplatePage });
      return page.data.filter((t) => t.editable);
    },
  });

export const useEditableTemplates = () => useQuery(editableTemplatesQueryOptions());

export const templateQueryOptions = (templateId: string) =>
  queryOptions({
    queryKey: templateKeys.detail(templateId),
    queryFn: () => request(`/templates/${id(templateId)}`, { schema: ZTemplateDetail }),
  });

export const useTemplate = (templateId: string | undefined) =>
  useQuery({ ...templateQueryOptions(templateId ?? ''), enabled: Boolean(templateId) });

export const templateActivityQueryOptions = (taskId: string) =>
  queryOptions({
    queryKey: templateKeys.item('task', taskId),
    queryFn: () => request(`/templates-task/${id(taskId)}`, { schema: ZTemplateTask }),
  });

export const useTemplateActivity = (taskId: string) => useQuery(templateActivityQueryOptions(taskId));

export const templateBehaviourQueryOptions = (behaviourId: string) =>
  queryOptions({
    queryKey: templateKeys.item('subTask', behaviourId),
    queryFn: () => request(`/templates-sub-task/${id(behaviourId)}`, { schema: ZTemplateSubTask }),
  });

export const useTemplateBehaviour = (behaviourId: string) =>
  useQuery(templateBehaviourQueryOptions(behaviourId));

/**
 * What a template's content screen opens with (lib/opening.ts `openingData`): the picker's
 * templates and the template of the address, then, from `content`, what the screen shows of it,
 * as the screen's own hooks ask for them.
 */
export const templateScreenOpeningData = (
  templateId: string | undefined,
  content: (template: TTemplateDetail) => unknown = () => undefined,
) =>
  Promise.all([
    queryClient.prefetchQuery(editableTemplatesQueryOptions()),
    // One that fails shows its error as on any later visit; the picker is still waited for.
    templateId && queryClient.fetchQuery(templateQueryOptions(templateId)).then(content, () => undefined),
  ]);

/** Any change to a template's content: its detail, its items and the lists' counts are read again. */
function useTemplateMutation<A, R>(fn: (args: A) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: templateKeys.all }),
  });
}

type Body<T extends z.ZodType> = z.input<T>;
const send = <S extends z.ZodType>(path: string, method: 'POST' | 'PUT', body: unknown, schema: S) =>
  request(path, { method, body, schema });
const remove = (path: string) => request(path, { method: 'DELETE' });

export const useCreateTemplate = () =>
  useTemplateMutation((body: Body<typeof ZCreateTemplateRequest>) =>
    send('/templates', 'POST', body, ZTemplateDetail),
  );
export const useUpdateTemplate = () =>
  useTemplateMutation(
    ({ templateId, ...body }: Body<typeof ZUpdateTemplateRequest> & { templateId: string }) =>
      send(`/templates/${id(templateId)}`, 'PUT', body, ZTemplate),
  );
export const useDeleteTemplate = () =>
  useTemplateMutation((templateId: string) => remove(`/templates/${id(templateId)}`));

export const useCreateTemplateActivity = () =>
  useTemplateMutation((body: Body<typeof ZCreateTemplateTaskRequest>) =>
    send('/templates-task', 'POST', body, ZTemplateTask),
  );
export const useUpdateTemplateActivity = () =>
  useTemplateMutation(({ taskId, ...body }: Body<typeof ZUpdateTemplateTaskRequest> & { taskId: string }) =>
    send(`/templates-task/${id(taskId)}`, 'PUT', body, ZTemplateTask),
  );
export const useDeleteTemplateActivity = () =>
  useTemplateMutation((taskId: string) => remove(`/templates-task/${id(taskId)}`));

export const useCreateTemplateBehaviour = () =>
  useTemplateMutation((body: Body<typeof ZCreateTemplateSubTaskRequest>) =>
    send('/templates-sub-task', 'POST', body, ZTemplateSubTask),
  );
export const useUpdateTemplateBehaviour = () =>
  useTemplateMutation(
    ({ behaviourId, ...body }: Body<typeof ZUpdateTemplateSubTaskRequest> & { behaviourId: string }) =>
      send(`/templates-sub-task/${id(behaviourId)}`, 'PUT', body, ZTemplateSubTask),
  );
export const useDeleteTemplateBehaviour = () =>
  useTemplateMutation((behaviourId: string) => remove(`/templates-sub-task/${id(behaviourId)}`));

export const useCreateKpi = () =>
  useTemplateMutation((body: Body<typeof ZCreateTemplateKpiRequest>) =>
    send('/templatekpis', 'POST', body, ZTemplateKpi),
  );
export const useUpdateKpi = () =>
  useTemplateMutation(({ kpiId, ...body }: Body<typeof ZUpdateTemplateKpiRequest> & { kpiId: string }) =>
    send(`/templatekpis/${id(kpiId)}`, 'PUT', body, ZTemplateKpi),
  );
export const useDeleteKpi = () =>
  useTemplateMutation((kpiId: string) => remove(`/templatekpis/${id(kpiId)}`));

/** Sets, changes or (with `target: null`) removes a KPI's goal. */
export const useSetTarget = () =>
  useTemplateMutation(async (args: { kpiId: string; targetId: string | null; target: number | null }) => {
    if (args.target === null)
      return args.targetId ? remove(`/templatetargetkpi/${id(args.targetId)}`) : undefined;
    return args.targetId
      ? send(`/templatetargetkpi/${id(args.targetId)}`, 'PUT', { target: args.target }, ZTemplateTargetKpi)
      : send('/templatetargetkpi', 'POST', { kpiId: args.kpiId, target: args.target }, ZTemplateTargetKpi);
  });
export const useResetTargets = () =>
  useTemplateMutation((templateId: string) => remove(`/templatetargetkpi/templates/${id(templateId)}`));

export const useAddCharity = () =>
  useTemplateMutation((body: Body<typeof ZCreateTemplateCharityRequest>) =>
    send('/templatecharity', 'POST', body, ZTemplateCharity),
  );
export const useUpdateCharity = () =>
  useTemplateMutation(
    ({ linkId, ...body }: Body<typeof ZUpdateTemplateCharityRequest> & { linkId: string }) =>
      send(`/templatecharity/${id(linkId)}`, 'PUT', body, ZTemplateCharity),
  );
export const useRemoveCharity = () =>
  useTemplateMutation((linkId: string) => remove(`/templatecharity/${id(linkId)}`));

/** `POST /templates/{id}/create-game`: a complete draft game. */
export const useCreateGameFromTemplate = () =>
  useTemplateMutation(
    ({ templateId, ...competition }: TCreateGameRequest['competition'] & { templateId: string }) =>
      send(`/templates/${id(templateId)}/create-game`, 'POST', { competition }, ZGameDetail),
  );

/** `POST /competitions/{id}/create-templates`: the game saved as a template. */
export const useSaveGameAsTemplate = () =>
  useTemplateMutation(
    ({ gameId, ...body }: Body<typeof ZCreateTemplateFromGameRequest> & { gameId: string }) =>
      send(`/competitions/${id(gameId)}/create-templates`, 'POST', body, ZTemplateDetail),
  );
