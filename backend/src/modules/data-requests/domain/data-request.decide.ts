import { Decider } from '../../../platform/event-store/command-handling';
import { ConflictError, NotFoundError, ValidationError } from '../../../platform/errors/domain-error';
import {
  DATA_REQUEST_STATUSES,
  DataRequestEvent,
  DataRequestState,
  DataRequestStatus,
  REQUEST_TYPES,
  RequestType,
  Sealed,
  evolveDataRequest,
  initialDataRequestState,
} from './data-request.events';

export const DATA_REQUEST_LIMITS = { reason: 2000, adminNotes: 5000 } as const;

export class DataRequestNotFoundError extends NotFoundError {
  constructor() {
    super('Data request not found');
  }
}

/** Erasure cannot be undone, so a completed deletion request is final. */
export class DeletionRequestFinalError extends ConflictError {
  constructor() {
    super('This deletion request is completed and the personal data is erased; its status can no longer change');
  }
}

export class RequesterErasedError extends ConflictError {
  constructor() {
    super("The requester's personal data was erased; notes can no longer be added to this request");
  }
}

export class NotFulfillableError extends ConflictError {
  constructor(message: string) {
    super(message);
  }
}

export type DataRequestCommand =
  | {
      type: 'SubmitDataRequest';
      requestId: string;
      userId: string;
      requestType: string;
      /** Checked with `dataRequestText` and sealed by the handler. */
      reason: Sealed | null;
      userEmail: Sealed | null;
      userName: Sealed | null;
    }
  | { type: 'ReviewDataRequest'; requestId: string; status?: string; adminNotes?: Sealed | null; now: Date }
  | { type: 'RecordDataExport'; requestId: string; now: Date }
  | { type: 'RecordPersonalDataErased'; requestId: string };

/** Optional free text (the reason, spec 002 §5; the admin's notes): trimmed, empty means none. */
export function dataRequestText(value: string | null | undefined, label: string, max: number): string | null {
  const clean = (value ?? '').replace(/\r\n?/g, '\n').trim();
  if (clean.length > max) throw new ValidationError(`${label} must be at most ${max} characters`);
  return clean.length === 0 ? null : clean;
}

const FINISHED: readonly DataRequestStatus[] = ['completed', 'rejected'];

export function decideDataRequest(command: DataRequestCommand, state: DataRequestState): DataRequestEvent[] {
  switch (command.type) {
    case 'SubmitDataRequest': {
      if (!(REQUEST_TYPES as readonly string[]).includes(command.requestType)) {
        throw new ValidationError('Request type must be access or deletion');
      }
      if (state.exists) return [];
      return [
        {
          type: 'DataRequestSubmitted',
          data: {
            requestId: command.requestId,
            userId: command.userId,
            requestType: command.requestType as RequestType,
            reason: command.reason,
            userEmail: command.userEmail,
            userName: command.userName,
            status: 'pending',
          },
        },
      ];
    }
    case 'ReviewDataRequest': {
      if (!state.exists) throw new DataRequestNotFoundError();
      const events: DataRequestEvent[] = [];
      if (command.status !== undefined && command.status !== state.status) {
        if (!(DATA_REQUEST_STATUSES as readonly string[]).includes(command.status)) {
          throw new ValidationError(`Status must be one of ${DATA_REQUEST_STATUSES.join(', ')}`);
        }
        if (state.requestType === 'deletion' && state.status === 'completed') throw new DeletionRequestFinalError();
        const status = command.status as DataRequestStatus;
        // Spec 000 §4: completed or rejected stamps completed_at. A move between the two stamps it
        // again (a new decision); reopening (pending, in_progress) clears it, as the request is open.
        const completedAt = FINISHED.includes(status) ? command.now.toISOString() : null;
        if (status === 'completed') {
          events.push({
            type: 'DataRequestCompleted',
            data: {
              requestId: command.requestId,
              userId: state.userId!,
              requestType: state.requestType!,
              status,
              completedAt: completedAt!,
            },
          });
        } else {
          events.push({ type: 'DataRequestStatusChanged', data: { requestId: command.requestId, status, completedAt } });
        }
      }
      if (command.adminNotes !== undefined && !(command.adminNotes === null && state.adminNotes === null)) {
        events.push({
          type: 'DataRequestAdminNotesUpdated',
          data: { requestId: command.requestId, adminNotes: command.adminNotes },
        });
      }
      return events;
    }
    case 'RecordDataExport':
      if (!state.exists) throw new DataRequestNotFoundError();
      if (state.requestType !== 'access' || state.status !== 'completed') {
        throw new NotFulfillableError('Only a completed access request has an export');
      }
      return [
        {
          type: 'DataExportPrepared',
          data: { requestId: command.requestId, userId: state.userId!, preparedAt: command.now.toISOString() },
        },
      ];
    case 'RecordPersonalDataErased':
      if (!state.exists) throw new DataRequestNotFoundError();
      if (state.requestType !== 'deletion' || state.status !== 'completed') {
        throw new NotFulfillableError('Only a completed deletion request erases personal data');
      }
      return state.erased ? [] : [{ type: 'PersonalDataErased', data: { requestId: command.requestId, userId: state.userId! } }];
  }
}

export const dataRequestDecider: Decider<DataRequestState, DataRequestCommand, DataRequestEvent> = {
  initialState: initialDataRequestState,
  evolve: evolveDataRequest,
  decide: decideDataRequest,
};
