import { ActionIcon, Button, Group, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { ONBOARDING_MAX_TEAMS } from '@rally/contracts/onboarding';
import { PLAN_LIMITS } from '@rally/contracts/plans';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { focusWhenReady } from '../../../lib/focus.ts';
import type { OnboardingForm } from './onboarding-steps.ts';

type Props = {
  form: OnboardingForm;
  /** The invitees as typed, kept by the wizard so they stay when the prospect steps back and forth. */
  inviteesText: string;
  onInvitees: (text: string) => void;
};

/** The wizard's last step: the game's teams (one to ten names) and the colleagues to invite. */
export function PeopleStep({ form, inviteesText, onInvitees }: Props) {
  const { t } = useTranslation('onboarding');
  const listRef = useRef<HTMLDivElement>(null);
  const teams = form.values.teams;
  const inviteeError = Object.entries(form.errors).find(([path]) => path.startsWith('invitees'));
  const focusTeam = (i: number) =>
    focusWhenReady(() => listRef.current?.querySelector<HTMLInputElement>(`[name="team-${i}"]`));
  return (
    <>
      <Stack ref={listRef} gap="xs" component="fieldset" style={{ border: 0, padding: 0, margin: 0 }}>
        <Text component="legend" fw={500} size="sm">
          {t('fields.teams')}
        </Text>
        {teams.map((_, i) => (
          // Teams are a plain list of names: their position is their identity while editing.
          // biome-ignore lint/suspicious/noArrayIndexKey: see above
          <Group key={i} gap="xs" wrap="nowrap" align="flex-start">
            <TextInput
              label={t('fields.teamName', { n: i + 1 })}
              name={`team-${i}`}
              style={{ flex: 1 }}
              required
              {...form.getInputProps(`teams.${i}`)}
            />
            {teams.length > 1 && (
              <ActionIcon
                variant="subtle"
                color="red"
                mt={26}
                size="lg"
                aria-label={t('actions.removeTeam', { n: i + 1 })}
                onClick={() => {
                  form.removeListItem('teams', i);
                  // The button is gone with its team: the user continues at the team before it.
                  focusTeam(Math.max(i - 1, 0));
                }}
              >
                <IconTrash size={18} aria-hidden />
              </ActionIcon>
            )}
          </Group>
        ))}
        {teams.length < ONBOARDING_MAX_TEAMS && (
          <Button
            variant="light"
            leftSection={<IconPlus size={16} aria-hidden />}
            style={{ alignSelf: 'flex-start' }}
            onClick={() => {
              form.insertListItem('teams', '');
              focusTeam(teams.length);
            }}
          >
            {t('actions.addTeam')}
          </Button>
        )}
      </Stack>
      <Textarea
        label={t('fields.invitees')}
        description={t('fields.inviteesHint', { max: PLAN_LIMITS.basic.users })}
        rows={4}
        value={inviteesText}
        onChange={(event) => onInvitees(event.currentTarget.value)}
        error={
          inviteeError
            ? t('inviteeInvalid', { line: Number(inviteeError[0].split('.')[1] ?? 0) + 1 })
            : undefined
        }
      />
    </>
  );
}
