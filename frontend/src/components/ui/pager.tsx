import { Button } from './button';
import styles from './pager.module.css';

const count = new Intl.NumberFormat('en-US');

/**
 * "26–50 of 1,112" with Previous and Next under a server-paged list (the admin lists, the oversight
 * dashboard's deals): `page` counts from 0, the count is the server's total of matches. With `label`
 * it is a navigation landmark of that name.
 */
export function Pager({
  page,
  pageSize,
  total,
  onPage,
  busy,
  noun,
  label,
  className,
}: {
  page: number;
  pageSize: number;
  total: number;
  onPage: (page: number) => void;
  busy?: boolean;
  /** Names the list for the buttons' accessible names ("Next page of users"). */
  noun: string;
  label?: string;
  className?: string;
}) {
  const lastPage = Math.max(0, Math.ceil(total / pageSize) - 1);
  const first = page * pageSize + 1;
  const Wrapper = label ? 'nav' : 'div';
  return (
    <Wrapper className={[styles.pager, className].filter(Boolean).join(' ')} aria-label={label}>
      <p className={styles.count} aria-live="polite">
        {total === 0 ? 'No results' : `${count.format(first)}–${count.format(Math.min(total, first + pageSize - 1))} of ${count.format(total)}`}
        {busy ? ' · updating…' : ''}
      </p>
      {total > pageSize && (
        <div className={styles.buttons}>
          <Button size="sm" variant="secondary" disabled={page === 0} onClick={() => onPage(Math.min(page - 1, lastPage))}>
            Previous<span className="visually-hidden"> page of {noun}</span>
          </Button>
          <Button size="sm" variant="secondary" disabled={page >= lastPage} onClick={() => onPage(page + 1)}>
            Next<span className="visually-hidden"> page of {noun}</span>
          </Button>
        </div>
      )}
    </Wrapper>
  );
}
