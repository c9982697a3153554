import { Group, Stack, Text, Textarea, TextInput } from '@mantine/core';
import {
  BADGE_ICONS,
  BADGE_KINDS,
  type TBadgeIcon,
  type TBadgeKind,
  type TGameBadge,
  ZBadgeRule,
} from '@rally/contracts/badges';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { FormFrame } from '../../../components/form-frame.tsx';
import { Select } from '../../../components/select.tsx';
import { showServerFieldErrors, useSchemaForm } from '../../../lib/forms.ts';
import { useCreateBadge, useUpdateBadge } from '../api/game-badges-api.ts';
import { BadgeIcon } from '../components/badge-icon.tsx';
import { BadgeParamsFields, type TBadgeChoices } from './badge-params-fields.tsx';

/** The rule with its parameters as the server checks them, and the look, empty meaning the catalogue's. */
const ZBadgeForm = z.object({
  rule: ZBadgeRule,
  name: z.string().trim().max(60),
  description: z.string().trim().max(300),
  icon: z.enum(BADGE_ICONS).nullable(),
});
type TBadgeFormValues = z.input<typeof ZBadgeForm>;

/** A new rule's parameters before the organiser fills them: what it names is left to pick. */
const START_PARAMS: Record<TBadgeKind, Record<string, unknown>> = {
  firstLog: {},
  behaviourLogs: { behaviourId: null, count: 10 },
  wholeActivity: { activityId: null, period: 'day' },
  pointsReached: { points: 100 },
  perfectQuiz: {},
  kpiTarget: { kpiId: null },
  streakDays: { days: 7 },
  // Any round: a named round is taken by the API, not offered here yet.
  roundTop: { places: 3 },
  teamWinsRound: {},
  manual: {},
};

export const startRule = (kind: TBadgeKind) =>
  ({ kind, params: START_PARAMS[kind] }) as TBadgeFormValues['rule'];

type Props = {
  gameId: string;
  choices: TBadgeChoices;
  /** The badge to edit: its look changes, its rule stays (another rule is another badge). */
  badge?: TGameBadge | undefined;
  onSaved: (badge: TGameBadge) => void;
  onCancel: () => void;
};

export function BadgeForm({ gameId, choices, badge, onSaved, onCancel }: Props) {
  const { t } = useTranslation('badges');
  const create = useCreateBadge(gameId);
  const update = useUpdateBadge(gameId);
  const form = useSchemaForm({
    schema: ZBadgeForm,
    initialValues: {
      rule: badge?.rule ?? startRule('behaviourLogs'),
      name: badge?.name ?? '',
      description: badge?.description ?? '',
      icon: badge?.icon ?? null,
    },
  });
  const kind = form.getValues().rule.kind;

  const submit = form.onSubmit(async ({ rule, name, description, icon }) => {
    const look = {
      ...(name ? { name } : {}),
      ...(description ? { description } : {}),
      ...(icon ? { icon } : {}),
    };
    try {
      onSaved(
        badge
          ? await update.mutateAsync({ id: badge.id, ...look })
          : await create.mutateAsync({ rule, ...look }),
      );
    } catch (error) {
      showServerFieldErrors(form, error);
    }
  });

  const icons = BADGE_ICONS.map((icon) => ({ value: icon, label: t(`setup.icons.${icon}`) }));
  return (
    <FormFrame
      onSubmit={submit}
      error={create.error ?? update.error}
      pending={create.isPending || update.isPending}
      submitLabel={t(badge ? 'setup.save' : 'setup.create')}
      cancel={{ label: t('setup.cancel'), onClick: onCancel }}
    >
      <Stack gap="sm">
        <Select
          label={t('setup.rule')}
          description={t(`setup.ruleHints.${kind}`)}
          data={BADGE_KINDS.map((k) => ({ value: k, label: t(`kinds.${k}.name`) }))}
          value={kind}
          allowDeselect={false}
          disabled={badge !== undefined}
          data-autofocus={badge === undefined || undefined}
          onChange={(value) => {
            if (!value) return;
            // Another rule has other parameters: the last one's refusals no longer apply.
            form.clearErrors();
            form.setFieldValue('rule', startRule(value as TBadgeKind));
          }}
        />
        <BadgeParamsFields
          choices={choices}
          kind={kind}
          form={form as unknown as Parameters<typeof BadgeParamsFields>[0]['form']}
          disabled={badge !== undefined}
        />
        <Text size="sm" c="dimmed">
          {t('setup.lookHint')}
        </Text>
        <TextInput
          label={t('setup.name')}
          placeholder={t(`kinds.${kind}.name`)}
          data-autofocus={badge !== undefined || undefined}
          {...form.getInputProps('name')}
        />
        <Textarea
          label={t('setup.description')}
          autosize
          minRows={2}
          {...form.getInputProps('description')}
        />
        <Select
          label={t('setup.icon')}
          placeholder={t('setup.iconDefault')}
          data={icons}
          clearable
          leftSection={<BadgeIcon icon={(form.getValues().icon as TBadgeIcon | null) ?? null} size={18} />}
          renderOption={({ option }) => (
            <Group gap="xs" wrap="nowrap">
              <BadgeIcon icon={option.value as TBadgeIcon} size={18} />
              {option.label}
            </Group>
          )}
          {...form.getInputProps('icon')}
        />
      </Stack>
    </FormFrame>
  );
}
