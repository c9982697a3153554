import { type TPushSubscriptionRequest, ZPushDevice, ZPushDeviceList } from '@rally/contracts/push';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../lib/api-client.ts';
import { forgetThisDevice, rememberThisDevice, thisDeviceId } from './forget-this-device.ts';

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

/**
 * Tells the server this device's subscription (one per device: sending it again updates it), and
 * remembers the id it gets, so signing out removes this device (`forgetThisDevice`).
 */
export async function saveSubscription(subscription: TPushSubscriptionRequest) {
  const device = await request('/push/subscriptions', {
    method: 'PUT',
    body: subscription,
    schema: ZPushDevice,
  });
  rememberThisDevice(device.id);
  return device;
}

export function useSaveSubscription() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveSubscription,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: pushKeys.devices() }),
  });
}

/**
 * Stops pushes to one of the caller's devices. This device is forgotten in the browser too, so it
 * is not subscribed again on the next visit (`forgetThisDevice`).
 */
export function useRemovePushDevice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      id === thisDeviceId()
        ? forgetThisDevice()
        : request(`/push/subscriptions/${encodeURIComponent(id)}`, { method: 'DELETE' }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: pushKeys.devices() }),
  });
}
