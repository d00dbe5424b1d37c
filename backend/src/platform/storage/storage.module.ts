import { Global, Module } from '@nestjs/common';
import { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.module';
import { FILE_STORE, LocalFileStore } from './file-store';

/** The one FileStore every module writes uploads through (local disk under UPLOAD_DIR). */
@Global()
@Module({
  providers: [
    { provide: FILE_STORE, inject: [APP_CONFIG], useFactory: (config: AppConfig) => new LocalFileStore(config.uploadDir) },
  ],
  exports: [FILE_STORE],
})
export class StorageModule {}
