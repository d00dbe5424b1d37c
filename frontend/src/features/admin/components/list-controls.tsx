import { useEffect, useState, type ComponentProps } from 'react';

import { Input } from '@/components/ui/input';
import { Pager as SharedPager } from '@/components/ui/pager';
import { Select, type SelectOption } from '@/components/ui/select';

import styles from './admin.module.css';

/** Rows per page of every server-paged admin list. */
export const ADMIN_PAGE_SIZE = 50;

/** The value of "no filter" in every filter select. */
export const ALL = 'all';

/** Waits until typing pauses before the value is used for a request. */
function useDebounced<T>(value: T, delayMs = 300): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = window.setTimeout(() => setDebounced(value), delayMs);
    return () => window.clearTimeout(timer);
  }, [value, delayMs]);
  return debounced;
}

/**
 * The state of a server-paged admin list (issue 11 item 4): the search as typed, the filters, and
 * the page. Any new search or filter starts again at the first page. `args` is what the list's
 * query takes: the debounced search, the filters that are set, the page as limit and offset.
 */
export function useListControls<Filters extends Record<string, string>>(initialFilters: Filters) {
  const [search, setSearchText] = useState('');
  const [filters, setFilters] = useState(initialFilters);
  const [page, setPage] = useState(0);
  const q = useDebounced(search.trim());
  const setFilter = (name: string, value: string) => {
    setFilters((current) => ({ ...current, [name]: value }));
    setPage(0);
  };
  const setSearch = (value: string) => {
    setSearchText(value);
    setPage(0);
  };
  const chosen = Object.fromEntries(Object.entries(filters).filter(([, value]) => value !== ALL)) as Partial<Filters>;
  return {
    search,
    setSearch,
    filters,
    setFilter,
    page,
    setPage,
    /** True while a search or filter narrows the list (the empty state says so). */
    narrowed: q !== '' || Object.keys(chosen).length > 0,
    args: { ...chosen, q: q || undefined, limit: ADMIN_PAGE_SIZE, offset: page * ADMIN_PAGE_SIZE },
  };
}

export interface ListFilter {
  name: string;
  label: string;
  options: readonly SelectOption[];
}

/** The search box and filter selects above an admin list; results follow as they are typed or chosen. */
export function ListToolbar({
  label,
  placeholder,
  list,
  filters,
}: {
  /** Names the list, e.g. "users": the search region reads "Filters of the users list". */
  label: string;
  placeholder: string;
  list: Pick<ReturnType<typeof useListControls>, 'search' | 'setSearch' | 'filters' | 'setFilter'>;
  filters: readonly ListFilter[];
}) {
  return (
    <div role="search" aria-label={`Filters of the ${label} list`} className={styles.toolbar}>
      <Input
        label="Search"
        type="search"
        placeholder={placeholder}
        value={list.search}
        onChange={(event) => list.setSearch(event.target.value)}
      />
      {filters.map((filter) => (
        <Select
          key={filter.name}
          label={filter.label}
          options={filter.options}
          value={list.filters[filter.name]}
          onValueChange={(value) => list.setFilter(filter.name, value)}
        />
      ))}
    </div>
  );
}

/** "26–50 of 112" with Previous and Next; the count is the server's total of matches. */
export function Pager(props: Omit<ComponentProps<typeof SharedPager>, 'pageSize'>) {
  return <SharedPager pageSize={ADMIN_PAGE_SIZE} {...props} />;
}

/** "12 users" / "1 user": the heading count of a list, right whatever the filters (the server's total). */
export function countOf(total: number, one: string, many: string): string {
  return `${total} ${total === 1 ? one : many}`;
}
