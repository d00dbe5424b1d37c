import {
  Body,
  CanActivate,
  Controller,
  Delete,
  ExecutionContext,
  Get,
  HttpCode,
  Inject,
  Injectable,
  Param,
  ParseUUIDPipe,
  Patch,
  Post,
  Query,
  Res,
  StreamableFile,
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
  ApiNoContentResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiProduces,
  ApiTags,
} from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { randomUUID } from 'node:crypto';
import { DataSource } from 'typeorm';
import { requireRole } from '../../../../platform/access/access-policy';
import { Authenticated, requireRouteRole, verifiedCaller } from '../../../../platform/auth/roles.guard';
import { AuthenticatedUser, TokenService } from '../../../../platform/auth/token.service';
import { NotFoundError, ValidationError } from '../../../../platform/errors/domain-error';
import { CommandPipeline } from '../../../../platform/event-store/command-pipeline';
import { CommandCall, CommandEndpoint, CommandRequest } from '../../../../platform/http/if-match';
import { AcceptsUpload } from '../../../../platform/http/json-only.guard';
import { CurrentActor } from '../../../../platform/http/request-context';
import { DATA_SOURCE } from '../../../../platform/platform.tokens';
import { FILE_STORE, FileStore } from '../../../../platform/storage/file-store';
import { FileUpload, UploadedFileData } from '../../../../platform/storage/file-upload.interceptor';
import { sniffFileType, SniffedType } from '../../../../platform/storage/file-type';
import { storedNameWithExtension, titleFromFileName } from '../../../../platform/storage/stored-file-name';
import { storedFileResponse } from '../../../../platform/storage/stored-file-response';
import {
  DOCUMENT_KIND_RULES,
  MAX_DOCUMENT_BYTES,
  MAX_PHOTO_BYTES,
  PHOTO_KINDS,
  UPLOAD_MESSAGES,
} from '../domain/transaction-uploads';
import { TransactionAccessError, TransactionNotFoundError } from '../../kernel/domain/deal-errors';
import { transaction, TransactionCommand } from '../../transaction.aggregate';
import { DocumentKind } from '../domain/documents.events';
import { GetTransaction } from '../../kernel/get-transaction.query';
import { GetTransactionFile, StoredTransactionFile } from '../queries/get-transaction-file.query';
import { ListTransactionDocuments } from '../queries/list-transaction-documents.query';
import { TransactionDocumentDto } from './transaction-documents.dto';
import { requireFile, storeThenRecord, uploadedName } from './stored-uploads';
import { TransactionDto } from '../../kernel/catalogue.dto';
import { transactionPolicy } from '../../kernel/transactions.policy';
import { withinDeal } from '../../kernel/deal-entities';
import { DealViewQueryDto, readsAsAgent } from '../../kernel/deal-reader';
import {
  UploadTransactionDocumentDto,
  UploadTransactionDocumentFormDto,
  UploadTransactionPhotoFormDto,
  UpdateTransactionDocumentDto,
} from './transaction-uploads.dto';
import { DocumentNotFoundError } from '../domain/documents.decide';
import { isUuid } from '../../../../platform/http/ids';
import { SignedFileRoute, SignFileUrls } from '../../../../platform/storage/signed-file-url';
import { sqlOf } from '../../../../platform/event-store/sql-executor';

const transactionId = new ParseUUIDPipe({ exceptionFactory: () => new TransactionNotFoundError() });
const documentId = new ParseUUIDPipe({ exceptionFactory: () => new NotFoundError(UPLOAD_MESSAGES.documentNotFound) });

type UploadRequest = Request & { user?: AuthenticatedUser };

/**
 * The caller's role on the deal (transactionPolicy, spec 002 §6): agent, buyer_client or
 * seller_client; anyone else is refused as the policy says (404 unknown/deleted/draft-for-client,
 * 403 someone else's deal).
 */
async function dealRole(dataSource: DataSource, actor: AuthenticatedUser, id: string, reading = false): Promise<string> {
  // A read passes the deal's read gate too (a client's consent, ADR 0051).
  return requireRole(transactionPolicy, actor, id, sqlOf(dataSource), { reading });
}

/**
 * Only the owning agent uploads (issue 9 item 3; client uploads come later). A guard, so an outsider's
 * file is refused before multer reads a byte of it.
 */
