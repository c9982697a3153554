import { Stack, Text, Title } from '@mantine/core';
import type { TTemplateTask } from '@rally/contracts/templates';
import type { ReactNode } from 'react';

type Props = {
  activity: Pick<TTemplateTask, 'name' | 'description'>;
  /** 2 on the activities screen, where each activity is a region; 3 in the preview, under "Habits". */
  order: 2 | 3;
  /** The heading's id, for the region it names. */
  id?: string;
  /** What follows the description (the behaviours). */
  children?: ReactNode;
  /** The language the template is written in, when it is not the interface's (3.1.2). */
  lang?: string;
};

/** A template activity's name (a habit on screen) as a heading, with its description under it. */
export function ActivityHeading({ activity, order, id, children, lang }: Props) {
  return (
    <Stack gap={4}>
      <Title order={order} size={order === 2 ? 'h4' : 'h5'} id={id} lang={lang}>
        {activity.name}
      </Title>
      {activity.description && (
        <Text size="sm" c="dimmed" lang={lang}>
          {activity.description}
        </Text>
      )}
      {children}
    </Stack>
  );
}
