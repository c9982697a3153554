import { Alert, Radio, Stack } from '@mantine/core';
import { ZJoinRequest } from '@rally/contracts/onboarding';
import { IconLinkOff, IconMailCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { AccountFields } from '../../../components/account-fields.tsx';
import { ErrorAlert } from '../../../components/error-alert.tsx';
import { FormCard } from '../../../components/form-card.tsx';
import { LoadingButton } from '../../../components/loading-button.tsx';
import { LoadingScreen } from '../../../components/loading-screen.tsx';
import { StatusPage } from '../../../components/status-page.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { showServerFieldErrors, useSchemaForm } from '../../../lib/forms.ts';
import { currentLanguage } from '../../../lib/i18n.ts';
import type { TOpensWithData } from '../../../lib/opening.ts';
import { queryClient } from '../../../lib/query-client.ts';
import { joinableGameQueryOptions, useJoinableGame, useJoinGame } from '../api/onboarding-api.ts';
import { Honeypot } from '../components/honeypot.tsx';

function JoinForm({ publicId, teams }: { publicId: string; teams: { id: string; name: string }[] }) {
  const { t } = useTranslation('onboarding');
  const join = useJoinGame();
  const form = useSchemaForm({
    schema: ZJoinRequest,
    initialValues: {
      gameId: publicId,
      teamId: teams.length === 1 ? (teams[0]?.id ?? '') : '',
      fullName: '',
      email: '',
      password: '',
      language: currentLanguage(),
      website: '',
    },
  });
  const submit = form.onSubmit((values) =>
    join.mutate(
      { ...values, language: currentLanguage() },
      { onError: (error) => showServerFieldErrors(form, error) },
    ),
  );

  if (join.isSuccess) {
    return (
      <Alert color="teal" variant="light" icon={<IconMailCheck aria-hidden />} role="status">
        {t('joinSent', { email: join.variables.email })}
      </Alert>
    );
  }
  return (
    <form noValidate onSubmit={submit}>
      <Stack gap="md">
        <ErrorAlert error={join.error} />
        <Honeypot value={form.values.website ?? ''} onChange={(v) => form.setFieldValue('website', v)} />
        <Radio.Group label={t('fields.team')} required {...form.getInputProps('teamId')}>
          <Stack gap="xs" mt="xs">
            {teams.map((team) => (
              <Radio key={team.id} value={team.id} label={team.name} />
            ))}
          </Stack>
        </Radio.Group>
        <AccountFields
          fields={['fullName', 'email', 'password']}
          label={(field) => t(`fields.${field}`)}
          inputProps={(field) => form.getInputProps(field)}
        />
        <LoadingButton type="submit" loading={join.isPending} fullWidth>
          {t('actions.join')}
        </LoadingButton>
      </Stack>
    </form>
  );
}

/** `/onboarding-user/{id}`: a colleague joins a game by its link, into a team the organiser made. */
export function JoinPage() {
  const { t } = useTranslation('onboarding');
  const { id = '' } = useParams();
  const game = useJoinableGame(id);
  if (game.isPending) return <LoadingScreen />;
  if (game.error instanceof ApiError && [400, 404].includes(game.error.status)) {
    return (
      <StatusPage icon={<IconLinkOff size={36} />} title={t('joinTitle')} description={t('notJoinable')} />
    );
  }
  if (game.isError) return <ErrorAlert error={game.error} />;
  return (
    <FormCard
      wide
      title={t('joinTitle')}
      description={t('joinIntro', { game: game.data.name, company: game.data.companyName })}
    >
      <JoinForm publicId={id} teams={game.data.teams} />
    </FormCard>
  );
}

/** Opened on the page, the first render has the game (lib/opening.ts): drawn once, with no loading state first. */
JoinPage.openingData = (({ params: { id } }) =>
  id
    ? queryClient.prefetchQuery(joinableGameQueryOptions(id))
    : Promise.resolve()) satisfies TOpensWithData['openingData'];
