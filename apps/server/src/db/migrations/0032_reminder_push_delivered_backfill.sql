-- The reminder pushes done before the count was kept (those the scheduler has not purged yet),
-- credited to the player whose device it was while that device is still known.
UPDATE "reminder_sends" AS r SET "push_delivered" = d.n
FROM (
  SELECT s."user_id", split_part(j."key", ':', 2) AS game_id, split_part(j."key", ':', 3) AS day, count(*)::int AS n
  FROM "jobs" j
  JOIN "push_subscriptions" s ON s."id"::text = j."payload"->>'subscriptionId'
  WHERE j."name" = 'push.send' AND j."state" = 'done' AND j."key" LIKE 'reminder:%'
  GROUP BY 1, 2, 3
) AS d
WHERE r."user_id" = d."user_id" AND r."game_id"::text = d.game_id AND r."day"::text = d.day;
