import { Inject, Injectable } from '@nestjs/common';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { AppConfig } from '../../../platform/config/app-config';
import { APP_CONFIG } from '../../../platform/config/config.module';

/**
 * Logos on local disk under UPLOAD_DIR/logos (never served statically: GET /api/users/:id/logo
 * checks the session). The file name is the user id and the detected extension, never the
 * uploader's name (spec 000 §7 stores logos/{userId}-logo.{ext}).
 */
@Injectable()
export class LogoStorage {
  private readonly dir: string;

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    this.dir = resolve(config.uploadDir, 'logos');
  }

  async save(userId: string, extension: string, bytes: Buffer): Promise<string> {
    const fileName = `${userId}-logo.${extension}`;
    await mkdir(this.dir, { recursive: true });
    await writeFile(join(this.dir, fileName), bytes, { mode: 0o600 });
    return fileName;
  }

  read(fileName: string): Promise<Buffer> {
    return readFile(this.path(fileName));
  }

  async remove(fileName: string): Promise<void> {
    await rm(this.path(fileName), { force: true });
  }

  private path(fileName: string): string {
    if (!/^[\w-]+\.(png|jpg|gif|webp|svg)$/.test(fileName)) throw new Error('Not a logo file name');
    return join(this.dir, fileName);
  }
}
