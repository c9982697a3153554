import { Button, FileButton, Group, Input, Stack, Text } from '@mantine/core';
import { LOGO_MAX_BYTES, LOGO_TYPES } from '@rally/contracts/companies';
import { IconUpload } from '@tabler/icons-react';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CompanyLogo } from './company-logo.tsx';

type Props = {
  /** The stored logo, if any. */
  currentUrl: string | null;
  file: File | null;
  onChange: (file: File | null) => void;
};

const MAX_MB = LOGO_MAX_BYTES / 1024 / 1024;

/** What is wrong with a chosen image before it is sent; the server checks again by its bytes. */
function logoProblem(file: File): 'wrongType' | 'tooLarge' | null {
  if (!(LOGO_TYPES as readonly string[]).includes(file.type)) return 'wrongType';
  return file.size > LOGO_MAX_BYTES ? 'tooLarge' : null;
}

/** Choose a logo and see it before saving; it is uploaded with the rest of the form. */
export function LogoField({ currentUrl, file, onChange }: Props) {
  const { t } = useTranslation('companies');
  const [problem, setProblem] = useState<'wrongType' | 'tooLarge' | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const hintId = useId();

  useEffect(() => {
    if (!file) return setPreview(null);
    const url = URL.createObjectURL(file);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [file]);

  const choose = (chosen: File | null) => {
    const found = chosen && logoProblem(chosen);
    setProblem(found);
    onChange(found ? null : chosen);
  };

  return (
    <Input.Wrapper label={t('fields.logo')} error={problem && t(`logo.${problem}`, { max: MAX_MB })}>
      <Group gap="md" mt={4} wrap="nowrap">
        <CompanyLogo src={preview ?? currentUrl} alt={t('logo.preview')} size={72} iconSize={32} />
        <Stack gap={4}>
          <Group gap="xs">
            <FileButton onChange={choose} accept={LOGO_TYPES.join(',')}>
              {(props) => (
                <Button
                  {...props}
                  variant="default"
                  leftSection={<IconUpload size={16} aria-hidden />}
                  aria-describedby={hintId}
                >
                  {t(currentUrl || file ? 'logo.replace' : 'logo.choose')}
                </Button>
              )}
            </FileButton>
            {file && (
              <Button variant="subtle" color="gray" onClick={() => choose(null)}>
                {t('logo.discard')}
              </Button>
            )}
          </Group>
          <Text id={hintId} size="xs" c="dimmed">
            {file ? t('logo.pending', { name: file.name }) : t('logo.hint', { max: MAX_MB })}
          </Text>
        </Stack>
      </Group>
    </Input.Wrapper>
  );
}
