import { Alert, Anchor, Group, Stack, Text } from '@mantine/core';
import type { TTemplateDetail } from '@rally/contracts/templates';
import { IconLock } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { ErrorAlert } from '../../../components/error-alert.tsx';
import { LoadingScreen } from '../../../components/loading-screen.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { Select } from '../../../components/select.tsx';
import { paths } from '../../../lib/paths.ts';
import { useEditableTemplates, useTemplate } from '../api/templates-api.ts';
import { TemplateBadges } from './template-badges.tsx';

/** The parts of a template, each a screen of its own. */
const PARTS = [
  { key: 'habits', href: paths.games.templateActivities.href },
  { key: 'kpis', href: paths.games.templateKpis.href },
  { key: 'goals', href: paths.games.templateGoals.href },
  { key: 'charities', href: paths.games.templateCharities.href },
  { key: 'preview', href: paths.games.gameTemplate.href },
] as const;

type Props = {
  /** The template chosen (from the path or `?template=`), if any. */
  templateId: string | undefined;
  /** The screen's URL for a template: choosing one goes there. */
  hrefFor: (templateId: string) => string;
  actions?: (template: TTemplateDetail) => ReactNode;
  children: (template: TTemplateDetail) => ReactNode;
};

/**
 * The frame of a template's content screens: the heading, a picker of the templates the caller may
 * change, links to the template's other parts, then the part itself. A global template opened by a
 * company admin shows read-only, saying why.
 */
export function TemplateScreen({ templateId, hrefFor, actions, children }: Props) {
  const { t } = useTranslation('templates');
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const editable = useEditableTemplates();
  const template = useTemplate(templateId);
  const chosen = template.data?.id === templateId ? template.data : undefined;
  const options = (editable.data ?? []).map((x) => ({ value: x.id, label: x.name }));
  if (chosen && !options.some((o) => o.value === chosen.id))
    options.unshift({ value: chosen.id, label: chosen.name });

  return (
    <>
      <PageHeader actions={chosen && actions?.(chosen)} />
      <Stack gap="lg">
        <Select
          label={t('picker.label')}
          placeholder={t('picker.placeholder')}
          data={options}
          value={templateId ?? null}
          onChange={(id) => id && navigate(hrefFor(id))}
          searchable
          nothingFoundMessage={t('picker.none')}
          w={{ base: '100%', xs: 360 }}
        />
        {chosen && (
          <nav aria-label={t('parts.label')}>
            <Group gap="md">
              {PARTS.map((part) => {
                const href = part.href(chosen.id);
                const current = href.split('?')[0] === pathname;
                return (
                  <Anchor
                    key={part.key}
                    component={Link}
                    to={href}
                    fw={current ? 700 : undefined}
                    aria-current={current ? 'page' : undefined}
                  >
                    {t(`parts.${part.key}`)}
                  </Anchor>
                );
              })}
            </Group>
          </nav>
        )}
        {!templateId ? (
          <Text c="dimmed">{t('picker.prompt')}</Text>
        ) : template.isPending ? (
          <LoadingScreen />
        ) : template.isError ? (
          <ErrorAlert error={template.error} />
        ) : (
          chosen && (
            <Stack gap="md">
              <TemplateBadges template={chosen} />
              {!chosen.editable && (
                <Alert icon={<IconLock size={18} aria-hidden />} color="gray">
                  {t('readOnly')}
                </Alert>
              )}
              {children(chosen)}
            </Stack>
          )
        )}
      </Stack>
    </>
  );
}
