import { FIELD_KEYS } from '../../backend/src/modules/transactions/kernel/domain/transaction-fields';
import { AGENT_ONLY_FIELDS } from '../../backend/src/modules/transactions/kernel/domain/transaction-visibility';
import { dealSections, type DealShape } from '../../frontend/src/features/transactions/fields/deal-fields';
import { isFieldShown, type FieldSectionDef } from '../../frontend/src/shared/fields/field-def';

/*
 * Issue 20 item 3: every field of the catalogue (backend transaction-fields.ts) has an editor in one of
 * the deal's section editors after the wizard. The test is generated from the catalogue, so a field added
 * there without an editor fails here until it gets one or is named below with its reason.
 */

/** Catalogue fields no section edits, each with the reason. */
const NOT_EDITED: Readonly<Record<string, string>> = {
  property_image_url:
    'Set by the photo upload (POST /transactions/{id}/photo); the deal hands it out as a signed link, which is nothing to read or type in a form',
  buyer_sale_contingency_date:
    "The legacy name of the home-sale contingency date: the milestone reads home_sale_contingency_date first, which Transaction Details edits",
};

/** Sections whose heading carries 'AGENT ONLY' as a whole (spec 002 §6 "the title panel"). */
const AGENT_ONLY_SECTIONS = new Set(['title']);

const DEALS: DealShape[] = [
  { transaction_type: 'buyer', property_state: 'TX' },
  { transaction_type: 'seller', property_state: 'TX' },
  { transaction_type: 'new_construction', property_state: 'TX' },
];

const everySection: FieldSectionDef[] = DEALS.flatMap((deal) => dealSections(deal));
const edited = new Set(everySection.flatMap((section) => section.fields.map((field) => field.key)));

describe('every catalogue field has an editor on the detail screen (issue 20 item 3)', () => {
  it.each(FIELD_KEYS.filter((key) => !(key in NOT_EDITED)))('%s is edited by a section', (key) => {
    expect(edited.has(key)).toBe(true);
  });

  it('the fields named as not edited are catalogue fields that indeed have no editor, each with a reason', () => {
    for (const [key, reason] of Object.entries(NOT_EDITED)) {
      expect(FIELD_KEYS).toContain(key);
      expect(edited.has(key)).toBe(false);
      expect(reason.length).toBeGreaterThan(20);
    }
  });

  it("labels every agent-only field 'AGENT ONLY' (spec 002 §6), field by field or by its section's heading", () => {
    for (const section of everySection) {
      if (AGENT_ONLY_SECTIONS.has(section.id)) continue;
      for (const field of section.fields) {
        if ((AGENT_ONLY_FIELDS as readonly string[]).includes(field.key)) expect({ key: field.key, agentOnly: field.agentOnly }).toEqual({ key: field.key, agentOnly: true });
      }
    }
  });

  it('financing is one field per deal: lending_type on buyer and new-construction deals (the server keeps financing_type in step, ADR 0061), financing_type on seller deals', () => {
    const financialKeys = (deal: DealShape) => dealSections(deal).find((section) => section.id === 'financial')!.fields.map((field) => field.key);
    for (const deal of DEALS) {
      const keys = financialKeys(deal);
      const seller = deal.transaction_type === 'seller';
      expect({ type: deal.transaction_type, financing: keys.includes('financing_type'), lending: keys.includes('lending_type') }).toEqual({
        type: deal.transaction_type,
        financing: seller,
        lending: !seller,
      });
    }
  });

  it('appraisal_contingency_notes is editable once the appraisal contingency is ticked, and only for agents', () => {
    const appraisal = dealSections(DEALS[0]).find((section) => section.id === 'appraisal')!;
    const notes = appraisal.fields.find((field) => field.key === 'appraisal_contingency_notes')!;
    expect(isFieldShown(notes, { appraisal_contingency: true }, 'agent')).toBe(true);
    expect(isFieldShown(notes, { appraisal_contingency: false }, 'agent')).toBe(false);
    expect(isFieldShown(notes, { appraisal_contingency: true }, 'client')).toBe(false);
  });
});
