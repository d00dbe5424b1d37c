import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuTrigger } from '@/components/ui/dropdown-menu';
import type { TransactionListItemDto } from '@/shared/api/generated';

import { formatDay, typeLabel } from './deal-format';
import styles from './detail.module.css';

const addressOf = (deal: TransactionListItemDto) => deal.property_address || 'Property address pending';

/** Spec 002 §2: the transaction picker (max height 24rem): address, Buyer/Seller badge and closing date. */
export function DealPicker({
  deals,
  selectedId,
  onSelect,
}: {
  deals: readonly TransactionListItemDto[];
  selectedId: string;
  onSelect: (id: string) => void;
}) {
  const selected = deals.find((deal) => deal.id === selectedId);
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button variant="secondary" className={styles.pickerTrigger} aria-label={`Transaction: ${selected ? addressOf(selected) : 'choose one'}`}>
          <span className={styles.pickerTriggerText}>{selected ? addressOf(selected) : 'Choose a transaction'}</span>
          <span aria-hidden="true"> ▾</span>
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="start" className={styles.picker}>
        {deals.map((deal) => (
          <DropdownMenuItem key={deal.id} className={styles.pickerItem} onSelect={() => onSelect(deal.id)} aria-current={deal.id === selectedId ? 'true' : undefined}>
            <span>{addressOf(deal)}</span>
            <span className={styles.pickerItemMeta}>
              <Badge tone={deal.transaction_type === 'seller' ? 'info' : 'brand'}>{typeLabel(deal.transaction_type)}</Badge>
              <span>Closing {formatDay(deal.closing_date)}</span>
            </span>
          </DropdownMenuItem>
        ))}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
