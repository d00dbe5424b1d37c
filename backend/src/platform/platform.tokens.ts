/** Injection tokens of the shared plumbing. */
export const DATA_SOURCE = Symbol('DATA_SOURCE');
export const RESOLVED_DATABASE = Symbol('RESOLVED_DATABASE');
export const REDIS = Symbol('REDIS');
