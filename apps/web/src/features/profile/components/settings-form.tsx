import { Group, NativeSelect, Paper, Radio, Stack, Title } from '@mantine/core';
import { LANGUAGES, LAYOUTS, SKINS } from '@rally/contracts/constants';
import { type TUserSettings, ZUserSettings } from '@rally/contracts/users';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../../components/error-alert.tsx';
import { LoadingButton } from '../../../components/loading-button.tsx';
import { TimezoneSelect } from '../../../components/timezone-select.tsx';
import { useSchemaForm } from '../../../lib/forms.ts';

type Props = {
  settings: TUserSettings;
  pending: boolean;
  error: unknown;
  onSave: (settings: TUserSettings) => void;
};

/**
 * Language, look and zone in one form. Which e-mails arrive is not here: `MailOptOuts` beside it,
 * one switch per kind of mail, each saved at once (decision 0032).
 */
export function SettingsForm({ settings, pending, error, onSave }: Props) {
  const { t } = useTranslation('profile');
  const { t: tc } = useTranslation();
  const form = useSchemaForm({ schema: ZUserSettings, initialValues: settings });

  return (
    <form noValidate onSubmit={form.onSubmit(onSave)}>
      <Stack gap="lg" maw={720}>
        <ErrorAlert error={error} />
        <Paper withBorder p={{ base: 'md', sm: 'lg' }}>
          <Stack gap="md">
            <Title order={2} size="h4">
              {t('settings.appearance')}
            </Title>
            <NativeSelect
              label={t('settings.language')}
              data={LANGUAGES.map((language) => ({ value: language, label: tc(`languages.${language}`) }))}
              maw={320}
              {...form.getInputProps('language')}
            />
            <Radio.Group label={t('settings.skin')} {...form.getInputProps('skin')}>
              <Group mt={6} gap="lg">
                {SKINS.map((skin) => (
                  <Radio key={skin} value={skin} label={t(`settings.skins.${skin}`)} />
                ))}
              </Group>
            </Radio.Group>
            <TimezoneSelect
              label={t('settings.timezone')}
              description={t('settings.timezoneHint')}
              placeholder={t('settings.timezoneGame')}
              // Cleared: each game's own zone again.
              clearable
              maw={420}
              {...form.getInputProps('timezone')}
              value={form.values.timezone}
            />
            <Radio.Group label={t('settings.layout')} {...form.getInputProps('layout')}>
              <Group mt={6} gap="lg">
                {LAYOUTS.map((layout) => (
                  <Radio key={layout} value={layout} label={t(`settings.layouts.${layout}`)} />
                ))}
              </Group>
            </Radio.Group>
          </Stack>
        </Paper>
        <Group>
          <LoadingButton type="submit" loading={pending}>
            {t('settings.save')}
          </LoadingButton>
        </Group>
      </Stack>
    </form>
  );
}
