import { Paper, Stack, Switch, Text, Title } from '@mantine/core';
import { MAIL_CATEGORIES, type TMailCategory } from '@rally/contracts/mail-preferences';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../../components/error-alert.tsx';
import { notifySuccess } from '../../../lib/notify.ts';
import { useMailOptOuts, useSetMailOptOuts } from '../api/mail-opt-outs-api.ts';

/**
 * The kinds of mail one can stop (decision 0032), each a switch that saves at once: on, the mails
 * come; off, they stopped (by a mail's unsubscribe link or here). No `loading` on the switches, so
 * keyboard focus stays on the one just toggled.
 */
export function MailOptOuts({ userId, organiser }: { userId: string; organiser: boolean }) {
  const { t } = useTranslation('profile');
  // The kinds' names are the unsubscribe page's too, which opens signed out (the auth words).
  const { t: ta } = useTranslation('auth');
  const optOuts = useMailOptOuts(userId);
  const save = useSetMailOptOuts(userId);
  const stopped = new Set(optOuts.data?.categories ?? []);
  // The organisers' digest is offered to organisers, and to anyone who had stopped it (to undo it):
  // once shown it stays, so the switch just turned back on does not vanish under the keyboard.
  const offered = useRef(new Set<TMailCategory>()).current;
  for (const category of MAIL_CATEGORIES)
    if (category !== 'digest' || organiser || stopped.has(category)) offered.add(category);

  const toggle = (category: TMailCategory, receive: boolean) => {
    const next = MAIL_CATEGORIES.filter((c) => (c === category ? !receive : stopped.has(c)));
    save.mutate(next, {
      onSuccess: () =>
        notifySuccess(
          t(receive ? 'mailOptOuts.resumed' : 'mailOptOuts.stopped', {
            kind: ta(`unsubscribe.kinds.${category}.label`),
          }),
        ),
    });
  };

  return (
    <Paper
      withBorder
      p={{ base: 'md', sm: 'lg' }}
      maw={720}
      mt="lg"
      component="section"
      aria-labelledby="mail-opt-outs"
    >
      <Stack gap="md">
        <div>
          <Title order={2} size="h4" id="mail-opt-outs">
            {t('mailOptOuts.title')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('mailOptOuts.hint')}
          </Text>
        </div>
        <ErrorAlert error={optOuts.error ?? save.error} />
        {MAIL_CATEGORIES.filter((c) => offered.has(c)).map((category) => (
          <Switch
            key={category}
            label={ta(`unsubscribe.kinds.${category}.label`)}
            description={ta(`unsubscribe.kinds.${category}.description`)}
            checked={!stopped.has(category)}
            disabled={!optOuts.isSuccess}
            onChange={(event) => toggle(category, event.currentTarget.checked)}
          />
        ))}
      </Stack>
    </Paper>
  );
}
