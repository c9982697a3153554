import type { TBadgeIcon } from '@rally/contracts/badges';
import {
  IconBolt,
  IconFlame,
  IconHeart,
  IconMedal,
  IconRocket,
  IconStar,
  IconTarget,
  IconTrophy,
} from '@tabler/icons-react';

const ICONS = {
  star: IconStar,
  trophy: IconTrophy,
  medal: IconMedal,
  flame: IconFlame,
  heart: IconHeart,
  bolt: IconBolt,
  target: IconTarget,
  rocket: IconRocket,
} satisfies Record<TBadgeIcon, unknown>;

/** A badge's icon (decorative: the badge's name says what it is); a catalogue badge shows a medal. */
export function BadgeIcon({ icon, size = 24 }: { icon: TBadgeIcon | null; size?: number }) {
  const Icon = ICONS[icon ?? 'medal'];
  return <Icon size={size} aria-hidden stroke={1.6} />;
}
