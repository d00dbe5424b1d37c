import type { ReactNode } from 'react';

import { Checkbox } from '@/components/ui/checkbox';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { Textarea } from '@/components/ui/textarea';
import type { DraftValue, FieldDef } from '@/shared/fields/field-def';

import { AgentOnlyBadge } from './agent-only-badge';

/** Radix Select has no empty item; this one stands for "no value" and becomes '' in the draft. */
const NONE = '__not_set__';

/** What each text-like kind asks the browser for (keyboard, autofill, native picker). */
const INPUT_PROPS = {
  text: {},
  email: { type: 'email', autoComplete: 'off' },
  phone: { type: 'tel', autoComplete: 'off' },
  url: { type: 'url', placeholder: 'https://' },
  money: { inputMode: 'numeric', placeholder: '$' },
  percent: { inputMode: 'decimal' },
  integer: { inputMode: 'numeric' },
  decimal: { inputMode: 'decimal' },
  date: { type: 'date' },
  datetime: { type: 'datetime-local' },
} as const;

interface FieldControlProps {
  def: FieldDef;
  id: string;
  value: DraftValue | undefined;
  error?: string;
  disabled?: boolean;
  onChange: (value: DraftValue) => void;
}

/** One field's input, chosen by its kind, on the design system's primitives (labels, hints, errors wired). */
export function FieldControl({ def, id, value, error, disabled, onChange }: FieldControlProps) {
  const label: ReactNode = def.agentOnly ? (
    <>
      {def.label} <AgentOnlyBadge />
    </>
  ) : (
    def.label
  );
  const common = { id, label, hint: def.hint, error, required: def.required, disabled };
  const text = typeof value === 'string' ? value : '';
  switch (def.kind) {
    case 'boolean':
      return <Checkbox {...common} checked={value === true} onCheckedChange={onChange} />;
    case 'enum':
      return (
        <Select
          {...common}
          name={def.key}
          value={text === '' ? (def.required ? '' : NONE) : text}
          onValueChange={(next) => onChange(next === NONE ? '' : next)}
          options={def.required ? def.options : [{ value: NONE, label: 'Not set' }, ...def.options]}
        />
      );
    case 'text':
      if (def.multiline) {
        return <Textarea {...common} name={def.key} maxLength={def.maxLength} value={text} onChange={(e) => onChange(e.target.value)} />;
      }
      return <Input {...common} name={def.key} maxLength={def.maxLength} value={text} onChange={(e) => onChange(e.target.value)} />;
    default:
      return <Input {...common} {...INPUT_PROPS[def.kind]} name={def.key} value={text} onChange={(e) => onChange(e.target.value)} />;
  }
}
