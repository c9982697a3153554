import { Button } from '@mantine/core';
import { csvText, type TCsvCell } from '@rally/contracts/csv';
import type { TUploadPreviewRow, TUploadRowResult } from '@rally/contracts/uploads';
import { IconDownload } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { announce } from '../../../lib/announce.ts';
import { currentLanguage } from '../../../lib/i18n.ts';
import { messageText } from '../../../lib/messages.ts';
import { saveFile } from '../../../lib/save-file.ts';

type Props =
  /** A preview's refused rows: the cells as the file had them, and why. */
  | { fileName: string; preview: TUploadPreviewRow[]; results?: never }
  /** A finished upload's failed rows: the line, the e-mail, and why. */
  | { fileName: string; results: TUploadRowResult[]; preview?: never };

const baseName = (fileName: string) => fileName.replace(/\.(csv|xlsx)$/i, '');

/**
 * The rows an upload refused as a CSV to fix and upload again, with their reasons: headings and
 * reasons in the reader's language, separator and decimal mark as their spreadsheet expects them,
 * and every cell formula-safe (`@rally/contracts/csv`, shared with the report files).
 */
export function RefusedDownload(props: Props) {
  const { t } = useTranslation('uploads');
  const { t: tm } = useTranslation('messages');
  const reasons = (row: { reasons?: TUploadRowResult['reasons'] }) =>
    (row.reasons ?? []).map((reason) => messageText(tm, reason)).join(' ');
  const refused = props.preview
    ? props.preview.filter((row) => row.action === 'refuse')
    : props.results.filter((row) => row.status === 'failed');
  if (refused.length === 0) return null;

  const download = () => {
    const rows: TCsvCell[][] = props.preview
      ? [
          [
            t('results.row'),
            t('fields.fullName'),
            t('results.email'),
            t('fields.role'),
            t('fields.language'),
            t('results.reason'),
          ],
          ...props.preview
            .filter((row) => row.action === 'refuse')
            .map((row) => [row.row, row.fullName, row.email, row.role, row.language, reasons(row)]),
        ]
      : [
          [t('results.row'), t('results.email'), t('results.reason')],
          ...props.results
            .filter((row) => row.status === 'failed')
            .map((row) => [row.row, row.email, reasons(row)]),
        ];
    const text = csvText(rows, currentLanguage());
    saveFile(
      new Blob([text], { type: 'text/csv;charset=utf-8' }),
      `${t('refusedCsv.fileName', { name: baseName(props.fileName) })}.csv`,
    );
    // The button keeps focus: the user continues where they were; the download is said.
    announce(t('refusedCsv.done', { count: refused.length }));
  };

  return (
    <Button variant="default" leftSection={<IconDownload size={18} aria-hidden />} onClick={download}>
      {t('refusedCsv.download', { count: refused.length })}
    </Button>
  );
}
