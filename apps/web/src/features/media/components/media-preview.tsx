import { Anchor, Center, Group, Image, Paper, Text } from '@mantine/core';
import type { TMedia } from '@rally/contracts/media';
import { IconExternalLink } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { MediaKindIcon } from './media-kind-icon.tsx';

type Props = { item: Pick<TMedia, 'kind' | 'header' | 'fileUrl' | 'thumbnailUrl'>; maxHeight?: number };

/** The item itself: the image, a video or audio player, or a PDF to open in its own tab. */
export function MediaPreview({ item, maxHeight = 420 }: Props) {
  const { t } = useTranslation('media');
  if (item.kind === 'image') {
    return <Image src={item.fileUrl} alt={item.header} mah={maxHeight} fit="contain" radius="sm" />;
  }
  if (item.kind === 'video') {
    return (
      // biome-ignore lint/a11y/useMediaCaption: organisers' own clips come without caption files; the header and description say what they show.
      <video
        src={item.fileUrl}
        controls
        preload="metadata"
        style={{ maxWidth: '100%', maxHeight }}
        aria-label={item.header}
      />
    );
  }
  if (item.kind === 'audio') {
    // biome-ignore lint/a11y/useMediaCaption: as for videos, no caption files come with an upload.
    return <audio src={item.fileUrl} controls preload="metadata" aria-label={item.header} />;
  }
  return (
    <Paper withBorder p="md">
      <Group gap="md" wrap="nowrap">
        <Center c="dimmed">
          <MediaKindIcon kind="pdf" />
        </Center>
        <Text>
          <Anchor href={item.fileUrl} target="_blank" rel="noopener noreferrer">
            {t('item.openPdf', { header: item.header })}
            <IconExternalLink
              size={14}
              style={{ marginInlineStart: 4, verticalAlign: 'middle' }}
              aria-hidden
            />
          </Anchor>
        </Text>
      </Group>
    </Paper>
  );
}
