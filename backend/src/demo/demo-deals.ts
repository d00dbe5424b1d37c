import type { UtilityInput } from '../modules/transactions/utilities/domain/utility-rules';
import type { TransactionType, WorkingStatus } from '../modules/transactions/kernel/domain/transaction-fields';
import type { WizardContact } from '../modules/transactions/contacts/domain/contacts.events';

/**
 * The demo brokerage's deals (issue 9 item 10) as typed data: what the demo agent, broker and team lead
 * would have entered in the wizard, with dates relative to the day the seed runs so the dashboard's
 * "closing this week / this month" and the closed-this-quarter metrics have something to show.
 * Every deal goes through the same commands a user sends (DemoDealsSeed).
 */
export type DemoOwner = 'agent' | 'broker' | 'lead';

/**
 * How far the seed takes the deal: `draft` stays a draft; `live` is created live (pending, or
 * under_contract with a contract/effective date) and then, with `status`, moved to that contract status
 * the way an agent moves it; `closed` is closed `closedDaysAgo` days ago; `deleted` is created live and
 * then soft-deleted.
 */
export type DemoOutcome = { kind: 'draft' } | { kind: 'live'; status?: WorkingStatus } | { kind: 'closed'; closedDaysAgo: number } | { kind: 'deleted' };

export interface DemoDeal {
  /** Stable key: the deal's id is derived from it, so the seed never creates a deal twice. */
  key: string;
  owner: DemoOwner;
  /** A demo client's e-mail (DEMO_LOGINS / DEMO_CLIENTS in identity); null for a draft without one. */
  clientEmail: string | null;
  transactionType: TransactionType;
  outcome: DemoOutcome;
  /** Catalogue fields; `day(n)` is today + n days as YYYY-MM-DD. */
  fields: (day: (offset: number) => string) => Record<string, unknown>;
  contacts?: WizardContact[];
  /** Utilities the agent added after the create (buyer deals), dated by `day(n)` like the fields. */
  utilities?: (day: (offset: number) => string) => UtilityInput[];
}

const title = (name: string, officer: string): WizardContact => ({ role: 'title_company', name: officer, company: name, email: `${officer.split(' ')[0].toLowerCase()}@${name.toLowerCase().replace(/[^a-z]/g, '')}.example`, phone: '512-555-0140' });
const lender = (name: string, officer: string): WizardContact => ({ role: 'lender', name: officer, company: name, phone: '512-555-0177' });
const otherAgent = (name: string, company: string): WizardContact => ({ role: 'other_agent', name, company, phone: '512-555-0123', is_agent_only: true });

/**
 * A contract that began `started` days from today: effective date, option period and closing after it.
 * An option period comes with its fee: without one there is no option (TREC 20-18 ¶5D, ADR 0026).
 */
function contract(day: (offset: number) => string, started: number, closingIn: number, optionDays = 7) {
  return {
    contract_date: day(started),
    effective_date: day(started),
    ...(optionDays > 0 ? { option_fee_amount: 250 } : {}),
    option_period_days: optionDays,
    option_period_start: day(started),
    option_period_end: day(started + optionDays),
    closing_date: day(closingIn),
  };
}

