import { MILESTONE_TYPES, MilestoneType } from '../../kernel/domain/milestone-types';

/**
 * The education text a client reads under "Learn More" on each milestone of their timeline (spec 002
 * §3 Milestone, §7 Milestones and education), until their agent writes their own for the deal. Each
 * says what happens, why it matters and what the client should do, in plain words for a first-time
 * Texas buyer or seller. `custom` has none: the agent names and explains their own milestone.
 *
 * Paragraph references are to the Texas Real Estate Commission's resale contract (TREC 20-18) and its
 * addenda; they are there so an agent can check the text, not for the client.
 */
export type EducatedMilestoneType = Exclude<MilestoneType, 'custom'>;

export const DEFAULT_EDUCATION: Readonly<Record<EducatedMilestoneType, { title: string; text: string }>> = {
  contract_signed: {
    title: 'Your contract is signed',
    text:
      'Both sides have signed and the contract is now in effect. The last date anyone signed or initialed it is the "effective date", and ' +
      'almost every deadline that follows is counted from it, starting the next day. Keep your copy somewhere safe, watch the dates on this ' +
      'timeline, and ask your agent about anything in the contract you are not sure of.',
  },
  earnest_money: {
    title: 'Earnest money',
    text:
      'Earnest money is a good-faith deposit, typically 1-2% of the purchase price, that shows the seller you are serious. It is delivered to ' +
      'the title company (the escrow agent) within 3 days after the effective date; if that third day is a Saturday, Sunday or Texas legal ' +
      'holiday, you have until the end of the next day that is not (TREC 20-18 ¶5A). It counts toward your down payment or closing costs at ' +
      'closing. Before you send any money, call the title company at a number you looked up yourself to confirm the wiring or delivery ' +
      'instructions: wire fraud in real estate is common, and instructions sent by e-mail can be forged.',
  },
  additional_earnest_money: {
    title: 'Additional earnest money',
    text:
      'Your contract calls for a second earnest money deposit, due by the number of days after the effective date written in it (TREC 20-18 ' +
      '¶5A). Like the first deposit, it is held by the title company and credited to you at closing. Confirm the delivery instructions by ' +
      'phone with the title company before sending anything, and keep the receipt.',
  },
  // Buyer and seller clients both read these two: they speak of "the buyer", never "you".
  option_fee: {
    title: 'Option fee',
    text:
      'The option fee buys the buyer the unrestricted right to end the contract during the option period. The buyer delivers it to the ' +
      'title company (the escrow agent), not to the seller, within 3 days after the effective date, with the earnest money or separately ' +
      '(TREC 20-18 ¶5A); the title company may then release it to the seller. If the contract states no option fee amount, or the fee is ' +
      'not delivered on time, the buyer has no right to terminate in the option period (¶5D). The fee is not refunded if the buyer ' +
      'terminates, and it is credited to the price at closing. Confirm the delivery instructions by phone with the title company before paying.',
  },
  option_period_end: {
    title: 'The option period ends',
    text:
      'Until 5:00 p.m. local time on this day the buyer can end the contract for any reason and get the earnest money back (TREC 20-18 ¶5B), ' +
      'provided the contract states an option fee and it reached the title company on time (¶5D). It is the time for inspections, repair ' +
      'estimates and negotiating repairs or a price change. The deadline is firm: weekends and holidays do not extend it. Anyone who wants ' +
      'to terminate or is still negotiating should tell their agent well before 5:00 p.m.',
  },
  seller_disclosure_due: {
    title: "Seller's disclosure notice",
    text:
      "The Seller's Disclosure Notice is the seller's written account of what they know about the home's condition: past repairs, leaks, " +
      'foundation work, flooding and more (Texas Property Code §5.008; TREC 20-18 ¶7B). Read it carefully as soon as it arrives and ask ' +
      'about anything that worries you. If it arrives late, the contract may give you extra time to terminate, so let your agent know the ' +
      'day you receive it.',
  },
  survey_already_provided: {
    title: "Seller's existing survey",
    text:
      'The seller has provided an existing survey together with a T-47 affidavit saying nothing has changed on the property since it was ' +
      'made (TREC 20-18 ¶6C(1)). A survey shows the property lines, buildings, fences and easements. Look it over for anything that ' +
      'surprises you, such as a fence over the line; the title company and your lender will review it too.',
  },
  survey_received: {
    title: 'Survey received',
    text:
      'The survey has been delivered. It maps the lot: boundaries, improvements, easements and any encroachments. Review it with your agent, ' +
      'and raise any objection to what it shows within the time the contract gives you (TREC 20-18 ¶6D).',
  },
  survey_due: {
    title: 'Survey due',
    text:
      'By this date the survey the contract calls for must be delivered (TREC 20-18 ¶6C). It shows the property lines, buildings and ' +
      'easements, and the title company uses it for your title policy. If the survey reveals a problem, such as a structure over a ' +
      'boundary, you may object within the time the contract allows, so read it as soon as it arrives.',
  },
  title_objection: {
    title: 'Title objections due',
    text:
      'By this date the buyer must object in writing to anything in the title commitment, its exception documents or the survey that ' +
      'they will not accept, such as an easement under the house or a use the restrictions forbid (TREC 20-18 ¶6D). The period runs ' +
      'from the day the last of those three is received and never past the closing date. An objection not made in time is waived, ' +
      'so the seller then has no duty to cure it.',
  },
  hoa_resale_cert_due: {
    title: 'HOA resale certificate',
    text:
      "The resale certificate comes from the owners' association and tells you the dues, any special assessments, pending lawsuits and " +
      "violations on this property (Texas Property Code §207.003). The Property Owners' Association addendum sets when it is due and may " +
      'let you terminate if you do not receive it or do not like what it says. Read it closely and ask your agent about anything unclear.',
  },
  hoa_package: {
    title: 'HOA documents',
    text:
      "The association's documents (the restrictions, bylaws, rules and budget) explain what you can and cannot do with the property and " +
      'what you will pay each year. Look for rules that matter to you: pets, parking, fences, short-term rentals, additions. The addendum ' +
      'sets how long you have to review them after they arrive.',
  },
  appraisal_scheduled: {
    title: 'Appraisal appointment',
    text:
      "Your lender has ordered an appraisal: an independent appraiser visits the home to estimate its market value, so the lender knows the " +
      'loan is backed by enough value. The seller makes the home available; you do not need to attend. The report usually arrives within a ' +
      'week or two, and your agent will tell you what it means for your loan.',
  },
  appraisal_target: {
    title: 'Appraisal target date',
    text:
      'The date the appraisal report is expected. If the appraised value comes in below the price, your agent will walk you through the ' +
      'options: renegotiating, covering the difference, or using an appraisal contingency if you have one.',
  },
  inspection_waived: {
    title: 'Inspection waived',
    text:
      'You chose not to have the home professionally inspected. You are still buying it in its present condition, so use the seller\'s ' +
      'disclosure and your own visits to look for problems, and talk to your agent if anything changes your mind while you still have an ' +
      'option period.',
  },
  inspection: {
    title: 'Home inspection',
    text:
      'A licensed inspector looks at the home from the roof to the foundation, including the electrical, plumbing, heating and cooling, and ' +
      'appliances, and gives you a written report. Plan to be there for the last hour so the inspector can show you what they found. ' +
      'Afterwards, decide with your agent what, if anything, to ask the seller to repair before the option period ends.',
  },
  insurance_bind: {
    title: "Homeowner's insurance",
    text:
      'Your lender requires a homeowner\'s insurance policy in force from the day you close. Get quotes early, since some homes (older roofs, ' +
      'past claims, flood zones) take longer to insure, and ask about flood insurance separately: standard policies do not cover flooding. ' +
      'Send the policy details to your lender and the title company once it is bound.',
  },
  t47_due: {
    title: 'T-47 affidavit',
    text:
      'The T-47 Residential Real Property Affidavit is the seller\'s sworn statement that nothing has changed on the property since their ' +
      'existing survey (TREC 20-18 ¶6C(1)). If the title company or your lender will not accept the old survey with it, a new survey may be ' +
      'needed, so this document is due early.',
  },
  mudpid_due: {
    title: 'MUD or PID notice',
    text:
      'Homes in a municipal utility district (MUD) or public improvement district (PID) pay an extra tax or assessment for the roads, water ' +
      'and drainage that serve them. Texas law requires you to receive a written notice of it before you are bound (Texas Water Code ' +
      '§49.452; TREC 20-18 ¶6E). Read the rate and what it adds to your yearly cost, and ask your agent if it changes your budget.',
  },
  repair_deadline: {
    title: 'Repairs deadline',
    text:
      'The repairs you and the seller agreed on must be finished by this date, usually by licensed professionals where the law requires ' +
      '(TREC 20-18 ¶7F). Ask for receipts and any warranties, and check the work yourself, or with your inspector, before the final ' +
      'walkthrough.',
  },
  reinspection: {
    title: 'Re-inspection',
    text:
      'A follow-up visit to confirm the agreed repairs were done properly. Bring the repair list and the receipts; if something is missing ' +
      'or not done well, tell your agent right away so it can be settled before closing.',
  },
  financing_contingency_end: {
    title: 'Financing approval deadline',
    text:
      'Under the Third Party Financing Addendum you have until this date to get buyer approval for your loan. If you cannot get approved, ' +
      'you can end the contract by this date with a written notice and get your earnest money back (Third Party Financing Addendum ¶2A). ' +
      'Answer your lender\'s document requests quickly, and avoid new credit, large purchases or job changes until you close.',
  },
  loan_approval: {
    title: 'Loan approval',
    text:
      "Your lender's underwriter has reviewed your application, income, credit and the appraisal and approves the loan, sometimes with " +
      'conditions you still need to meet. Keep your finances steady until closing: no new credit cards, car loans or large deposits you ' +
      'cannot document.',
  },
  inspection_contingency_end: {
    title: 'Inspection contingency ends',
    text:
      'After this date you can no longer end the contract because of what the inspection found. Make sure you have read the inspection ' +
      'report, settled any repair requests, and told your agent your decision before the deadline.',
  },
  inspection_contingency_cleared: {
    title: 'Inspection contingency cleared',
    text:
      'The inspection stage is complete: the inspection is done and any repair agreement is in place. The deal moves on toward appraisal, ' +
      'loan approval and closing.',
  },
  appraisal_contingency_end: {
    title: 'Appraisal contingency ends',
    text:
      'Until this date, if the home appraises for less than the agreed amount, you can end the contract or renegotiate under your appraisal ' +
      'terms. After it, that protection is gone, so talk to your agent as soon as the appraisal report arrives.',
  },
  home_sale_contingency_end: {
    title: 'Home sale contingency ends',
    text:
      'This purchase depends on the sale of your current home (Addendum for Sale of Other Property by Buyer). By this date that sale must ' +
      'close, or the contract may end. Keep your agent up to date on your other sale, especially on any delay.',
  },
  final_walkthrough: {
    title: 'Final walkthrough',
    text:
      'Your last look at the home before closing, usually a day or two before. Check that it is in the condition you agreed on: repairs ' +
      'done, appliances and systems working, nothing left behind that should not be, and nothing missing that conveys with the sale. Run ' +
      'the taps, flip the switches and try the heating and cooling. Tell your agent right away about any problem.',
  },
  closing: {
    title: 'Closing',
    text:
      'You sign the final documents at the title company. Bring a government photo ID, and bring your funds as the title company ' +
      'instructs: usually a wire or a cashier\'s check. Confirm wiring instructions by phone at a number you looked up yourself, never from ' +
      'an e-mail. Review your Closing Disclosure ahead of time and ask about anything that does not match what you expected.',
  },
  funding: {
    title: 'Funding',
    text:
      'The lender sends the loan money to the title company, which then pays the seller and everyone else owed. Funding usually happens the ' +
      'same day as closing, though it can take a little longer. The sale is complete once it funds and the deed is recorded.',
  },
  possession: {
    title: 'Possession',
    text:
      'The day the home is yours to move into: the keys, garage openers and codes change hands. Under the standard contract this is at ' +
      'closing and funding, unless you agreed on a lease-back or a different date (TREC 20-18 ¶10). Plan your move, change the locks, and ' +
      'make sure utilities are in your name from this day.',
  },
  utility_transfer: {
    title: 'Utility transfer',
    text:
      'Arrange for the electricity, water, gas, internet and other services to be in your name from the day you take possession. Call each ' +
      'provider a week or two ahead: some need a deposit or an appointment, and a gap in service is easy to avoid with a little notice.',
  },
};

/** Every type with an education text, in catalogue order. */
export const EDUCATED_MILESTONE_TYPES = MILESTONE_TYPES.filter((type): type is EducatedMilestoneType => type !== 'custom');

export const isEducatedMilestoneType = (value: string): value is EducatedMilestoneType => (EDUCATED_MILESTONE_TYPES as readonly string[]).includes(value);

/** The text a deal's client reads for a type: the deal's own override, else the default (spec 002 §3 custom_education_text). */
export function educationTextFor(type: string, override: string | null | undefined): string | null {
  if (override) return override;
  return (DEFAULT_EDUCATION as Readonly<Record<string, { text: string }>>)[type]?.text ?? null;
}

/** Spec 002 §9: the edit modal's textarea; a generous limit, not a spec one. */
export const EDUCATION_TEXT_MAX = 5000;
