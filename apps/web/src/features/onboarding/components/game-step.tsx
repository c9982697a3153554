import { Alert, Radio, SimpleGrid, Stack, TextInput } from '@mantine/core';
import type { TOnboardingCatalog } from '@rally/contracts/onboarding';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../../components/error-alert.tsx';
import { Select } from '../../../components/select.tsx';
import type { OnboardingForm } from './onboarding-steps.ts';

type Props = {
  form: OnboardingForm;
  catalog: { data?: TOnboardingCatalog | undefined; error: Error | null };
  /** The category picked, kept by the wizard so it stays when the prospect comes back to this step. */
  category: string | null;
  onCategory: (category: string | null) => void;
};

/** The wizard's second step: a template by category (its name names the game), the game's name and dates. */
export function GameStep({ form, catalog, category, onCategory }: Props) {
  const { t } = useTranslation('onboarding');
  const categories = catalog.data?.categories ?? [];
  const templates = categories.find((c) => c.id === category)?.templates ?? [];
  return (
    <>
      <ErrorAlert error={catalog.error} />
      {catalog.data && categories.length === 0 && <Alert color="orange">{t('noTemplates')}</Alert>}
      <Select
        label={t('fields.category')}
        data={categories.map((c) => ({
          value: c.id,
          label: `${t(`categories.${c.key}`)} (${t('templateCount', { count: c.templates.length })})`,
        }))}
        value={category}
        onChange={(value) => {
          onCategory(value);
          form.setFieldValue('templateId', '');
        }}
        allowDeselect={false}
        required
      />
      <Radio.Group
        label={t('fields.template')}
        required
        {...form.getInputProps('templateId')}
        onChange={(value) => {
          form.setFieldValue('templateId', value);
          const chosen = templates.find((x) => x.id === value);
          if (chosen && !form.values.gameName) form.setFieldValue('gameName', chosen.name);
        }}
      >
        <Stack gap="xs" mt="xs">
          {templates.map((template) => (
            <Radio
              key={template.id}
              value={template.id}
              label={template.name}
              description={template.description}
            />
          ))}
        </Stack>
      </Radio.Group>
      <TextInput label={t('fields.gameName')} required {...form.getInputProps('gameName')} />
      <SimpleGrid cols={{ base: 1, xs: 2 }}>
        <TextInput type="date" label={t('fields.startDate')} required {...form.getInputProps('startDate')} />
        <TextInput type="date" label={t('fields.endDate')} required {...form.getInputProps('endDate')} />
      </SimpleGrid>
    </>
  );
}
