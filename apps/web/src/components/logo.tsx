import { Anchor, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../lib/paths.ts';

/** The Rally mark and name (the name gives way on a phone header when asked); the mark is decoration. */
export function Logo({ size = 28, compactOnPhone = false }: { size?: number; compactOnPhone?: boolean }) {
  return (
    <Group gap={8} wrap="nowrap">
      <svg width={size} height={size} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
        <rect width="32" height="32" rx="8" fill="var(--mantine-color-indigo-7)" />
        <path
          d="M9 23V9h7.5a4.5 4.5 0 0 1 1.4 8.8L22 23h-3.8l-3.6-5H12.4v5zm3.4-8h3.8a1.6 1.6 0 0 0 0-3.2h-3.8z"
          fill="#fff"
        />
      </svg>
      <Text
        component="span"
        fw={800}
        fz={size * 0.72}
        lh={1}
        style={{ letterSpacing: '-0.02em' }}
        visibleFrom={compactOnPhone ? 'xs' : undefined}
      >
        Rally
      </Text>
    </Group>
  );
}

/** The logo as the way home, at the start of every layout's header. */
export function HomeLink({ compactOnPhone = false }: { compactOnPhone?: boolean }) {
  const { t } = useTranslation();
  return (
    <Anchor
      component={Link}
      to={paths.home.href()}
      underline="never"
      c="inherit"
      aria-label={t('shell.home')}
    >
      <Logo compactOnPhone={compactOnPhone} />
    </Anchor>
  );
}
