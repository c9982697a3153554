import { Stack, Text, Title } from '@mantine/core';
import type { TTemplateTask } from '@rally/contracts/templates';
import type { ReactNode } from 'react';

type Props = {
  habit: Pick<TTemplateTask, 'name' | 'description'>;
  /** 2 on the habits screen, where each habit is a region; 3 in the preview, under "Habits". */
  order: 2 | 3;
  /** The heading's id, for the region it names. */
  id?: string;
  /** What follows the description (the behaviours). */
  children?: ReactNode;
  /** The language the template is written in, when it is not the interface's (3.1.2). */
  lang?: string;
};

/** A template habit's name as a heading, with its description under it. */
export function HabitHeading({ habit, order, id, children, lang }: Props) {
  return (
    <Stack gap={4}>
      <Title order={order} size={order === 2 ? 'h4' : 'h5'} id={id} lang={lang}>
        {habit.name}
      </Title>
      {habit.description && (
        <Text size="sm" c="dimmed" lang={lang}>
          {habit.description}
        </Text>
      )}
      {children}
    </Stack>
  );
}
