import { LOG_LIST_LIMITS, ZUserLogList } from '@rally/contracts/logs';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/api-client.ts';
import { logKeys } from '../../../lib/play-keys.ts';

/** `GET /user/task/performedtasks/{id}`: a user's newest logs across the games the caller sees. */
export const userLogsQueryOptions = (userId: string, limit: number = LOG_LIST_LIMITS.user) =>
  queryOptions({
    queryKey: logKeys.user(userId, limit),
    queryFn: ({ signal }) =>
      request(`/user/task/performedtasks/${encodeURIComponent(userId)}`, {
        query: { limit },
        schema: ZUserLogList,
        signal,
      }),
  });

export const useUserLogs = (userId: string, limit?: number) => useQuery(userLogsQueryOptions(userId, limit));
