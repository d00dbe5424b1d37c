/**
 * What other modules may know of data privacy requests. `PersonalDataErased` is appended when a
 * deletion request is fulfilled. The erasure event names belong to identity (identity.public.ts), so
 * modules that scrub a person's rows need not depend on this module; they are re-exported for its own use.
 */
export {
  ERASURE_EVENT_TYPES,
  PERSONAL_DATA_ERASED_EVENT as PERSONAL_DATA_ERASED,
  USER_ERASED_EVENT as USER_ERASED,
} from '../identity/identity.public';
export type { ErasureEventData } from '../identity/identity.public';
