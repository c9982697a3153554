import { type ZChangePasswordRequest, ZChangePasswordResponse, ZUserDetail } from '@rally/contracts/users';
import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { request } from '../../../lib/api-client.ts';
import { updateTokens } from '../../../lib/session.ts';
import { profileKeys } from './settings-api.ts';

const userPath = (userId: string) => `/users/${encodeURIComponent(userId)}`;

export const userDetailQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: profileKeys.user(userId),
    queryFn: () => request(userPath(userId), { schema: ZUserDetail }),
  });

export function useUserDetail(userId: string, { enabled = true } = {}) {
  return useQuery({ ...userDetailQueryOptions(userId), enabled });
}

export function changePassword(userId: string, body: z.output<typeof ZChangePasswordRequest>) {
  return request(`${userPath(userId)}/password`, {
    method: 'PUT',
    body,
    schema: ZChangePasswordResponse,
  });
}

/** The server ends every session and answers with new tokens for this one: keep them, stay signed in. */
export function useChangePassword(userId: string) {
  return useMutation({
    mutationFn: (body: z.output<typeof ZChangePasswordRequest>) => changePassword(userId, body),
    onSuccess: updateTokens,
  });
}

/** An admin cannot set someone else's password, only send them a reset link (DESIGN section 4). */
export function useSendPasswordReset(userId: string) {
  return useMutation({
    mutationFn: () => request(`${userPath(userId)}/send-reset`, { method: 'POST' }),
  });
}
