import { Button, Group, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { ContentLockNotice, type useContentLock } from './content-lock.tsx';

type Props = {
  lock: ReturnType<typeof useContentLock>;
  /** What the editor holds (and, while open, what can be done). */
  summary: string;
  /** Keeps a long summary to a readable width next to the button. */
  summaryWidth?: number;
  addLabel: string;
  onAdd: () => void;
  addDisabled?: boolean;
};

/** Above a game's content editor: why it is locked, what it holds, and its add button while open. */
export function ContentEditorBar({ lock, summary, summaryWidth, addLabel, onAdd, addDisabled }: Props) {
  return (
    <>
      <ContentLockNotice reason={lock.reason} />
      <Group justify="space-between" gap="sm">
        <Text size="sm" c="dimmed" maw={summaryWidth}>
          {summary}
        </Text>
        {!lock.readOnly && (
          <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={onAdd} disabled={addDisabled}>
            {addLabel}
          </Button>
        )}
      </Group>
    </>
  );
}
