import { Button, Group, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { MEDIA_KINDS, MEDIA_PAGE_SIZE, type TMediaKind } from '@rally/contracts/media';
import { IconSearch, IconUpload } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageHeader } from '../../../components/page-header.tsx';
import { Select } from '../../../components/select.tsx';
import { WhenLoaded } from '../../../components/when-loaded.tsx';
import type { TOpensWithData } from '../../../lib/opening.ts';
import { paths } from '../../../lib/paths.ts';
import { queryClient } from '../../../lib/query-client.ts';
import { mediaPageQueryOptions, useMediaPage } from '../api/media-api.ts';
import { MediaCard } from '../components/media-card.tsx';
import { MediaPagination } from '../components/media-pagination.tsx';

/**
 * `/games/media`: the media library, the company's own items and the global ones, newest first,
 * twelve to a page, with thumbnails; filtered by kind and searched by header or description.
 */
export function MediaLibraryPage() {
  const { t } = useTranslation('media');
  const [page, setPage] = useState(1);
  const [kind, setKind] = useState<TMediaKind | undefined>();
  const [search, setSearch] = useState('');
  const [q] = useDebouncedValue(search.trim(), 300);
  const media = useMediaPage(page, kind, q);
  const pages = Math.max(1, Math.ceil((media.data?.count ?? 0) / MEDIA_PAGE_SIZE));

  return (
    <>
      <PageHeader
        actions={
          <Button
            component={Link}
            to={paths.games.mediaUpload.href()}
            leftSection={<IconUpload size={16} aria-hidden />}
          >
            {t('library.upload')}
          </Button>
        }
      />
      <Stack gap="md">
        <Group gap="sm" align="end">
          <Select
            label={t('library.kind')}
            data={[
              { value: '', label: t('library.allKinds') },
              ...MEDIA_KINDS.map((k) => ({ value: k, label: t(`kind.${k}`) })),
            ]}
            value={kind ?? ''}
            onChange={(value) => {
              setKind((value || undefined) as TMediaKind | undefined);
              setPage(1);
            }}
            allowDeselect={false}
            w={{ base: '100%', xs: 200 }}
          />
          <TextInput
            label={t('library.search')}
            leftSection={<IconSearch size={16} aria-hidden />}
            value={search}
            onChange={(event) => {
              setSearch(event.currentTarget.value);
              setPage(1);
            }}
            w={{ base: '100%', xs: 280 }}
          />
        </Group>
        <WhenLoaded query={media}>
          {(data) => (
            <>
              <Text size="sm" c="dimmed" role="status">
                {t('library.count', { count: data.count })}
              </Text>
              {data.result.length === 0 ? (
                <Text c="dimmed">{q || kind ? t('library.noMatch') : t('library.empty')}</Text>
              ) : (
                <SimpleGrid cols={{ base: 1, xs: 2, md: 3, lg: 4 }} spacing="md">
                  {data.result.map((item) => (
                    <MediaCard key={item.mediaID} item={item} />
                  ))}
                </SimpleGrid>
              )}
              <MediaPagination pages={pages} page={page} onChange={setPage} />
            </>
          )}
        </WhenLoaded>
      </Stack>
    </>
  );
}

/**
 * The library's first page, of every kind and unsearched (its filters are not kept in the
 * address), asked for beside the code.
 */
MediaLibraryPage.openingData = (() =>
  queryClient.prefetchQuery(mediaPageQueryOptions(1, undefined, ''))) satisfies TOpensWithData['openingData'];
