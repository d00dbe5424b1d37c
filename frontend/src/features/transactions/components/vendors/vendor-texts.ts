export { TRANSACTION_VENDOR_CATEGORIES } from '@contract/shared-rules';

/** Spec 002 §5 and §8, verbatim. */
export const TRANSACTION_VENDOR_TEXT = {
  none: 'No vendors added yet',
  libraryEmpty: 'Your vendor library is empty',
  noMatch: 'No vendors match your search',
  libraryFailed: (reason: string) => `Failed to load vendor library: ${reason}`,
  addFailed: 'Failed to add vendor',
  createFailed: 'Failed to create vendor',
  removeFailed: 'Failed to remove vendor',
  removeConfirm: 'Remove this vendor from the transaction?',
  loadFailed: 'Failed to fetch vendors',
  nameRequired: 'Name is required',
  categoryRequired: 'Category is required',
  email: 'Please enter a valid email address',
  website: 'Enter a web address, like example.com',
} as const;

/**
 * A vendor shared from the library carries the library's category (home_inspector …, spec 002 §3):
 * shown in words as the Vendor Library names it ("Home Inspector"); the detail flow's are words already.
 */
export const categoryLabel = (category: string): string =>
  /^[a-z_]+$/.test(category) ? category.split('_').map((word) => word.charAt(0).toUpperCase() + word.slice(1)).join(' ') : category;
