import type { TMediaKind } from '@rally/contracts/media';
import { IconFileTypePdf, IconHeadphones, IconMovie, IconPhoto } from '@tabler/icons-react';

const ICONS = { image: IconPhoto, video: IconMovie, pdf: IconFileTypePdf, audio: IconHeadphones };

/** Stands in for a thumbnail where there is none (videos, PDFs, audio). Decorative: the kind is said in words beside it. */
export function MediaKindIcon({ kind, size = 40 }: { kind: TMediaKind; size?: number }) {
  const Icon = ICONS[kind];
  return <Icon size={size} stroke={1.4} aria-hidden />;
}
