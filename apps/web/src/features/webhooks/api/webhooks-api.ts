import {
  type TCreateWebhookEndpointRequest,
  ZCreatedWebhookEndpoint,
  ZWebhookDelivery,
  ZWebhookDeliveryList,
  ZWebhookEndpoint,
  ZWebhookEndpointList,
} from '@rally/contracts/webhooks';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../lib/api-client.ts';

export const webhookKeys = {
  all: ['webhooks'] as const,
  endpoints: ['webhooks', 'endpoints'] as const,
  deliveries: (endpointId: string) => ['webhooks', 'deliveries', endpointId] as const,
};

const endpointPath = (id: string) => `/company/webhooks/${encodeURIComponent(id)}`;

export const webhookEndpointsQueryOptions = () =>
  queryOptions({
    queryKey: webhookKeys.endpoints,
    queryFn: () => request('/company/webhooks', { schema: ZWebhookEndpointList }),
  });

export const useWebhookEndpoints = () => useQuery(webhookEndpointsQueryOptions());

/** An endpoint's deliveries; read again every few seconds while some are still on their way. */
export const useWebhookDeliveries = (endpointId: string) =>
  useQuery({
    queryKey: webhookKeys.deliveries(endpointId),
    queryFn: () => request(`${endpointPath(endpointId)}/deliveries`, { schema: ZWebhookDeliveryList }),
    refetchInterval: (query) =>
      query.state.data?.data.some((d) => d.status === 'pending' || d.status === 'retrying') ? 5_000 : false,
  });

export function useCreateWebhookEndpoint() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TCreateWebhookEndpointRequest) =>
      request('/company/webhooks', { method: 'POST', body, schema: ZCreatedWebhookEndpoint }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: webhookKeys.endpoints }),
  });
}

export function useSetWebhookEnabled() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, enabled }: { id: string; enabled: boolean }) =>
      request(endpointPath(id), { method: 'PUT', body: { enabled }, schema: ZWebhookEndpoint }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: webhookKeys.endpoints }),
  });
}

export function useDeleteWebhookEndpoint() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => request(endpointPath(id), { method: 'DELETE' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: webhookKeys.all }),
  });
}

export function useResendWebhookDelivery(endpointId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (deliveryId: string) =>
      request(`/company/webhook-deliveries/${encodeURIComponent(deliveryId)}/resend`, {
        method: 'POST',
        schema: ZWebhookDelivery,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: webhookKeys.deliveries(endpointId) }),
  });
}
