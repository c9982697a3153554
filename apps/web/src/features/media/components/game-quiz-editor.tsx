import { Anchor, Button, Card, Group, Image, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { TGameDetail } from '@rally/contracts/games';
import { MEDIA_PAGE_SIZE, type TMedia } from '@rally/contracts/media';
import { IconMinus, IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ContentLockNotice, useContentLock } from '../../../components/content-lock.tsx';
import { ErrorAlert } from '../../../components/error-alert.tsx';
import { LoadingButton } from '../../../components/loading-button.tsx';
import { LoadingScreen } from '../../../components/loading-screen.tsx';
import { announce } from '../../../lib/announce.ts';
import { paths } from '../../../lib/paths.ts';
import { useGameQuizMedia, useMediaPage, useSetGameQuizMedia } from '../api/media-api.ts';
import { MediaKindIcon } from './media-kind-icon.tsx';
import { MediaPagination } from './media-pagination.tsx';

function Thumb({ item }: { item: TMedia }) {
  return item.thumbnailUrl ? (
    <Image src={item.thumbnailUrl} alt="" w={64} h={48} fit="cover" radius="sm" />
  ) : (
    <MediaKindIcon kind={item.kind} size={32} />
  );
}

/**
 * A game's quiz: the media items whose questions its players answer on their home. The chosen ones
 * first (remove), then the library (add); each change is saved at once and said.
 */
export function GameQuizEditor({ game }: { game: TGameDetail }) {
  const { t } = useTranslation('media');
  const { readOnly, reason } = useContentLock(game);
  const chosen = useGameQuizMedia(game.id);
  const save = useSetGameQuizMedia(game.id);
  const [page, setPage] = useState(1);
  const library = useMediaPage(page, undefined, '');

  if (chosen.isPending) return <LoadingScreen />;
  if (chosen.isError) return <ErrorAlert error={chosen.error} />;
  const ids = chosen.data.result.map((m) => m.mediaID);
  const change = (next: string[], said: string) => save.mutate(next, { onSuccess: () => announce(said) });
  const pages = Math.max(1, Math.ceil((library.data?.count ?? 0) / MEDIA_PAGE_SIZE));

  return (
    <Stack gap="lg">
      <ContentLockNotice reason={reason} />
      <ErrorAlert error={save.error} />
      <Stack gap="sm" component="section" aria-labelledby="quiz-chosen">
        <Title order={2} size="h4" id="quiz-chosen">
          {t('quiz.chosen', { count: ids.length })}
        </Title>
        {chosen.data.result.length === 0 ? (
          <Text c="dimmed">{t('quiz.none')}</Text>
        ) : (
          chosen.data.result.map((item) => (
            <Card key={item.mediaID} withBorder padding="sm">
              <Group justify="space-between" wrap="nowrap">
                <Group gap="sm" wrap="nowrap">
                  <Thumb item={item} />
                  <Stack gap={0}>
                    <Anchor component={Link} to={paths.games.mediaItem.href(item.mediaID)} fw={600}>
                      {item.header}
                    </Anchor>
                    <Text size="sm" c="dimmed">
                      {t('library.questions', { count: item.questionCount })}
                    </Text>
                  </Stack>
                </Group>
                {!readOnly && (
                  <LoadingButton
                    variant="subtle"
                    color="red"
                    size="xs"
                    leftSection={<IconMinus size={14} aria-hidden />}
                    loading={save.isPending && save.variables?.length === ids.length - 1}
                    aria-label={t('quiz.removeNamed', { header: item.header })}
                    onClick={() =>
                      change(
                        ids.filter((id) => id !== item.mediaID),
                        t('quiz.removed', { header: item.header }),
                      )
                    }
                  >
                    {t('quiz.remove')}
                  </LoadingButton>
                )}
              </Group>
            </Card>
          ))
        )}
      </Stack>
      {!readOnly && (
        <Stack gap="sm" component="section" aria-labelledby="quiz-library">
          <Title order={2} size="h4" id="quiz-library">
            {t('quiz.library')}
          </Title>
          {library.isPending ? (
            <LoadingScreen />
          ) : library.isError ? (
            <ErrorAlert error={library.error} />
          ) : library.data.result.length === 0 ? (
            <Text c="dimmed">
              {t('quiz.emptyLibrary')}{' '}
              <Anchor component={Link} to={paths.games.mediaUpload.href()} underline="always">
                {t('library.upload')}
              </Anchor>
            </Text>
          ) : (
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
              {library.data.result.map((item) => {
                const isChosen = ids.includes(item.mediaID);
                return (
                  <Card key={item.mediaID} withBorder padding="sm">
                    <Group justify="space-between" wrap="nowrap">
                      <Group gap="sm" wrap="nowrap" miw={0} style={{ flex: 1 }}>
                        <Thumb item={item} />
                        <Stack gap={0} miw={0}>
                          <Text fw={600} lineClamp={1}>
                            {item.header}
                          </Text>
                          <Text size="sm" c="dimmed">
                            {t('library.questions', { count: item.questionCount })}
                          </Text>
                        </Stack>
                      </Group>
                      <Button
                        variant="light"
                        size="xs"
                        style={{ flexShrink: 0 }}
                        leftSection={<IconPlus size={14} aria-hidden />}
                        disabled={isChosen || item.questionCount === 0}
                        // The name starts with what the button shows (2.5.3), and says which item.
                        aria-label={
                          isChosen
                            ? t('quiz.inQuizNamed', { header: item.header })
                            : t('quiz.addNamed', { header: item.header })
                        }
                        onClick={() =>
                          change([...ids, item.mediaID], t('quiz.added', { header: item.header }))
                        }
                      >
                        {isChosen ? t('quiz.inQuiz') : t('quiz.add')}
                      </Button>
                    </Group>
                  </Card>
                );
              })}
            </SimpleGrid>
          )}
          <MediaPagination pages={pages} page={page} onChange={setPage} />
        </Stack>
      )}
    </Stack>
  );
}
