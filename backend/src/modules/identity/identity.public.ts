/**
 * What other modules may use of identity (.dependency-cruiser.cjs allows only `*.public.ts`).
 *
 * - `EraseUser` (command bus): erase a person — data-requests sends it when a deletion completes.
 * - `GetPersonalDataOfUser` (query bus): profile, sessions, activity and invite codes created, for an
 *   access request's export.
 * - `GetProfile` (query bus): a living user's profile or null (names for feedback, data requests…).
 * - `CreateUserAccount` (command bus): an account without an invite (clients created by agents).
 * - `UpdateClientProfile` (command bus): a deal's agent edits the linked client's name and phone
 *   (transactions checks the ownership first).
 * - `IsLinkedClient` (query bus): whether an id names a client account linked to an agent (created by
 *   them or an accepted invitation): the only client_id a deal takes (ADR 0039).
 * - `RecordClientLink` (command bus): a link the system records as made (the demo deals' clients).
 * - `CLIENT_PROFILE_UPDATED_EVENT`: after it, the deals of that client show the new name.
 * - `USER_ERASED_EVENT`: the event type to subscribe to for scrubbing one's own read rows.
 * - `oversightOf` / `overseenAgentIds`: who oversees a person, whom a team lead or broker oversees,
 *   read now on every call (ADR 0046); `MEMBERSHIP_CHANGED_EVENTS`: the event types after which
 *   those answers change (open sockets are re-admitted already: RealtimeService.readmitUsers);
 *   `overseerIdsSql`: the same answer as SQL, for a query deciding many deals at once (ADR 0055);
 *   `overseenAgentIdsSql`: whom an overseer oversees as SQL, for a statement reading their deals.
 */
export { oversightOf, overseenAgentIds, overseenAgentIdsSql, overseerIdsSql } from './queries/oversight/oversight';
/** `consentRefusalFor`: a client who has not consented (spec 002 §4) is refused the deal's reads (ADR 0051). */
export { consentRefusalFor, ConsentRequiredError, CONSENT_REQUIRED_REASON } from './queries/client-consent/client-consent';
export type { Oversight } from './queries/oversight/oversight';
export { MEMBERSHIP_EVENT_TYPES as MEMBERSHIP_CHANGED_EVENTS } from './domain/user.events';
export { EraseUser } from './commands/erase-user/erase-user.command';
export { CreateUserAccount } from './commands/create-user-account/create-user-account.command';
export type { NewAccount } from './commands/create-user-account/create-user-account.command';
export { UpdateClientProfile } from './commands/update-client-profile/update-client-profile.command';
export type { ClientProfileChanges } from './commands/update-client-profile/update-client-profile.command';
export { GetPersonalDataOfUser } from './queries/get-personal-data-of-user/get-personal-data-of-user.query';
export type { PersonalDataOfUser } from './queries/get-personal-data-of-user/get-personal-data-of-user.query';
export { GetProfile } from './queries/get-profile/get-profile.query';
export { IsLinkedClient } from './queries/is-linked-client/is-linked-client.query';
export { RecordClientLink } from './commands/record-client-link/record-client-link.command';
export { ProfileDto, InviteCodeDto } from './identity.dto';
export { DELETED_USER_NAME } from './projections/profiles.projection';
export type { Role } from './domain/user.events';

export const USER_ERASED_EVENT = 'UserErased';
export const CLIENT_PROFILE_UPDATED_EVENT = 'ClientProfileUpdated';

/**
 * The events after which a module scrubs a person's rows from its read tables: `UserErased` (an admin
 * deleting the account) and data-requests' `PersonalDataErased` (a deletion request fulfilled). Both
 * carry `data.userId`. They live here, with the person, so that feedback and data requests need not
 * import each other to know them.
 */
export const PERSONAL_DATA_ERASED_EVENT = 'PersonalDataErased';
export const ERASURE_EVENT_TYPES: readonly string[] = [PERSONAL_DATA_ERASED_EVENT, USER_ERASED_EVENT];
export interface ErasureEventData {
  userId: string;
}
export const USER_STREAM_PREFIX = 'user-';

/** For `main.ts`: the demo accounts it prints after start. */
export { DEMO_CLIENTS, DEMO_LOGINS, DEMO_PASSWORD, DemoSeedService, demoLoginLines } from './demo-seed';
