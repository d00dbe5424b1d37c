import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';

import {
  ROLE_FILTER_LABELS,
  ROLE_FILTERS,
  SORT_ORDER_LABELS,
  SORT_ORDERS,
  STATUS_FILTER_LABELS,
  STATUS_FILTERS,
  WINDOW_FILTER_LABELS,
  WINDOW_FILTERS,
  type DashboardFilterState,
} from './dashboard-filters';
import styles from './dashboard.module.css';

const optionsOf = <T extends string>(values: readonly T[], labels: Record<T, string>) =>
  values.map((value) => ({ value, label: labels[value] }));

const SELECTS: readonly {
  key: 'status' | 'role' | 'window' | 'sort';
  label: string;
  options: { value: string; label: string }[];
}[] = [
  { key: 'status', label: 'Status', options: optionsOf(STATUS_FILTERS, STATUS_FILTER_LABELS) },
  { key: 'role', label: 'Role', options: optionsOf(ROLE_FILTERS, ROLE_FILTER_LABELS) },
  { key: 'window', label: 'Closing Window', options: optionsOf(WINDOW_FILTERS, WINDOW_FILTER_LABELS) },
  { key: 'sort', label: 'Sort By', options: optionsOf(SORT_ORDERS, SORT_ORDER_LABELS) },
];

interface TransactionFiltersProps {
  filters: DashboardFilterState;
  onChange: (change: Partial<DashboardFilterState>) => void;
}

/** Spec 001 §2.1: Status, Role, Closing Window (with the Custom Range dates) and Sort By. */
export function TransactionFilters({ filters, onChange }: TransactionFiltersProps) {
  return (
    <div role="search" aria-label="Filters of your transactions" className={styles.page} style={{ gap: 'var(--space-3)' }}>
      <div className={styles.filters}>
        {SELECTS.map((select) => (
          <Select
            key={select.key}
            label={select.label}
            options={select.options}
            value={filters[select.key]}
            onValueChange={(value) => onChange({ [select.key]: value })}
          />
        ))}
      </div>
      {filters.window === 'custom' && (
        <div className={styles.range}>
          <Input
            label="Start date"
            type="date"
            value={filters.from}
            max={filters.to || undefined}
            onChange={(event) => onChange({ from: event.target.value })}
          />
          <Input
            label="End date"
            type="date"
            value={filters.to}
            min={filters.from || undefined}
            hint={filters.from && filters.to ? undefined : 'Choose both dates to apply the range.'}
            onChange={(event) => onChange({ to: event.target.value })}
          />
        </div>
      )}
    </div>
  );
}
