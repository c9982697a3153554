import { Avatar } from '@mantine/core';
import { IconBuilding } from '@tabler/icons-react';

type Props = {
  /** The logo's address; without one, a building stands in for it. */
  src: string | null;
  alt: string;
  size: number;
  iconSize: number;
};

/** A company's logo, or a building where it has none. */
export function CompanyLogo({ src, alt, size, iconSize }: Props) {
  return (
    <Avatar src={src} alt={alt} size={size} radius="md" color="indigo" variant="light">
      <IconBuilding size={iconSize} aria-hidden />
    </Avatar>
  );
}
