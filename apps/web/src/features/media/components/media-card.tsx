import { Anchor, AspectRatio, Badge, Card, Center, Group, Image, Stack, Text } from '@mantine/core';
import type { TMedia } from '@rally/contracts/media';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../lib/paths.ts';
import { MediaKindIcon } from './media-kind-icon.tsx';

/** One item of the library grid: its thumbnail (or its kind's icon), header as the link, and facts. */
export function MediaCard({ item }: { item: TMedia }) {
  const { t } = useTranslation('media');
  return (
    <Card withBorder padding="sm" component="article" aria-labelledby={`media-${item.mediaID}`}>
      <Card.Section>
        <AspectRatio ratio={4 / 3}>
          {item.thumbnailUrl ? (
            // The header names the item right below: the picture adds nothing a screen reader needs.
            <Image src={item.thumbnailUrl} alt="" fit="cover" loading="lazy" />
          ) : (
            <Center bg="var(--mantine-color-default-hover)" c="dimmed">
              <MediaKindIcon kind={item.kind} />
            </Center>
          )}
        </AspectRatio>
      </Card.Section>
      <Stack gap={6} mt="sm">
        <Anchor
          id={`media-${item.mediaID}`}
          component={Link}
          to={paths.games.mediaItem.href(item.mediaID)}
          fw={600}
          lineClamp={2}
        >
          {item.header}
        </Anchor>
        <Group gap={6}>
          <Badge variant="light" size="sm">
            {t(`kind.${item.kind}`)}
          </Badge>
          <Badge variant="outline" size="sm" color="gray">
            {t(`lang.${item.lang}`)}
          </Badge>
          {item.scope === 'global' && (
            <Badge variant="light" size="sm" color="grape">
              {t('scope.global')}
            </Badge>
          )}
        </Group>
        <Text size="sm" c="dimmed">
          {t('library.questions', { count: item.questionCount })}
        </Text>
      </Stack>
    </Card>
  );
}
