import { Anchor, Breadcrumbs, Group, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useKeyTranslation } from '../lib/i18n.ts';
import { useRouteMeta } from '../lib/route-meta.ts';

type Crumb = { label: string; to?: string };

type Props = {
  /** Defaults to the route's translated title; pass one for screens that name a record. */
  title?: string;
  /** Defaults to the route's breadcrumb. */
  breadcrumb?: Crumb[];
  /** Buttons on the right (create, export, ...). */
  actions?: ReactNode;
};

/** The top of every screen in the app shell: breadcrumb, the screen's one h1, its actions. */
export function PageHeader({ title, breadcrumb, actions }: Props) {
  const t = useKeyTranslation();
  const meta = useRouteMeta();
  const crumbs =
    breadcrumb ?? meta?.breadcrumb.map((crumb) => ({ label: t(crumb.labelKey), to: crumb.to })) ?? [];
  const heading = title ?? (meta ? t(meta.titleKey) : '');

  return (
    <Stack gap={6} mb="lg">
      {crumbs.length > 0 && (
        <nav aria-label={t('shell.breadcrumb')}>
          <Breadcrumbs separatorMargin={6} separator={<span aria-hidden>/</span>}>
            {crumbs.map((crumb, index) =>
              crumb.to && index < crumbs.length - 1 ? (
                <Anchor key={crumb.label} component={Link} to={crumb.to} size="sm">
                  {crumb.label}
                </Anchor>
              ) : (
                <Text
                  key={crumb.label}
                  size="sm"
                  c="dimmed"
                  aria-current={index === crumbs.length - 1 ? 'page' : undefined}
                >
                  {crumb.label}
                </Text>
              ),
            )}
          </Breadcrumbs>
        </nav>
      )}
      <Group justify="space-between" align="center" gap="sm">
        <Title order={1} size="h2">
          {heading}
        </Title>
        {actions && <Group gap="xs">{actions}</Group>}
      </Group>
    </Stack>
  );
}
