import { Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../../components/error-alert.tsx';
import { LoadingButton } from '../../../components/loading-button.tsx';
import { focusWhenReady } from '../../../lib/focus.ts';
import { announceRefusal } from '../../../lib/forms.ts';
import { useDecideLogs } from '../api/review-api.ts';

export type TReviewDecision = 'approve' | 'reject';

type Props = {
  gameId: string;
  logIds: string[];
  /** The decision being confirmed; null: the dialog is closed. */
  decision: TReviewDecision | null;
  onClose: () => void;
  onDecided: (decision: TReviewDecision, count: number) => void;
};

const REASON_MAX = 500;

/** Confirms approving or rejecting the chosen logs; a rejection needs the reason the players will read. */
export function ReviewDecisionDialog({ gameId, logIds, decision, onClose, onDecided }: Props) {
  const { t } = useTranslation('logs');
  const { t: tc } = useTranslation();
  const decide = useDecideLogs(gameId);
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | null>(null);
  const reasonRef = useRef<HTMLTextAreaElement>(null);
  const count = logIds.length;
  const rejecting = decision === 'reject';

  const close = () => {
    setReason('');
    setReasonError(null);
    decide.reset();
    onClose();
  };

  const confirm = () => {
    if (!decision) return;
    if (rejecting && !reason.trim()) {
      setReasonError(t('review.reasonRequired'));
      // Said, and the user continues in the field to fill (as every refused form does).
      announceRefusal({ reason: t('review.reasonRequired') }, null);
      focusWhenReady(() => reasonRef.current);
      return;
    }
    decide.mutate(
      { logIds, decision, ...(rejecting ? { reason: reason.trim() } : {}) },
      {
        onSuccess: ({ decided }) => {
          setReason('');
          setReasonError(null);
          onDecided(decision, decided);
        },
      },
    );
  };

  return (
    <Modal
      opened={decision !== null}
      onClose={close}
      title={decision && t(rejecting ? 'review.rejectTitle' : 'review.approveTitle', { count })}
      centered
      closeButtonProps={{ 'aria-label': tc('dialog.close') }}
      closeOnClickOutside={!decide.isPending}
      closeOnEscape={!decide.isPending}
    >
      <Stack gap="md">
        <ErrorAlert error={decide.error} />
        <Text>{decision && t(rejecting ? 'review.rejectText' : 'review.approveText', { count })}</Text>
        {rejecting && (
          <Textarea
            ref={reasonRef}
            label={t('review.reason')}
            description={t('review.reasonHint')}
            value={reason}
            onChange={(event) => {
              setReason(event.currentTarget.value);
              setReasonError(null);
            }}
            error={reasonError}
            maxLength={REASON_MAX}
            rows={3}
            required
            data-autofocus
          />
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={close} disabled={decide.isPending}>
            {tc('dialog.cancel')}
          </Button>
          <LoadingButton color={rejecting ? 'red' : undefined} onClick={confirm} loading={decide.isPending}>
            {t(rejecting ? 'review.reject' : 'review.approve')}
          </LoadingButton>
        </Group>
      </Stack>
    </Modal>
  );
}
