import { ReloadOutlined, SearchOutlined } from '@ant-design/icons';
import { Alert, Button, Flex, Input, Table, type TableProps, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { type KeyboardEvent, type MouseEvent, type ReactNode, useMemo, useState } from 'react';
import { errorText } from '@/lib/api';

/** Offset paging done by the server: the page shown and the total it reported. */
export interface ServerPages {
  page: number;
  pageSize: number;
  total: number;
  onChange: (page: number) => void;
}

/** Cursor paging done by the server: one more page after the rows shown. */
export interface MorePages {
  hasMore: boolean;
  loading?: boolean;
  onMore: () => void;
  /** The button's words; "Load more" without them. */
  label?: string;
}

export interface DataListProps<Row> {
  testId?: string;
  rowKey: TableProps<Row>['rowKey'];
  columns: ColumnsType<Row>;
  rows: readonly Row[] | undefined;
  loading?: boolean;
  /** The load's failure: shown over the list with a way to try again. */
  error?: unknown;
  /** What an empty list says; antd's "No data" without it. */
  emptyText?: string;
  /** A line about the list (or its filter), left of the Refresh button. */
  intro?: ReactNode;
  /** Adds the Refresh button (and the error's "Try again"). */
  onRefresh?: () => void;
  /** Buttons right of Refresh, e.g. "Log grievance". */
  actions?: ReactNode;
  /** A standing notice between the toolbar and the rows. */
  notice?: ReactNode;
  /** Filters the rows held by the browser on the words staff type (not with `server`: it would filter one page; with `more`, the rows loaded). */
  search?: { placeholder: string; text: (row: Row) => string };
  /** Pages of the rows held by the browser; without it, one page. */
  pageSize?: number;
  server?: ServerPages;
  more?: MorePages;
  size?: TableProps<Row>['size'];
  onRow?: TableProps<Row>['onRow'];
  /**
   * Opens a row's detail: by a click on the row, or by Enter or Space on a row
   * focused with Tab (each row is then focusable, with a visible ring).
   */
  onOpen?: (row: Row) => void;
  /** Checkboxes for a bulk action (e.g. assigning loans). */
  rowSelection?: TableProps<Row>['rowSelection'];
  expandable?: TableProps<Row>['expandable'];
  summary?: TableProps<Row>['summary'];
  scroll?: TableProps<Row>['scroll'];
}

/**
 * Every list of the console: the intro and Refresh, a search, sortable columns
 * (a column's `sorter`, see sorters below), pages held by the browser or by the
 * server (offset or cursor), and the empty and error states.
 */
export function DataList<Row extends object>(props: DataListProps<Row>) {
  const [words, setWords] = useState('');
  const { search, rows } = props;
  const shown = useMemo(() => {
    const all = rows ?? [];
    const needle = words.trim().toLowerCase();
    if (!search || !needle) return all;
    return all.filter((row) => search.text(row).toLowerCase().includes(needle));
  }, [rows, search, words]);

  const pagination: TableProps<Row>['pagination'] = props.server
    ? {
        current: props.server.page,
        pageSize: props.server.pageSize,
        total: props.server.total,
        onChange: props.server.onChange,
        hideOnSinglePage: true,
        showSizeChanger: false,
      }
    : props.pageSize
      ? { pageSize: props.pageSize, hideOnSinglePage: true, showSizeChanger: false }
      : false;

  const { onOpen, onRow } = props;
  const rowProps: TableProps<Row>['onRow'] = onOpen
    ? (row, index) => ({
        ...onRow?.(row, index),
        tabIndex: 0,
        className: 'data-list-openable',
        onClick: (event: MouseEvent<HTMLElement>) => {
          // A button, link or field inside the row does its own thing.
          if (!fromControl(event.target, event.currentTarget)) onOpen(row);
        },
        onKeyDown: (event: KeyboardEvent<HTMLElement>) => {
          if (event.target !== event.currentTarget || (event.key !== 'Enter' && event.key !== ' ')) return;
          event.preventDefault();
          onOpen(row);
        },
      })
    : onRow;

  const toolbar = props.intro || props.onRefresh || props.actions || search;
  return (
    <Flex vertical gap="middle" style={{ width: '100%' }}>
      {toolbar ? (
        <Flex justify="space-between" align="center" gap="middle">
          {typeof props.intro === 'string' ? (
            <Typography.Text type="secondary">{props.intro}</Typography.Text>
          ) : (
            (props.intro ?? <span />)
          )}
          <Flex gap="small">
            {search ? (
              <Input
                allowClear
                prefix={<SearchOutlined />}
                placeholder={search.placeholder}
                aria-label={search.placeholder}
                value={words}
                onChange={(e) => setWords(e.target.value)}
                style={{ width: 240 }}
                data-testid={props.testId ? `${props.testId}-search` : undefined}
              />
            ) : null}
            {props.onRefresh ? (
              <Button icon={<ReloadOutlined />} onClick={props.onRefresh}>
                Refresh
              </Button>
            ) : null}
            {props.actions}
          </Flex>
        </Flex>
      ) : null}
      {props.notice}
      {props.error ? (
        <Alert
          type="error"
          showIcon
          title={errorText(props.error)}
          action={
            props.onRefresh ? (
              <Button size="small" onClick={props.onRefresh}>
                Try again
              </Button>
            ) : null
          }
        />
      ) : null}
      <Table<Row>
        data-testid={props.testId}
        rowKey={props.rowKey}
        size={props.size ?? 'middle'}
        columns={props.columns}
        dataSource={shown as Row[]}
        loading={props.loading ?? false}
        pagination={pagination}
        locale={
          words.trim() && search
            ? { emptyText: 'Nothing matches the search' }
            : props.emptyText
              ? { emptyText: props.emptyText }
              : undefined
        }
        onRow={rowProps}
        rowSelection={props.rowSelection}
        expandable={props.expandable}
        summary={props.summary}
        scroll={props.scroll}
      />
      {props.more?.hasMore ? (
        <Flex justify="center">
          <Button onClick={props.more.onMore} loading={props.more.loading}>
            {props.more.label ?? 'Load more'}
          </Button>
        </Flex>
      ) : null}
    </Flex>
  );
}

/** A click on a control inside the row (a button, a link with an address, a field, a checkbox). */
function fromControl(target: EventTarget, row: EventTarget): boolean {
  const control =
    target instanceof Element
      ? target.closest(
          'button, a[href], input, textarea, select, label, .ant-select, .ant-checkbox-wrapper, .ant-table-selection-column',
        )
      : null;
  return control !== null && control !== row && (row as Element).contains(control);
}

/** What a list needs from its query: the rows, loading, the error and Refresh. */
export function queryListProps<Row>(query: {
  data: readonly Row[] | undefined;
  isFetching: boolean;
  error: unknown;
  refetch: () => unknown;
}): Pick<DataListProps<Row>, 'rows' | 'loading' | 'error' | 'onRefresh'> {
  return {
    rows: query.data,
    loading: query.isFetching,
    error: query.error,
    onRefresh: () => void query.refetch(),
  };
}

/** Column sorters for rows held by the browser (a server-paged list would sort one page); nulls sort first. */
export const sorters = {
  number:
    <Row,>(pick: (row: Row) => number | null | undefined) =>
    (a: Row, b: Row) =>
      (pick(a) ?? Number.NEGATIVE_INFINITY) - (pick(b) ?? Number.NEGATIVE_INFINITY),
  text:
    <Row,>(pick: (row: Row) => string | null | undefined) =>
    (a: Row, b: Row) =>
      (pick(a) ?? '').localeCompare(pick(b) ?? ''),
};
