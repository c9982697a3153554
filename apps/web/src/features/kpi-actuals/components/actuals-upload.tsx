import { Badge, Code, Group, Stack, Table, Text, Title } from '@mantine/core';
import type { FileRejection } from '@mantine/dropzone';
import type { TKpiUpload, TKpiUploadRow } from '@rally/contracts/kpi-actuals';
import { IconCheck } from '@tabler/icons-react';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../../components/error-alert.tsx';
import { LoadingButton } from '../../../components/loading-button.tsx';
import { StripedTable } from '../../../components/striped-table.tsx';
import { MAX_MIB, UploadDropzone } from '../../../components/upload-dropzone.tsx';
import { UploadReasons } from '../../../components/upload-reasons.tsx';
import { announce } from '../../../lib/announce.ts';
import { focusWhenReady } from '../../../lib/focus.ts';
import { useConfirmActualUpload, usePreviewActualUpload } from '../api/kpi-actuals-api.ts';

const OUTCOME_COLOR: Record<TKpiUploadRow['outcome'], string> = {
  create: 'green',
  update: 'blue',
  unchanged: 'gray',
  refuse: 'red',
};

/**
 * KPI actuals from a CSV or XLSX file: the file is checked first (nothing written) and each row
 * says what saving would do; "Save" sends the same file again and the valid rows are written at once.
 */
export function ActualsUpload({ gameId }: { gameId: string }) {
  const { t } = useTranslation('kpi-actuals');
  const preview = usePreviewActualUpload(gameId);
  const confirm = useConfirmActualUpload(gameId);
  const [file, setFile] = useState<File | null>(null);
  const [result, setResult] = useState<TKpiUpload | null>(null);
  const [rejected, setRejected] = useState<string | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);

  async function onFile(chosen: File) {
    setRejected(null);
    setFile(chosen);
    confirm.reset();
    const checked = await preview.mutateAsync(chosen).catch(() => null);
    setResult(checked);
    if (checked) {
      announce(t('upload.previewed', { ...checked.counts }));
      focusWhenReady(() => headingRef.current);
    }
  }

  async function onConfirm() {
    if (!file || !result) return;
    const done = await confirm.mutateAsync({ file, fileHash: result.fileHash }).catch(() => null);
    if (!done) return;
    setResult(done);
    announce(t('upload.saved', { count: done.counts.create + done.counts.update }));
    focusWhenReady(() => headingRef.current);
  }

  function onReject(rejections: FileRejection[]) {
    const tooLarge = rejections.some((r) => r.errors.some((e) => e.code === 'file-too-large'));
    const message = tooLarge ? t('upload.tooLarge', { size: MAX_MIB }) : t('upload.wrongType');
    setRejected(message);
    announce(message, { urgent: true });
  }

  const writable = result ? result.counts.create + result.counts.update : 0;
  return (
    <Stack gap="md">
      <Text size="sm">
        {t('upload.intro')} <Code>email</Code> ({t('upload.orTeam')} <Code>team</Code>), <Code>kpi</Code>,{' '}
        <Code>round</Code> ({t('upload.optional')}), <Code>value</Code>.
      </Text>
      <UploadDropzone disabled={preview.isPending || confirm.isPending} onFile={onFile} onReject={onReject} />
      {rejected && (
        <Text c="red" size="sm" role="alert">
          {rejected}
        </Text>
      )}
      <ErrorAlert error={preview.error ?? confirm.error} />
      {result && (
        <Stack gap="sm">
          <Title order={2} size="h4" ref={headingRef}>
            {result.confirmed ? t('upload.doneTitle') : t('upload.previewTitle')}
          </Title>
          <Group gap="xs">
            {(['create', 'update', 'unchanged', 'refuse'] as const).map((o) => (
              <Badge key={o} color={OUTCOME_COLOR[o]} variant="light">
                {t(`outcome.${o}`)}: {result.counts[o]}
              </Badge>
            ))}
          </Group>
          <StripedTable
            label={t('upload.tableLabel')}
            minWidth={720}
            columns={[
              { header: t('upload.line') },
              { header: t('upload.who') },
              { header: t('upload.kpi') },
              { header: t('upload.round') },
              { header: t('upload.value'), end: true },
              { header: t('upload.outcome') },
              { header: t('grid.points'), end: true },
            ]}
          >
            {result.rows.map((row) => (
              <Table.Tr key={row.line}>
                <Table.Td>{row.line}</Table.Td>
                <Table.Td style={{ overflowWrap: 'anywhere' }}>{row.who}</Table.Td>
                <Table.Td>{row.kpi}</Table.Td>
                <Table.Td>{row.round || t('upload.wholeGame')}</Table.Td>
                <Table.Td ta="end">{row.value}</Table.Td>
                <Table.Td>
                  <Badge color={OUTCOME_COLOR[row.outcome]} variant="light">
                    {t(`outcome.${row.outcome}`)}
                  </Badge>
                  {row.reasons.length > 0 && (
                    <Text size="xs" mt={4}>
                      <UploadReasons reasons={row.reasons} />
                    </Text>
                  )}
                </Table.Td>
                <Table.Td ta="end">{row.points ?? '–'}</Table.Td>
              </Table.Tr>
            ))}
          </StripedTable>
          {!result.confirmed && (
            <Group justify="flex-end">
              <LoadingButton
                leftSection={<IconCheck size={16} aria-hidden />}
                onClick={onConfirm}
                loading={confirm.isPending}
                disabled={writable === 0}
              >
                {t('upload.confirm', { count: writable })}
              </LoadingButton>
            </Group>
          )}
        </Stack>
      )}
    </Stack>
  );
}
