import { Checkbox, SimpleGrid, Textarea, TextInput } from '@mantine/core';
import {
  TEMPLATE_LANGUAGES,
  type TTemplateLanguage,
  ZCreateTemplateRequest,
} from '@rally/contracts/templates';
import { useTranslation } from 'react-i18next';
import { FormFrame } from '../../../components/form-frame.tsx';
import { Select } from '../../../components/select.tsx';
import { useAppAbility } from '../../../lib/abilities.tsx';
import { showServerFieldErrors, useSchemaForm } from '../../../lib/forms.ts';
import { useTemplateCategories } from '../api/templates-api.ts';

type Values = ReturnType<typeof ZCreateTemplateRequest.parse>;
type Props = {
  /** What the form starts with (a game's name when saving it as a template). */
  initial?: Partial<Values>;
  submitLabel: string;
  pending: boolean;
  error: Error | null;
  onSubmit: (values: Values) => Promise<unknown>;
  onCancel: () => void;
};

/** A template's name, category, language and description; platform admins may make it global. */
export function TemplateForm({ initial, submitLabel, pending, error, onSubmit, onCancel }: Props) {
  const { t, i18n } = useTranslation('templates');
  const categories = useTemplateCategories();
  const canKeepGlobal = useAppAbility().can('manage', 'all');
  const form = useSchemaForm({
    schema: ZCreateTemplateRequest,
    initialValues: {
      categoryId: initial?.categoryId ?? '',
      language: initial?.language ?? (uiLanguage(i18n.language) as TTemplateLanguage),
      name: initial?.name ?? '',
      description: initial?.description ?? '',
      global: initial?.global ?? false,
    },
    messages: { categoryId: () => t('form.categoryRequired') },
  });
  const submit = form.onSubmit(async (values) => {
    try {
      await onSubmit(values);
    } catch (err) {
      showServerFieldErrors(form, err);
    }
  });
  return (
    <FormFrame
      onSubmit={submit}
      error={error}
      pending={pending}
      submitLabel={submitLabel}
      cancel={{ label: t('form.cancel'), onClick: onCancel }}
    >
      <TextInput label={t('form.name')} required data-autofocus {...form.getInputProps('name')} />
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
        <Select
          label={t('form.category')}
          required
          allowDeselect={false}
          data={(categories.data?.data ?? []).map((c) => ({
            value: c.id,
            label: t(`categories.${c.key}`),
          }))}
          {...form.getInputProps('categoryId')}
        />
        <Select
          label={t('form.language')}
          description={t('form.languageHint')}
          required
          allowDeselect={false}
          data={TEMPLATE_LANGUAGES.map((lang) => ({ value: lang, label: t(`languages.${lang}`) }))}
          {...form.getInputProps('language')}
        />
      </SimpleGrid>
      <Textarea label={t('form.description')} autosize minRows={2} {...form.getInputProps('description')} />
      {canKeepGlobal && (
        <Checkbox
          label={t('form.global')}
          description={t('form.globalHint')}
          {...form.getInputProps('global', { type: 'checkbox' })}
        />
      )}
    </FormFrame>
  );
}

/** The interface language as a template language (every interface language is one). */
export const uiLanguage = (language: string): TTemplateLanguage =>
  (TEMPLATE_LANGUAGES as readonly string[]).includes(language.slice(0, 2))
    ? (language.slice(0, 2) as TTemplateLanguage)
    : 'en';
