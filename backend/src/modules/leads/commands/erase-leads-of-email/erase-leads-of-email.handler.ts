import { Inject } from '@nestjs/common';
import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { DataSource } from 'typeorm';
import { DATA_SOURCE } from '../../../../platform/platform.tokens';
import { PersonalDataVault } from '../../../../platform/privacy/personal-data-vault';
import { LeadPersonalDataHolder } from '../../lead-personal-data.holder';
import { EraseLeadsOfEmail } from './erase-leads-of-email.command';

/** The leads of an address that belongs to no account; a person's own go with their erasure (ADR 0011). */
@CommandHandler(EraseLeadsOfEmail)
export class EraseLeadsOfEmailHandler implements ICommandHandler<EraseLeadsOfEmail> {
  constructor(
    @Inject(DATA_SOURCE) private readonly dataSource: DataSource,
    private readonly holder: LeadPersonalDataHolder,
    private readonly vault: PersonalDataVault,
  ) {}

  async execute(command: EraseLeadsOfEmail): Promise<{ erased: number }> {
    const forgotten = await this.dataSource.transaction((manager) =>
      this.holder.erase({ userId: '', email: command.email }, { query: (text, params) => manager.query(text, params) }),
    );
    this.vault.recordErased(forgotten);
    return { erased: forgotten.length };
  }
}
