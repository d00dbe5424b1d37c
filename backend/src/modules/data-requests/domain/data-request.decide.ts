import { DecisionContext, defineAggregate } from '../../../platform/event-store/aggregate';
import { ConflictError, NotFoundError, UnauthorizedError, ValidationError } from '../../../platform/errors/domain-error';
import {
  DATA_REQUEST_STATUSES,
  DataRequestEvent,
  DataRequestState,
  DataRequestStatus,
  REQUEST_TYPES,
  RequestType,
  DATA_REQUEST_STREAM_TYPE,
  dataRequestStream,
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
      /** As typed; tidied and checked here (`dataRequestText`). */
      reason?: string | null;
      /** The requester's e-mail and name as their profile has them when filing. */
      userEmail: string | null;
      userName: string | null;
    }
  /** Undefined notes leave them alone; null or blank clears them. */
  | { type: 'ReviewDataRequest'; requestId: string; status?: string; adminNotes?: string | null }
  | { type: 'RecordDataExport'; requestId: string }
  | { type: 'RecordPersonalDataErased'; requestId: string };

/** Optional free text (the reason, spec 002 §5; the admin's notes): trimmed, empty means none. */
export function dataRequestText(value: string | null | undefined, label: string, max: number): string | null {
  const clean = (value ?? '').replace(/\r\n?/g, '\n').trim();
  if (clean.length > max) throw new ValidationError(`${label} must be at most ${max} characters`);
  return clean.length === 0 ? null : clean;
}

const FINISHED: readonly DataRequestStatus[] = ['completed', 'rejected'];

export function decideDataRequest(command: DataRequestCommand, state: DataRequestState, { now }: DecisionContext): DataRequestEvent[] {
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
            reason: dataRequestText(command.reason, 'Reason', DATA_REQUEST_LIMITS.reason),
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
        const completedAt = FINISHED.includes(status) ? now.toISOString() : null;
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
      const adminNotes = command.adminNotes === undefined ? undefined : dataRequestText(command.adminNotes, 'Admin notes', DATA_REQUEST_LIMITS.adminNotes);
      // The note saves whenever the field loses focus (spec 000 §2): an unchanged text is no change.
      if (adminNotes !== undefined && adminNotes !== state.adminNotes) {
        events.push({
          type: 'DataRequestAdminNotesUpdated',
          data: { requestId: command.requestId, userId: state.userId!, adminNotes },
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
          data: { requestId: command.requestId, userId: state.userId!, preparedAt: now.toISOString() },
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

/** One data privacy request; what the requester typed and their details are their personal data (ADR 0016). */
export const dataRequest = defineAggregate<DataRequestState, DataRequestCommand, DataRequestEvent>({
  streamType: DATA_REQUEST_STREAM_TYPE,
  streamId: dataRequestStream,
  initialState: initialDataRequestState,
  evolve: evolveDataRequest,
  decide: decideDataRequest,
  personalData: {
    // An erased person has no session left; a token that outlived them files nothing.
    DataRequestSubmitted: { subject: (data) => data.userId, fields: ['reason', 'userEmail', 'userName'], erased: () => new UnauthorizedError() },
    DataRequestAdminNotesUpdated: { subject: (data) => data.userId!, fields: ['adminNotes'], erased: () => new RequesterErasedError() },
  },
});

export const dataRequestDecider = dataRequest;
