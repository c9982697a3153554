import { Alert, Anchor, Button, CopyButton, Group, Stack, Text } from '@mantine/core';
import { CONFIRM_LINK_TTL_SECONDS } from '@rally/contracts/constants';
import { IconCircleCheck, IconLinkOff, IconMailCheck } from '@tabler/icons-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useParams } from 'react-router';
import { ErrorAlert } from '../../../components/error-alert.tsx';
import { FormCard } from '../../../components/form-card.tsx';
import { LoadingScreen } from '../../../components/loading-screen.tsx';
import { StatusPage } from '../../../components/status-page.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { useContinueSignedIn } from '../../../lib/continue-signed-in.ts';
import { paths } from '../../../lib/paths.ts';
import { useConfirmOnboarding } from '../api/onboarding-api.ts';

/** `/rally/onboarding-complete`: the form is in; the mailed link is what starts the game. */
function CheckYourMail() {
  const { t } = useTranslation('onboarding');
  const email = (useLocation().state as { email?: string } | null)?.email ?? '';
  return (
    <FormCard wide title={t('completeTitle')}>
      <Alert color="teal" variant="light" icon={<IconMailCheck aria-hidden />} role="status">
        {t('sent', { email, days: CONFIRM_LINK_TTL_SECONDS / 86_400 })}
      </Alert>
    </FormCard>
  );
}

/**
 * `/rally/onboarding-complete/{token}`: the mailed link; confirms and signs the organiser in, at
 * home (their game, which shows the link colleagues join by). Without a session in the answer it
 * shows that link here.
 */
function Confirm({ token }: { token: string }) {
  const { t } = useTranslation('onboarding');
  const confirm = useConfirmOnboarding();
  const { mutate } = confirm;
  const continueSignedIn = useContinueSignedIn();
  // Once per link: a second run would find the link spent and show it as expired.
  useEffect(() => {
    mutate(token, {
      onSuccess: (answer) => {
        const said = answer.game
          ? t(answer.game.live ? 'signedInLive' : 'signedInDraft', { game: answer.game.name })
          : t('signedInNoGame');
        continueSignedIn(answer, said);
      },
    });
  }, [token, mutate, continueSignedIn, t]);

  // Signed in: on the way home (lib/continue-signed-in.ts).
  if (confirm.isSuccess && confirm.data.accessToken) return <LoadingScreen />;
  if (confirm.isSuccess) {
    const game = confirm.data.game;
    const joinUrl = game ? `${window.location.origin}${paths.onboarding.join.href(game.publicId)}` : '';
    return (
      <StatusPage
        icon={<IconCircleCheck size={36} />}
        color="teal"
        title={t('confirmTitle')}
        description={
          game ? t(game.live ? 'confirmed' : 'confirmedDraft', { game: game.name }) : t('confirmedNoGame')
        }
      >
        {game && (
          <Stack gap="xs" align="center" w="100%">
            <Text>{t('shareLink')}</Text>
            <Group gap="xs" justify="center" wrap="wrap">
              <Anchor
                component={Link}
                to={paths.onboarding.join.href(game.publicId)}
                style={{ overflowWrap: 'anywhere' }}
              >
                {joinUrl}
              </Anchor>
              <CopyButton value={joinUrl}>
                {({ copied, copy }) => (
                  <Button variant="light" size="xs" onClick={copy}>
                    {copied ? t('actions.copied') : t('actions.copy')}
                  </Button>
                )}
              </CopyButton>
            </Group>
          </Stack>
        )}
        <Button component={Link} to={paths.login.href()}>
          {t('actions.signIn')}
        </Button>
      </StatusPage>
    );
  }
  if (confirm.error instanceof ApiError && [400, 404, 410].includes(confirm.error.status)) {
    return (
      <StatusPage icon={<IconLinkOff size={36} />} title={t('expiredHeading')} description={t('expired')}>
        <Button component={Link} to={paths.login.href()}>
          {t('actions.signIn')}
        </Button>
      </StatusPage>
    );
  }
  if (confirm.isError) return <ErrorAlert error={confirm.error} />;
  return <LoadingScreen />;
}

export function OnboardingCompletePage() {
  const { id } = useParams();
  return id ? <Confirm token={id} /> : <CheckYourMail />;
}
