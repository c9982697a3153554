import { Accordion, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/page-header.tsx';
import { faqSections } from '../faq-questions.ts';

/** `/settings/faq`: questions and answers about using Rally, searchable by the words of the question. */
export function FaqPage() {
  const { t } = useTranslation('faq');
  const [query, setQuery] = useState('');
  const needle = query.trim().toLocaleLowerCase();
  const sections = faqSections
    .map(([section, ids]) => ({
      section,
      questions: ids.filter((id) => t(`questions.${id}.q`).toLocaleLowerCase().includes(needle)),
    }))
    .filter(({ questions }) => questions.length > 0);

  return (
    <>
      <PageHeader />
      <Stack gap="xl" maw={880}>
        <Text c="dimmed">{t('intro')}</Text>
        <TextInput
          type="search"
          label={t('search')}
          placeholder={t('searchPlaceholder')}
          leftSection={<IconSearch size={16} aria-hidden />}
          value={query}
          onChange={(event) => setQuery(event.currentTarget.value)}
          maw={480}
        />
        {sections.length === 0 ? (
          <Text role="status">{t('noResults', { query: query.trim() })}</Text>
        ) : (
          sections.map(({ section, questions }) => (
            <Stack key={section} gap="sm">
              <Title order={2} size="h4">
                {t(`sections.${section}`)}
              </Title>
              <Accordion variant="separated" multiple order={3}>
                {questions.map((id) => (
                  <Accordion.Item key={id} value={id}>
                    <Accordion.Control>{t(`questions.${id}.q`)}</Accordion.Control>
                    <Accordion.Panel>{t(`questions.${id}.a`)}</Accordion.Panel>
                  </Accordion.Item>
                ))}
              </Accordion>
            </Stack>
          ))
        )}
      </Stack>
    </>
  );
}