export const DEMO_DEALS: readonly DemoDeal[] = [
  {
    key: 'agent-buyer-mueller',
    owner: 'agent',
    clientEmail: 'buyer@threshold.demo',
    transactionType: 'buyer',
    outcome: { kind: 'live', status: 'final_walkthrough' },
    utilities: (day) => [
      { utility_type: 'Electric', provider_name: 'Austin Energy', website_url: 'https://austinenergy.com/', due_date: day(4), status: 'Confirmed', create_client_task: true, account_number: '2208-4417-09', confirmation_number: 'AE-771203' },
      { utility_type: 'Water', provider_name: 'Austin Water', website_url: 'https://www.austintexas.gov/department/water', due_date: day(4), create_client_task: true },
      { utility_type: 'Internet', action: 'Setup New', provider_name: 'Google Fiber', due_date: day(6), notes: 'Installer needs access to the garage.' },
    ],
    fields: (day) => ({
      property_address: '4812 Berkman Dr',
      property_city: 'Austin',
      property_state: 'TX',
      property_zip: '78723',
      property_county: 'Travis',
      property_type: 'single_family',
      square_footage: 2140,
      bedrooms: 3,
      bathrooms: 2.5,
      year_built: 2012,
      mls_number: 'ACT4812301',
      purchase_price: 615000,
      ...contract(day, -12, 4),
      closing_appointment_datetime: `${day(4)}T19:00:00.000Z`,
      financing_type: 'conventional',
      lender_name: 'Hill Country Mortgage',
      loan_amount: 492000,
      down_payment_amount: 123000,
      down_payment_percentage: 20,
      loan_approval_status: 'in_underwriting',
      financing_contingency_enabled: true,
      financing_contingency_end_date: day(-1),
      earnest_money_amount: 6150,
      earnest_money_due_date: day(-9),
      earnest_money_paid: true,
      earnest_money_paid_date: day(-10),
      option_fee_amount: 500,
      hoa_exists: true,
      hoa_name: 'Mueller Property Owners Association',
      hoa_monthly_fee: 95,
      hoa_transfer_fee: 350,
      title_company_name: 'Capital Title of Texas',
      who_pays_title: 'seller',
    }),
    contacts: [title('Capital Title of Texas', 'Dana Whitfield'), lender('Hill Country Mortgage', 'Marcus Reyes'), otherAgent('Elena Ortiz', 'Keller Williams Austin NW')],
  },
  {
    key: 'agent-seller-round-rock',
    owner: 'agent',
    clientEmail: 'seller@threshold.demo',
    transactionType: 'seller',
    outcome: { kind: 'live', status: 'appraisal' },
    fields: (day) => ({
      property_address: '1907 Sendero Dr',
      property_city: 'Round Rock',
      property_state: 'TX',
      property_zip: '78681',
      property_county: 'Williamson',
      property_type: 'single_family',
      square_footage: 2680,
      bedrooms: 4,
      bathrooms: 3,
      year_built: 2004,
      purchase_price: 489000,
      ...contract(day, -20, 16, 10),
      earnest_money_amount: 5000,
      earnest_money_paid: true,
      earnest_money_paid_date: day(-18),
      seller_concessions: 7500,
      title_company_name: 'Heritage Title',
      who_pays_title: 'seller',
    }),
    contacts: [title('Heritage Title', 'Priscilla Nguyen'), otherAgent('Brandon Hale', 'eXp Realty')],
  },
  {
    key: 'agent-buyer-cedar-park-pending',
    owner: 'agent',
    clientEmail: 'priya.patel@threshold.demo',
    transactionType: 'buyer',
    outcome: { kind: 'live' },
    fields: () => ({
      property_address: '2305 Brushy Creek Rd',
      property_city: 'Cedar Park',
      property_state: 'TX',
      property_zip: '78613',
      property_type: 'townhouse',
      bedrooms: 3,
      bathrooms: 2.5,
      purchase_price: 415000,
      financing_type: 'fha',
      financing_contingency_waived: true,
      lender_name: 'Texas Dow Employees Credit Union',
    }),
  },
  {
    key: 'agent-new-construction-pflugerville',
    owner: 'agent',
    clientEmail: 'marcus.johnson@threshold.demo',
    transactionType: 'new_construction',
    outcome: { kind: 'live' },
    fields: (day) => ({
      property_address: '17705 Cormorant Trl',
      property_city: 'Pflugerville',
      property_state: 'TX',
      property_zip: '78660',
      property_county: 'Travis',
      property_type: 'single_family',
      square_footage: 2410,
      bedrooms: 4,
      bathrooms: 3,
      year_built: Number(day(0).slice(0, 4)),
      purchase_price: 529900,
      contract_date: day(-40),
      effective_date: day(-40),
      closing_date: day(75),
      builder_lender_type: 'builder',
      lender_name: 'DHI Mortgage',
      financing_type: 'conventional',
      financing_contingency_enabled: true,
      financing_contingency_end_date: day(45),
      hoa_exists: true,
      hoa_name: 'Avalon Homeowners Association',
      hoa_monthly_fee: 62,
    }),
    contacts: [lender('DHI Mortgage', 'Hannah Cho')],
  },
  {
    key: 'agent-buyer-draft-georgetown',
    owner: 'agent',
    clientEmail: null,
    transactionType: 'buyer',
    outcome: { kind: 'draft' },
    fields: () => ({ property_address: '508 S Church St', property_city: 'Georgetown', property_state: 'TX', purchase_price: 385000 }),
  },
  {
    key: 'agent-buyer-closed-hyde-park',
    owner: 'agent',
    clientEmail: 'buyer@threshold.demo',
    transactionType: 'buyer',
    outcome: { kind: 'closed', closedDaysAgo: 12 },
    fields: (day) => ({
      property_address: '4105 Avenue F',
      property_city: 'Austin',
      property_state: 'TX',
      property_zip: '78751',
      property_type: 'single_family',
      bedrooms: 2,
      bathrooms: 1,
      year_built: 1938,
      purchase_price: 725000,
      ...contract(day, -48, -12),
      financing_type: 'cash',
      title_company_name: 'Independence Title',
    }),
  },
  {
    key: 'agent-seller-closed-leander',
    owner: 'agent',
    clientEmail: 'sofia.ramirez@threshold.demo',
    transactionType: 'seller',
    outcome: { kind: 'closed', closedDaysAgo: 150 },
    fields: (day) => ({
      property_address: '1216 Crystal Falls Pkwy',
      property_city: 'Leander',
      property_state: 'TX',
      property_zip: '78641',
      property_type: 'single_family',
      purchase_price: 452500,
      ...contract(day, -190, -150),
      title_company_name: 'Texas National Title',
    }),
  },
  {
    key: 'agent-buyer-deleted-manor',
    owner: 'agent',
    clientEmail: 'marcus.johnson@threshold.demo',
    transactionType: 'buyer',
    outcome: { kind: 'deleted' },
    fields: () => ({ property_address: '11802 Tower Rd', property_city: 'Manor', property_state: 'TX', property_zip: '78653', purchase_price: 298000 }),
  },
  {
    key: 'broker-buyer-westlake',
    owner: 'broker',
    clientEmail: 'daniel.kim@threshold.demo',
    transactionType: 'buyer',
    outcome: { kind: 'live', status: 'closing' },
    fields: (day) => ({
      property_address: '2604 Westlake Dr',
      property_city: 'Austin',
      property_state: 'TX',
      property_zip: '78746',
      property_county: 'Travis',
      property_type: 'single_family',
      square_footage: 4350,
      bedrooms: 5,
      bathrooms: 4.5,
      year_built: 1998,
      purchase_price: 1395000,
      ...contract(day, -5, 2, 5),
      financing_type: 'conventional',
      lender_name: 'Frost Bank',
      loan_amount: 1046250,
      down_payment_percentage: 25,
      loan_approval_status: 'approved',
      loan_approval_date: day(-1),
      financing_contingency_enabled: true,
      financing_contingency_end_date: day(0),
      earnest_money_amount: 27900,
      earnest_money_paid: true,
      earnest_money_paid_date: day(-3),
      title_company_name: 'Austin Title Company',
      who_pays_title: 'seller',
      insurance_status: 'bound',
      insurance_company: 'USAA',
      insurance_bind_date: day(-1),
    }),
    contacts: [title('Austin Title Company', 'Grace Holloway'), otherAgent('Trent Miller', 'Moreland Properties')],
  },
  {
    key: 'broker-seller-san-antonio',
    owner: 'broker',
    clientEmail: 'sofia.ramirez@threshold.demo',
    transactionType: 'seller',
    outcome: { kind: 'live', status: 'option_period' },
    fields: (day) => ({
      property_address: '331 W Ashby Pl',
      property_city: 'San Antonio',
      property_state: 'TX',
      property_zip: '78212',
      property_type: 'condo',
      purchase_price: 345000,
      ...contract(day, -3, 24),
      hoa_exists: true,
      hoa_name: 'Monte Vista Condominiums',
      hoa_monthly_fee: 410,
    }),
  },
  {
    key: 'broker-buyer-denver',
    owner: 'broker',
    clientEmail: 'daniel.kim@threshold.demo',
    transactionType: 'buyer',
    outcome: { kind: 'live', status: 'inspection' },
    fields: (day) => ({
      property_address: '1620 S Pearl St',
      property_city: 'Denver',
      property_state: 'CO',
      property_zip: '80210',
      property_type: 'single_family',
      purchase_price: 865000,
      ...contract(day, -2, 88, 0),
      financing_type: 'va',
      financing_contingency_enabled: true,
      financing_contingency_end_date: day(60),
    }),
  },
  {
    key: 'broker-buyer-closed-tarrytown',
    owner: 'broker',
    clientEmail: 'priya.patel@threshold.demo',
    transactionType: 'buyer',
    outcome: { kind: 'closed', closedDaysAgo: 35 },
    fields: (day) => ({
      property_address: '2510 Windsor Rd',
      property_city: 'Austin',
      property_state: 'TX',
      property_zip: '78703',
      property_type: 'single_family',
      purchase_price: 1180000,
      ...contract(day, -70, -35),
      financing_type: 'cash',
    }),
  },
  {
    key: 'broker-seller-draft-lakeway',
    owner: 'broker',
    clientEmail: 'sofia.ramirez@threshold.demo',
    transactionType: 'seller',
    outcome: { kind: 'draft' },
    fields: () => ({ property_address: '107 Flintrock Trce', property_city: 'Lakeway', property_state: 'TX', property_zip: '78738' }),
  },
  {
    key: 'lead-buyer-kyle',
    owner: 'lead',
    clientEmail: 'olivia.bennett@threshold.demo',
    transactionType: 'buyer',
    outcome: { kind: 'live', status: 'inspection' },
    fields: (day) => ({
      property_address: '145 Lone Peak Way',
      property_city: 'Kyle',
      property_state: 'TX',
      property_zip: '78640',
      property_type: 'single_family',
      purchase_price: 285000,
      ...contract(day, -8, 22),
      financing_type: 'usda',
      financing_contingency_enabled: true,
      financing_contingency_end_date: day(12),
    }),
  },
  {
    key: 'lead-new-construction-georgetown',
    owner: 'lead',
    clientEmail: 'olivia.bennett@threshold.demo',
    transactionType: 'new_construction',
    outcome: { kind: 'live' },
    fields: (day) => ({
      property_address: '309 Sonterra Blvd',
      property_city: 'Georgetown',
      property_state: 'TX',
      property_zip: '78633',
      property_type: 'single_family',
      purchase_price: 448000,
      contract_date: day(-30),
      closing_date: day(110),
      builder_lender_type: 'outside',
      financing_type: 'cash',
    }),
  },
  {
    key: 'lead-seller-phoenix',
    owner: 'lead',
    clientEmail: 'marcus.johnson@threshold.demo',
    transactionType: 'seller',
    outcome: { kind: 'live', status: 'cancelled' },
    fields: () => ({ property_address: '4418 N 40th St', property_city: 'Phoenix', property_state: 'AZ', property_zip: '85018', purchase_price: 699000 }),
  },
  {
    key: 'lead-buyer-closed-round-rock',
    owner: 'lead',
    clientEmail: 'olivia.bennett@threshold.demo',
    transactionType: 'buyer',
    outcome: { kind: 'closed', closedDaysAgo: 5 },
    fields: (day) => ({
      property_address: '3002 Joe DiMaggio Blvd',
      property_city: 'Round Rock',
      property_state: 'TX',
      property_zip: '78665',
      property_type: 'condo',
      purchase_price: 312000,
      ...contract(day, -40, -5),
      financing_type: 'cash',
    }),
  },
];
