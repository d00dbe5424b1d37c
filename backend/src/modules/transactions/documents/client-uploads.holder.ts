import { Inject, Injectable } from '@nestjs/common';
import { SqlExecutor } from '../../../platform/event-store/sql-executor';
import { DataSubject, PersonalDataHolder } from '../../../platform/privacy/personal-data-holders';
import { ERASED_PERSONAL_DATA } from '../../../platform/privacy/personal-data-sealing';
import { FILE_STORE, FileStore } from '../../../platform/storage/file-store';

/** A document as its client exports it: what they shared with their agent (the file itself stays a download). */
export interface ExportedClientUpload {
  id: string;
  transaction_id: string;
  title: string;
  description: string | null;
  file_type: string;
  file_size: number;
  created_at: string;
}

/** The client's uploads are the documents they uploaded themselves: stored under the deal's client-uploads prefix. */
const CLIENT_UPLOADS = `uploaded_by = $1 AND storage_path LIKE 'transactions/%/client-uploads/%'`;

/**
 * A client's uploads are theirs (issue 22 item 3, ADR 0052): in their access export, and erased with
 * them. The events are sealed under the client's subject, which the erasure destroys; this holder
 * gives the rows the shape a rebuild would then give them (title and file name the placeholder, no
 * description) and removes the files, which nothing can serve any more.
 */
@Injectable()
export class ClientUploadsPersonalDataHolder implements PersonalDataHolder {
  readonly name = 'transaction_client_uploads';

  constructor(@Inject(FILE_STORE) private readonly files: FileStore) {}

  async exportOf(subject: DataSubject, sql: SqlExecutor): Promise<ExportedClientUpload[]> {
    const rows = await sql.query<Omit<ExportedClientUpload, 'created_at' | 'file_size'> & { created_at: Date; file_size: string | number }>(
      `SELECT id, transaction_id, title, description, file_type, file_size, created_at
         FROM transaction_documents WHERE ${CLIENT_UPLOADS} ORDER BY created_at, id`,
      [subject.userId],
    );
    return rows.map((row) => ({ ...row, file_size: Number(row.file_size), created_at: row.created_at.toISOString() }));
  }

  /** The client's own key is destroyed by the erasure itself: no subject of its own to forget. */
  async erase(subject: DataSubject, sql: SqlExecutor): Promise<string[]> {
    const erased = await sql.query<{ storage_path: string }>(
      `WITH old AS (SELECT id, storage_path FROM transaction_documents WHERE ${CLIENT_UPLOADS} FOR UPDATE),
            changed AS (UPDATE transaction_documents d SET title = $2, description = NULL, storage_path = $2
                          FROM old WHERE d.id = old.id RETURNING old.storage_path)
       SELECT storage_path FROM changed`,
      [subject.userId, ERASED_PERSONAL_DATA],
    );
    // Nothing serves these files any more (the row names no path): they go. A failure only leaves a stray file.
    for (const { storage_path: path } of erased) await this.files.remove(path).catch(() => undefined);
    return [];
  }
}
