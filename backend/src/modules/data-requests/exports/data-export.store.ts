import { Inject, Injectable } from '@nestjs/common';
import { createReadStream, ReadStream } from 'node:fs';
import { mkdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import { AppConfig } from '../../../platform/config/app-config';
import { APP_CONFIG } from '../../../platform/config/config.module';
import { isUuid } from '../../../platform/http/ids';

/**
 * Exports of access requests on local disk, under `<DATA_DIR>/exports/<requestId>.json`: never
 * served statically, only through the authorised export endpoints (DESIGN.md "Files are never
 * public"). Readable by the server's user alone.
 */
@Injectable()
export class DataExportStore {
  private readonly dir: string;

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    this.dir = join(config.dataDir, 'exports');
  }

  /** Written to a temporary name and renamed, so a reader never sees half a file. */
  async write(requestId: string, content: string): Promise<void> {
    await mkdir(this.dir, { recursive: true, mode: 0o700 });
    const temporary = join(this.dir, `.${requestId}.${randomUUID()}.tmp`);
    await writeFile(temporary, content, { mode: 0o600 });
    await rename(temporary, this.path(requestId));
  }

  async open(requestId: string): Promise<{ stream: ReadStream; size: number } | undefined> {
    const file = this.path(requestId);
    const info = await stat(file).catch(() => undefined);
    return info?.isFile() ? { stream: createReadStream(file), size: info.size } : undefined;
  }

  async remove(requestId: string): Promise<void> {
    await rm(this.path(requestId), { force: true });
  }

  /** The id is checked so that no path outside the folder can ever be named. */
  path(requestId: string): string {
    if (!isUuid(requestId)) throw new Error('A data request id is a uuid');
    return join(this.dir, `${requestId.toLowerCase()}.json`);
  }
}
