import type { VendorCategory } from '../api/vendors-api';

/** Spec 001 §3: the library's 13 categories, in the spec's order, as the screens name them. */
export const VENDOR_CATEGORY_LABELS: Readonly<Record<VendorCategory, string>> = {
  home_inspector: 'Home Inspector',
  lender: 'Lender',
  title_company: 'Title Company',
  home_warranty: 'Home Warranty',
  appraiser: 'Appraiser',
  surveyor: 'Surveyor',
  insurance: 'Insurance',
  contractor: 'Contractor',
  attorney: 'Attorney',
  escrow: 'Escrow',
  photographer: 'Photographer',
  stager: 'Stager',
  other: 'Other',
};

export const VENDOR_CATEGORY_OPTIONS = (Object.keys(VENDOR_CATEGORY_LABELS) as VendorCategory[]).map((value) => ({
  value,
  label: VENDOR_CATEGORY_LABELS[value],
}));

/** The filter's "no filter" choice (a select option cannot be empty). */
export const ALL_CATEGORIES = 'all';
export const CATEGORY_FILTER_OPTIONS = [{ value: ALL_CATEGORIES, label: 'All Categories' }, ...VENDOR_CATEGORY_OPTIONS];
