import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';

import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { paths } from '@/config/paths';

import styles from './transactions.module.css';

/** The dashboard's search box (issue 20 item 4): opens the Transactions list searched for what was typed. */
export function DealSearchForm() {
  const navigate = useNavigate();
  const [query, setQuery] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void navigate(paths.agent.transactions.href({ q: query }));
  };
  return (
    <form role="search" aria-label="Find a transaction" className={styles.searchForm} onSubmit={submit}>
      <Input
        type="search"
        label="Find a transaction"
        hideLabel
        placeholder="Address or client name"
        value={query}
        onChange={(event) => setQuery(event.target.value)}
        fieldClassName={styles.searchField}
      />
      <Button type="submit" variant="secondary">
        Search
      </Button>
    </form>
  );
}
