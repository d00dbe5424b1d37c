import { useEffect } from 'react';

import { Button } from '@/components/ui/button';
import type { CreateTransactionDto } from '@/shared/api/generated';
import type { Draft, FieldDef } from '@/shared/fields/field-def';
import { formatFieldValue } from '@/shared/fields/field-format';

import { usePreviewTransactionMilestonesMutation } from '../../api/wizard-api';
import { dateSuggestions, wantsSuggestions, type DateSuggestion } from './wizard-suggestions';
import styles from './wizard.module.css';

/** Typing pauses this long before the server is asked again. */
const SETTLE_MS = 400;

/**
 * The contract's dates for the fields of the step in view (issue 20 item 1), from the server's
 * milestone preview once the effective date is known; recomputed when the entered fields settle.
 */
export function useDateSuggestions(stepId: string, draft: Draft, body: CreateTransactionDto): Record<string, DateSuggestion> {
  const [preview, result] = usePreviewTransactionMilestonesMutation();
  const active = wantsSuggestions(stepId, draft);
  const key = active ? JSON.stringify(body) : '';
  useEffect(() => {
    if (!key) return;
    const timer = setTimeout(() => void preview({ createTransactionDto: JSON.parse(key) as CreateTransactionDto }), SETTLE_MS);
    return () => clearTimeout(timer);
  }, [key, preview]);
  return active && result.data ? dateSuggestions(result.data, draft) : {};
}

const DATE: FieldDef = { key: 'suggested', label: 'Suggested', kind: 'date' };

/**
 * A suggested date beside its field: the day, the paragraph and how it is counted, and a "Use"
 * button. It never fills the field by itself; once used it goes (the field holds the contract's
 * date), and the caller moves focus to the field, which reads out its new value.
 */
export function WizardDateSuggestion({ field, suggestion, onUse }: { field: FieldDef; suggestion: DateSuggestion; onUse: (date: string) => void }) {
  const day = formatFieldValue(DATE, suggestion.date);
  return (
    <div className={styles.suggestion}>
      <p className={styles.suggestionText} id={`wizard-${field.key}-suggestion-text`}>
        <span className={styles.suggestionDate}>
          {suggestion.citation}: {day}
        </span>
        {suggestion.explanation ? <span className={styles.suggestionWhy}> {suggestion.explanation}</span> : null}
      </p>
      <Button
        variant="secondary"
        size="sm"
        aria-label={`Use the contract's date, ${day}`}
        aria-describedby={`wizard-${field.key}-suggestion-text`}
        onClick={() => onUse(suggestion.date)}
      >
        Use
      </Button>
    </div>
  );
}
