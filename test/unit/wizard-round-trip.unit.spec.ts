import { applyWizardEdit } from '../../frontend/src/features/agent/components/wizard/wizard-rules';
import { WIZARD_STEPS, initialWizardDraft, visibleFields } from '../../frontend/src/features/agent/components/wizard/wizard-steps';
import { dealSections } from '../../frontend/src/features/transactions/fields/deal-fields';
import { isFieldShown, type DraftValue, type FieldDef } from '../../frontend/src/shared/fields/field-def';

type Draft = Record<string, DraftValue>;

/*
 * Issue 20 item 1: what the wizard records is what the deal holds. Generated from the wizard's own
 * field list: every field the wizard can show for a deal of a type must be read back by the agent's
 * detail screen (dealSections) for that type, and shown there for the same values. A field added to
 * the wizard without a place on the detail screen fails here until it gets one or is named below
 * with its reason.
 */

const TYPES = ['buyer', 'seller', 'new_construction'] as const;
type DealType = (typeof TYPES)[number];

/** Wizard fields the detail screen does not read back as themselves, each with the reason. */
const DERIVED: Readonly<Record<string, { types: readonly DealType[]; reason: string }>> = {
  schedule_walkthrough: {
    types: TYPES,
    reason: 'The toggle in front of the walkthrough date and time: not a catalogue field and never sent; Closing & Possession reads final_walkthrough_datetime',
  },
  transaction_type: {
    types: TYPES,
    reason: "The deal's type: the detail screen's header shows it as the type chip and decides the sections by it; it is no section's field",
  },
  title_company_name: {
    types: ['new_construction'],
    reason: "Spec 002 §2 hides the Title editor on new construction: the wizard writes the title company as the deal's title company contact, read back in Key Contacts",
  },
  title_company_contact: {
    types: ['new_construction'],
    reason: "The person at the title company: the name of the deal's title company contact (wizardContacts), read back in Key Contacts",
  },
  financing_type: {
    types: ['buyer', 'new_construction'],
    reason: 'One fact with lending_type on buyer and new-construction deals (ADR 0061): the server sets both, Financial Details reads lending_type',
  },
};

/**
 * The drafts a deal of this type can be in as far as visibility goes, each made as the agent would
 * (every edit through the wizard's own rules, so what a tick clears is cleared): each enum at each of
 * its choices in turn, with every tick on, every tick off, and each tick alone on or alone off; then
 * every empty field typed into.
 */
function probes(type: DealType): Draft[] {
  const fields = WIZARD_STEPS.flatMap((step) => step.sections.flatMap((section) => section.fields));
  const enums = fields.filter(
    (def): def is Extract<FieldDef, { kind: 'enum' }> => def.kind === 'enum' && def.key !== 'transaction_type' && def.key !== 'property_state',
  );
  const ticks = [...new Set(fields.filter((def) => def.kind === 'boolean').map((def) => def.key))];
  const tickSets = [new Set(ticks), new Set<string>(), ...ticks.map((key) => new Set([key])), ...ticks.map((key) => new Set(ticks.filter((other) => other !== key)))];
  const widest = Math.max(...enums.map((def) => def.options.length));
  const drafts: Draft[] = [];
  for (const ticked of tickSets) {
    for (let choice = 0; choice < widest; choice += 1) {
      let draft: Draft = { ...initialWizardDraft(), transaction_type: type, property_state: 'TX' };
      for (const def of enums) draft = applyWizardEdit(draft, def.key, def.options[choice % def.options.length]!.value);
      for (const key of ticks) draft = applyWizardEdit(draft, key, ticked.has(key));
      for (const def of fields) if (draft[def.key] === '') draft = applyWizardEdit(draft, def.key, SAMPLE[def.key] ?? 'x');
      // What the server stores beside it (ADR 0061): the lending type is the financing type's.
      drafts.push(type === 'seller' ? draft : { ...draft, lending_type: draft.financing_type! });
    }
  }
  return drafts;
}

/** The dates the probes hold where a rule reads them as dates. */
const SAMPLE: Readonly<Record<string, string>> = { effective_date: '2027-03-01', contract_date: '2027-03-01' };

/** Something recorded: a tick, or a value the body would send (false and empty are not sent). */
const recorded = (value: DraftValue | undefined): boolean => value === true || (typeof value === 'string' && value.trim() !== '');

const cases = TYPES.flatMap((type) => {
  // Each field with the first probe that records a value in it while showing it (else the first that shows it).
  const seen = new Map<string, Draft>();
  for (const draft of probes(type)) {
    for (const step of WIZARD_STEPS) {
      for (const def of visibleFields(step, draft)) {
        const before = seen.get(def.key);
        if (!before || (!recorded(before[def.key]) && recorded(draft[def.key]))) seen.set(def.key, draft);
      }
    }
  }
  return [...seen].filter(([key]) => !DERIVED[key]?.types.includes(type)).map(([key, draft]) => ({ type, key, draft }));
});

describe('every wizard field is read back by the detail screen (issue 20 item 1)', () => {
  it.each(cases.map((c) => [c.type, c.key, c] as const))('%s deal: %s', (type, key, { draft }) => {
    const definition = dealSections({ transaction_type: type, property_state: 'TX' })
      .flatMap((section) => section.fields)
      .find((def) => def.key === key);
    expect({ key, onDetailScreen: Boolean(definition) }).toEqual({ key, onDetailScreen: true });
    // What the wizard records there is shown there for the same values, not hidden behind another rule.
    if (recorded(draft[key])) expect({ key, shown: isFieldShown(definition!, draft) }).toEqual({ key, shown: true });
  });

  it('the fields named as derived are wizard fields that indeed are not read back as themselves, each with a reason', () => {
    for (const [key, { types, reason }] of Object.entries(DERIVED)) {
      expect(reason.length).toBeGreaterThan(20);
      for (const type of types) {
        expect(cases.some((c) => c.type === type && c.key === key)).toBe(false);
        const onScreen = dealSections({ transaction_type: type, property_state: 'TX' }).some((section) => section.fields.some((def) => def.key === key));
        expect({ type, key, onScreen }).toEqual({ type, key, onScreen: false });
      }
    }
  });

  it('covers every type and the whole field list', () => {
    for (const type of TYPES) expect(cases.filter((c) => c.type === type).length).toBeGreaterThan(60);
  });
});
