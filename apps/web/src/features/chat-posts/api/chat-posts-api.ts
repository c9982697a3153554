import {
  type TCreateChatConnectionRequest,
  type TUpdateChatConnectionRequest,
  ZChatConnection,
  ZChatConnectionList,
} from '@rally/contracts/chat-posts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../lib/api-client.ts';

const keyOf = (gameId: string) => ['chat-connections', gameId] as const;
const gamePath = (gameId: string) => `/games/${encodeURIComponent(gameId)}/chat-connections`;
const connectionPath = (id: string) => `/chat-connections/${encodeURIComponent(id)}`;

/** A game's Slack and Teams connections (decision 0034), URLs masked. */
export const useChatConnections = (gameId: string) =>
  useQuery({
    queryKey: keyOf(gameId),
    queryFn: () => request(gamePath(gameId), { schema: ZChatConnectionList }),
  });

export function useAddChatConnection(gameId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TCreateChatConnectionRequest) =>
      request(gamePath(gameId), { method: 'POST', body, schema: ZChatConnection }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: keyOf(gameId) }),
  });
}

export function useUpdateChatConnection(gameId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...body }: TUpdateChatConnectionRequest & { id: string }) =>
      request(connectionPath(id), { method: 'PUT', body, schema: ZChatConnection }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: keyOf(gameId) }),
  });
}

export function useDeleteChatConnection(gameId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => request(connectionPath(id), { method: 'DELETE' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: keyOf(gameId) }),
  });
}
