import { deciderSpec } from '../../../../../../test/support/decider-spec';
import { transaction, TransactionCommand } from '../../transaction.aggregate';
import { TransactionCreatedData } from './lifecycle.events';
import { TransactionEvent } from '../../transaction.events';

/**
 * Spec 001 §4 "Wizard field dependencies" / 002 §4 "Field dependencies in transaction forms": each rule
 * as an invariant of decide — given a deal, when fields change, then the rule's clears come with them.
 */
const given = deciderSpec(transaction);

const ID = '22222222-2222-4222-8222-222222222222';
const AGENT = 'agent-1';
const BASE = {
  possession_mode: 'on_funding',
  closing_status: 'unscheduled',
  insurance_status: 'not_started',
  appraisal_status: 'not_ordered',
  property_address: '1 Main St',
  property_city: 'Austin',
  property_state: 'TX',
  property_zip: '78701',
};

function deal(fields: Record<string, unknown> = {}, transactionType: TransactionCreatedData['transactionType'] = 'buyer'): TransactionEvent {
  return {
    type: 'TransactionCreated',
    data: { ...BASE, ...(fields as Record<string, string>), transactionId: ID, agentId: AGENT, clientId: 'c', transactionType, status: 'pending', wizardStep: null },
  };
}

const patch = (fields: Record<string, unknown>): TransactionCommand => ({ type: 'UpdateTransactionFields', transactionId: ID, actorId: AGENT, actorRole: 'agent', fields });
const changed = (fields: Record<string, unknown>): TransactionEvent[] => [{ type: 'TransactionFieldsChanged', data: { transactionId: ID, ...(fields as Record<string, string>) } }];

describe('financing type and lending type (issue 20 item 1: one fact under two names)', () => {
  it('an edit of either sets both', () => {
    given(deal()).when(patch({ financing_type: 'conventional' })).then(changed({ financing_type: 'conventional', lending_type: 'conventional' }));
    given(deal({ financing_type: 'fha', lending_type: 'fha' })).when(patch({ lending_type: 'va' })).then(changed({ lending_type: 'va', financing_type: 'va' }));
    given(deal({ financing_type: 'fha', lending_type: 'fha' })).when(patch({ financing_type: null })).then(changed({ financing_type: null, lending_type: null }));
  });

  it('two different values in one edit are refused; the same value twice is one', () => {
    given(deal()).when(patch({ financing_type: 'cash', lending_type: 'va' })).thenFails(400, 'Financing type and lending type are the same choice: give one, or the same value in both');
    given(deal()).when(patch({ financing_type: 'cash', lending_type: 'cash' })).then(changed({ financing_type: 'cash', lending_type: 'cash' }));
  });

  it('a seller deal keeps its financing type alone (it has no lending type)', () => {
    given(deal({}, 'seller')).when(patch({ financing_type: 'conventional' })).then(changed({ financing_type: 'conventional' }));
  });
});

describe('final walkthrough (issue 20 item 1)', () => {
  it('is refused before the effective date, on an edit of either; the effective date itself passes', () => {
    const message = 'final_walkthrough_datetime: Final walkthrough must be on or after the effective date';
    given(deal({ effective_date: '2027-03-01' })).when(patch({ final_walkthrough_datetime: '2027-02-28T16:00:00.000Z' })).thenFails(400, message);
    given(deal({ final_walkthrough_datetime: '2027-03-01T22:00:00.000Z' })).when(patch({ effective_date: '2027-03-02' })).thenFails(400, message);
    given(deal({ effective_date: '2027-03-01' }))
      .when(patch({ final_walkthrough_datetime: '2027-03-01T22:00:00.000Z' }))
      .then(changed({ final_walkthrough_datetime: '2027-03-01T22:00:00.000Z' }));
  });
});

describe('financing contingency', () => {
  it('waiving it clears its date', () => {
    given(deal({ financing_contingency_end_date: '2026-12-01' }))
      .when(patch({ financing_contingency_waived: true }))
      .then(changed({ financing_contingency_waived: true, financing_contingency_end_date: null }));
  });

  it('a date cannot be set while waived', () => {
    given(deal({ financing_contingency_waived: true })).when(patch({ financing_contingency_end_date: '2026-12-01' })).then([]);
  });
});

