import { type TMailCategory, ZMailOptOuts, ZUnsubscribeCheck } from '@rally/contracts/mail-preferences';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { publicRequest, request } from '../../../lib/api-client.ts';
import { refreshMailStops } from '../../../lib/mail-stops.ts';
import { profileKeys } from './settings-api.ts';

const mailKeys = {
  optOuts: (userId: string) => [...profileKeys.all, 'mail-opt-outs', userId] as const,
  link: (token: string) => [...profileKeys.all, 'unsubscribe', token] as const,
};
const optOutsPath = (userId: string) => `/users/${encodeURIComponent(userId)}/mail-opt-outs`;
const linkPath = (path: string, token: string) => `${path}?token=${encodeURIComponent(token)}`;

/** The kinds of mail the user stopped (by a mail's unsubscribe link or here). */
export function useMailOptOuts(userId: string) {
  return useQuery({
    queryKey: mailKeys.optOuts(userId),
    queryFn: () => request(optOutsPath(userId), { schema: ZMailOptOuts }),
  });
}

/** Makes the stopped kinds exactly these; the answer becomes the cached list. */
export function useSetMailOptOuts(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (categories: TMailCategory[]) =>
      request(optOutsPath(userId), { method: 'PUT', body: { categories }, schema: ZMailOptOuts }),
    onSuccess: (saved) => {
      queryClient.setQueryData(mailKeys.optOuts(userId), saved);
      // The reminders card shows whether reminder mails are stopped too.
      void refreshMailStops(queryClient);
    },
  });
}

/** What an unsubscribe link stops, read without changing anything (decision 0032). */
export function useUnsubscribeLink(token: string) {
  return useQuery({
    queryKey: mailKeys.link(token),
    queryFn: () => publicRequest(linkPath('/mail/unsubscribe/check', token), { schema: ZUnsubscribeCheck }),
    enabled: token !== '',
    retry: false,
  });
}

/** The page's button: the same one-click request a mail client sends. */
export function useUnsubscribe(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      publicRequest(linkPath('/mail/unsubscribe', token), {
        method: 'POST',
        body: { 'List-Unsubscribe': 'One-Click' },
        schema: ZUnsubscribeCheck,
      }),
    onSuccess: (answer) => queryClient.setQueryData(mailKeys.link(token), answer),
  });
}
