import { type TPushSubscriptionRequest, ZPushDevice, ZPushDeviceList } from '@rally/contracts/push';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../lib/api-client.ts';

export const pushKeys = {
  all: ['push'] as const,
  devices: () => [...pushKeys.all, 'devices'] as const,
};

/** The caller's devices that receive pushes. */
export const pushDevicesQueryOptions = () =>
  queryOptions({
    queryKey: pushKeys.devices(),
    queryFn: () => request('/push/subscriptions', { schema: ZPushDeviceList }),
  });

/** Tells the server this device's subscription (one per device: sending it again updates it). */
export function saveSubscription(subscription: TPushSubscriptionRequest) {
  return request('/push/subscriptions', { method: 'PUT', body: subscription, schema: ZPushDevice });
}

export function useSaveSubscription() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveSubscription,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: pushKeys.devices() }),
  });
}
