import { Avatar, type AvatarProps } from '@mantine/core';

/** Up to two initials of a name ("Ana Eve Lima" → "AE"). */
export function initials(name: string) {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]?.toUpperCase())
    .join('');
}

/** A person's initials in a circle; decorative, since their name is always written beside it. */
export function UserAvatar({ name, ...props }: { name: string } & Omit<AvatarProps, 'children'>) {
  return (
    <Avatar color="indigo" radius="xl" alt="" aria-hidden {...props}>
      {initials(name)}
    </Avatar>
  );
}
