import {
  type ZBulkUserActionRequest,
  ZBulkUserActionResponse,
  type ZSendUserEmailRequest,
  ZSendUserEmailResponse,
} from '@rally/contracts/users';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { request } from '../../../lib/api-client.ts';
import { userKeys } from './users-api.ts';

export type TBulkAction = z.output<typeof ZBulkUserActionRequest>['action'];
export type TEmailKind = z.output<typeof ZSendUserEmailRequest>['kind'];

/** Disable, enable or delete many users at once; users it cannot act on come back as `skipped`. */
export function useBulkUserAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: z.output<typeof ZBulkUserActionRequest>) =>
      request('/user/bulk', { method: 'POST', body, schema: ZBulkUserActionResponse }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: userKeys.all }),
  });
}

/** Invitations or sign-in reminders to chosen users; statuses do not change, so nothing is refetched. */
export function useSendUserEmails() {
  return useMutation({
    mutationFn: (body: z.output<typeof ZSendUserEmailRequest>) =>
      request('/user/send/email', { method: 'POST', body, schema: ZSendUserEmailResponse }),
  });
}
