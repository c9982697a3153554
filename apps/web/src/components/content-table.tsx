import type { ColumnDef } from '@tanstack/react-table';
import { ContentEditorBar } from './content-editor-bar.tsx';
import type { useContentLock } from './content-lock.tsx';
import { DataTable } from './data-table.tsx';
import { ErrorAlert } from './error-alert.tsx';
import { useLocalTableView } from './use-local-table-view.ts';

type Props<T extends { id: string }> = {
  lock: ReturnType<typeof useContentLock>;
  /** What the editor holds (and, while open, what can be done). */
  summary: string;
  addLabel: string;
  onAdd: () => void;
  addDisabled?: boolean;
  /** A failed load of the rows (or of what adding needs). */
  error: unknown;
  /** Names the table. */
  label: string;
  columns: ColumnDef<T>[];
  rows: T[];
  loading: boolean;
  emptyText: string;
  minWidth: number;
};

/**
 * A game's content kept as one table (its KPIs, its charities): why it is locked, what it holds and
 * the add button, then the rows in the order the game has them.
 */
export function ContentTable<T extends { id: string }>({
  lock,
  summary,
  addLabel,
  onAdd,
  addDisabled,
  error,
  ...table
}: Props<T>) {
  const { view, update } = useLocalTableView();
  return (
    <>
      <ContentEditorBar
        lock={lock}
        summary={summary}
        summaryWidth={560}
        addLabel={addLabel}
        onAdd={onAdd}
        addDisabled={addDisabled}
      />
      <ErrorAlert error={error} />
      <DataTable {...table} getRowId={(row) => row.id} view={view} onViewChange={update} sortable={false} />
    </>
  );
}
