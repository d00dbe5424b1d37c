import { ValidationError } from '../../../../platform/errors/domain-error';
import { CommandPipeline } from '../../../../platform/event-store/command-pipeline';
import { CommandCall } from '../../../../platform/http/if-match';
import { FileStore } from '../../../../platform/storage/file-store';
import { UploadedFileData } from '../../../../platform/storage/file-upload.interceptor';
import { transaction, TransactionCommand } from '../../transaction.aggregate';
import { UPLOAD_MESSAGES } from '../domain/transaction-uploads';

/** Multer hands the part's file name over as latin1; browsers send UTF-8. */
export const uploadedName = (file: UploadedFileData): string => Buffer.from(file.originalname, 'latin1').toString('utf8');

export function requireFile(file: UploadedFileData | undefined): UploadedFileData {
  if (!file) throw new ValidationError(UPLOAD_MESSAGES.noFile);
  return file;
}

/**
 * Writes the file, then records it by a deal command: a refused command removes the file again, and a
 * failed write records nothing. The agent's and the client's uploads both go through here.
 */
export async function storeThenRecord(
  files: FileStore,
  pipeline: CommandPipeline,
  storagePath: string,
  file: UploadedFileData,
  call: CommandCall,
  command: TransactionCommand,
): Promise<void> {
  await files.save(storagePath, file.buffer);
  try {
    await pipeline.handle(transaction, command.transactionId, command, call);
  } catch (error) {
    await files.remove(storagePath);
    throw error;
  }
}
