import {
  ZForgotOtpResponse,
  type ZForgotPasswordRequest,
  type ZLinkResetPasswordRequest,
  ZMessageResponse,
  type ZOtpResetPasswordRequest,
  ZResetLinkResponse,
  ZSignedInMessage,
  type ZVerifyOtpRequest,
  ZVerifyOtpResponse,
} from '@rally/contracts/auth';
import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { publicRequest } from '../../../lib/api-client.ts';
import { authKeys } from './auth-api.ts';

/** The two ways back into an account (DESIGN section 4): an e-mailed link, or a one-time code. */
export const passwordKeys = {
  resetLink: (id: string) => [...authKeys.all, 'reset-link', id] as const,
};

export function requestResetLink(body: z.output<typeof ZForgotPasswordRequest>) {
  return publicRequest('/user/forgotpassword', { method: 'POST', body, schema: ZMessageResponse });
}

export function useRequestResetLink() {
  return useMutation({ mutationFn: requestResetLink });
}

export const resetLinkQueryOptions = (id: string) =>
  queryOptions({
    queryKey: passwordKeys.resetLink(id),
    queryFn: () => publicRequest('/user/resetpassword', { query: { id }, schema: ZResetLinkResponse }),
    // An expired or used link stays so: asking again would not help.
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
  });

export function useResetLink(id: string) {
  return useQuery(resetLinkQueryOptions(id));
}

/** Sets the password and answers the session the user continues in (`lib/continue-signed-in.ts`). */
export function resetPasswordWithLink(body: z.output<typeof ZLinkResetPasswordRequest>) {
  return publicRequest('/user/resetpassword', { method: 'POST', body, schema: ZSignedInMessage });
}

export function useResetPasswordWithLink() {
  return useMutation({ mutationFn: resetPasswordWithLink });
}

export function requestOtp(body: z.output<typeof ZForgotPasswordRequest>) {
  return publicRequest('/auth/forgotpassword', { method: 'POST', body, schema: ZForgotOtpResponse });
}

export function useRequestOtp() {
  return useMutation({ mutationFn: requestOtp });
}

export function verifyOtp(body: z.output<typeof ZVerifyOtpRequest>) {
  return publicRequest('/auth/verifyotp', { method: 'POST', body, schema: ZVerifyOtpResponse });
}

export function useVerifyOtp() {
  return useMutation({ mutationFn: verifyOtp });
}

/** Sets the password and answers the session the user continues in (`lib/continue-signed-in.ts`). */
export function resetPasswordWithOtp(body: z.output<typeof ZOtpResetPasswordRequest>) {
  return publicRequest('/auth/resetpassword', { method: 'POST', body, schema: ZSignedInMessage });
}

export function useResetPasswordWithOtp() {
  return useMutation({ mutationFn: resetPasswordWithOtp });
}
