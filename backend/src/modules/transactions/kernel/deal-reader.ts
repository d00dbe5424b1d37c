import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn } from 'class-validator';
import { redact } from '../../../platform/access/access-policy';
import type { ResourceCaller } from '../../../platform/access/resource-access.decorator';
import { Omittable } from '../../../platform/http/field-rules';
import { clientRoleOf } from './domain/transaction-access';
import { TRANSACTION_MESSAGES, TransactionNotFoundError } from './domain/deal-errors';
import { ForbiddenError } from '../../../platform/errors/domain-error';
import type { MilestoneAudience } from './milestone-summary.sql';
import type { TransactionDto } from './catalogue.dto';
import { transactionPolicy } from './transactions.policy';

export const DEAL_VIEWS = ['client'] as const;
export type DealView = (typeof DEAL_VIEWS)[number];
export const INVALID_DEAL_VIEW = `view must be ${DEAL_VIEWS.join(' or ')} (the deal's client's view)`;

/** `?view=client` on a deal's reads: its agent's "Preview as Client" (spec 002 §2; ADR 0034). */
export class DealViewQueryDto {
  @ApiPropertyOptional({
    enum: DEAL_VIEWS,
    description: "client: the deal's agent reads exactly what the deal's client would (Preview as Client, read-only); changes nothing for the client",
  })
  @Omittable()
  @IsIn(DEAL_VIEWS, { message: INVALID_DEAL_VIEW })
  view?: DealView;
}

/** Whose eyes a read of the deal answers for. */
export interface DealReader {
  /** The deal's agent's view, or its client's (the client's own, or the agent previewing it). */
  audience: MilestoneAudience;
  /** Whose private tasks the answer may hold: the client's own, nobody's for an agent (spec 002 §6), preview included. */
  privateTasksOf: string | null;
  /** The deal's agent reading the client's view: the deal itself is cut with the client's deny list. */
  preview: boolean;
  /**
   * The team lead or broker over the deal's agent (ADR 0055): the agent's view without what is the
   * client's and their agent's alone — check-ins (the client's feeling and note, the agent's answer)
   * and a client's notes on tasks. Private tasks are out already (privateTasksOf null).
   */
  overseer: boolean;
}

/**
 * The one place a deal read turns the caller (with their role on the deal, which the access guard
 * resolved from the deal's facts) and `view` into an audience. The server decides the preview: the agent gets what the client would,
 * never more for the browser to hide. A client's `view` changes nothing; any other caller was refused
 * before (403/404 by the deal's policy).
 */
export function dealReader({ userId, role }: ResourceCaller, view: DealView | undefined): DealReader {
  if (role === 'agent') return { audience: view === 'client' ? 'client' : 'agent', privateTasksOf: null, preview: view === 'client', overseer: false };
  if (role === 'buyer_client' || role === 'seller_client') return { audience: 'client', privateTasksOf: userId, preview: false, overseer: false };
  // The overseer reads what the agent reads, the preview included; never more.
  if (role === 'overseer') return { audience: view === 'client' ? 'client' : 'agent', privateTasksOf: null, preview: view === 'client', overseer: true };
  throw new Error(`No deal reader for role "${role}"`);
}

/**
 * The deal as the reader may see it. The access interceptor redacts for the caller's own role (the
 * agent's: everything), so the preview is cut here with the deny list of the role the deal's client
 * has, through the policy's one redaction (the lists are not repeated).
 */
export function dealAsReadBy(reader: DealReader, deal: TransactionDto): TransactionDto {
  if (!reader.preview) return deal;
  // A draft is not there for its client (ADR 0021: 404), so not in the preview of their view either.
  if (deal.status === 'draft') throw new TransactionNotFoundError();
  return redact(transactionPolicy, clientRoleOf(deal.transaction_type), deal);
}

/**
 * A read that is the client's and their agent's alone (check-ins; ADR 0055): refused to an overseer
 * with 403, the deal itself being theirs to read. Returns the reader for chaining.
 */
export function partiesOnly(reader: DealReader): DealReader {
  if (reader.overseer) throw new ForbiddenError(TRANSACTION_MESSAGES.partiesOnly);
  return reader;
}

/** Whether a role on the deal reads its records as the agent does (the agent, or an overseer: ADR 0055). */
export const readsAsAgent = (role: string): boolean => role === 'agent' || role === 'overseer';
