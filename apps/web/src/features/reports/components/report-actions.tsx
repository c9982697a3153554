import { Button, Group } from '@mantine/core';
import { IconDownload, IconPrinter } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { LoadingButton } from '../../../components/loading-button.tsx';
import { announce } from '../../../lib/announce.ts';
import { errorMessage } from '../../../lib/errors.ts';
import { notifyError } from '../../../lib/notify.ts';
import { useDownloadReport } from '../api/reports-api.ts';

type Props = { gameId: string; roundId: string | undefined; name: string };

/** Download the report as XLSX or CSV, or print the page (print CSS leaves the app's chrome out). */
export function ReportActions({ gameId, roundId, name }: Props) {
  const { t } = useTranslation('reports');
  const { t: tc } = useTranslation();
  const download = useDownloadReport();
  const start = (format: 'xlsx' | 'csv') =>
    download.mutate(
      { gameId, roundId, format, name },
      {
        onSuccess: () => announce(t('actions.downloaded', { format: format.toUpperCase() })),
        onError: (error) => notifyError(errorMessage(error, tc)),
      },
    );
  const busy = (format: string) => download.isPending && download.variables?.format === format;
  return (
    <Group gap="xs" className="report-no-print">
      <LoadingButton
        leftSection={<IconDownload size={16} aria-hidden />}
        loading={busy('xlsx')}
        onClick={() => start('xlsx')}
      >
        {t('actions.xlsx')}
      </LoadingButton>
      <LoadingButton
        variant="default"
        leftSection={<IconDownload size={16} aria-hidden />}
        loading={busy('csv')}
        onClick={() => start('csv')}
      >
        {t('actions.csv')}
      </LoadingButton>
      <Button
        variant="default"
        leftSection={<IconPrinter size={16} aria-hidden />}
        onClick={() => window.print()}
      >
        {t('actions.print')}
      </Button>
    </Group>
  );
}
