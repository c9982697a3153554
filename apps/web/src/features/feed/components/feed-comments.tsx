import { ActionIcon, Button, Group, Loader, Stack, Text, TextInput } from '@mantine/core';
import { FEED_COMMENT_MAX, type TFeedItem } from '@rally/contracts/feed';
import { IconTrash } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../../components/error-alert.tsx';
import { announce } from '../../../lib/announce.ts';
import { formatRelative } from '../../../lib/dates.ts';
import { commentsQueryOptions, useAddComment, useRemoveComment } from '../api/feed-api.ts';

type Props = { gameId: string; item: TFeedItem; id: string; canComment: boolean };

/**
 * An item's comments, oldest first, and a box to add one. Comments are text a person typed: shown
 * as text, never as markup or a link. After sending, the box is empty and keeps the focus.
 */
export function FeedComments({ gameId, item, id, canComment }: Props) {
  const { t } = useTranslation('feed');
  const { t: tc } = useTranslation();
  const comments = useQuery(commentsQueryOptions(gameId, item));
  const add = useAddComment(gameId);
  const remove = useRemoveComment(gameId);
  const [text, setText] = useState('');
  const inputRef = useRef<HTMLInputElement>(null);
  const inputId = useId();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!text.trim()) return;
    add.mutate(
      { item, text },
      {
        onSuccess: () => {
          setText('');
          announce(t('comments.added'));
          void comments.refetch();
          inputRef.current?.focus();
        },
      },
    );
  };

  return (
    <Stack gap="xs" id={id} mt="xs">
      {comments.isPending ? (
        <Loader size="xs" aria-label={tc('shell.loading')} />
      ) : comments.isError ? (
        <ErrorAlert error={comments.error} />
      ) : comments.data.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('comments.none')}
        </Text>
      ) : (
        <Stack component="ul" gap={6} p={0} m={0} style={{ listStyle: 'none' }}>
          {comments.data.map((c) => (
            <Group component="li" key={c.id} gap="xs" wrap="nowrap" align="flex-start">
              <Stack gap={0} miw={0} style={{ flex: 1 }}>
                <Text size="xs" fw={600}>
                  {c.mine ? t('you') : (c.name ?? t('someone'))}
                  <Text span size="xs" c="dimmed" fw={400}>
                    {` · ${formatRelative(c.createdAt)}`}
                  </Text>
                </Text>
                <Text size="sm" style={{ overflowWrap: 'anywhere', whiteSpace: 'pre-wrap' }}>
                  {c.text}
                </Text>
              </Stack>
              {c.mine && (
                <ActionIcon
                  variant="subtle"
                  color="red"
                  size="sm"
                  aria-label={t('comments.delete')}
                  loading={remove.isPending && remove.variables === c.id}
                  onClick={() =>
                    remove.mutate(c.id, {
                      onSuccess: () => {
                        announce(t('comments.deleted'));
                        void comments.refetch();
                        inputRef.current?.focus();
                      },
                    })
                  }
                >
                  <IconTrash size={14} aria-hidden />
                </ActionIcon>
              )}
            </Group>
          ))}
        </Stack>
      )}
      {canComment && (
        <form onSubmit={submit}>
          <Group gap="xs" align="flex-end" wrap="nowrap">
            <TextInput
              id={inputId}
              ref={inputRef}
              label={t('comments.label')}
              size="sm"
              style={{ flex: 1 }}
              maxLength={FEED_COMMENT_MAX}
              value={text}
              onChange={(event) => setText(event.currentTarget.value)}
              error={add.error ? undefined : null}
            />
            <Button type="submit" size="sm" loading={add.isPending} disabled={!text.trim()}>
              {t('comments.send')}
            </Button>
          </Group>
          <ErrorAlert error={add.error ?? remove.error} />
        </form>
      )}
    </Stack>
  );
}
