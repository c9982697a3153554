import { Button, FileInput, Group, Progress, Stack, Text } from '@mantine/core';
import { isPlatformAdminRole } from '@rally/contracts/ability-rules';
import { MEDIA_ACCEPT, MEDIA_MAX_MB, type TMedia, ZSaveMediaRequest } from '@rally/contracts/media';
import { IconUpload } from '@tabler/icons-react';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { ErrorAlert } from '../../../components/error-alert.tsx';
import { LoadingButton } from '../../../components/loading-button.tsx';
import { LoadingScreen } from '../../../components/loading-screen.tsx';
import { NotLoaded } from '../../../components/not-loaded.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { announce } from '../../../lib/announce.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { showServerFieldErrors, useSchemaForm } from '../../../lib/forms.ts';
import { i18n } from '../../../lib/i18n.ts';
import { messageText } from '../../../lib/messages.ts';
import { notifySuccess } from '../../../lib/notify.ts';
import type { TOpensWithData } from '../../../lib/opening.ts';
import { paths } from '../../../lib/paths.ts';
import { queryClient } from '../../../lib/query-client.ts';
import { useSession } from '../../../lib/session.ts';
import { mediaItemQueryOptions, useMediaItem, useSaveMedia, useUploadMedia } from '../api/media-api.ts';
import { MediaDetailsFields, type TDetails } from '../components/media-details-fields.tsx';

const ZDetails = ZSaveMediaRequest.omit({ mediaID: true });

/**
 * `/games/media-configuration` (upload a new item) and `/games/media-configuration/{id}` (an item's
 * details). The server decides the type by the file's content; the limits are said beside the field.
 */
export function MediaConfigurationPage() {
  const id = useParams().id;
  const item = useMediaItem(id);
  if (!id) return <MediaForm />;
  if (item.isPending) return <LoadingScreen />;
  if (item.isError) return <NotLoaded error={item.error} />;
  return <MediaForm item={item.data} />;
}

function MediaForm({ item }: { item?: TMedia }) {
  const { t } = useTranslation('media');
  const navigate = useNavigate();
  const platformAdmin = isPlatformAdminRole(useSession()?.user.role);
  const upload = useUploadMedia();
  const save = useSaveMedia();
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [progress, setProgress] = useState(0);
  const abort = useRef<AbortController | null>(null);
  const form = useSchemaForm({
    schema: ZDetails,
    initialValues: {
      header: item?.header ?? '',
      description: item?.description ?? '',
      lang: item?.lang ?? 'en',
      scope: item?.scope ?? 'company',
    } satisfies TDetails,
  });
  const pending = upload.isPending || save.isPending;
  const error = upload.error ?? save.error;
  const limits = t('form.limits', MEDIA_MAX_MB);

  const done = (saved: TMedia) => {
    notifySuccess(
      item ? t('form.saved', { header: saved.header }) : t('form.uploaded', { header: saved.header }),
    );
    navigate(paths.games.mediaItem.href(saved.mediaID));
  };

  const submit = form.onSubmit(
    (values) => {
      if (item) {
        save.mutate(
          { mediaID: item.mediaID, ...values },
          { onSuccess: done, onError: (e) => showServerFieldErrors(form, e) },
        );
        return;
      }
      if (!file) {
        setFileError(t('form.fileMissing'));
        announce(t('form.fileMissing'), { urgent: true });
        document.getElementById('media-file')?.focus();
        return;
      }
      abort.current = new AbortController();
      setProgress(0);
      upload.mutate(
        { file, ...values, onProgress: setProgress, signal: abort.current.signal },
        {
          onSuccess: done,
          onError: (e) => {
            showServerFieldErrors(form, e);
            // The file's own refusal (broken image) goes on the file field.
            const onFile = e instanceof ApiError ? e.details.find((d) => d.path === 'media') : undefined;
            if (onFile) setFileError(messageText(i18n.t, onFile));
            announce(t('form.refused'), { urgent: true });
          },
        },
      );
    },
    () => {
      if (!item && !file) setFileError(t('form.fileMissing'));
    },
  );

  return (
    <>
      <PageHeader title={item ? t('form.editTitle', { header: item.header }) : undefined} />
      <form onSubmit={submit} noValidate>
        <Stack gap="md" maw={560}>
          {!item && (
            <FileInput
              id="media-file"
              label={t('form.file')}
              description={limits}
              placeholder={t('form.filePlaceholder')}
              accept={MEDIA_ACCEPT}
              withAsterisk
              clearable
              clearButtonProps={{ 'aria-label': t('form.clearFile') }}
              value={file}
              error={fileError}
              onChange={(chosen) => {
                setFile(chosen);
                setFileError(null);
              }}
              leftSection={<IconUpload size={16} aria-hidden />}
            />
          )}
          <MediaDetailsFields form={form} platformAdmin={platformAdmin} />
          {upload.isPending && (
            <Stack gap={4}>
              <Text size="sm">{t('form.sending', { percent: Math.round(progress * 100) })}</Text>
              <Progress value={progress * 100} aria-label={t('form.progress')} />
            </Stack>
          )}
          <ErrorAlert error={error} />
          <Group gap="sm">
            <LoadingButton type="submit" loading={pending}>
              {item ? t('form.save') : t('form.upload')}
            </LoadingButton>
            <Button
              variant="default"
              onClick={() => {
                abort.current?.abort();
                navigate(item ? paths.games.mediaItem.href(item.mediaID) : paths.games.media.href());
              }}
            >
              {t('form.cancel')}
            </Button>
          </Group>
        </Stack>
      </form>
    </>
  );
}

/** The item whose details the address names, asked for beside the code; an upload asks for nothing. */
MediaConfigurationPage.openingData = (({ params }) =>
  params.id
    ? queryClient.prefetchQuery(mediaItemQueryOptions(params.id))
    : Promise.resolve()) satisfies TOpensWithData['openingData'];
