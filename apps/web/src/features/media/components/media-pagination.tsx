import { Pagination } from '@mantine/core';
import { useTranslation } from 'react-i18next';

const controls = {
  first: 'table.firstPage',
  previous: 'table.previousPage',
  next: 'table.nextPage',
  last: 'table.lastPage',
} as const;

/** The pages of a media list, every control named. */
export function MediaPagination({
  pages,
  page,
  onChange,
}: {
  pages: number;
  page: number;
  onChange: (page: number) => void;
}) {
  const { t } = useTranslation();
  if (pages <= 1) return null;
  return (
    <nav aria-label={t('table.pages')}>
      <Pagination
        size="sm"
        total={pages}
        value={Math.min(page, pages)}
        onChange={onChange}
        getControlProps={(control) => ({ 'aria-label': t(controls[control]) })}
        getItemProps={(n) => ({ 'aria-label': t('table.page', { page: n }) })}
      />
    </nav>
  );
}
