import { Box, Button, Group, Title } from '@mantine/core';
import type { Icon } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { ActionsMenu, type TMenuAction } from './actions-menu.tsx';

type HeaderProps = {
  /** Before the title: the drag handle, the colour swatch. */
  lead: ReactNode;
  title: string;
  /** Cuts a long title to this many lines. */
  titleLines?: number;
  /** Keeps the lead and the menu at the top when the lines under the title grow. */
  alignTop?: boolean;
  /** The card's "more" menu; none (false) while the content is read-only. */
  menu: { label: string; actions: (TMenuAction | false)[] } | false;
  /** Under the title: the description, the counts. */
  children?: ReactNode;
};

/** The head of a card of a game's content editor (a habit, a team): its name, what it holds, its menu. */
export function EditorCardHeader({ lead, title, titleLines, alignTop = false, menu, children }: HeaderProps) {
  return (
    <Group gap="xs" wrap="nowrap" align={alignTop ? 'flex-start' : undefined} mb="xs">
      {lead}
      <Box style={{ flex: 1, minWidth: 0 }}>
        <Title order={2} size="h5" lineClamp={titleLines}>
          {title}
        </Title>
        {children}
      </Box>
      {menu && <ActionsMenu label={menu.label} actions={menu.actions} />}
    </Group>
  );
}

type AddProps = {
  icon: Icon;
  label: string;
  /** The accessible name: what is added to which card ("Add behaviour to Move more"). */
  named: string;
  onClick: () => void;
  /** The team card's wide light button; else a quiet one. */
  wide?: boolean;
};

/** The button under a card of a content editor that adds to it (a behaviour, players). */
export function EditorCardAdd({ icon: Icon, label, named, onClick, wide = false }: AddProps) {
  return (
    <Button
      variant={wide ? 'light' : 'subtle'}
      size="compact-sm"
      mt="xs"
      fullWidth={wide}
      leftSection={<Icon size={14} aria-hidden />}
      onClick={onClick}
      aria-label={named}
    >
      {label}
    </Button>
  );
}
