/**
 * The public addresses the site links to (footer mail links, legal pages, form fallbacks).
 * One place to change them when the domain is final.
 */
const DOMAIN = 'threshold.app';

export const EMAIL = {
  hello: `hello@${DOMAIN}`,
  beta: `beta@${DOMAIN}`,
  investors: `investors@${DOMAIN}`,
  privacy: `privacy@${DOMAIN}`,
  legal: `legal@${DOMAIN}`,
} as const;

/** A mailto: link with an optional subject line. */
export function mailto(address: string, subject?: string): string {
  return `mailto:${address}${subject ? `?subject=${encodeURIComponent(subject)}` : ''}`;
}

export const COMPANY_LOCATION = 'Austin, Texas';

/** Spec 000 §1: the policy and the terms take effect on this date. */
export const LEGAL_EFFECTIVE_DATE = 'October 31, 2025';
