/**
 * Events of a data privacy request (spec 000 §3 "data_requests", spec 002 "Data request"). Each
 * request is a stream of its own. The requester's e-mail and name (captured when filing, as the
 * spec's row keeps them), the reason and the admin's notes are personal: the store keeps them
 * sealed with the requester's id as subject (ADR 0004, 0016: declared in data-request.decide.ts).
 * Here they are plain.
 */
export const REQUEST_TYPES = ['access', 'deletion'] as const;
export type RequestType = (typeof REQUEST_TYPES)[number];

export const DATA_REQUEST_STATUSES = ['pending', 'in_progress', 'completed', 'rejected'] as const;
export type DataRequestStatus = (typeof DATA_REQUEST_STATUSES)[number];

export interface DataRequestSubmittedData {
  requestId: string;
  userId: string;
  requestType: RequestType;
  reason: string | null;
  userEmail: string | null;
  userName: string | null;
  status: 'pending';
}

export type DataRequestEvent =
  | { type: 'DataRequestSubmitted'; data: DataRequestSubmittedData }
  /** Any move except to completed; completedAt is stamped on rejected and cleared on reopening. */
  | {
      type: 'DataRequestStatusChanged';
      data: { requestId: string; status: Exclude<DataRequestStatus, 'completed'>; completedAt: string | null };
    }
  /** A move to completed: the fulfilment job (export or erasure) follows from this event. */
  | {
      type: 'DataRequestCompleted';
      data: { requestId: string; userId: string; requestType: RequestType; status: 'completed'; completedAt: string };
    }
  /** `userId`: the requester, whose the notes are (absent from events stored before ADR 0016). */
  | { type: 'DataRequestAdminNotesUpdated'; data: { requestId: string; userId?: string; adminNotes: string | null } }
  /** The worker stored the JSON export of an access request. */
  | { type: 'DataExportPrepared'; data: { requestId: string; userId: string; preparedAt: string } }
  /** The worker erased the requester everywhere (deletion request fulfilled). */
  | { type: 'PersonalDataErased'; data: { requestId: string; userId: string } };

export const DATA_REQUEST_EVENT_TYPES: readonly DataRequestEvent['type'][] = [
  'DataRequestSubmitted',
  'DataRequestStatusChanged',
  'DataRequestCompleted',
  'DataRequestAdminNotesUpdated',
  'DataExportPrepared',
  'PersonalDataErased',
];

export interface DataRequestState {
  exists: boolean;
  userId: string | null;
  requestType: RequestType | null;
  status: DataRequestStatus;
  completedAt: string | null;
  adminNotes: string | null;
  erased: boolean;
}

export const initialDataRequestState = (): DataRequestState => ({
  exists: false,
  userId: null,
  requestType: null,
  status: 'pending',
  completedAt: null,
  adminNotes: null,
  erased: false,
});

export function evolveDataRequest(state: DataRequestState, event: DataRequestEvent): DataRequestState {
  switch (event.type) {
    case 'DataRequestSubmitted':
      return { ...initialDataRequestState(), exists: true, userId: event.data.userId, requestType: event.data.requestType };
    case 'DataRequestStatusChanged':
    case 'DataRequestCompleted':
      return { ...state, status: event.data.status, completedAt: event.data.completedAt };
    case 'DataRequestAdminNotesUpdated':
      return { ...state, adminNotes: event.data.adminNotes };
    case 'DataExportPrepared':
      return state;
    case 'PersonalDataErased':
      return { ...state, erased: true, adminNotes: null };
  }
}

export const dataRequestStream = (requestId: string) => `data-request-${requestId}`;
export const DATA_REQUEST_STREAM_TYPE = 'data-request';
