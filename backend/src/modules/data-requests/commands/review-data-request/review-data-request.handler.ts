import { Inject } from '@nestjs/common';
import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { DataSource } from 'typeorm';
import { executeOnStream } from '../../../../platform/event-store/command-handling';
import { EventStore } from '../../../../platform/event-store/event-store';
import { DATA_SOURCE } from '../../../../platform/platform.tokens';
import { PersonalDataVault } from '../../../../platform/privacy/personal-data-vault';
import {
  DATA_REQUEST_LIMITS,
  DataRequestNotFoundError,
  RequesterErasedError,
  dataRequestDecider,
  dataRequestText,
} from '../../domain/data-request.decide';
import { DATA_REQUEST_STREAM_TYPE, dataRequestStream } from '../../domain/data-request.events';
import { ReviewDataRequest } from './review-data-request.command';

@CommandHandler(ReviewDataRequest)
export class ReviewDataRequestHandler implements ICommandHandler<ReviewDataRequest> {
  constructor(
    private readonly store: EventStore,
    private readonly vault: PersonalDataVault,
    @Inject(DATA_SOURCE) private readonly dataSource: DataSource,
  ) {}

  async execute(command: ReviewDataRequest): Promise<void> {
    const [row] = await this.dataSource.query<{ user_id: string; admin_notes: string | null }[]>(
      'SELECT user_id, admin_notes FROM data_requests WHERE id = $1',
      [command.requestId],
    );
    if (!row) throw new DataRequestNotFoundError();
    let notes: string | null | undefined =
      command.changes.adminNotes === undefined
        ? undefined
        : dataRequestText(command.changes.adminNotes, 'Admin notes', DATA_REQUEST_LIMITS.adminNotes);
    // The note saves whenever the field loses focus (spec 000 §2): an unchanged text is no change.
    if (notes !== undefined && notes === row.admin_notes) notes = undefined;
    let sealedNotes: string | null | undefined = typeof notes === 'string' ? undefined : notes;
    if (typeof notes === 'string') {
      // The note concerns the requester and may name them: sealed under the requester (ADR 0004).
      if (await this.vault.isForgotten(row.user_id)) throw new RequesterErasedError();
      sealedNotes = await this.vault.seal(row.user_id, notes);
    }
    await executeOnStream(
      this.store,
      dataRequestDecider,
      {
        type: 'ReviewDataRequest',
        requestId: command.requestId,
        status: command.changes.status,
        adminNotes: sealedNotes,
        now: command.now,
      },
      { streamId: dataRequestStream(command.requestId), streamType: DATA_REQUEST_STREAM_TYPE, metadata: command.metadata },
    );
  }
}
