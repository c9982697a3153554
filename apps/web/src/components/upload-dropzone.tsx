import '@mantine/dropzone/styles.layer.css';
import { Button, Group, Stack, Text } from '@mantine/core';
import { Dropzone, type FileRejection, MIME_TYPES } from '@mantine/dropzone';
import { UPLOAD_MAX_BYTES, UPLOAD_MAX_ROWS } from '@rally/contracts/uploads';
import { IconFileSpreadsheet, IconUpload, IconX } from '@tabler/icons-react';
import { useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';

// Windows reports CSV files as Excel's old type; the extension decides when the type is missing.
const ACCEPT = {
  [MIME_TYPES.csv]: ['.csv'],
  [MIME_TYPES.xls]: ['.csv'],
  [MIME_TYPES.xlsx]: ['.xlsx'],
};
export const MAX_MIB = UPLOAD_MAX_BYTES / 1024 / 1024;

type Props = {
  disabled: boolean;
  onFile: (file: File) => void;
  onReject: (rejections: FileRejection[]) => void;
};

/**
 * One CSV or XLSX file, dropped or picked; what is refused here never reaches the server. Shared by
 * the users' upload and the KPI actuals' upload.
 */
export function UploadDropzone({ disabled, onFile, onReject }: Props) {
  const { t, i18n } = useTranslation('uploads');
  const hintId = useId();
  const openRef = useRef<() => void>(null);
  return (
    <Stack gap="sm" align="stretch">
      <Dropzone
        openRef={openRef}
        onDrop={(files) => {
          const [file] = files;
          if (file) onFile(file);
        }}
        onReject={onReject}
        accept={ACCEPT}
        maxSize={UPLOAD_MAX_BYTES}
        multiple={false}
        disabled={disabled}
        // The drop area is for a pointer only: made a button it would hold the file input inside it
        // (nested interactive controls). Keyboards and screen readers use the real button below,
        // named by what it does and described by the limits (4.1.2).
        activateOnKeyboard={false}
      >
        <Group justify="center" gap="lg" mih={160} wrap="nowrap" style={{ pointerEvents: 'none' }}>
          <Dropzone.Accept>
            <IconUpload size={48} stroke={1.5} color="var(--mantine-primary-color-filled)" aria-hidden />
          </Dropzone.Accept>
          <Dropzone.Reject>
            <IconX size={48} stroke={1.5} color="var(--mantine-color-red-6)" aria-hidden />
          </Dropzone.Reject>
          <Dropzone.Idle>
            <IconFileSpreadsheet size={48} stroke={1.5} color="var(--mantine-color-dimmed)" aria-hidden />
          </Dropzone.Idle>
          <Stack gap={4}>
            <Text size="lg" fw={500}>
              {disabled ? t('drop.disabled') : t('drop.title')}
            </Text>
            <Text size="sm" c="dimmed" id={hintId}>
              {t('drop.hint', { size: MAX_MIB, rows: UPLOAD_MAX_ROWS.toLocaleString(i18n.language) })}
            </Text>
          </Stack>
        </Group>
      </Dropzone>
      <Button
        variant="light"
        leftSection={<IconUpload size={16} aria-hidden />}
        onClick={() => openRef.current?.()}
        disabled={disabled}
        aria-describedby={hintId}
        style={{ alignSelf: 'center' }}
      >
        {t('drop.choose')}
      </Button>
    </Stack>
  );
}
