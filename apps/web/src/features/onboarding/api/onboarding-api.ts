import { ZMessageResponse, ZSignedInMessage } from '@rally/contracts/auth';
import type { TLanguage } from '@rally/contracts/constants';
import {
  type TJoinRequest,
  type TOnboardingRequest,
  ZJoinableGame,
  ZOnboardingCatalog,
} from '@rally/contracts/onboarding';
import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { publicRequest } from '../../../lib/api-client.ts';

/** The global templates of a language, by category, for the onboarding pickers. */
export const useOnboardingCatalog = (lang: TLanguage) =>
  useQuery({
    queryKey: ['onboarding', 'catalog', lang],
    queryFn: ({ signal }) =>
      publicRequest('/game/onboarding/templates', { query: { lang }, schema: ZOnboardingCatalog, signal }),
  });

export const useStartOnboarding = () =>
  useMutation({
    mutationFn: (body: TOnboardingRequest) =>
      publicRequest('/game/onboarding', { method: 'POST', body, schema: ZMessageResponse }),
  });

/** The message, the organiser's session (as sign-in answers it) and their game. */
const ZConfirmed = z.object({
  ...ZSignedInMessage.shape,
  game: z.object({ name: z.string(), publicId: z.string(), live: z.boolean() }).nullable(),
});

/** Spends the mailed link: the organiser's address confirmed, the game live, the colleagues invited. */
export const useConfirmOnboarding = () =>
  useMutation({
    mutationFn: (token: string) =>
      publicRequest('/game/onboarding/confirm', { method: 'POST', body: { token }, schema: ZConfirmed }),
  });

export const joinableGameQueryOptions = (publicId: string) =>
  queryOptions({
    queryKey: ['onboarding', 'joinable', publicId],
    queryFn: ({ signal }) =>
      publicRequest(`/game/onboarding-user/${encodeURIComponent(publicId)}`, {
        schema: ZJoinableGame,
        signal,
      }),
    retry: false,
  });

export const useJoinableGame = (publicId: string) => useQuery(joinableGameQueryOptions(publicId));

export const useJoinGame = () =>
  useMutation({
    mutationFn: (body: TJoinRequest) =>
      publicRequest('/game/onboarding-user', { method: 'POST', body, schema: ZMessageResponse }),
  });
