/**
 * What other modules may know of data privacy requests. `PersonalDataErased` is appended when a
 * deletion request is fulfilled. Modules that keep a person's data in read tables handle it, and
 * identity's `UserErased` (an admin deleting the account takes that path alone), by type name, to
 * scrub their rows in the same transaction. Both carry `data.userId`.
 */
import { USER_ERASED_EVENT } from '../identity/identity.public';

export const PERSONAL_DATA_ERASED = 'PersonalDataErased';
export const USER_ERASED = USER_ERASED_EVENT;
export const ERASURE_EVENT_TYPES: readonly string[] = [PERSONAL_DATA_ERASED, USER_ERASED];

export interface ErasureEventData {
  userId: string;
}
