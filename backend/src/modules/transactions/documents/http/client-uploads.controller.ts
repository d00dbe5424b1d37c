import {
  Body,
  CanActivate,
  Controller,
  ExecutionContext,
  HttpCode,
  Inject,
  Injectable,
  Param,
  ParseUUIDPipe,
  Post,
  UploadedFile,
  UseGuards,
  UseInterceptors,
} from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { QueryBus } from '@nestjs/cqrs';
import {
  ApiBody,
  ApiConsumes,
  ApiCreatedResponse,
  ApiForbiddenResponse,
  ApiNotFoundResponse,
  ApiOperation,
  ApiTags,
} from '@nestjs/swagger';
import type { Request } from 'express';
import { randomUUID } from 'node:crypto';
import { DataSource } from 'typeorm';
import { requireRole } from '../../../../platform/access/access-policy';
import { Authenticated, requireRouteRole, verifiedCaller } from '../../../../platform/auth/roles.guard';
import { AuthenticatedUser, TokenService } from '../../../../platform/auth/token.service';
import { ValidationError } from '../../../../platform/errors/domain-error';
import { CommandPipeline } from '../../../../platform/event-store/command-pipeline';
import { CommandCall, CommandEndpoint, CommandRequest } from '../../../../platform/http/if-match';
import { isUuid } from '../../../../platform/http/ids';
import { AcceptsUpload } from '../../../../platform/http/json-only.guard';
import { DATA_SOURCE } from '../../../../platform/platform.tokens';
import { FILE_STORE, FileStore } from '../../../../platform/storage/file-store';
import { FileUpload, UploadedFileData } from '../../../../platform/storage/file-upload.interceptor';
import { sniffFileType } from '../../../../platform/storage/file-type';
import { storedNameWithExtension, titleFromFileName } from '../../../../platform/storage/stored-file-name';
import { TransactionAccessError, TransactionNotFoundError } from '../../kernel/domain/deal-errors';
import { transactionPolicy } from '../../kernel/transactions.policy';
import { DOCUMENT_KIND_RULES, MAX_DOCUMENT_BYTES, UPLOAD_MESSAGES } from '../domain/transaction-uploads';
import { ListTransactionDocuments } from '../queries/list-transaction-documents.query';
import { UploadClientDocumentDto, UploadClientDocumentFormDto } from './client-uploads.dto';
import { TransactionDocumentDto } from './transaction-documents.dto';
import { requireFile, storeThenRecord, uploadedName } from './stored-uploads';
import { sqlOf } from '../../../../platform/event-store/sql-executor';

type UploadRequest = Request & { user?: AuthenticatedUser };

/**
 * Only the deal's client (buyer_client or seller_client by the deal's policy) uploads here; anyone
 * else is refused as the policy says (404 unknown, deleted or draft; 403 someone else's deal; 403 for
 * the deal's agent, who uploads through the agent's route). A guard, so the file of someone refused is
 * never read.
 */
@Injectable()
class DealClientGuard implements CanActivate {
  constructor(
    private readonly tokens: TokenService,
    private readonly reflector: Reflector,
    @Inject(DATA_SOURCE) private readonly dataSource: DataSource,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const request = context.switchToHttp().getRequest<UploadRequest>();
    request.user ??= await verifiedCaller(this.tokens, this.reflector, context);
    requireRouteRole(this.reflector, context, request.user);
    const id = String(request.params.id ?? '');
    if (!isUuid(id)) throw new TransactionNotFoundError();
    const role = await requireRole(transactionPolicy, request.user, id, sqlOf(this.dataSource));
    if (role === 'agent') throw new TransactionAccessError();
    return true;
  }
}

/**
 * A client's upload from the portal (issue 22 item 3, ADR 0052): the same content checks, limit and
 * messages as the agent's upload of an "other" document (spec 002 §5), stored under the deal's
 * client-uploads prefix, visibility agent_and_client, its title and file name sealed under the client.
 */
@ApiTags('transactions')
@Controller('transactions')
export class ClientUploadsController {
  constructor(
    private readonly pipeline: CommandPipeline,
    private readonly queries: QueryBus,
    @Inject(FILE_STORE) private readonly files: FileStore,
  ) {}

  @Post(':id/client-documents')
  @HttpCode(201)
  @Authenticated('client')
  @UseGuards(DealClientGuard)
  @UseInterceptors(FileUpload('file', MAX_DOCUMENT_BYTES, UPLOAD_MESSAGES.fileTooLarge))
  @AcceptsUpload()
  @CommandEndpoint()
  @ApiConsumes('multipart/form-data')
  @ApiBody({ type: UploadClientDocumentFormDto })
  @ApiOperation({
    operationId: 'uploadClientDocument',
    summary: "The deal's client shares a document with their agent (pdf, doc, docx, jpg, png, txt; at most 10 MB)",
  })
  @ApiCreatedResponse({ type: TransactionDocumentDto })
  @ApiNotFoundResponse({ description: 'Transaction not found' })
  @ApiForbiddenResponse({ description: 'Forbidden - You do not have access to this transaction' })
  async upload(
    @Param('id', new ParseUUIDPipe({ exceptionFactory: () => new TransactionNotFoundError() })) id: string,
    @Body() body: UploadClientDocumentDto,
    @UploadedFile() upload: UploadedFileData | undefined,
    @CommandRequest() call: CommandCall,
  ): Promise<TransactionDocumentDto> {
    const file = requireFile(upload);
    const rule = DOCUMENT_KIND_RULES.other;
    const sniffed = sniffFileType(file.buffer);
    if (!sniffed || !rule.accepts.includes(sniffed.kind)) throw new ValidationError(rule.wrongType);
    const name = uploadedName(file);
    const documentId = randomUUID();
    const storagePath = `transactions/${id}/client-uploads/${documentId}/${storedNameWithExtension(name, sniffed.extension)}`;
    await storeThenRecord(this.files, this.pipeline, storagePath, file, call, {
      type: 'AttachTransactionDocument',
      transactionId: id,
      documentId,
      kind: 'other',
      title: body.title?.trim() || titleFromFileName(name),
      category: rule.category,
      fileType: sniffed.contentType,
      fileSize: file.size,
      storagePath,
      visibility: 'agent_and_client',
      uploadedBy: call.metadata.actorId!,
      description: body.description?.trim() || null,
      uploaderRole: 'client',
    });
    const documents: TransactionDocumentDto[] = await this.queries.execute(new ListTransactionDocuments(id, true));
    const created = documents.find((document) => document.id === documentId);
    if (!created) throw new TransactionNotFoundError();
    return created;
  }
}
