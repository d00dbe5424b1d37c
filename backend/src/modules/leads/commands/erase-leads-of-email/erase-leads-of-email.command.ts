import { Command } from '@nestjs/cqrs';

/** Erases every lead sent from this e-mail address (a data deletion request, ADR 0004). */
export class EraseLeadsOfEmail extends Command<{ erased: number }> {
  constructor(readonly email: string) {
    super();
  }
}
