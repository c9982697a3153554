import { Textarea, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { MEDIA_LANGS, type ZSaveMediaRequest } from '@rally/contracts/media';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { Select } from '../../../components/select.tsx';

export type TDetails = Omit<z.input<typeof ZSaveMediaRequest>, 'mediaID'>;

/** Header, description, language and (platform admins) the library an item is in. */
export function MediaDetailsFields({
  form,
  platformAdmin,
}: {
  form: UseFormReturnType<TDetails, unknown>;
  platformAdmin: boolean;
}) {
  const { t } = useTranslation('media');
  return (
    <>
      <TextInput
        label={t('form.header')}
        withAsterisk
        {...form.getInputProps('header')}
        key={form.key('header')}
      />
      <Textarea
        label={t('form.description')}
        autosize
        minRows={2}
        {...form.getInputProps('description')}
        key={form.key('description')}
      />
      <Select
        label={t('form.lang')}
        description={t('form.langHint')}
        data={MEDIA_LANGS.map((lang) => ({ value: lang, label: t(`lang.${lang}`) }))}
        allowDeselect={false}
        {...form.getInputProps('lang')}
        key={form.key('lang')}
      />
      {platformAdmin && (
        <Select
          label={t('form.scope')}
          description={t('form.scopeHint')}
          data={[
            { value: 'company', label: t('scope.company') },
            { value: 'global', label: t('scope.global') },
          ]}
          allowDeselect={false}
          {...form.getInputProps('scope')}
          key={form.key('scope')}
        />
      )}
    </>
  );
}
