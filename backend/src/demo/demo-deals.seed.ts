import { Inject, Injectable, Logger, OnApplicationBootstrap } from '@nestjs/common';
import { createHash, randomUUID } from 'node:crypto';
import { CommandBus } from '@nestjs/cqrs';
import { DataSource } from 'typeorm';
import { CommandPipeline } from '../platform/event-store/command-pipeline';
import { DATA_SOURCE } from '../platform/platform.tokens';
import { DemoSeedService, RecordClientLink } from '../modules/identity/identity.public';
import { CENTRAL, localDateOf } from '../modules/transactions/kernel/domain/deadlines/property-time';
import { TransactionCommand, transaction } from '../modules/transactions/transaction.aggregate';
import { offeredTaskIds } from '../modules/transactions/tasks/domain/task-templates';
import { DEMO_DEALS, DemoDeal, DemoOwner } from './demo-deals';

const OWNER_EMAILS: Record<DemoOwner, string> = { agent: 'agent@threshold.demo', broker: 'broker@threshold.demo', lead: 'lead@threshold.demo' };
const DAY_MS = 86_400_000;

/** A UUID (v5 layout) derived from the deal's key: the same demo deal has the same id in every run. */
export function demoDealId(key: string): string {
  const hex = createHash('sha1').update(`threshold-demo-deal:${key}`).digest('hex');
  const variant = ((parseInt(hex[16], 16) & 0x3) | 0x8).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/** The demo brokerage is in Austin: its days are Central days, as its deals count them (ADR 0032). */
const isoDay = (date: Date) => localDateOf(date, CENTRAL.id);

/**
 * Seeds the demo brokerage's deals (issue 9 item 10) through the same command pipeline a user's
 * requests go through, never into the read tables: create (live or draft), then close or delete.
 * Once per deal: a deal's id comes from its key, and a deal whose stream exists is left as it is (so
 * a deal the demo agent deleted or edited since stays as they left it), while a deal whose stream is
 * missing — a start that stopped partway, or a deal added to the demo set since — is seeded on the
 * next start. One deal's failure is logged and does not keep the others out. Runs where the account
 * seed runs (DemoSeedService.enabled).
 */
@Injectable()
export class DemoDealsSeed implements OnApplicationBootstrap {
  private readonly logger = new Logger(DemoDealsSeed.name);

  constructor(
    @Inject(DATA_SOURCE) private readonly dataSource: DataSource,
    private readonly pipeline: CommandPipeline,
    private readonly accounts: DemoSeedService,
    private readonly commands: CommandBus,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    if (!this.accounts.enabled()) return;
    try {
      // The accounts' own start hook may not have run yet: seeding them is idempotent.
      await this.accounts.seed();
      await this.seed();
    } catch (error) {
      this.logger.error({ err: error }, 'Demo deal seed failed');
    }
  }

  /** Returns how many deals it created (0 when every demo deal exists already or the demo users do not). */
  async seed(today = new Date()): Promise<number> {
    const rows = await this.dataSource.query<{ stream_id: string }[]>(
      `SELECT DISTINCT stream_id FROM events WHERE stream_id = ANY($1)`,
      [DEMO_DEALS.map((deal) => transaction.streamId(demoDealId(deal.key)))],
    );
    const missing = dealsToSeed(new Set(rows.map((row) => row.stream_id)));
    if (missing.length === 0) return 0;
    const users = await this.demoUsers();
    if (!Object.values(OWNER_EMAILS).every((email) => users.has(email))) return 0;
    let created = 0;
    for (const deal of missing) {
      const clientId = deal.clientEmail ? (users.get(deal.clientEmail) ?? null) : null;
      if (deal.clientEmail && !clientId) continue; // a demo client erased since: their deals stay out
      try {
        await this.seedDeal(deal, users.get(OWNER_EMAILS[deal.owner])!, clientId, today);
        created += 1;
      } catch (error) {
        // Another process seeding the same deal at the same start loses the append race: its deal is there.
        this.logger.warn({ err: error, deal: deal.key }, 'Demo deal not seeded');
      }
    }
    this.logger.log(`Seeded ${created} demo deals`);
    return created;
  }

  private async demoUsers(): Promise<Map<string, string>> {
    const rows = await this.dataSource.query<{ id: string; email: string }[]>(
      `SELECT id, email FROM profiles WHERE erased_at IS NULL AND email LIKE '%@threshold.demo'`,
    );
    return new Map(rows.map((row) => [row.email, row.id]));
  }

  private async seedDeal(deal: DemoDeal, agentId: string, clientId: string | null, today: Date): Promise<void> {
    const id = demoDealId(deal.key);
    const day = (offset: number) => isoDay(new Date(today.getTime() + offset * DAY_MS));
    const send = (command: TransactionCommand, now?: Date) =>
      this.pipeline.handle(transaction, id, command, { metadata: { actorId: agentId, correlationId: `demo-seed-${randomUUID()}`, causationId: null }, now });
    const draft = deal.outcome.kind === 'draft';
    // The demo brokerage's clients are its agents' own (ADR 0039): the link is recorded before the deal names them.
    if (clientId) await this.commands.execute(new RecordClientLink(agentId, clientId, { actorId: null, correlationId: `demo-seed-${randomUUID()}`, causationId: null }));
    await send({
      type: 'CreateTransaction',
      transactionId: id,
      agentId,
      asDraft: draft,
      taskIds: offeredTaskIds(randomUUID),
      transactionType: deal.transactionType,
      clientId,
      clientLinked: clientId !== null,
      wizardStep: draft ? 1 : null,
      fields: deal.fields(day),
      contacts: (deal.contacts ?? []).map((contact) => ({ ...contact, contactId: randomUUID() })),
    });
    for (const utility of deal.utilities?.(day) ?? []) {
      await send({ type: 'AddTransactionUtility', transactionId: id, actorId: agentId, actorRole: 'agent', utilityId: randomUUID(), taskId: randomUUID(), utility });
    }
    if (deal.outcome.kind === 'live' && deal.outcome.status) {
      await send({ type: 'ChangeTransactionStatus', transactionId: id, actorId: agentId, actorRole: 'agent', status: deal.outcome.status });
    }
    if (deal.outcome.kind === 'closed') {
      // Closed on its day, so the closed-this-quarter / this-year metrics count it where it belongs.
      await send({ type: 'CloseTransaction', transactionId: id, actorId: agentId, actorRole: 'agent' }, new Date(today.getTime() - deal.outcome.closedDaysAgo * DAY_MS));
    }
    if (deal.outcome.kind === 'deleted') await send({ type: 'DeleteTransaction', transactionId: id, actorId: agentId, actorRole: 'agent', force: false });
  }
}

/** The demo deals whose streams do not exist yet, in the demo set's order. */
export function dealsToSeed(existingStreamIds: ReadonlySet<string>): DemoDeal[] {
  return DEMO_DEALS.filter((deal) => !existingStreamIds.has(transaction.streamId(demoDealId(deal.key))));
}