describe('T-47 and MUD/PID (Texas only)', () => {
  it('unticking T-47 required clears delivered, due date and document', () => {
    given(deal({ t47_required: true, t47_delivered: true, t47_doc_url: '/doc', t47_delivered_date: '2026-11-01' }))
      .when(patch({ t47_required: false }))
      .then(changed({ t47_required: false, t47_delivered: null, t47_doc_url: null, t47_delivered_date: null }));
  });

  it('ticking T-47 delivered clears its due date', () => {
    given(deal({ t47_required: true, t47_due_date: '2026-11-20' }))
      .when(patch({ t47_delivered: true }))
      .then(changed({ t47_delivered: true, t47_due_date: null }));
  });

  it('unticking T-47 delivered clears its document', () => {
    given(deal({ t47_required: true, t47_delivered: true, t47_doc_url: '/doc' }))
      .when(patch({ t47_delivered: false }))
      .then(changed({ t47_delivered: false, t47_doc_url: null }));
  });

  it('MUD/PID behaves identically', () => {
    given(deal({ mud_pid_required: true, mud_pid_delivered: true, mud_pid_document_url: '/doc' }))
      .when(patch({ mud_pid_required: false }))
      .then(changed({ mud_pid_required: false, mud_pid_delivered: null, mud_pid_document_url: null }));
    given(deal({ mud_pid_required: true, mud_pid_due_date: '2026-11-20' }))
      .when(patch({ mud_pid_delivered: true }))
      .then(changed({ mud_pid_delivered: true, mud_pid_due_date: null }));
    given(deal({ mud_pid_required: true, mud_pid_delivered: true, mud_pid_document_url: '/doc' }))
      .when(patch({ mud_pid_delivered: false }))
      .then(changed({ mud_pid_delivered: false, mud_pid_document_url: null }));
  });

  it('T-47 and MUD/PID are refused outside Texas', () => {
    given(deal({ property_state: 'CA' })).when(patch({ t47_required: true })).thenFails(400, 'T-47 and MUD/PID apply only to Texas properties');
  });

  it('moving the property out of Texas clears its Texas items', () => {
    given(deal({ t47_required: true, t47_due_date: '2026-11-20' }))
      .when(patch({ property_state: 'FL' }))
      .then(changed({ property_state: 'FL', t47_required: null, t47_due_date: null }));
  });
});

describe('home sale contingency', () => {
  it('unticking it clears its date', () => {
    given(deal({ home_sale_contingency: true, home_sale_contingency_date: '2026-11-30' }))
      .when(patch({ home_sale_contingency: false }))
      .then(changed({ home_sale_contingency: false, home_sale_contingency_date: null }));
  });
});

describe('option period', () => {
  it('end is recomputed from the start plus the days', () => {
    given(deal({ option_period_start: '2026-11-01' }))
      .when(patch({ option_period_days: 7 }))
      .then(changed({ option_period_days: 7, option_period_end: '2026-11-08' }));
  });

  it('falls back to the effective date when there is no start', () => {
    given(deal({ option_period_days: 10 }))
      .when(patch({ effective_date: '2026-12-25' }))
      .then(changed({ effective_date: '2026-12-25', option_period_end: '2027-01-04' }));
  });
});

describe('inspection', () => {
  it('ticking scheduled clears waived', () => {
    given(deal({ inspection_waived: true })).when(patch({ inspection_scheduled: true })).then(changed({ inspection_scheduled: true, inspection_waived: false }));
  });

  it('unticking scheduled clears the datetime', () => {
    given(deal({ inspection_scheduled: true, inspection_datetime: '2026-11-10T15:00:00.000Z' }))
      .when(patch({ inspection_scheduled: false }))
      .then(changed({ inspection_scheduled: false, inspection_datetime: null }));
  });

  it('ticking waived clears scheduled and the datetime', () => {
    given(deal({ inspection_scheduled: true, inspection_datetime: '2026-11-10T15:00:00.000Z' }))
      .when(patch({ inspection_waived: true }))
      .then(changed({ inspection_waived: true, inspection_scheduled: false, inspection_datetime: null }));
  });

  it('for sellers, entering a datetime sets scheduled and clears waived', () => {
    given(deal({ inspection_waived: true }, 'seller'))
      .when(patch({ inspection_datetime: '2026-11-10T15:00:00Z' }))
      .then(changed({ inspection_datetime: '2026-11-10T15:00:00.000Z', inspection_scheduled: true, inspection_waived: false }));
  });

  it('scheduled and waived at once is refused', () => {
    given(deal()).when(patch({ inspection_scheduled: true, inspection_waived: true })).thenFails(400, 'An inspection cannot be both scheduled and waived');
  });

  it.each([
    ['active', 'pending'],
    ['cleared', 'completed'],
    ['expired', 'not_applicable'],
    ['mystery', 'pending'],
  ])('legacy inspection contingency %s becomes %s', (legacy, current) => {
    given(deal()).when(patch({ inspection_contingency_status: legacy })).then(changed({ inspection_contingency_status: current }));
  });
});

