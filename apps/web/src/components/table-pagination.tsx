import { Group, NativeSelect, Pagination, Text } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { PAGE_SIZES } from './use-table-state.ts';

type Props = {
  page: number;
  perPage: number;
  total: number;
  onChange: (change: { page?: number; perPage?: number }) => void;
};

/** Below a list: "11–20 of 42", the page size and the pages. */
export function TablePagination({ page, perPage, total, onChange }: Props) {
  const { t } = useTranslation();
  const pages = Math.max(1, Math.ceil(total / perPage));
  const from = total === 0 ? 0 : (page - 1) * perPage + 1;
  const to = Math.min(page * perPage, total);
  const keepInView = useKeepFocusInView();
  const controls = {
    first: t('table.firstPage'),
    previous: t('table.previousPage'),
    next: t('table.nextPage'),
    last: t('table.lastPage'),
  };

  return (
    <Group justify="space-between" gap="sm" mt="md" ref={keepInView}>
      <Group gap="md">
        <Text size="sm" c="dimmed" aria-live="polite">
          {t('table.range', { from, to, total })}
        </Text>
        <NativeSelect
          size="xs"
          label={t('table.perPage')}
          styles={{ root: { display: 'flex', alignItems: 'center', gap: 8 }, label: { fontWeight: 400 } }}
          value={String(perPage)}
          data={PAGE_SIZES.map(String)}
          onChange={(event) => onChange({ perPage: Number(event.currentTarget.value) })}
        />
      </Group>
      {pages > 1 && (
        <nav aria-label={t('table.pages')}>
          <Pagination
            size="sm"
            total={pages}
            value={Math.min(page, pages)}
            onChange={(next) => onChange({ page: next })}
            withEdges={pages > 5}
            siblings={1}
            getControlProps={(control) => ({ 'aria-label': controls[control] })}
            getItemProps={(item) => ({ 'aria-label': t('table.page', { page: item }) })}
          />
        </nav>
      )}
    </Group>
  );
}

/**
 * After a change of page size or page the list above grows or shrinks as its rows arrive, and the
 * control just used would leave the screen (2.4.11): while the focus is inside these controls, each
 * render scrolls the focused one back into view (a no-op when it is in view).
 */
function useKeepFocusInView() {
  const group = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const focused = document.activeElement;
    if (focused instanceof HTMLElement && group.current?.contains(focused))
      focused.scrollIntoView?.({ block: 'nearest' });
  });
  return group;
}
