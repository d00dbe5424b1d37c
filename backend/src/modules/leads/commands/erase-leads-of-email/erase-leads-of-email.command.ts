import { Command } from '@nestjs/cqrs';

/** Erases every lead sent from this e-mail address (ADR 0004); a user's own leads go with EraseUser (ADR 0011). */
export class EraseLeadsOfEmail extends Command<{ erased: number }> {
  constructor(readonly email: string) {
    super();
  }
}
