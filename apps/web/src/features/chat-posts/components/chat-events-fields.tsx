import { Checkbox, SimpleGrid, TextInput } from '@mantine/core';
import { CHAT_POST_EVENTS } from '@rally/contracts/chat-posts';
import { useTranslation } from 'react-i18next';

type Props = {
  events: string[];
  onEvents: (events: string[]) => void;
  dailyAt: string;
  onDailyAt: (time: string) => void;
};

/** What a connection posts, and the daily leaderboard's hour while that is ticked: to connect or to edit. */
export function ChatEventsFields({ events, onEvents, dailyAt, onDailyAt }: Props) {
  const { t } = useTranslation('chat-posts');
  return (
    <>
      <Checkbox.Group label={t('events')} description={t('eventsHint')} value={events} onChange={onEvents}>
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="xs" mt="xs">
          {CHAT_POST_EVENTS.map((value) => (
            <Checkbox key={value} value={value} label={t(`eventNames.${value}`)} />
          ))}
        </SimpleGrid>
      </Checkbox.Group>
      {events.includes('daily.leaderboard') && (
        // Shown only with its event, below the boxes: focus stays on the box just ticked.
        <TextInput
          type="time"
          label={t('dailyAt')}
          description={t('dailyAtHint')}
          value={dailyAt}
          onChange={(e) => onDailyAt(e.currentTarget.value)}
          required
          w={{ base: '100%', xs: 220 }}
        />
      )}
    </>
  );
}

/** Whether the fields ask for something the server takes: an event, and an hour when it posts daily. */
export const eventsComplete = (events: string[], dailyAt: string) =>
  events.length > 0 && (!events.includes('daily.leaderboard') || dailyAt !== '');
