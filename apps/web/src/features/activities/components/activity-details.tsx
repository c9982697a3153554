import { Anchor, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { TActivity } from '@rally/contracts/activities';
import type { TGame } from '@rally/contracts/games';
import { IconArrowLeft, IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ContentLockNotice, useContentLock } from '../../../components/content-lock.tsx';
import { FormDialog } from '../../../components/form-dialog.tsx';
import { notifySuccess } from '../../../lib/notify.ts';
import { paths } from '../../../lib/paths.ts';
import { ActivityForm } from './activity-form.tsx';
import { BehaviourBadges } from './behaviour-badges.tsx';
import { BehaviourForm } from './behaviour-form.tsx';

/** `game`: the activity's game, whose phase decides whether it may change. */
type Props = { activity: TActivity; game: TGame };

/** One activity on its own page: its form, then its behaviours, each with a page of its own. */
export function ActivityDetails({ activity, game }: Props) {
  const { t } = useTranslation('activities');
  const lock = useContentLock(game);
  const [adding, setAdding] = useState(false);
  const behaviours = [...activity.subtasks].sort((a, b) => a.position - b.position);
  const back = paths.games.activities.href(activity.competitionId);

  return (
    <Stack gap="lg" maw={760}>
      <Anchor component={Link} to={back} size="sm">
        <Group gap={4} component="span">
          <IconArrowLeft size={14} aria-hidden />
          {t('page.backToActivities')}
        </Group>
      </Anchor>
      <ContentLockNotice reason={lock.reason} />
      <Paper withBorder p={{ base: 'md', sm: 'lg' }}>
        <ActivityForm
          // A fresh form for the saved values, so they show as saved.
          key={activity.name + activity.description}
          gameId={activity.competitionId}
          activity={activity}
          readOnly={lock.readOnly}
          onSaved={(saved) => notifySuccess(t('activity.saved', { name: saved.name }))}
          onCancel={() => window.history.back()}
        />
      </Paper>
      <Group justify="space-between" gap="sm">
        <Title order={2} size="h4">
          {t('page.behaviours')}
        </Title>
        {!lock.readOnly && (
          <Button
            variant="light"
            leftSection={<IconPlus size={16} aria-hidden />}
            onClick={() => setAdding(true)}
          >
            {t('behaviour.add')}
          </Button>
        )}
      </Group>
      {behaviours.length === 0 && <Text c="dimmed">{t('activity.noBehaviours')}</Text>}
      <Stack gap="xs" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
        {behaviours.map((behaviour) => (
          <Paper key={behaviour.id} component="li" withBorder px="sm" py="xs">
            <Group justify="space-between" gap="xs">
              <Anchor component={Link} to={paths.games.behaviourEdit.href(behaviour.id)} fw={500}>
                {behaviour.name}
              </Anchor>
              <BehaviourBadges behaviour={behaviour} />
            </Group>
          </Paper>
        ))}
      </Stack>
      <FormDialog opened={adding} onClose={() => setAdding(false)} title={t('behaviour.newTitle')}>
        <BehaviourForm
          taskId={activity.id}
          onSaved={() => setAdding(false)}
          onCancel={() => setAdding(false)}
        />
      </FormDialog>
    </Stack>
  );
}
