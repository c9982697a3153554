import { Stack, Text } from '@mantine/core';
import type { TGameDetail } from '@rally/contracts/games';
import { useMutation } from '@tanstack/react-query';
import { type ReactNode, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../components/confirm-dialog.tsx';
import { ErrorAlert } from '../../components/error-alert.tsx';
import { GamePicker } from '../../features/games/components/game-picker.tsx';
import { notifySuccess } from '../../lib/notify.ts';

type Props = {
  /** The game copied into. */
  game: TGameDetail;
  opened: boolean;
  onClose: () => void;
  title: string;
  /** What gets copied, and that the copy is independent of the source. */
  text: string;
  /** Copies from the chosen game; answers how many items were copied. */
  onCopy: (fromGameId: string) => Promise<{ copied: number }>;
  /** Said once the copy is done. */
  doneText: (copied: number) => string;
  /** Options of this kind of copy (teams: with or without their players). */
  children?: ReactNode;
};

/** Copies content from another game of the same company into this one. */
export function CopyFromGameDialog({
  game,
  opened,
  onClose,
  title,
  text,
  onCopy,
  doneText,
  children,
}: Props) {
  const { t } = useTranslation('game-content');
  const [source, setSource] = useState<string | null>(null);
  const copy = useMutation({ mutationFn: onCopy });
  const { reset } = copy;

  useEffect(() => {
    if (!opened) return;
    setSource(null);
    reset();
  }, [opened, reset]);

  const confirm = () => {
    if (!source) return;
    copy.mutate(source, {
      onSuccess: ({ copied }) => {
        notifySuccess(doneText(copied));
        onClose();
      },
    });
  };

  return (
    <ConfirmDialog
      opened={opened}
      onClose={onClose}
      title={title}
      confirmLabel={t('copy.confirm')}
      onConfirm={confirm}
      loading={copy.isPending}
      confirmDisabled={!source}
    >
      <Stack gap="sm">
        <ErrorAlert error={copy.error} />
        <Text size="sm">{text}</Text>
        <GamePicker
          label={t('copy.source')}
          value={source}
          onChange={setSource}
          companyId={game.companyId}
          exclude={game.id}
          required
        />
        {children}
      </Stack>
    </ConfirmDialog>
  );
}
