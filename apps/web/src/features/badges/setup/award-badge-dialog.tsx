import { Text, Textarea } from '@mantine/core';
import { type TGameBadge, ZAwardBadge } from '@rally/contracts/badges';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../../components/form-dialog.tsx';
import { FormFrame } from '../../../components/form-frame.tsx';
import { showServerFieldErrors, useSchemaForm } from '../../../lib/forms.ts';
import { useAwardBadge } from '../api/game-badges-api.ts';
import { useBadgeText } from '../components/badge-text.ts';

export type TPlayerChoice = { userId: string; fullName: string };

/** The game's player picker, from the scores area (features do not import each other). */
export type TPlayerField = (props: {
  value: TPlayerChoice | null;
  onChange: (player: TPlayerChoice | null) => void;
  label: string;
  error: ReactNode;
  withAsterisk: boolean;
  'data-autofocus': boolean;
}) => ReactNode;

type Props = {
  gameId: string;
  /** The manual badge to give; the dialog is closed while null. */
  target: TGameBadge | null;
  playerField: TPlayerField;
  onDone: (badge: TGameBadge, message: string) => void;
  onClose: () => void;
};

/**
 * Gives a badge by hand to a player of the game with a reason (a hand award is taken back from the
 * badge's list of holders, holders-dialog.tsx).
 */
export function AwardBadgeDialog({ target, onClose, ...props }: Props) {
  const { t } = useTranslation('badges');
  const text = useBadgeText();
  const name = target ? text(target).name : '';
  return (
    <FormDialog
      opened={target !== null}
      onClose={onClose}
      title={target ? t('setup.award.title', { name }) : ''}
    >
      {target && <AwardForm key={target.id} {...props} badge={target} name={name} onClose={onClose} />}
    </FormDialog>
  );
}

function AwardForm({
  gameId,
  badge,
  name,
  playerField,
  onDone,
  onClose,
}: Omit<Props, 'target'> & { badge: TGameBadge; name: string }) {
  const { t } = useTranslation('badges');
  const award = useAwardBadge(gameId);
  const [player, setPlayer] = useState<TPlayerChoice | null>(null);
  const form = useSchemaForm({ schema: ZAwardBadge, initialValues: { userId: '', reason: '' } });

  const submit = form.onSubmit(async ({ userId, reason }) => {
    try {
      await award.mutateAsync({ id: badge.id, userId, reason, takeBack: false });
      onDone(badge, t('setup.award.done', { name, player: player?.fullName ?? '' }));
    } catch (error) {
      showServerFieldErrors(form, error);
    }
  });

  return (
    <FormFrame
      onSubmit={submit}
      error={award.error}
      pending={award.isPending}
      submitLabel={t('setup.award.submit')}
      cancel={{ label: t('setup.cancel'), onClick: onClose }}
    >
      <Text size="sm">{t('setup.award.text', { name })}</Text>
      {playerField({
        value: player,
        onChange: (chosen) => {
          setPlayer(chosen);
          form.setFieldValue('userId', chosen?.userId ?? '');
        },
        label: t('setup.player'),
        error: form.errors.userId,
        withAsterisk: true,
        'data-autofocus': true,
      })}
      <Textarea
        label={t('setup.reason')}
        description={t('setup.reasonHint')}
        withAsterisk
        autosize
        minRows={2}
        {...form.getInputProps('reason')}
      />
    </FormFrame>
  );
}
