import {
  type TUpdateSalesLeadRequest,
  ZSalesLeadDetail,
  type ZSalesLeadListQuery,
  ZSalesLeadPage,
} from '@rally/contracts/sales-leads';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { request } from '../../../lib/api-client.ts';
import { recordKeys } from '../../../lib/record-keys.ts';
import { tablePageQueryOptions } from '../../../lib/table-page-query.ts';

export type TLeadListParams = z.output<typeof ZSalesLeadListQuery>;

export const leadKeys = recordKeys<TLeadListParams>('sales-leads');

export const leadListQueryOptions = (params: TLeadListParams) =>
  tablePageQueryOptions(leadKeys.list(params), '/salesleads', params, ZSalesLeadPage);

export const useLeadList = (params: TLeadListParams) => useQuery(leadListQueryOptions(params));

export const useLead = (id: string) =>
  useQuery({
    queryKey: leadKeys.detail(id),
    queryFn: ({ signal }) =>
      request(`/salesleads/${encodeURIComponent(id)}`, { schema: ZSalesLeadDetail, signal }),
  });

export function useUpdateLead(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TUpdateSalesLeadRequest) =>
      request(`/salesleads/${encodeURIComponent(id)}`, { method: 'PUT', body, schema: ZSalesLeadDetail }),
    onSuccess: (lead) => {
      queryClient.setQueryData(leadKeys.detail(id), lead);
      return queryClient.invalidateQueries({ queryKey: [...leadKeys.all, 'list'] });
    },
  });
}
