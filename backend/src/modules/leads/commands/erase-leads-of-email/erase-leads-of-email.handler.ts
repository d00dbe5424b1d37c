import { Inject } from '@nestjs/common';
import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { DataSource } from 'typeorm';
import { DATA_SOURCE } from '../../../../platform/platform.tokens';
import { PersonalDataVault } from '../../../../platform/privacy/personal-data-vault';
import { leadSubject } from '../../lead-personal-data';
import { EraseLeadsOfEmail } from './erase-leads-of-email.command';

/**
 * Shreds each matching lead's key (its events become unreadable for good) and removes its row, in
 * one DB transaction. A rebuild then skips those leads (the projection cannot open them).
 */
@CommandHandler(EraseLeadsOfEmail)
export class EraseLeadsOfEmailHandler implements ICommandHandler<EraseLeadsOfEmail> {
  constructor(
    @Inject(DATA_SOURCE) private readonly dataSource: DataSource,
    private readonly vault: PersonalDataVault,
  ) {}

  async execute(command: EraseLeadsOfEmail): Promise<{ erased: number }> {
    return this.dataSource.transaction(async (manager) => {
      const sql = { query: (text: string, params?: unknown[]) => manager.query(text, params) };
      const rows: { id: string }[] = await sql.query('SELECT id FROM leads WHERE lower(email) = lower($1) FOR UPDATE', [command.email.trim()]);
      for (const { id } of rows) {
        await this.vault.forget(leadSubject(id), sql);
        await sql.query('DELETE FROM leads WHERE id = $1', [id]);
      }
      return { erased: rows.length };
    });
  }
}
