import type { ReactElement } from 'react';

import { AgentOnlyBadge } from '@/components/fields/agent-only-badge';
import type { TransactionDto } from '@/shared/api/generated';
import type { FieldSectionDef } from '@/shared/fields/field-def';

import { DealSectionEditor } from './deal-section-editor';
import { TruncatingReadView } from './truncated-text';

/**
 * Who reads the deal's field sections, and so what they may do with them: the deal's agent edits;
 * an overseer reads the agent's view (ADR 0055); the client reads their own sections in full, never
 * folded (ADR 0079) — the server refuses their edits anyway.
 */
export type SectionReader = 'agent' | 'overseer' | 'client';

/** Spec 002 §8 success and failure texts of the editors that have them. */
const SECTION_TEXTS: Record<string, { success?: string; failure?: string }> = {
  'transaction-details': {
    success: 'Title and property details updated successfully',
    failure: 'Failed to update title and property details',
  },
  title: { success: 'Title and property details updated successfully', failure: 'Failed to update title and property details' },
  insurance: { success: 'Insurance information updated successfully', failure: 'Failed to update insurance information' },
  'home-warranty': {
    success: 'Home warranty information updated successfully',
    failure: 'Failed to update home warranty information',
  },
};

/** A read-only reader never saves, so never reloads after a save. */
const NO_RELOAD = { onReload: () => undefined, reloading: false };

/**
 * One editor per section, in the sections' order, for the agent's and the overseer's detail page and
 * the client's portal: the pages place them between their other panels.
 */
export function dealSectionEditors(
  deal: TransactionDto,
  sections: readonly FieldSectionDef[],
  reader: SectionReader,
  { onReload, reloading }: { onReload: () => void; reloading: boolean } = NO_RELOAD,
): ReactElement[] {
  const record = deal as unknown as Record<string, unknown>;
  const agent = reader === 'agent';
  return sections.map((section) => (
    <DealSectionEditor
      key={section.id}
      section={section}
      deal={deal}
      onReload={onReload}
      reloading={reloading}
      readOnly={!agent}
      foldLong={reader !== 'client'}
      successText={agent ? SECTION_TEXTS[section.id]?.success : undefined}
      failureText={agent ? SECTION_TEXTS[section.id]?.failure : undefined}
      badge={section.id === 'title' && reader !== 'client' ? <AgentOnlyBadge /> : undefined}
      readView={section.id === 'repairs' ? <TruncatingReadView section={section} record={record} /> : undefined}
    />
  ));
}
