import { Group, Paper, Stack, Text, Title } from '@mantine/core';
import { UPLOAD_TEMPLATE_FORMATS } from '@rally/contracts/uploads';
import { IconDownload } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../../components/error-alert.tsx';
import { LoadingButton } from '../../../components/loading-button.tsx';
import { useDownloadTemplate } from '../api/uploads-api.ts';

/** The template in both formats: starting from it is the surest way to get the header row right. */
export function TemplateLinks() {
  const { t } = useTranslation('uploads');
  const download = useDownloadTemplate();
  return (
    <Paper withBorder p={{ base: 'md', sm: 'lg' }}>
      <Stack gap="sm">
        <Title order={2} size="h4">
          {t('template.title')}
        </Title>
        <Text size="sm">{t('template.text')}</Text>
        {download.isError && <ErrorAlert error={download.error} title={t('template.failed')} />}
        <Group gap="sm">
          {UPLOAD_TEMPLATE_FORMATS.map((format) => (
            <LoadingButton
              key={format}
              variant="light"
              leftSection={<IconDownload size={18} aria-hidden />}
              loading={download.isPending && download.variables === format}
              onClick={() => download.mutate(format)}
            >
              {t(`template.${format}`)}
            </LoadingButton>
          ))}
        </Group>
      </Stack>
    </Paper>
  );
}
