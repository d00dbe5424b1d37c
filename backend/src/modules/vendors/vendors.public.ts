/**
 * What other modules may use of the Vendor Library (ADR 0043): the deal reads a library vendor to copy
 * it to a transaction, and files a vendor it creates with "add to library" through the vendor
 * aggregate (ADR 0050).
 */
export { vendor } from './domain/vendor.decide';
export { VENDOR_CATEGORIES } from './domain/vendor.events';
export type { VendorCategory } from './domain/vendor.events';
export { GetLibraryVendor } from './queries/get-library-vendor.query';
export type { LibraryVendorSnapshot } from './queries/get-library-vendor.query';
