import { Alert, Group, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { type TUploadJob, type TUploadPreview, UPLOAD_ACTIONS } from '@rally/contracts/uploads';
import {
  IconAlertTriangle,
  IconCircleCheck,
  IconEqual,
  IconInfoCircle,
  IconRefresh,
} from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../../components/error-alert.tsx';
import { GridList } from '../../../components/grid-list.tsx';
import { LoadingButton } from '../../../components/loading-button.tsx';
import { announce } from '../../../lib/announce.ts';
import { formatDateTime } from '../../../lib/dates.ts';
import { useCancelUpload, useConfirmUpload } from '../api/uploads-api.ts';
import { RefusedDownload } from './refused-download.tsx';
import { ACTION_COLORS } from './upload-action-badge.tsx';
import { UploadChanges } from './upload-changes.tsx';
import { UploadPreviewRows } from './upload-preview-rows.tsx';

const ICONS = {
  create: IconCircleCheck,
  update: IconRefresh,
  unchanged: IconEqual,
  refuse: IconAlertTriangle,
};

/** What confirming would do, in four numbers; updates count only the rows chosen. */
function PreviewCounts({ counts, chosen }: { counts: TUploadPreview['counts']; chosen: number }) {
  const { t } = useTranslation('uploads');
  const text = {
    create: t('preview.counts.create', { count: counts.create }),
    update: t('preview.counts.update', { count: chosen, total: counts.update }),
    unchanged: t('preview.counts.unchanged', { count: counts.unchanged + counts.update - chosen }),
    refuse: t('preview.counts.refuse', { count: counts.refuse }),
  };
  return (
    <GridList cols={{ base: 1, xs: 2, md: 4 }} spacing="sm">
      {UPLOAD_ACTIONS.map((action) => {
        const Icon = ICONS[action];
        return (
          <Paper component="li" key={action} withBorder p="md">
            <Group gap="sm" wrap="nowrap" align="flex-start">
              <ThemeIcon variant="light" color={ACTION_COLORS[action]} size="lg" radius="md" aria-hidden>
                <Icon size={20} />
              </ThemeIcon>
              <Text size="sm">{text[action]}</Text>
            </Group>
          </Paper>
        );
      })}
    </GridList>
  );
}

type Props = { job: TUploadJob & { preview: TUploadPreview }; onCancelled: () => void };

/**
 * A file read and checked but not saved: every row with what would happen to it, the changes to
 * existing users to choose from (none by default), then confirm or cancel.
 */
export function UploadPreview({ job, onCancelled }: Props) {
  const { t, i18n } = useTranslation('uploads');
  const { counts, rows, expiresAt } = job.preview;
  const [chosen, setChosen] = useState<string[]>([]);
  const confirm = useConfirmUpload(job.id);
  const cancel = useCancelUpload(job.id);
  const updates = rows.filter((row) => row.action === 'update');
  // The rows confirming writes: every new person, and the existing ones whose changes were chosen.
  const written = counts.create + chosen.length;
  const writes = written > 0;
  const number = written.toLocaleString(i18n.language);
  const save = () =>
    confirm.mutate(
      { updateRows: chosen.map(Number) },
      { onSuccess: () => announce(t('preview.saving', { count: written, number })) },
    );

  return (
    <Stack gap="lg">
      <Stack gap="sm">
        <Title order={2} size="h3" style={{ overflowWrap: 'anywhere' }}>
          {t('preview.title', { name: job.fileName })}
        </Title>
        <Alert variant="light" color="blue" icon={<IconInfoCircle aria-hidden />}>
          {t('preview.intro', { time: formatDateTime(expiresAt) })}
        </Alert>
        <PreviewCounts counts={counts} chosen={chosen.length} />
        <ErrorAlert error={confirm.error ?? cancel.error} />
        {!writes && <Text size="sm">{t('preview.nothing')}</Text>}
        <Group gap="sm">
          <LoadingButton loading={confirm.isPending} disabled={cancel.isPending} onClick={save}>
            {writes ? t('preview.confirmRows', { count: written, number }) : t('preview.confirm')}
          </LoadingButton>
          <LoadingButton
            variant="default"
            loading={cancel.isPending}
            disabled={confirm.isPending}
            onClick={() => cancel.mutate(undefined, { onSuccess: onCancelled })}
          >
            {t('preview.cancel')}
          </LoadingButton>
          <RefusedDownload fileName={job.fileName} preview={rows} />
        </Group>
      </Stack>
      {updates.length > 0 && (
        <Stack gap="sm">
          <Title order={2} size="h3">
            {t('preview.changes.title')}
          </Title>
          <Text size="sm" maw={720}>
            {t('preview.changes.text')}
          </Text>
          <UploadChanges rows={updates} chosen={chosen} onChange={setChosen} />
        </Stack>
      )}
      <Stack gap="sm">
        <Title order={2} size="h3">
          {t('preview.rows.title')}
        </Title>
        <UploadPreviewRows rows={rows} />
      </Stack>
    </Stack>
  );
}
