import { Body, Controller, Delete, Get, GoneException, HttpCode, Inject, Logger, Param, ParseUUIDPipe, Post, Query, Res, StreamableFile } from '@nestjs/common';
import { ApiCreatedResponse, ApiForbiddenResponse, ApiGoneResponse, ApiNoContentResponse, ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiProduces, ApiQuery, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { randomUUID } from 'node:crypto';
import { DataSource } from 'typeorm';
import { Authenticated } from '../../../../platform/auth/roles.guard';
import { TooManyRequestsError } from '../../../../platform/errors/domain-error';
import { CommandPipeline } from '../../../../platform/event-store/command-pipeline';
import { CommandCall, CommandEndpoint, commandActorOf, CommandRequest } from '../../../../platform/http/if-match';
import { RateLimited } from '../../../../platform/http/rate-limited.guard';
import { DATA_SOURCE } from '../../../../platform/platform.tokens';
import { FILE_STORE, FileStore } from '../../../../platform/storage/file-store';
import { storedFileResponse } from '../../../../platform/storage/stored-file-response';
import { TransactionAccessError, TransactionNotFoundError } from '../../kernel/domain/deal-errors';
import { withinDeal } from '../../kernel/deal-entities';
import { transaction } from '../../transaction.aggregate';
import { DocumentLinkNotFoundError } from '../domain/document-links.decide';
import { DOCUMENT_LINK_MESSAGES } from '../domain/document-links.events';
import { DocumentNotFoundError } from '../domain/documents.decide';
import { DocumentLinkClock, DocumentLinkSigner } from './document-link-signer';
import { DocumentLinkDto, DocumentLinkSentDto, EmailDocumentLinkDto } from './document-links.dto';
import { requireRole } from '../../../../platform/access/access-policy';
import { sqlOf } from '../../../../platform/event-store/sql-executor';
import type { AuthenticatedUser } from '../../../../platform/auth/token.service';
import { CurrentActor } from '../../../../platform/http/request-context';
import { transactionPolicy } from '../../kernel/transactions.policy';

const transactionId = new ParseUUIDPipe({ exceptionFactory: () => new TransactionNotFoundError() });
const documentId = new ParseUUIDPipe({ exceptionFactory: () => new DocumentNotFoundError() });
const linkId = new ParseUUIDPipe({ exceptionFactory: () => new DocumentLinkNotFoundError() });

/**
 * "Email Document Link" (spec 002 §2, §5, §7; ADR 0053): the deal's agent e-mails one recipient a
 * signed, expiring link to one document, and may revoke it. The e-mail goes through the outbox and
 * the e-mail queue once (SendDocumentLinkEmailJob).
 */
@ApiTags('transactions')
@Controller('transactions')
export class DocumentLinksController {
  constructor(
    private readonly pipeline: CommandPipeline,
    private readonly clock: DocumentLinkClock,
    @Inject(DATA_SOURCE) private readonly dataSource: DataSource,
  ) {}

  @Post(':id/documents/:documentId/email-link')
  @HttpCode(201)
  @Authenticated('agent', 'broker', 'team_lead', 'client')
  @CommandEndpoint()
  @ApiOperation({
    operationId: 'emailTransactionDocumentLink',
    summary: "E-mail one recipient (a key contact with an e-mail, or a typed address) a 7-day link to one document (the deal's agent)",
  })
  @ApiCreatedResponse({ type: DocumentLinkSentDto })
  @ApiNotFoundResponse({ description: 'Transaction not found; Document not found; Contact not found' })
  @ApiForbiddenResponse({
    description: "Forbidden - You do not have access to this transaction; '… this document' for another deal's document",
  })
  async send(
    @Param('id', transactionId) id: string,
    @Param('documentId', documentId) document: string,
    @Body() body: EmailDocumentLinkDto,
    @CommandRequest() call: CommandCall,
  ): Promise<DocumentLinkSentDto> {
    const newLinkId = randomUUID();
    // Another deal's document named through this one: the spec's 403 for the document (spec 002 §8).
    await withinDeal(sqlOf(this.dataSource), 'document', id, document, () =>
      this.pipeline.handle(
        transaction,
        id,
        {
          type: 'EmailDocumentLink',
          transactionId: id,
          documentId: document,
          linkId: newLinkId,
          ...commandActorOf(call),
          contactId: body.contactId,
          recipientEmail: body.recipientEmail,
          message: body.message,
        },
        call,
      ),
    );
    const [row] = await this.dataSource.query<{ expires_at: Date }[]>('SELECT expires_at FROM transaction_document_links WHERE id = $1', [newLinkId]);
    return { id: newLinkId, document_id: document, expires_at: row!.expires_at.toISOString(), message: DOCUMENT_LINK_MESSAGES.sent };
  }

  @Get(':id/documents/:documentId/links')
  @Authenticated('agent', 'broker', 'team_lead', 'client')
  @ApiOperation({ operationId: 'listTransactionDocumentLinks', summary: "A document's sent links, newest first: to whom, when, opened (first, last, how often), and whether expired or revoked (the deal's agent)" })
  @ApiOkResponse({ type: DocumentLinkDto, isArray: true })
  @ApiNotFoundResponse({ description: 'Transaction not found; Document not found' })
  @ApiForbiddenResponse({ description: 'Forbidden - You do not have access to this transaction' })
  async list(@Param('id', transactionId) id: string, @Param('documentId', documentId) document: string, @CurrentActor() actor: AuthenticatedUser): Promise<DocumentLinkDto[]> {
    // Only the deal's own agent, as for sending and revoking (an overseer reads the deal, not who the agent mailed).
    if ((await requireRole(transactionPolicy, actor, id, sqlOf(this.dataSource), { reading: true })) !== 'agent') throw new TransactionAccessError();
    const [known] = await this.dataSource.query<unknown[]>('SELECT 1 FROM transaction_documents WHERE id = $1 AND transaction_id = $2', [document, id]);
    if (!known) throw new DocumentNotFoundError();
    const rows = await this.dataSource.query<
      {
        id: string;
        recipient_email: string | null;
        recipient_name: string | null;
        sent_at: Date;
        expires_at: Date;
        revoked_at: Date | null;
        opened_at: Date | null;
        last_opened_at: Date | null;
        open_count: number | null;
      }[]
    >(
      `SELECT l.id, l.recipient_email, l.recipient_name, l.sent_at, l.expires_at, l.revoked_at,
              o.first_opened_at AS opened_at, o.last_opened_at, o.open_count
         FROM transaction_document_links l LEFT JOIN transaction_document_link_opens o ON o.link_id = l.id
        WHERE l.transaction_id = $1 AND l.document_id = $2
        ORDER BY l.sent_at DESC, l.id`,
      [id, document],
    );
    const now = this.clock.now().getTime();
    return rows.map((row) => ({
      id: row.id,
      document_id: document,
      recipient_email: row.recipient_email,
      recipient_name: row.recipient_name,
      sent_at: row.sent_at.toISOString(),
      expires_at: row.expires_at.toISOString(),
      opened_at: row.opened_at?.toISOString() ?? null,
      last_opened_at: row.last_opened_at?.toISOString() ?? null,
      open_count: row.open_count ?? 0,
      revoked_at: row.revoked_at?.toISOString() ?? null,
      status: row.revoked_at ? 'revoked' : row.expires_at.getTime() <= now ? 'expired' : 'active',
    }));
  }

  @Delete(':id/documents/:documentId/links/:linkId')
  @HttpCode(204)
  @Authenticated('agent', 'broker', 'team_lead', 'client')
  @CommandEndpoint()
  @ApiOperation({ operationId: 'revokeTransactionDocumentLink', summary: "Revoke an e-mailed document link: it stops opening the document at once (the deal's agent)" })
  @ApiNoContentResponse()
  @ApiNotFoundResponse({ description: 'Transaction not found; Document not found; Document link not found' })
  @ApiForbiddenResponse({ description: 'Forbidden - You do not have access to this transaction' })
  async revoke(
    @Param('id', transactionId) id: string,
    @Param('documentId', documentId) document: string,
    @Param('linkId', linkId) link: string,
    @CommandRequest() call: CommandCall,
  ): Promise<void> {
    await this.pipeline.handle(transaction, id, { type: 'RevokeDocumentLink', transactionId: id, documentId: document, linkId: link, ...commandActorOf(call) }, call);
  }
}

/**
 * What an e-mailed link opens: no session, the signature is the credential (ADR 0053). A link whose
 * signature does not match, or that no longer names a shared document (deleted, made agent_only, its
 * deal deleted), answers 404; an expired or revoked one 410. Served as the authorised download is.
 */
@ApiTags('transactions')
@Controller('document-links')
export class DocumentLinkOpenController {
  private readonly logger = new Logger(DocumentLinkOpenController.name);

  constructor(
    private readonly signer: DocumentLinkSigner,
    private readonly clock: DocumentLinkClock,
    @Inject(FILE_STORE) private readonly files: FileStore,
    @Inject(DATA_SOURCE) private readonly dataSource: DataSource,
  ) {}

  @Get(':linkId')
  @RateLimited({
    bucket: 'document-link',
    per: 'ip',
    limit: 60,
    windowMs: 60_000,
    refusal: () => new TooManyRequestsError('Too many document requests. Please try again in a minute.'),
    description: 'Too many document requests. Please try again in a minute.',
  })
  @ApiOperation({ operationId: 'openDocumentLink', summary: 'The document an e-mailed link names, without an account, while the link is valid (7 days, until revoked)' })
  @ApiQuery({ name: 'exp', required: true, type: String })
  @ApiQuery({ name: 'sig', required: true, type: String })
  @ApiProduces('application/octet-stream')
  @ApiOkResponse({ schema: { type: 'string', format: 'binary' } })
  @ApiNotFoundResponse({ description: DOCUMENT_LINK_MESSAGES.linkNotFound })
  @ApiGoneResponse({ description: `${DOCUMENT_LINK_MESSAGES.linkExpired}; ${DOCUMENT_LINK_MESSAGES.linkRevoked}` })
  async open(
    @Param('linkId', linkId) link: string,
    @Query() query: Record<string, unknown>,
    @Res({ passthrough: true }) response: Response,
  ): Promise<StreamableFile> {
    const exp = this.signer.verify(link, query);
    if (exp === null) throw new DocumentLinkNotFoundError();
    const [row] = await this.dataSource.query<
      { expires_at: Date; revoked_at: Date | null; storage_path: string | null; file_type: string | null; transaction_id: string; document_id: string }[]
    >(
      `SELECT l.expires_at, l.revoked_at, d.storage_path, d.file_type, l.transaction_id, l.document_id
         FROM transaction_document_links l
         JOIN transactions t ON t.id = l.transaction_id AND t.deleted_at IS NULL
         LEFT JOIN transaction_documents d ON d.id = l.document_id AND d.transaction_id = l.transaction_id AND d.visibility <> 'agent_only'
        WHERE l.id = $1`,
      [link],
    );
    // The signed expiry must be the link's own (a signature is only ever made for it).
    if (!row || Math.floor(row.expires_at.getTime() / 1000) !== exp) throw new DocumentLinkNotFoundError();
    if (row.revoked_at) throw new GoneException(DOCUMENT_LINK_MESSAGES.linkRevoked);
    if (row.expires_at.getTime() <= this.clock.now().getTime()) throw new GoneException(DOCUMENT_LINK_MESSAGES.linkExpired);
    const file = row.storage_path ? await this.files.open(row.storage_path) : undefined;
    if (!row.storage_path || !row.file_type || !file) throw new DocumentLinkNotFoundError();
    // Spec issue 21 item 2: logged when opened (ids only; the request log never records the query string).
    this.logger.log({ linkId: link, transactionId: row.transaction_id, documentId: row.document_id }, 'Document link opened');
    await this.dataSource.query(
      `INSERT INTO transaction_document_link_opens (link_id, first_opened_at, last_opened_at) VALUES ($1, now(), now())
       ON CONFLICT (link_id) DO UPDATE SET last_opened_at = now(), open_count = transaction_document_link_opens.open_count + 1`,
      [link],
    );
    const fileName = row.storage_path.slice(row.storage_path.lastIndexOf('/') + 1);
    return storedFileResponse(response, file, { contentType: row.file_type, fileName, disposition: 'attachment', cacheSeconds: 0 });
  }
}
