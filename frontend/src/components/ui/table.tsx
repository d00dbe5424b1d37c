import type { Key, ReactNode } from 'react';

import { cn } from '@/utils/cn';

import styles from './table.module.css';

export interface TableColumn<Row> {
  key: string;
  header: ReactNode;
  cell: (row: Row) => ReactNode;
  align?: 'start' | 'end';
  /** The row's header cell (th scope=row), so screen readers name each row by it. */
  isRowHeader?: boolean;
  /** Row actions: on a phone they take the card's full width, under the values, without a label. */
  isActions?: boolean;
  className?: string;
}

interface TableProps<Row> {
  /** Every table has a caption; hide it visually when a heading already says the same. */
  caption: ReactNode;
  hideCaption?: boolean;
  columns: readonly TableColumn<Row>[];
  rows: readonly Row[];
  getRowKey: (row: Row) => Key;
  /** Shown in a full-width cell when there are no rows. */
  empty: ReactNode;
  className?: string;
}

/**
 * A plain semantic table. On a phone each row becomes a card of label/value lines (the column
 * header repeated beside each value), so nothing hides in a sideways scroll.
 */
export function Table<Row>({ caption, hideCaption, columns, rows, getRowKey, empty, className }: TableProps<Row>) {
  return (
    <div className={cn(styles.scroller, styles.stack, className)}>
      <table className={styles.table}>
        <caption className={cn(styles.caption, hideCaption && 'visually-hidden')}>{caption}</caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column.key} scope="col" className={cn(styles.th, column.align === 'end' && styles.end)}>
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.length === 0 ? (
            <tr>
              <td colSpan={columns.length} className={styles.empty}>
                {empty}
              </td>
            </tr>
          ) : (
            rows.map((row) => (
              <tr key={getRowKey(row)} className={styles.row}>
                {columns.map((column) => {
                  const Cell = column.isRowHeader ? 'th' : 'td';
                  return (
                    <Cell
                      key={column.key}
                      scope={column.isRowHeader ? 'row' : undefined}
                      className={cn(styles.td, column.align === 'end' && styles.end, column.isActions && styles.actions, column.className)}
                    >
                      {/* Shown only when rows stack (phones): there the column header is out of sight. */}
                      {!column.isActions && <span className={styles.cellLabel}>{column.header}</span>}
                      <div className={styles.cellValue}>{column.cell(row)}</div>
                    </Cell>
                  );
                })}
              </tr>
            ))
          )}
        </tbody>
      </table>
    </div>
  );
}
