import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { StaffPager } from '@/modules/staff/shared/components/StaffPager';
import {
  StyledPageHeading,
  StyledTable,
  StyledTableScroll,
} from '@/modules/staff/shared/components/StaffTable.styles';
import { StyledToolbar } from '@/modules/ui/components/Toolbar';
import { Alert } from '@/modules/ui/components/Alert';
import { StyledButton } from '@/modules/ui/components/Button';
import { Spinner } from '@/modules/ui/components/Spinner';
import type { ExportFormat } from '@/modules/staff/shared/hooks/useListExport';

export interface StaffListPageProps {
  /** The heading's id, which names the page's section. */
  titleId: string;
  title: ReactNode;
  /** Buttons beside the heading (export, create). */
  actions?: ReactNode;
  filters: ReactNode;
  /** Between the filters and the list (actions on the selected rows). */
  toolbar?: ReactNode;
  loading: boolean;
  error: string | null;
  /** How many rows the page holds: none shows `emptyText`, some show `children`. */
  rowCount: number;
  emptyText: ReactNode;
  pagination: { page: number; pages: number; total: number; capped?: boolean } | null | undefined;
  onPageChange: (page: number) => void;
  /** The list's table. */
  children: ReactNode;
  /** Dialogs the page opens, whatever the list holds. */
  dialogs?: ReactNode;
}

/** The frame of the three staff lists: heading and actions, filters, states, table and pager. */
export function StaffListPage(props: StaffListPageProps) {
  const {
    titleId,
    title,
    actions,
    filters,
    toolbar,
    loading,
    error,
    rowCount,
    emptyText,
    pagination,
    onPageChange,
  } = props;
  return (
    <section aria-labelledby={titleId}>
      <StyledPageHeading>
        <h1 id={titleId}>{title}</h1>
        {actions ? <StyledToolbar>{actions}</StyledToolbar> : null}
      </StyledPageHeading>
      {filters}
      {toolbar}
      {error ? <Alert severity="error">{error}</Alert> : null}
      {loading ? <Spinner /> : null}
      {!loading && !error && rowCount === 0 ? <Alert severity="info">{emptyText}</Alert> : null}
      {rowCount > 0 ? props.children : null}
      {pagination ? (
        <StaffPager
          page={pagination.page}
          pages={pagination.pages}
          total={pagination.total}
          capped={pagination.capped}
          onPageChange={onPageChange}
        />
      ) : null}
      {props.dialogs}
    </section>
  );
}

/** A staff list's table, scrolling sideways on a narrow screen. */
export function StaffTable({ caption, children }: { caption: string; children: ReactNode }) {
  return (
    <StyledTableScroll>
      <StyledTable>
        <caption>{caption}</caption>
        {children}
      </StyledTable>
    </StyledTableScroll>
  );
}

/** Downloads the whole filtered list (every page) as CSV or XLSX, written by the server. */
export function ExportButtons({
  exporting,
  error,
  onExport,
}: {
  exporting: boolean;
  error: string | null;
  onExport: (format: ExportFormat) => Promise<unknown>;
}) {
  return (
    <>
      <StyledButton type="button" $variant="secondary" disabled={exporting} onClick={() => void onExport('csv')}>
        <Trans>Export CSV</Trans>
      </StyledButton>
      <StyledButton type="button" $variant="secondary" disabled={exporting} onClick={() => void onExport('xlsx')}>
        <Trans>Export Excel</Trans>
      </StyledButton>
      {error ? <span role="alert">{error}</span> : null}
    </>
  );
}
