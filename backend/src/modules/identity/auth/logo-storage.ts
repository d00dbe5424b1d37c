import { Inject, Injectable } from '@nestjs/common';
import { Readable } from 'node:stream';
import { FILE_STORE, FileStore } from '../../../platform/storage/file-store';

/**
 * Logos in the FileStore under `logos/` (never served statically: GET /api/users/:id/logo checks the
 * session). The file name is the user id and the detected extension, never the uploader's name
 * (spec 000 §7 stores logos/{userId}-logo.{ext}).
 */
@Injectable()
export class LogoStorage {
  constructor(@Inject(FILE_STORE) private readonly files: FileStore) {}

  async save(userId: string, extension: string, bytes: Buffer): Promise<string> {
    const fileName = `${userId}-logo.${extension}`;
    await this.files.save(this.key(fileName), bytes);
    return fileName;
  }

  open(fileName: string): Promise<{ stream: Readable; size: number } | null> {
    return this.files.open(this.key(fileName));
  }

  async remove(fileName: string): Promise<void> {
    await this.files.remove(this.key(fileName));
  }

  private key(fileName: string): string {
    if (!/^[\w-]+\.(png|jpg|gif|webp|svg)$/.test(fileName)) throw new Error('Not a logo file name');
    return `logos/${fileName}`;
  }
}