describe('HOA', () => {
  it('turning off hoa_exists clears name, fees, certificate fields and document URLs', () => {
    given(
      deal({
        hoa_exists: true,
        hoa_name: 'Oaks HOA',
        hoa_monthly_fee: 85,
        hoa_transfer_fee: 200,
        hoa_capital_contribution: 500,
        hoa_resale_cert_required: true,
        hoa_resale_cert_due_date: '2026-11-15',
        hoa_resale_cert_url: '/cert',
        hoa_package_url: '/pkg',
      }),
    )
      .when(patch({ hoa_exists: false }))
      .then(
        changed({
          hoa_exists: false,
          hoa_name: null,
          hoa_monthly_fee: null,
          hoa_transfer_fee: null,
          hoa_capital_contribution: null,
          hoa_resale_cert_required: null,
          hoa_resale_cert_due_date: null,
          hoa_resale_cert_url: null,
          hoa_package_url: null,
        }),
      );
  });

  it('turning off the resale certificate clears its due date', () => {
    given(deal({ hoa_exists: true, hoa_resale_cert_required: true, hoa_resale_cert_due_date: '2026-11-15' }))
      .when(patch({ hoa_resale_cert_required: false }))
      .then(changed({ hoa_resale_cert_required: false, hoa_resale_cert_due_date: null }));
  });
});

describe('survey', () => {
  it('delivered clears its due date', () => {
    given(deal({ survey_required: true, survey_due_date: '2026-11-15' }))
      .when(patch({ survey_delivered: true }))
      .then(changed({ survey_delivered: true, survey_due_date: null }));
  });

  it('undelivered clears the document and its visibility', () => {
    given(deal({ survey_required: true, survey_delivered: true, survey_document_url: '/s', survey_client_doc_visibility: true }))
      .when(patch({ survey_delivered: false }))
      .then(changed({ survey_delivered: false, survey_document_url: null, survey_client_doc_visibility: null }));
  });

  it('survey_required off clears the survey fields', () => {
    given(deal({ survey_required: true, survey_paid_by: 'buyer', survey_due_date: '2026-11-15' }))
      .when(patch({ survey_required: false }))
      .then(changed({ survey_required: false, survey_paid_by: null, survey_due_date: null }));
  });

  it("survey_required off clears the contract's survey box, its days and the survey's receipt (issue 18 item 3)", () => {
    given(deal({ survey_required: true, survey_option: 'buyer_new', survey_days: 14, survey_received_date: '2026-12-01' }))
      .when(patch({ survey_required: false }))
      .then(changed({ survey_required: false, survey_option: null, survey_days: null, survey_received_date: null }));
  });

  it('outside new construction, provided by the seller clears paid-by and the due date', () => {
    given(deal({ survey_required: true, survey_paid_by: 'buyer', survey_due_date: '2026-11-15' }))
      .when(patch({ survey_provided_by_seller: true }))
      .then(changed({ survey_provided_by_seller: true, survey_paid_by: null, survey_due_date: null }));
    given(deal({ survey_required: true, survey_paid_by: 'buyer' }, 'new_construction'))
      .when(patch({ survey_provided_by_seller: true }))
      .then(changed({ survey_provided_by_seller: true }));
  });
});

describe('seller disclosure', () => {
  it('delivered clears its due date', () => {
    given(deal({ seller_disclosure_required: true, seller_disclosure_due_date: '2026-11-15' }))
      .when(patch({ seller_disclosure_delivered: true }))
      .then(changed({ seller_disclosure_delivered: true, seller_disclosure_due_date: null }));
  });
});

describe('possession', () => {
  it('away from on_date clears the possession datetime', () => {
    given(deal({ possession_mode: 'on_date', possession_datetime: '2026-12-20T12:00:00.000Z' }))
      .when(patch({ possession_mode: 'on_closing' }))
      .then(changed({ possession_mode: 'on_closing', possession_datetime: null }));
  });

  it('away from leaseback clears its dates and rent', () => {
    given(deal({ possession_mode: 'leaseback', leaseback_start_date: '2026-12-18', leaseback_end_date: '2026-12-30', leaseback_rent: 95 }))
      .when(patch({ possession_mode: 'on_funding' }))
      .then(changed({ possession_mode: 'on_funding', leaseback_start_date: null, leaseback_end_date: null, leaseback_rent: null }));
  });
});

