import { type TLogCommentRequest, ZLog } from '@rally/contracts/logs';
import { useMutation } from '@tanstack/react-query';
import { request } from '../../../lib/api-client.ts';
import { useInvalidateQueries } from '../../../lib/invalidate-queries.ts';
import { logKeys } from '../../../lib/play-keys.ts';

/** `PUT /performedtasks/{id}/comment`: the player's note for the organiser on their log awaiting approval. */
export function useLogComment(gameId: string) {
  const onSuccess = useInvalidateQueries([logKeys.game(gameId)]);
  return useMutation({
    mutationFn: ({ logId, ...body }: TLogCommentRequest & { logId: string }) =>
      request(`/performedtasks/${encodeURIComponent(logId)}/comment`, { method: 'PUT', body, schema: ZLog }),
    onSuccess,
  });
}
