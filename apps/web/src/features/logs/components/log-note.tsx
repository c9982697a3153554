import { Button, Group, Stack, Text, Textarea } from '@mantine/core';
import { LOG_COMMENT_MAX, type TLog } from '@rally/contracts/logs';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadingButton } from '../../../components/loading-button.tsx';
import { announce } from '../../../lib/announce.ts';
import { errorMessage } from '../../../lib/errors.ts';
import { useLogComment } from '../api/log-comment-api.ts';

/**
 * The player's note for the organiser on their log awaiting approval (what they did, where to see
 * it): written here, read in the review queue. Shown and stored as plain text. Focus goes to the
 * note's field when it opens and back to its button when it closes.
 */
export function LogNote({ log, behaviour }: { log: TLog; behaviour: string }) {
  const { t } = useTranslation('logs');
  const { t: tc } = useTranslation();
  const [draft, setDraft] = useState<string | null>(null);
  const toggle = useRef<HTMLButtonElement>(null);
  const errorId = useId();
  const save = useLogComment(log.gameId);
  // After the field goes, the button that opened it is where the player continues.
  const [refocus, setRefocus] = useState(false);
  useEffect(() => {
    if (!refocus || draft !== null) return;
    toggle.current?.focus();
    setRefocus(false);
  }, [refocus, draft]);
  const close = () => {
    setDraft(null);
    save.reset();
    setRefocus(true);
  };

  if (draft === null) {
    return (
      <Stack gap={2}>
        {log.comment && (
          <Text size="sm" style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
            {t('note.yours', { note: log.comment })}
          </Text>
        )}
        <Button
          ref={toggle}
          size="compact-sm"
          variant="subtle"
          style={{ alignSelf: 'flex-start' }}
          aria-label={t(log.comment ? 'note.editLabel' : 'note.addLabel', { behaviour })}
          onClick={() => setDraft(log.comment ?? '')}
        >
          {t(log.comment ? 'note.edit' : 'note.add')}
        </Button>
      </Stack>
    );
  }

  const submit = () =>
    save.mutate(
      { logId: log.id, comment: draft },
      {
        onSuccess: (saved) => {
          announce(t(saved.comment ? 'note.saved' : 'note.removed', { behaviour }));
          close();
        },
      },
    );

  return (
    <Stack
      gap="xs"
      component="form"
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <Textarea
        label={t('note.label', { behaviour })}
        description={t('note.hint', { count: draft.length, max: LOG_COMMENT_MAX })}
        value={draft}
        onChange={(event) => setDraft(event.currentTarget.value)}
        maxLength={LOG_COMMENT_MAX}
        rows={3}
        data-autofocus
        autoFocus
        error={save.isError ? errorMessage(save.error, tc) : undefined}
        errorProps={{ id: errorId, role: 'alert' }}
      />
      <Group gap="xs">
        <LoadingButton type="submit" size="compact-sm" loading={save.isPending}>
          {t('note.save')}
        </LoadingButton>
        <Button size="compact-sm" variant="subtle" onClick={close}>
          {t('note.cancel')}
        </Button>
      </Group>
    </Stack>
  );
}
