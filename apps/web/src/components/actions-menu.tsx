import { ActionIcon, Menu } from '@mantine/core';
import { type Icon, IconDots } from '@tabler/icons-react';
import { Link } from 'react-router';

export type TMenuAction = {
  /** Tells items apart when labels may repeat (two teams of one name); else the label does. */
  id?: string;
  label: string;
  icon: Icon;
  /** The icon's own colour (a team's colour). */
  iconColor?: string;
  /** Where the item leads; without it the item runs `onClick`. */
  to?: string;
  onClick?: () => void;
  disabled?: boolean;
  /**
   * Deletes and the like: only the icon is red, as red item text falls under 4.5:1 on the dark
   * skin's menu.
   */
  danger?: boolean;
};

type Props = {
  /** Names what the menu acts on: "Actions for <name>". */
  label: string;
  /** In menu order; `false` leaves an item out (not allowed, not in this status). */
  actions: (TMenuAction | false)[];
  /** Of the "more" icon: smaller in compact rows. */
  iconSize?: number;
};

/** The "more" menu of a table row, a card or a list row: its links and actions. */
export function ActionsMenu({ label, actions, iconSize = 18 }: Props) {
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <ActionIcon variant="subtle" color="gray" aria-label={label}>
          <IconDots size={iconSize} aria-hidden />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        {actions.map((action) => action && <ActionItem key={action.id ?? action.label} {...action} />)}
      </Menu.Dropdown>
    </Menu>
  );
}

function ActionItem({ label, icon: ItemIcon, iconColor, to, onClick, disabled, danger }: TMenuAction) {
  const color = danger ? 'var(--mantine-color-red-text)' : iconColor;
  const icon = color ? <ItemIcon size={16} color={color} aria-hidden /> : <ItemIcon size={16} aria-hidden />;
  return to ? (
    <Menu.Item component={Link} to={to} leftSection={icon} disabled={disabled}>
      {label}
    </Menu.Item>
  ) : (
    <Menu.Item leftSection={icon} onClick={onClick} disabled={disabled}>
      {label}
    </Menu.Item>
  );
}
