import { Popover } from 'radix-ui';
import { useState } from 'react';

import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import type { TransactionListItemDto } from '@/shared/api/generated';
import { searchDeals } from '@/utils/deal-search';

import { formatDay, statusLabel, statusTone, typeLabel } from './deal-format';
import styles from './detail.module.css';

const addressOf = (deal: TransactionListItemDto) => deal.property_address || 'Property address pending';

/**
 * Spec 002 §2: the transaction picker (max height 24rem): address, Buyer/Seller badge and closing
 * date; issue 20 item 4 adds each deal's status and a search by address or client name. A popover
 * (not a menu), so the search box and the list of deals sit in it as an ordinary form and buttons.
 */
export function DealPicker({
  deals,
  selectedId,
  onSelect,
}: {
  deals: readonly TransactionListItemDto[];
  selectedId: string;
  onSelect: (id: string) => void;
}) {
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState('');
  const selected = deals.find((deal) => deal.id === selectedId);
  const shown = searchDeals(deals, query);
  const choose = (id: string) => {
    setOpen(false);
    setQuery('');
    onSelect(id);
  };
  return (
    <Popover.Root open={open} onOpenChange={setOpen}>
      <Popover.Trigger asChild>
        <Button variant="secondary" className={styles.pickerTrigger} aria-label={`Transaction: ${selected ? addressOf(selected) : 'choose one'}`}>
          <span className={styles.pickerTriggerText}>{selected ? addressOf(selected) : 'Choose a transaction'}</span>
          <span aria-hidden="true"> ▾</span>
        </Button>
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content align="start" sideOffset={6} className={styles.picker} aria-label="Choose a transaction">
          <Input
            type="search"
            label="Search transactions"
            hideLabel
            placeholder="Address or client name"
            value={query}
            onChange={(event) => setQuery(event.target.value)}
          />
          <p role="status" className={styles.pickerCount}>
            {query.trim() ? `${shown.length} of ${deals.length} transactions match` : `${deals.length} transactions`}
          </p>
          <ul className={styles.pickerList} aria-label="Transactions">
            {shown.map((deal) => (
              <li key={deal.id}>
                <button type="button" className={styles.pickerItem} onClick={() => choose(deal.id)} aria-current={deal.id === selectedId ? 'true' : undefined}>
                  <span className={styles.pickerItemTitle}>{addressOf(deal)}</span>
                  <span className={styles.pickerItemMeta}>
                    <Badge tone={statusTone(deal.status)}>{statusLabel(deal.status)}</Badge>
                    <Badge tone={deal.transaction_type === 'seller' ? 'info' : 'brand'}>{typeLabel(deal.transaction_type)}</Badge>
                    <span>Closing {formatDay(deal.closing_date)}</span>
                  </span>
                  {deal.client_name && <span className={styles.pickerItemMeta}>Client: {deal.client_name}</span>}
                </button>
              </li>
            ))}
          </ul>
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