@Injectable()
class OwningAgentGuard implements CanActivate {
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
    if ((await dealRole(this.dataSource, request.user, id)) !== 'agent') throw new TransactionAccessError();
    return true;
  }
}

/**
 * The deal's files (contract "Uploads"; spec 001 §5, §7; 002 §5, §6): the property photo and the
 * documents. Files are checked by content and size, written to the FileStore, then recorded by a deal
 * command; a refused command removes the file again, and a failed write records nothing.
 */
@ApiTags('transactions')
@Controller('transactions')
@SignFileUrls('property_image_url')
export class TransactionUploadsController {
  constructor(
    private readonly pipeline: CommandPipeline,
    private readonly queries: QueryBus,
    @Inject(FILE_STORE) private readonly files: FileStore,
    @Inject(DATA_SOURCE) private readonly dataSource: DataSource,
  ) {}

  @Post(':id/photo')
  @HttpCode(200)
  @Authenticated('agent', 'broker', 'team_lead')
  @UseGuards(OwningAgentGuard)
  @UseInterceptors(FileUpload('file', MAX_PHOTO_BYTES, UPLOAD_MESSAGES.imageTooLarge))
  @AcceptsUpload()
  @CommandEndpoint()
  @ApiConsumes('multipart/form-data')
  @ApiBody({ type: UploadTransactionPhotoFormDto })
  @ApiOperation({
    operationId: 'uploadTransactionPhoto',
    summary: "Replace the deal's property photo (owning agent; an image of at most 5 MB)",
  })
  @ApiOkResponse({ type: TransactionDto })
  @ApiNotFoundResponse({ description: 'Transaction not found' })
  @ApiForbiddenResponse({ description: 'Forbidden - You do not have access to this transaction' })
  async uploadPhoto(
    @Param('id', transactionId) id: string,
    @UploadedFile() upload: UploadedFileData | undefined,
    @CommandRequest() call: CommandCall,
  ): Promise<TransactionDto> {
    const file = requireFile(upload);
    const sniffed = sniffFileType(file.buffer);
    if (!sniffed || !PHOTO_KINDS.has(sniffed.kind)) throw new ValidationError(UPLOAD_MESSAGES.invalidImage);
    const previous = await this.queries.execute(new GetTransactionFile(id, { photo: true }));
    const storagePath = `transactions/${id}/photo/${randomUUID()}.${sniffed.extension}`;
    await this.store(storagePath, file, call, {
      type: 'AttachPropertyPhoto',
      transactionId: id,
      storagePath,
      contentType: sniffed.contentType,
      size: file.size,
    });
    // The replaced photo is no longer reachable: its file goes (a failure here only leaves a stray file).
    if (previous) await this.files.remove(previous.storagePath).catch(() => undefined);
    return this.read(id);
  }

  @Get(':id/photo')
  // An <img> sends no bearer header: the signed URL the deal's answers carry stands in for it (ADR 0045).
  @SignedFileRoute()
  @Authenticated('agent', 'broker', 'team_lead', 'client')
  @ApiOperation({ operationId: 'getTransactionPhoto', summary: "The deal's property photo (the deal's agent and client)" })
  @ApiProduces('image/jpeg', 'image/png', 'image/gif', 'image/webp')
  @ApiOkResponse({ schema: { type: 'string', format: 'binary' } })
  @ApiNotFoundResponse({ description: 'Transaction not found; Photo not found' })
  async photo(
    @Param('id', transactionId) id: string,
    @CurrentActor() actor: AuthenticatedUser,
    @Res({ passthrough: true }) response: Response,
  ): Promise<StreamableFile> {
    await dealRole(this.dataSource, actor, id, true);
    const stored = await this.queries.execute(new GetTransactionFile(id, { photo: true }));
    // The URL carries the version (?v=), so a replaced photo is a new URL and this one may be cached.
    return this.send(response, stored, UPLOAD_MESSAGES.photoNotFound, 'inline', 3600);
  }

