import { Command } from '@nestjs/cqrs';
import { EventMetadata } from '../../../../platform/event-store/event.types';

export interface ClientProfileChanges {
  /** Absent = unchanged. */
  fullName?: string;
  /** Absent = unchanged; null or blank clears it. */
  phone?: string | null;
}

/**
 * Spec 002 §2 client information editor: the agent of a deal edits the linked client's name and
 * phone (e-mail read-only). The caller (transactions) has checked that the agent owns the deal.
 * Answers whether anything changed.
 */
export class UpdateClientProfile extends Command<{ changed: boolean }> {
  constructor(
    readonly clientId: string,
    readonly changes: ClientProfileChanges,
    readonly metadata: EventMetadata,
  ) {
    super();
  }
}