describe('closing status agrees with the closing appointment (issue 20 item 4)', () => {
  it('an appointment on an unscheduled closing makes it scheduled', () => {
    given(deal())
      .when(patch({ closing_appointment_datetime: '2026-12-20T19:00:00.000Z' }))
      .then(changed({ closing_appointment_datetime: '2026-12-20T19:00:00.000Z', closing_status: 'scheduled' }));
  });

  it('the appointment taken away makes a scheduled closing unscheduled; a later status stays', () => {
    given(deal({ closing_appointment_datetime: '2026-12-20T19:00:00.000Z', closing_status: 'scheduled' }))
      .when(patch({ closing_appointment_datetime: null }))
      .then(changed({ closing_appointment_datetime: null, closing_status: 'unscheduled' }));
    given(deal({ closing_appointment_datetime: '2026-12-20T19:00:00.000Z', closing_status: 'delayed' }))
      .when(patch({ closing_appointment_datetime: null }))
      .then(changed({ closing_appointment_datetime: null }));
  });

  it('unscheduled is not kept beside an appointment', () => {
    given(deal({ closing_appointment_datetime: '2026-12-20T19:00:00.000Z', closing_status: 'scheduled' }))
      .when(patch({ closing_status: 'unscheduled' }))
      .then([]);
  });
});

describe('appraisal', () => {
  it('the scheduled time only while scheduled or completed, the completed time only when completed', () => {
    given(deal({ appraisal_status: 'completed', appraisal_scheduled_at: '2026-11-10T15:00:00.000Z', appraisal_completed_at: '2026-11-11T15:00:00.000Z' }))
      .when(patch({ appraisal_status: 'scheduled' }))
      .then(changed({ appraisal_status: 'scheduled', appraisal_completed_at: null }));
    given(deal({ appraisal_status: 'scheduled', appraisal_scheduled_at: '2026-11-10T15:00:00.000Z' }))
      .when(patch({ appraisal_status: 'ordered' }))
      .then(changed({ appraisal_status: 'ordered', appraisal_scheduled_at: null }));
  });
});

describe('loan approval and insurance (spec 001 §5)', () => {
  it('the loan approval date only when approved', () => {
    given(deal({ loan_approval_status: 'approved', loan_approval_date: '2026-11-20' }))
      .when(patch({ loan_approval_status: 'in_underwriting' }))
      .then(changed({ loan_approval_status: 'in_underwriting', loan_approval_date: null }));
    given(deal()).when(patch({ loan_approval_date: '2026-11-20' })).then([]);
  });

  it('bound insurance needs its bind date', () => {
    given(deal()).when(patch({ insurance_status: 'bound' })).thenFails(400, 'Insurance bind date is required when status is bound');
    given(deal())
      .when(patch({ insurance_status: 'bound', insurance_bind_date: '2026-12-10' }))
      .then(changed({ insurance_status: 'bound', insurance_bind_date: '2026-12-10' }));
  });

  it('seller deals refuse the loan fields', () => {
    given(deal({}, 'seller'))
      .when(patch({ loan_amount: 300000, down_payment_percentage: 20 }))
      .thenFails(400, 'Seller transactions do not have loan fields: loan_amount, down_payment_percentage');
    given(deal({}, 'seller')).when(patch({ loan_amount: null })).then([]);
  });
});

describe('option period arithmetic defends itself (issue 18 item 6)', () => {
  // A day count stored before the bounds (an old event) must not end in RangeError: Invalid time value.
  it('refuses to count past the dates it can hold, with a 400 naming the dates', () => {
    given(deal({ option_period_days: 2_147_483_647 }))
      .when(patch({ effective_date: '2026-12-25' }))
      .thenFails(400, '2026-12-25 plus 2147483647 days is outside the dates a deal counts with (1900-01-01 to 2200-12-31, give or take ten years)');
  });

  it('still counts from the last day of the range', () => {
    given(deal({ option_period_days: 90 }))
      .when(patch({ effective_date: '2200-12-31' }))
      .then(changed({ effective_date: '2200-12-31', option_period_end: '2201-03-31' }));
  });
});