  @Post(':id/documents')
  @HttpCode(201)
  @Authenticated('agent', 'broker', 'team_lead')
  @UseGuards(OwningAgentGuard)
  @UseInterceptors(FileUpload('file', MAX_DOCUMENT_BYTES, UPLOAD_MESSAGES.fileTooLarge))
  @AcceptsUpload()
  @CommandEndpoint()
  @ApiConsumes('multipart/form-data')
  @ApiBody({ type: UploadTransactionDocumentFormDto })
  @ApiOperation({
    operationId: 'uploadTransactionDocument',
    summary: 'Attach a document of a kind to the deal (owning agent; at most 10 MB; type by kind)',
  })
  @ApiCreatedResponse({ type: TransactionDocumentDto })
  @ApiNotFoundResponse({ description: 'Transaction not found' })
  @ApiForbiddenResponse({ description: 'Forbidden - You do not have access to this transaction' })
  async uploadDocument(
    @Param('id', transactionId) id: string,
    @Body() body: UploadTransactionDocumentDto,
    @UploadedFile() upload: UploadedFileData | undefined,
    @CommandRequest() call: CommandCall,
  ): Promise<TransactionDocumentDto> {
    const file = requireFile(upload);
    const kind = body.kind as DocumentKind;
    const rule = DOCUMENT_KIND_RULES[kind];
    const sniffed: SniffedType | null = sniffFileType(file.buffer);
    if (!sniffed || !rule.accepts.includes(sniffed.kind)) throw new ValidationError(rule.wrongType);
    const name = uploadedName(file);
    const newDocumentId = randomUUID();
    const storagePath = `transactions/${id}/documents/${newDocumentId}/${storedNameWithExtension(name, sniffed.extension)}`;
    await this.store(storagePath, file, call, {
      type: 'AttachTransactionDocument',
      transactionId: id,
      documentId: newDocumentId,
      kind,
      title: body.title?.trim() || rule.title || titleFromFileName(name),
      category: rule.category,
      fileType: sniffed.contentType,
      fileSize: file.size,
      storagePath,
      // Spec 002 §5 / 001 §7: new uploads (the wizard's too) default to agent_and_client.
      visibility: body.visibility ?? 'agent_and_client',
      uploadedBy: call.metadata.actorId!,
      description: body.description?.trim() || null,
    });
    const documents: TransactionDocumentDto[] = await this.queries.execute(new ListTransactionDocuments(id, false));
    return documents.find((document) => document.id === newDocumentId)!;
  }

  @Get(':id/documents')
  @Authenticated('agent', 'broker', 'team_lead', 'client')
  @ApiOperation({
    operationId: 'listTransactionDocuments',
    summary: "The deal's documents, newest first (a client, or its agent with view=client, sees only what the client may)",
  })
  @ApiOkResponse({ type: TransactionDocumentDto, isArray: true })
  @ApiNotFoundResponse({ description: 'Transaction not found' })
  async listDocuments(
    @Param('id', transactionId) id: string,
    @CurrentActor() actor: AuthenticatedUser,
    @Query() query: DealViewQueryDto,
  ): Promise<TransactionDocumentDto[]> {
    const role = await dealRole(this.dataSource, actor, id, true);
    // Preview as Client (ADR 0034, 0052): the server cuts the list as for the client; an overseer reads as the agent (ADR 0055).
    return this.queries.execute(new ListTransactionDocuments(id, !readsAsAgent(role) || query.view === 'client'));
  }

  @Patch(':id/documents/:documentId')
  @Authenticated('agent', 'broker', 'team_lead', 'client')
  @CommandEndpoint()
  @ApiOperation({
    operationId: 'updateTransactionDocument',
    summary: "Rename a document or change its visibility (the deal's agent; If-Match like the deal's other edits)",
  })
  @ApiOkResponse({ type: TransactionDocumentDto })
  @ApiNotFoundResponse({ description: 'Transaction not found; Document not found' })
  @ApiForbiddenResponse({
    description: "Forbidden - You do not have access to this transaction; '… this document' for another deal's document",
  })
  async updateDocument(
    @Param('id', transactionId) id: string,
    @Param('documentId', documentId) document: string,
    @Body() body: UpdateTransactionDocumentDto,
    @CurrentActor() actor: AuthenticatedUser,
    @CommandRequest() call: CommandCall,
  ): Promise<TransactionDocumentDto> {
    await this.ownDocument(id, document, () =>
      this.pipeline.handle(
        transaction,
        id,
        { type: 'UpdateTransactionDocument', transactionId: id, documentId: document, actorId: actor.userId, actorRole: actor.role, title: body.title, visibility: body.visibility },
        call,
      ),
    );
    const documents: TransactionDocumentDto[] = await this.queries.execute(new ListTransactionDocuments(id, false));
    const updated = documents.find((row) => row.id === document);
    if (!updated) throw new DocumentNotFoundError();
    return updated;
  }

