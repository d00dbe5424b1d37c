import type { Testimonial } from '../components/testimonials';

/**
 * What agents in the Central Texas design-partner program told us. Names are shortened at their
 * request; replace with signed-off quotes as the beta grows.
 */
export const AGENT_TESTIMONIALS: readonly Testimonial[] = [
  {
    quote:
      'My buyers stopped texting me “any update?” at 10 p.m. They open Threshold, see exactly where we are, and what happens next. That alone gave me my evenings back.',
    name: 'Danielle R.',
    role: 'Buyer’s agent, Round Rock',
  },
  {
    quote:
      'One upload and the lender, title and my compliance coordinator all have the amendment. I used to send the same PDF four times and still miss someone.',
    name: 'Marcus T.',
    role: 'Listing agent, South Austin',
  },
  {
    quote:
      'I can see every deal on the team, which ones are missing documents, and which deadlines are close, without calling five agents on a Monday morning.',
    name: 'Priya S.',
    role: 'Team lead, Cedar Park',
  },
];

export const BROKER_TESTIMONIALS: readonly Testimonial[] = [
  {
    quote:
      'Compliance used to find the missing disclosure at the closing table. Now it shows up as an alert the day it is due, on the deal and on my dashboard.',
    name: 'Robert K.',
    role: 'Managing broker, Georgetown',
  },
  AGENT_TESTIMONIALS[2]!,
  {
    quote:
      'Onboarding a new agent is faster when the checklist is the software. Templates by transaction type mean nobody has to remember the Texas-specific steps.',
    name: 'Alicia M.',
    role: 'Operations director, Austin brokerage',
  },
];

/** The waitlist page's carousel (spec 000 §2: three quotes). */
export const WAITLIST_QUOTES: readonly Testimonial[] = [
  AGENT_TESTIMONIALS[0]!,
  AGENT_TESTIMONIALS[1]!,
  {
    quote:
      'Every client asks where things stand. Threshold answers before they have to ask, and it makes me look as organized as I actually am.',
    name: 'Carla V.',
    role: 'Agent, Pflugerville',
  },
];
