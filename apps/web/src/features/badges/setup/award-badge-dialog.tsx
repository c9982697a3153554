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

export type TAwardMode = 'award' | 'takeBack';

type Props = {
  gameId: string;
  /** The manual badge and what to do with it; the dialog is closed while null. */
  target: { badge: TGameBadge; mode: TAwardMode } | null;
  playerField: TPlayerField;
  onDone: (badge: TGameBadge, message: string) => void;
  onClose: () => void;
};

/** Gives a badge by hand to a player of the game with a reason, or takes a hand award back. */
export function AwardBadgeDialog({ target, onClose, ...props }: Props) {
  const { t } = useTranslation('badges');
  const text = useBadgeText();
  const name = target ? text(target.badge).name : '';
  return (
    <FormDialog
      opened={target !== null}
      onClose={onClose}
      title={target ? t(`setup.${target.mode}.title`, { name }) : ''}
    >
      {target && (
        <AwardForm
          key={`${target.badge.id}-${target.mode}`}
          {...props}
          {...target}
          name={name}
          onClose={onClose}
        />
      )}
    </FormDialog>
  );
}

const ZTakeBack = ZAwardBadge.pick({ userId: true });

function AwardForm({
  gameId,
  badge,
  mode,
  name,
  playerField,
  onDone,
  onClose,
}: Omit<Props, 'target'> & { badge: TGameBadge; mode: TAwardMode; name: string }) {
  const { t } = useTranslation('badges');
  const award = useAwardBadge(gameId);
  const [player, setPlayer] = useState<TPlayerChoice | null>(null);
  const takeBack = mode === 'takeBack';
  const form = useSchemaForm({
    schema: takeBack ? ZTakeBack.extend({ reason: ZAwardBadge.shape.reason.optional() }) : ZAwardBadge,
    initialValues: { userId: '', reason: '' },
  });

  const submit = form.onSubmit(async ({ userId, reason }) => {
    try {
      await award.mutateAsync({ id: badge.id, userId, reason: reason ?? '', takeBack });
      const who = player?.fullName ?? '';
      onDone(badge, t(`setup.${mode}.done`, { name, player: who }));
    } catch (error) {
      showServerFieldErrors(form, error);
    }
  });

  return (
    <FormFrame
      onSubmit={submit}
      error={award.error}
      pending={award.isPending}
      submitLabel={t(`setup.${mode}.submit`)}
      cancel={{ label: t('setup.cancel'), onClick: onClose }}
    >
      <Text size="sm">{t(`setup.${mode}.text`, { name })}</Text>
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
      {!takeBack && (
        <Textarea
          label={t('setup.reason')}
          description={t('setup.reasonHint')}
          withAsterisk
          autosize
          minRows={2}
          {...form.getInputProps('reason')}
        />
      )}
    </FormFrame>
  );
}
