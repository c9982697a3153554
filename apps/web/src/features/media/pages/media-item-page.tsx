import { Grid, Group, Stack, Table, Text } from '@mantine/core';
import { IconPencil } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { ErrorAlert } from '../../../components/error-alert.tsx';
import { LoadingScreen } from '../../../components/loading-screen.tsx';
import { NotLoaded } from '../../../components/not-loaded.tsx';
import { DeleteButton, LinkButton } from '../../../components/page-actions.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { notifySuccess } from '../../../lib/notify.ts';
import type { TOpensWithData } from '../../../lib/opening.ts';
import { paths } from '../../../lib/paths.ts';
import { queryClient } from '../../../lib/query-client.ts';
import {
  mediaItemQueryOptions,
  questionsQueryOptions,
  useDeleteMedia,
  useMediaItem,
} from '../api/media-api.ts';
import { MediaPreview } from '../components/media-preview.tsx';
import { QuestionList } from '../components/question-list.tsx';

/** `/games/media/{id}`: a media item, its preview and details, and its quiz questions. */
export function MediaItemPage() {
  const { t } = useTranslation('media');
  const id = useParams().id ?? '';
  const navigate = useNavigate();
  const item = useMediaItem(id);
  const remove = useDeleteMedia();
  const [confirming, setConfirming] = useState(false);

  if (item.isPending) return <LoadingScreen />;
  if (item.isError) return <NotLoaded error={item.error} />;
  const m = item.data;
  const facts: [string, string][] = [
    [t('item.kind'), t(`kind.${m.kind}`)],
    [t('item.lang'), t(`lang.${m.lang}`)],
    [t('item.scope'), t(`scope.${m.scope}`)],
    [
      t('item.size'),
      m.size < 1024 * 1024
        ? t('item.kilobytes', { size: Math.max(1, Math.round(m.size / 1024)) })
        : t('item.megabytes', { size: Math.round((m.size / 1024 / 1024) * 10) / 10 }),
    ],
    [t('item.fileName'), m.originalName],
  ];

  return (
    <>
      <PageHeader
        title={m.header}
        actions={
          m.editable && (
            <Group gap="sm">
              <LinkButton to={paths.games.mediaEdit.href(m.mediaID)} icon={IconPencil}>
                {t('item.edit')}
              </LinkButton>
              <DeleteButton onClick={() => setConfirming(true)}>{t('item.delete')}</DeleteButton>
            </Group>
          )
        }
      />
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 7 }}>
          <Stack gap="md">
            <MediaPreview item={m} />
            {m.description && <Text style={{ whiteSpace: 'pre-wrap' }}>{m.description}</Text>}
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 5 }}>
          <Table variant="vertical" withTableBorder captionSide="top">
            <Table.Caption>{t('item.details')}</Table.Caption>
            <Table.Tbody>
              {facts.map(([label, value]) => (
                <Table.Tr key={label}>
                  <Table.Th w={140}>{label}</Table.Th>
                  <Table.Td style={{ wordBreak: 'break-word' }}>{value}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
          {!m.editable && (
            <Text size="sm" c="dimmed" mt="sm">
              {t('item.readOnly')}
            </Text>
          )}
        </Grid.Col>
        <Grid.Col span={12}>
          <QuestionList mediaId={m.mediaID} editable={m.editable} />
        </Grid.Col>
      </Grid>
      <ConfirmDialog
        opened={confirming}
        onClose={() => {
          remove.reset();
          setConfirming(false);
        }}
        title={t('item.deleteTitle')}
        confirmLabel={t('item.delete')}
        danger
        loading={remove.isPending}
        onConfirm={() =>
          remove.mutate(m.mediaID, {
            onSuccess: () => {
              notifySuccess(t('item.deleted', { header: m.header }));
              navigate(paths.games.media.href());
            },
          })
        }
      >
        <Text>{t('item.deleteText', { header: m.header, count: m.questionCount })}</Text>
        <ErrorAlert error={remove.error} />
      </ConfirmDialog>
    </>
  );
}

/** The item and its quiz questions, asked for beside the code. */
MediaItemPage.openingData = (({ params }) =>
  Promise.all([
    queryClient.prefetchQuery(mediaItemQueryOptions(params.id ?? '')),
    queryClient.prefetchQuery(questionsQueryOptions(params.id ?? '')),
  ])) satisfies TOpensWithData['openingData'];
