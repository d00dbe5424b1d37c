import { Injectable } from '@nestjs/common';
import { SqlExecutor } from '../../platform/event-store/sql-executor';
import { DataSubject, PersonalDataHolder } from '../../platform/privacy/personal-data-holders';
import { PersonalDataVault } from '../../platform/privacy/personal-data-vault';
import { leadSubject } from './lead-personal-data';
import { LeadDto, LeadRow, toLeadDto } from './leads.dto';

const LEAD_COLUMNS = 'id, kind, name, email, phone, organization, brokerage, message, interests, headache, submitted_at';

/**
 * What a person sent through the public forms is theirs (ADR 0004, 0011): found by their address,
 * exported with their data, erased with them. Erasing shreds each lead's key (its events become
 * unreadable, so a rebuild skips it) and removes its row, in the erasure's transaction.
 */
@Injectable()
export class LeadPersonalDataHolder implements PersonalDataHolder {
  readonly name = 'leads';

  constructor(private readonly vault: PersonalDataVault) {}

  async exportOf(subject: DataSubject, sql: SqlExecutor): Promise<LeadDto[]> {
    if (!subject.email) return [];
    const rows = await sql.query<LeadRow>(
      `SELECT ${LEAD_COLUMNS} FROM leads WHERE lower(email) = lower($1) ORDER BY submitted_at, id`,
      [subject.email.trim()],
    );
    return rows.map(toLeadDto);
  }

  async erase(subject: DataSubject, sql: SqlExecutor): Promise<string[]> {
    if (!subject.email) return [];
    const rows = await sql.query<{ id: string }>('SELECT id FROM leads WHERE lower(email) = lower($1) FOR UPDATE', [subject.email.trim()]);
    for (const { id } of rows) {
      await this.vault.forget(leadSubject(id), sql);
      await sql.query('DELETE FROM leads WHERE id = $1', [id]);
    }
    return rows.map(({ id }) => leadSubject(id));
  }
}
