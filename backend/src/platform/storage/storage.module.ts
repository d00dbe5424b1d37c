import { Global, Inject, Module, OnApplicationShutdown } from '@nestjs/common';
import { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.module';
import { FILE_STORE, FileStore, LocalFileStore } from './file-store';
import { S3FileStore } from './s3-file-store';
import { FileUrls } from './signed-file-url';

/** The FileStore for this configuration: an S3-compatible bucket when S3_BUCKET is set, else local disk (ADR 0045). */
export function fileStoreFor(config: Pick<AppConfig, 's3' | 'uploadDir'>): FileStore {
  return config.s3 ? new S3FileStore(config.s3) : new LocalFileStore(config.uploadDir);
}

/** The one FileStore every module writes uploads through, and the signer of short-lived file URLs. */
@Global()
@Module({
  providers: [
    { provide: FILE_STORE, inject: [APP_CONFIG], useFactory: fileStoreFor },
    { provide: FileUrls, inject: [APP_CONFIG], useFactory: (config: AppConfig) => new FileUrls(config.fileUrlSecret) },
  ],
  exports: [FILE_STORE, FileUrls],
})
export class StorageModule implements OnApplicationShutdown {
  constructor(@Inject(FILE_STORE) private readonly files: FileStore) {}

  onApplicationShutdown(): void {
    if (this.files instanceof S3FileStore) this.files.destroy();
  }
}
