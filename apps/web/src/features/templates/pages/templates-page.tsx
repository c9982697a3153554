import { Button, Card, Group, Pagination, Stack, Text, Title } from '@mantine/core';
import { TEMPLATE_LANGUAGES, type TTemplateLanguage } from '@rally/contracts/templates';
import { IconEye, IconPencil, IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { ErrorAlert } from '../../../components/error-alert.tsx';
import { FormDialog } from '../../../components/form-dialog.tsx';
import { GridList } from '../../../components/grid-list.tsx';
import { LoadingScreen } from '../../../components/loading-screen.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { Select } from '../../../components/select.tsx';
import { announce } from '../../../lib/announce.ts';
import { i18n, i18nReady } from '../../../lib/i18n.ts';
import { notifySuccess } from '../../../lib/notify.ts';
import type { TOpensWithData } from '../../../lib/opening.ts';
import { paths } from '../../../lib/paths.ts';
import { queryClient } from '../../../lib/query-client.ts';
import {
  type TTemplateFilter,
  templateCategoriesQueryOptions,
  templatesQueryOptions,
  useCreateTemplate,
  useTemplateCategories,
  useTemplates,
} from '../api/templates-api.ts';
import { CardLink } from '../components/card-link.tsx';
import { TemplateBadges } from '../components/template-badges.tsx';
import { TemplateForm, uiLanguage } from '../components/template-form.tsx';

const ALL = 'all';

/** The list the address names: `?category=`, `?lang=` (else the interface language; `all`: every one). */
function libraryFilter(params: URLSearchParams, page: number): TTemplateFilter {
  const lang = params.get('lang');
  return {
    categoryId: params.get('category') ?? undefined,
    lang: lang === ALL ? undefined : ((lang as TTemplateLanguage | null) ?? uiLanguage(i18n.language)),
    page,
  };
}

/**
 * `/games/template`: the template library. Filtered by category and by the language a template is
 * written in (the interface language at first; `?category=` and `?lang=` keep the choice in the URL).
 */
export function TemplatesPage() {
  const { t } = useTranslation('templates');
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const [creating, setCreating] = useState(false);
  const [page, setPage] = useState(1);
  const categories = useTemplateCategories();
  const filter = libraryFilter(params, page);
  const { categoryId, lang } = filter;
  const list = useTemplates(filter);
  const create = useCreateTemplate();
  const choose = (key: string, value: string | null) => {
    const next = new URLSearchParams(params);
    if (value) next.set(key, value);
    else next.delete(key);
    setParams(next, { replace: true });
    setPage(1);
  };
  const count = list.data?.count;

  return (
    <>
      <PageHeader
        actions={
          <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setCreating(true)}>
            {t('library.new')}
          </Button>
        }
      />
      <Stack gap="lg">
        <Text c="dimmed" maw={720}>
          {t('library.intro')}
        </Text>
        <Group gap="md" align="end">
          <Select
            label={t('library.category')}
            data={[
              { value: ALL, label: t('library.allCategories') },
              ...(categories.data?.data ?? []).map((c) => ({
                value: c.id,
                label: `${t(`categories.${c.key}`)} (${c.templates})`,
              })),
            ]}
            value={categoryId ?? ALL}
            onChange={(value) => choose('category', value === ALL ? null : value)}
            allowDeselect={false}
            w={{ base: '100%', xs: 280 }}
          />
          <Select
            label={t('library.language')}
            data={[
              { value: ALL, label: t('library.allLanguages') },
              ...TEMPLATE_LANGUAGES.map((l) => ({ value: l, label: t(`languages.${l}`) })),
            ]}
            value={lang ?? ALL}
            onChange={(value) => choose('lang', value)}
            allowDeselect={false}
            w={{ base: '100%', xs: 240 }}
          />
        </Group>
        <ErrorAlert error={list.error ?? categories.error} />
        {list.isPending ? (
          <LoadingScreen />
        ) : (
          <>
            <Text size="sm" c="dimmed" role="status">
              {t('library.count', { count: count ?? 0 })}
            </Text>
            {count === 0 ? (
              <Text>{t('library.empty')}</Text>
            ) : (
              <GridList cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
                {(list.data?.data ?? []).map((template) => (
                  <Card key={template.id} withBorder padding="lg" component="li">
                    <Stack gap="sm" h="100%">
                      {/* A template's own words are in its language, not always the interface's (3.1.2). */}
                      <Title order={2} size="h4" lang={template.language}>
                        {template.name}
                      </Title>
                      <TemplateBadges template={template} />
                      <Text size="sm" c="dimmed" style={{ flexGrow: 1 }} lang={template.language}>
                        {template.description}
                      </Text>
                      <Group gap="xs">
                        <CardLink
                          to={paths.games.gameTemplate.href(template.id)}
                          icon={IconEye}
                          label={t('library.preview')}
                          named={t('library.previewNamed', { name: template.name })}
                          primary
                        />
                        {template.editable && (
                          <CardLink
                            to={paths.games.templateActivities.href(template.id)}
                            icon={IconPencil}
                            label={t('library.edit')}
                            named={t('library.editNamed', { name: template.name })}
                          />
                        )}
                      </Group>
                    </Stack>
                  </Card>
                ))}
              </GridList>
            )}
            {(list.data?.pages ?? 1) > 1 && (
              <Pagination
                total={list.data?.pages ?? 1}
                value={page}
                onChange={(next) => {
                  setPage(next);
                  announce(t('library.pageOf', { page: next, pages: list.data?.pages ?? 1 }));
                }}
                getControlProps={(control) => ({
                  'aria-label': t(`library.pager.${control}`),
                })}
                getItemProps={(item) => ({ 'aria-label': t('library.pager.page', { page: item }) })}
              />
            )}
          </>
        )}
      </Stack>
      <FormDialog opened={creating} onClose={() => setCreating(false)} title={t('library.newTitle')} wide>
        <TemplateForm
          submitLabel={t('library.create')}
          pending={create.isPending}
          error={create.error}
          onCancel={() => setCreating(false)}
          onSubmit={async (values) => {
            const template = await create.mutateAsync(values);
            notifySuccess(t('library.created', { name: template.name }));
            setCreating(false);
            navigate(paths.games.templateActivities.href(template.id));
          }}
        />
      </FormDialog>
    </>
  );
}

/** The categories and the first page of the address's list, asked for beside the code. */
TemplatesPage.openingData = (({ search }) =>
  Promise.all([
    queryClient.prefetchQuery(templateCategoriesQueryOptions()),
    // Its language, unless the address names one, is the interface's: known once i18n has started.
    i18nReady.then(() => queryClient.prefetchQuery(templatesQueryOptions(libraryFilter(search, 1)))),
  ])) satisfies TOpensWithData['openingData'];
