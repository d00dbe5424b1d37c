import { randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { DataSource } from 'typeorm';
import { transaction, TransactionCommand } from '../backend/src/modules/transactions/transaction.aggregate';
import { transactionStream, TRANSACTION_STREAM_TYPE } from '../backend/src/modules/transactions/kernel/domain/deal-stream';
import { TransactionEvent } from '../backend/src/modules/transactions/transaction.events';
import { dealMilestonesInputOf, writeDealMilestones } from '../backend/src/modules/transactions/milestones/projections/deal-milestones.writer';
import { TransactionsProjection } from '../backend/src/modules/transactions/lifecycle/projections/transactions.projection';
import { CommandPipeline } from '../backend/src/platform/event-store/command-pipeline';
import { EventStore, StreamAppend } from '../backend/src/platform/event-store/event-store';
import { StoredEvent } from '../backend/src/platform/event-store/event.types';
import { ProjectionRegistry } from '../backend/src/platform/event-store/projection-registry';
import { SqlExecutor } from '../backend/src/platform/event-store/sql-executor';
import { Upcasters } from '../backend/src/platform/event-store/upcasters';
import { PersonalDataRegistry, PersonalDataSealing } from '../backend/src/platform/privacy/personal-data-sealing';
import { PersonalDataVault } from '../backend/src/platform/privacy/personal-data-vault';
import { VaultKeyring } from '../backend/src/platform/privacy/vault-keyring';
import { buyerDealCreate } from '../test/support/deal-history';
import { combine, formatNumber, PhaseResult, runPhase } from './bench.support';
import { BenchContext, Benchmark, Measurement } from './bench.types';

const DEALS = 10_000;
/** Deals per appendMany during setup: one DB transaction each, as a batch import would write them. */
const DEALS_PER_APPEND = 25;
const AGENTS = 50;
const ROUNDS = 2; // load and regenerate alternate, so drift (autovacuum, checkpoints) hits both
const WARM_UP_SECONDS = 1;
const CITIES = [
  { city: 'Austin', county: 'Travis', zip: '78704' },
  { city: 'Round Rock', county: 'Williamson', zip: '78681' },
  { city: 'Houston', county: 'Harris', zip: '77008' },
  { city: 'Dallas', county: 'Dallas', zip: '75214' },
  { city: 'San Antonio', county: 'Bexar', zip: '78209' },
] as const;
const FINANCING = ['conventional', 'fha', 'va', 'conventional', 'cash'] as const;

const day = (from: Date, offset: number) => new Date(from.getTime() + offset * 86_400_000).toISOString().slice(0, 10);
const at = (date: string, hourUtc: number) => `${date}T${String(hourUtc).padStart(2, '0')}:00:00.000Z`;

/**
 * The commands an agent sends over a Texas buyer deal's life, dated around `today` and varied by `n`:
 * the wizard's create (TREC 20-18 dates, financing, appraisal, inspection, survey, HOA, T-47, the
 * parties, two key contacts), then 2–7 of the usual updates in the order they happen. 5–10 events.
 */
function buyerDealCommands(n: number, transactionId: string, agentId: string, today: Date): TransactionCommand[] {
  const place = CITIES[n % CITIES.length];
  const financing = FINANCING[n % FINANCING.length];
  const financed = financing !== 'cash';
  const effective = day(today, 15 - (n % 75)); // from 60 days ago to 15 days ahead
  const optionDays = 5 + (n % 6);
  const closing = day(new Date(effective), 30 + (n % 16));
  const after = (days: number) => day(new Date(effective), days);
  const price = 285_000 + ((n * 7_919) % 900_000);
  const hoa = n % 3 !== 0;
  const sellerProvidesSurvey = n % 4 === 0;
  const actorId = agentId;
  const updates: TransactionCommand[] = [
    { type: 'UpdateTransactionFields', transactionId, actorId, actorRole: 'agent', fields: { earnest_money_paid: true, earnest_money_paid_date: after(2), option_fee_paid_date: after(1) } },
    { type: 'ChangeTransactionStatus', transactionId, actorId, actorRole: 'agent', status: 'option_period' },
    { type: 'UpdateTransactionFields', transactionId, actorId, actorRole: 'agent', fields: { inspection_scheduled: true, inspection_datetime: at(after(3), 15) } },
    { type: 'ChangeTransactionStatus', transactionId, actorId, actorRole: 'agent', status: 'inspection' },
    {
      type: 'UpdateTransactionFields',
      transactionId,
      actorId,
      actorRole: 'agent',
      fields: { repairs_deadline_overall: after(optionDays), appraisal_status: 'scheduled', appraisal_scheduled_at: at(after(12), 16) },
    },
    {
      type: 'AddCustomMilestone',
      transactionId,
      actorId,
      actorRole: 'agent',
      milestoneId: randomUUID(),
      name: 'Repair bids due from contractors',
      dueDate: after(9),
      isClientVisible: true,
    },
    {
      type: 'UpdateTransactionFields',
      transactionId,
      actorId,
      actorRole: 'agent',
      fields: financed ? { loan_approval_status: 'approved', loan_approval_date: after(20) } : { closing_appointment_datetime: at(closing, 19) },
    },
  ];
  return [
    buyerDealCreate({
      transactionId,
      agentId,
      clientId: randomUUID(),
      fields: {
        property_address: `${100 + (n % 9_000)} Bench Ln`,
        property_city: place.city,
        property_state: 'TX',
        property_zip: place.zip,
        property_county: place.county,
        property_type: 'single_family',
        square_footage: 1_500 + (n % 2_500),
        bedrooms: 3 + (n % 3),
        bathrooms: 2.5,
        year_built: 1975 + (n % 48),
        purchase_price: price,
        contract_date: effective,
        effective_date: effective,
        option_period_days: optionDays,
        option_fee_amount: 250 + (n % 4) * 125,
        option_money_due_date: after(3),
        closing_date: closing,
        earnest_money_amount: Math.round(price * 0.01),
        earnest_money_due_date: after(3),
        financing_type: financing,
        ...(financed
          ? {
              lender_name: 'Hill Country Mortgage',
              loan_amount: Math.round(price * 0.8),
              loan_approval_status: 'in_underwriting',
              financing_contingency_enabled: true,
              financing_contingency_end_date: after(21),
              appraisal_contingency: true,
              appraisal_contingency_end_date: after(18),
              appraisal_due_date: after(14),
              loan_officer_name: `Loan Officer ${n}`,
              loan_officer_email: `officer${n}@hillcountry.example`,
            }
          : {}),
        inspection_contingency_status: 'pending',
        survey_required: true,
        ...(sellerProvidesSurvey ? { survey_provided_by_seller: true } : { survey_due_date: after(10), survey_paid_by: 'buyer' }),
        seller_disclosure_required: true,
        seller_disclosure_due_date: after(5),
        ...(hoa ? { hoa_exists: true, hoa_name: 'Bench Park HOA', hoa_monthly_fee: 85, hoa_resale_cert_required: true, hoa_resale_cert_due_date: after(15) } : { hoa_exists: false }),
        // The seller's existing survey comes with a T-47 affidavit; a new survey needs none.
        t47_required: sellerProvidesSurvey,
        ...(sellerProvidesSurvey ? { t47_due_date: after(5) } : {}),
        title_company_name: 'Capital Title of Texas',
        escrow_officer_name: 'Dana Whitfield',
        buyer_name: `Buyer ${n}`,
        buyer_email: `buyer${n}@mail.example`,
        buyer_phone: '512-555-0100',
        seller_name: `Seller ${n}`,
        other_agent_name: `Listing Agent ${n % 400}`,
        other_agent_phone: '512-555-0123',
      },
      contacts: [
        { contactId: randomUUID(), role: 'title_company', name: 'Dana Whitfield', company: 'Capital Title of Texas', email: 'dana@capitaltitle.example', phone: '512-555-0140' },
        { contactId: randomUUID(), role: 'other_agent', name: `Listing Agent ${n % 400}`, company: 'Keller Williams', phone: '512-555-0123', is_agent_only: true },
      ],
    }),
    ...updates.slice(0, 2 + (n % 6)),
  ];
}

/** The events those commands decide, through the deal's own decide and evolve. */
function decidedEvents(commands: readonly TransactionCommand[], agentId: string, now: Date): TransactionEvent[] {
  let state = transaction.initialState();
  const events: TransactionEvent[] = [];
  for (const command of commands) {
    const decided = transaction.decide(command, state, { now, actorId: agentId });
    state = decided.reduce(transaction.evolve, state);
    events.push(...decided);
  }
  return events;
}

/**
 * The store as the application builds it (platform.module.ts): sealing of the deal's declared personal
 * fields, registered by the CommandPipeline, and the deal's own inline projection, so every deal has
 * the `transactions` row the milestone writer updates. The milestones projection is left out: its
 * work is what is measured.
 */
function benchStore(dataSource: DataSource, vaultMasterKey: string): EventStore {
  const personalData = new PersonalDataRegistry();
  // The run's one master key (run.ts): an API a later benchmark starts on this database unwraps every vault key at start-up.
  const vault = new PersonalDataVault(dataSource, new VaultKeyring(vaultMasterKey));
  const projections = new ProjectionRegistry();
  projections.addProjection(new TransactionsProjection());
  const store = new EventStore(dataSource, projections, new Upcasters(), new PersonalDataSealing(personalData, vault));
  new CommandPipeline(store, personalData).register(transaction);
  return store;
}

/** `work` over every item, `workers` at a time, each taking the next one free: the whole pass's seconds and each item's time. */
async function overAll<T>(items: readonly T[], workers: number, work: (item: T) => Promise<unknown>): Promise<PhaseResult> {
  let next = 0;
  const latenciesMs: number[] = [];
  const started = performance.now();
  await Promise.all(
    Array.from({ length: workers }, async () => {
      while (next < items.length) {
        const before = performance.now();
        await work(items[next++]);
        latenciesMs.push(performance.now() - before);
      }
    }),
  );
  return { operations: items.length, seconds: (performance.now() - started) / 1000, latenciesMs };
}

interface Deals {
  ids: string[];
  events: number;
  seconds: number;
  /** A deal with the median number of events: the one the single-deal figure repeats. */
  typical: string;
  typicalEvents: number;
}

/**
 * 10,000 deals written with the store's own append (sealing included), one stream per deal with its
 * whole history in one append, DEALS_PER_APPEND streams per DB transaction, pool-size batches at once.
 */
async function writeDeals(dataSource: DataSource, store: EventStore, workers: number, today: Date, log: (message: string) => void): Promise<Deals> {
  const agents = Array.from({ length: AGENTS }, () => randomUUID());
  const batches: Array<{ agentId: string; appends: StreamAppend[] }> = [];
  const ids: string[] = [];
  const eventCounts: number[] = [];
  for (let n = 0; n < DEALS; n += 1) {
    if (n % DEALS_PER_APPEND === 0) batches.push({ agentId: agents[batches.length % AGENTS], appends: [] });
    const batch = batches.at(-1)!;
    const transactionId = randomUUID();
    const events = decidedEvents(buyerDealCommands(n, transactionId, batch.agentId, today), batch.agentId, today);
    batch.appends.push({ streamId: transactionStream(transactionId), streamType: TRANSACTION_STREAM_TYPE, expected: 'no_stream', events });
    ids.push(transactionId);
    eventCounts.push(events.length);
  }
  const started = performance.now();
  await overAll(batches, workers, ({ agentId, appends }) =>
    store.appendMany(appends, { actorId: agentId, correlationId: randomUUID(), causationId: null }, { occurredAt: today }),
  );
  await dataSource.query('ANALYZE');
  const seconds = (performance.now() - started) / 1000;
  const events = eventCounts.reduce((sum, count) => sum + count, 0);
  log(`milestones: wrote ${DEALS.toLocaleString('en-US')} deals, ${events.toLocaleString('en-US')} events, in ${seconds.toFixed(1)} s`);
  const median = [...eventCounts].sort((a, b) => a - b)[Math.floor(DEALS / 2)];
  return { ids, events, seconds, typical: ids[eventCounts.indexOf(median)], typicalEvents: median };
}

/** The baseline: the deal's events as every reader gets them (readStream: upcast, personal fields opened). */
async function loadDeal(store: EventStore, transactionId: string): Promise<StoredEvent[]> {
  return (await store.readStream(transactionStream(transactionId))).events;
}

/**
 * Ours: the same read, then what every regeneration does with it: fold the deal, generate its
 * milestones and replace them, with the deal row's summary, in one DB transaction (writeDealMilestones:
 * the milestones projection's and the integrity Fix's writer; the Fix's access check and row lock,
 * ADR 0029, are left out, as no command competes here).
 */
async function regenerateDeal(dataSource: DataSource, store: EventStore, transactionId: string, now: Date): Promise<void> {
  const events = (await loadDeal(store, transactionId)) as unknown as TransactionEvent[];
  const input = dealMilestonesInputOf(transactionId, events.reduce(transaction.evolve, transaction.initialState()), now);
  if (!input) throw new Error(`Deal ${transactionId} folded to nothing`);
  await dataSource.transaction(async (manager) => {
    const sql: SqlExecutor = { query: (text, parameters) => manager.query(text, parameters) };
    await writeDealMilestones(sql, input);
  });
}

const ms = (value: number) => `${formatNumber(value)} ms`;

async function oneDeal(context: BenchContext, events: number, load: () => Promise<unknown>, regenerate: () => Promise<unknown>): Promise<Measurement> {
  context.log(`milestones, one deal: warming up (${WARM_UP_SECONDS} s each)`);
  for (const operation of [load, regenerate]) await runPhase(WARM_UP_SECONDS, 1, operation);
  const loads: PhaseResult[] = [];
  const regenerations: PhaseResult[] = [];
  const share = context.seconds / ROUNDS;
  for (let round = 1; round <= ROUNDS; round += 1) {
    context.log(`milestones, one deal: round ${round}/${ROUNDS} (${share} s each: load, regenerate)`);
    loads.push(await runPhase(share, 1, load));
    regenerations.push(await runPhase(share, 1, regenerate));
  }
  const ours = combine(regenerations);
  const baseline = combine(loads);
  return {
    name: `milestone regeneration, one deal of ${events} events, p50 (repeated, 1 caller)`,
    unit: 'ms',
    ours: ours.p50,
    baselineName: 'loading its events',
    baseline: baseline.p50,
    higherIsBetter: false,
    details: [
      { label: 'p95 / p99', ours: `${ms(ours.p95)} / ${ms(ours.p99)}`, baseline: `${ms(baseline.p95)} / ${ms(baseline.p99)}` },
      { label: 'p95 ratio', ours: `${(ours.p95 / baseline.p95).toFixed(2)}×`, baseline: '1×' },
      { label: 'times measured', ours: ours.operations.toLocaleString('en-US'), baseline: baseline.operations.toLocaleString('en-US') },
    ],
  };
}

async function allDeals(
  context: BenchContext,
  deals: Deals,
  workers: number,
  load: (id: string) => Promise<unknown>,
  regenerate: (id: string) => Promise<unknown>,
  facts: NonNullable<Measurement['details']> = [],
): Promise<Measurement> {
  const callers = workers === 1 ? '1 caller, one deal after another' : `${workers} callers`;
  context.log(`milestones, all deals (${callers}): load, then regenerate`);
  const loadPass = await overAll(deals.ids, workers, load);
  const regeneratePass = await overAll(deals.ids, workers, regenerate);
  const [loads, regenerations] = [combine([loadPass]), combine([regeneratePass])];
  const perDeal = (pass: typeof loads) => `p50 ${ms(pass.p50)}, p95 ${ms(pass.p95)}`;
  return {
    name: `milestone regeneration, ${deals.ids.length.toLocaleString('en-US')} deals (${callers})`,
    unit: 's',
    ours: regeneratePass.seconds,
    baselineName: 'loading their events',
    baseline: loadPass.seconds,
    higherIsBetter: false,
    details: [
      { label: 'rate', ours: `${formatNumber(regenerations.perSecond)} deals/s`, baseline: `${formatNumber(loads.perSecond)} deals/s` },
      { label: 'each deal', ours: perDeal(regenerations), baseline: perDeal(loads) },
      ...facts,
    ],
  };
}

/**
 * Issue 10 "Done when": milestone regeneration time for one deal and for 10,000 deals, as a ratio to
 * loading the same events. Ours reads the deal's stream, folds it, generates the milestones and
 * writes them (writeDealMilestones, as the projection and the integrity Fix do); the baseline is the
 * read alone, through the same readStream, so the ratio is what generating and writing add to it.
 */
export const milestoneRegenerationBenchmark: Benchmark = {
  id: 'milestone-regeneration',
  title: 'Milestone regeneration (read, fold, generate, write) vs reading the same events',
  async run(context): Promise<Measurement[]> {
    const { dataSource } = await context.database();
    const poolSize = (dataSource.options as { poolSize?: number }).poolSize ?? 10;
    const store = benchStore(dataSource, context.api.vaultMasterKey);
    const now = new Date();
    const deals = await writeDeals(dataSource, store, poolSize, now, context.log);
    const load = (id: string) => loadDeal(store, id);
    const regenerate = (id: string) => regenerateDeal(dataSource, store, id, now);

    // Every measured regeneration replaces milestones that are there, as in a live database.
    const primed = await overAll(deals.ids, poolSize, regenerate);
    context.log(`milestones: first regeneration of every deal (not measured) in ${primed.seconds.toFixed(1)} s`);
    const [{ rows }] = await dataSource.query<{ rows: number }[]>('SELECT count(*)::int AS rows FROM transaction_milestones');

    const single = await oneDeal(context, deals.typicalEvents, () => load(deals.typical), () => regenerate(deals.typical));
    const sequential = await allDeals(context, deals, 1, load, regenerate, [
      { label: 'events / milestone rows per deal', ours: `${formatNumber(deals.events / DEALS)} / ${formatNumber(rows / DEALS)}`, baseline: '' },
      { label: 'writing the deals (sealed appends)', ours: `${deals.seconds.toFixed(1)} s, ${formatNumber(deals.events / deals.seconds)} events/s`, baseline: '' },
    ]);
    const concurrent = await allDeals(context, deals, poolSize, load, regenerate);
    return [single, sequential, concurrent];
  },
};