  @Delete(':id/documents/:documentId')
  @HttpCode(204)
  @Authenticated('agent', 'broker', 'team_lead', 'client')
  @CommandEndpoint()
  @ApiOperation({ operationId: 'deleteTransactionDocument', summary: "Delete a document for good: never listed or served again, its file removed (the deal's agent)" })
  @ApiNoContentResponse()
  @ApiNotFoundResponse({ description: 'Transaction not found; Document not found' })
  @ApiForbiddenResponse({
    description: "Forbidden - You do not have access to this transaction; '… this document' for another deal's document",
  })
  async deleteDocument(
    @Param('id', transactionId) id: string,
    @Param('documentId', documentId) document: string,
    @CurrentActor() actor: AuthenticatedUser,
    @CommandRequest() call: CommandCall,
  ): Promise<void> {
    const stored = await this.queries.execute(new GetTransactionFile(id, { documentId: document, forClient: false }));
    await this.ownDocument(id, document, () =>
      this.pipeline.handle(
        transaction,
        id,
        { type: 'DeleteTransactionDocument', transactionId: id, documentId: document, actorId: actor.userId, actorRole: actor.role },
        call,
      ),
    );
    // ADR 0047: the row is gone, so nothing serves the file; the file goes too (a failure only leaves a stray file).
    if (stored) await this.files.remove(stored.storagePath).catch(() => undefined);
  }

  @Get(':id/documents/:documentId/file')
  @Authenticated('agent', 'broker', 'team_lead', 'client')
  @ApiOperation({
    operationId: 'downloadTransactionDocument',
    summary: 'Download a document (the owning agent; the client only one that is not agent_only)',
  })
  @ApiProduces('application/octet-stream')
  @ApiOkResponse({ schema: { type: 'string', format: 'binary' } })
  @ApiNotFoundResponse({ description: 'Transaction not found; Document not found' })
  @ApiForbiddenResponse({
    description: "Forbidden - You do not have access to this transaction; '… this document' for another deal's document",
  })
  async downloadDocument(
    @Param('id', transactionId) id: string,
    @Param('documentId', documentId) document: string,
    @CurrentActor() actor: AuthenticatedUser,
    @Res({ passthrough: true }) response: Response,
  ): Promise<StreamableFile> {
    const role = await dealRole(this.dataSource, actor, id, true);
    // An agent_only document does not exist for a client: the same 404 as an unknown one.
    const stored = await this.queries.execute(new GetTransactionFile(id, { documentId: document, forClient: !readsAsAgent(role) }));
    return this.ownDocument(id, document, () => this.send(response, stored, UPLOAD_MESSAGES.documentNotFound, 'attachment', 0));
  }

  /** Another deal's document named through this one: the spec's 403 for the document (spec 002 §8). */
  private ownDocument<T>(transactionId: string, documentId: string, work: () => Promise<T>): Promise<T> {
    return withinDeal(sqlOf(this.dataSource), 'document', transactionId, documentId, work);
  }

  /** Writes the file, then runs the command; a refused or failed command takes the file away again. */
  private store(storagePath: string, file: UploadedFileData, call: CommandCall, command: TransactionCommand): Promise<void> {
    return storeThenRecord(this.files, this.pipeline, storagePath, file, call, command);
  }

  private async send(
    response: Response,
    stored: StoredTransactionFile | undefined,
    missing: string,
    disposition: 'inline' | 'attachment',
    cacheSeconds: number,
  ): Promise<StreamableFile> {
    const file = stored && (await this.files.open(stored.storagePath));
    if (!stored || !file) throw new NotFoundError(missing);
    const fileName = stored.storagePath.slice(stored.storagePath.lastIndexOf('/') + 1);
    return storedFileResponse(response, file, { contentType: stored.contentType, fileName, disposition, cacheSeconds });
  }

  private async read(id: string): Promise<TransactionDto> {
    const deal: TransactionDto | undefined = await this.queries.execute(new GetTransaction(id));
    if (!deal) throw new TransactionNotFoundError();
    return deal;
  }
}
