import { Table } from '@/components/ui/table';

type TableProps<Row> = Parameters<typeof Table<Row>>[0];

/**
 * The design system's table, except that an empty list shows its empty state on its own: inside a
 * wide table on a phone it would be centred across columns scrolled out of view.
 */
export function AdminTable<Row>(props: TableProps<Row>) {
  return props.rows.length === 0 ? <>{props.empty}</> : <Table {...props} />;
}
