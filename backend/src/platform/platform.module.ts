import { DynamicModule, Global, Inject, Logger, Module, OnApplicationBootstrap, OnApplicationShutdown } from '@nestjs/common';
import IORedis from 'ioredis';
import { join } from 'node:path';
import { DataSource } from 'typeorm';
import { AppConfig } from './config/app-config';
import { APP_CONFIG, ConfigModule } from './config/config.module';
import { createDataSource, migrate } from './database/data-source';
import { ResolvedDatabase } from './database/resolve-database';
import { CommandPipeline } from './event-store/command-pipeline';
import { EventStore } from './event-store/event-store';
import { AppendBroadcaster } from './event-store/append-signal';
import { OutboxRelay } from './event-store/outbox-relay';
import { ProjectionRegistry } from './event-store/projection-registry';
import { SubscriptionMonitor } from './event-store/subscription-monitor';
import { SubscriptionRunner } from './event-store/subscription-runner';
import { subscriptionsOf } from './event-store/subscriptions';
import { Upcasters } from './event-store/upcasters';
import { TokenService } from './auth/token.service';
import { FileUrls } from './storage/signed-file-url';
import { ErasureLedger } from './privacy/erasure-ledger';
import { PersonalDataHolders } from './privacy/personal-data-holders';
import { PersonalDataRegistry, PersonalDataSealing } from './privacy/personal-data-sealing';
import { PersonalDataVault } from './privacy/personal-data-vault';
import { VaultKeyring } from './privacy/vault-keyring';
import { IdempotencyKeys } from './http/idempotency-keys';
import { RateLimiter } from './http/rate-limiter';
import { JobRegistry } from './queue/job-registry';
import { QueueService } from './queue/queue.service';
import { checkEvictionPolicy, createClientConnection, createSubscriberConnection } from './queue/redis-connections';
import { WorkerHost } from './queue/worker-host';
import { DATA_SOURCE, REDIS, RESOLVED_DATABASE } from './platform.tokens';

export interface PlatformRoles {
  /** Serve HTTP and run the async subscribers and the outbox relay. */
  api: boolean;
  /** Run the BullMQ workers. */
  workers: boolean;
}

/**
 * The shared plumbing every module builds on: database, event store, projections, queues, tokens.
 * Background loops start only after every module has registered its projections and processors.
 */
@Global()
@Module({})
export class PlatformModule implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger(PlatformModule.name);
  private runner: SubscriptionRunner | undefined;
  private relay: OutboxRelay | undefined;
  private broadcaster: AppendBroadcaster | undefined;
  private workerHost: WorkerHost | undefined;

  static forRoot(config: AppConfig, database: ResolvedDatabase, roles: PlatformRoles): DynamicModule {
    return {
      module: PlatformModule,
      imports: [ConfigModule.forRoot(config)],
      providers: [
        { provide: 'PLATFORM_ROLES', useValue: roles },
        { provide: RESOLVED_DATABASE, useValue: database },
        {
          provide: DATA_SOURCE,
          useFactory: async () => {
            const dataSource = createDataSource(database.url, database.poolSize);
            await dataSource.initialize();
            await migrate(dataSource, database.poolSize);
            return dataSource;
          },
        },
        { provide: REDIS, useFactory: () => createClientConnection(config.redisUrl) },
        ProjectionRegistry,
        // Modules register their event upcasters here at start-up, as they do their projections.
        Upcasters,
        JobRegistry,
        {
          provide: PersonalDataVault,
          inject: [DATA_SOURCE],
          useFactory: async (dataSource: DataSource) => {
            const vault = new PersonalDataVault(
              dataSource,
              new VaultKeyring(config.vaultMasterKeys.current, config.vaultMasterKeys.retired),
              new ErasureLedger(join(config.dataDir, 'vault', 'erased-subjects')),
            );
            await vault.prepare(); // before anything reads: keys wrapped, a restored backup's erasures redone
            return vault;
          },
        },
        RateLimiter,
        PersonalDataHolders,
        IdempotencyKeys,
        // Modules declare their events' personal fields here at start-up (ADR 0016); the store seals and opens them.
        PersonalDataRegistry,
        {
          provide: EventStore,
          inject: [DATA_SOURCE, ProjectionRegistry, Upcasters, PersonalDataRegistry, PersonalDataVault],
          useFactory: (dataSource: DataSource, registry: ProjectionRegistry, upcasters: Upcasters, personalData: PersonalDataRegistry, vault: PersonalDataVault) =>
            new EventStore(dataSource, registry, upcasters, new PersonalDataSealing(personalData, vault)),
        },
        CommandPipeline,
        {
          provide: SubscriptionMonitor,
          inject: [DATA_SOURCE, EventStore, ProjectionRegistry],
          // The list is read when asked: modules register their subscribers after this factory runs.
          useFactory: (dataSource: DataSource, store: EventStore, registry: ProjectionRegistry) =>
            new SubscriptionMonitor(dataSource, store, () => subscriptionsOf(registry)),
        },
        { provide: QueueService, useFactory: () => new QueueService(config.redisUrl, config.redisPrefix) },
        {
          provide: TokenService,
          inject: [REDIS],
          useFactory: (redis: IORedis) =>
            new TokenService(
              config.jwtSecret,
              config.accessTokenTtlSeconds,
              redis,
              config.redisPrefix,
              new FileUrls(config.fileUrlSecret),
              createSubscriberConnection(config.redisUrl), // revocations announced by any process (ADR 0086)
            ),
        },
      ],
      exports: [ConfigModule, DATA_SOURCE, RESOLVED_DATABASE, REDIS, ProjectionRegistry, Upcasters, JobRegistry, EventStore, CommandPipeline, SubscriptionMonitor, QueueService, TokenService, PersonalDataVault, PersonalDataHolders, PersonalDataRegistry, RateLimiter, IdempotencyKeys],
    };
  }

  constructor(
    @Inject('PLATFORM_ROLES') private readonly roles: PlatformRoles,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(DATA_SOURCE) private readonly dataSource: DataSource,
    @Inject(REDIS) private readonly redis: IORedis,
    @Inject(RESOLVED_DATABASE) private readonly database: ResolvedDatabase,
    private readonly store: EventStore,
    private readonly registry: ProjectionRegistry,
    private readonly jobs: JobRegistry,
    private readonly queues: QueueService,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    const eviction = await checkEvictionPolicy(this.redis);
    if (eviction) this.logger.warn(eviction);
    // Whatever appends here (a command, a job) wakes the runners of the other processes at once, on
    // PostgreSQL; the embedded PGlite's socket server is one session, so its runners keep the poll.
    const crossProcess = this.database.kind === 'postgres';
    if (crossProcess) {
      this.broadcaster = new AppendBroadcaster(this.dataSource, this.store);
      this.broadcaster.start();
    }
    if (this.roles.api) {
      this.runner = new SubscriptionRunner(this.dataSource, this.store, subscriptionsOf(this.registry), { listenForOtherProcesses: crossProcess });
      this.runner.start();
      this.relay = new OutboxRelay(this.dataSource, this.queues);
      this.relay.start();
    }
    if (this.roles.workers) {
      this.workerHost = new WorkerHost(this.config.redisUrl, this.jobs.all(), this.queues.queuePrefix);
      this.workerHost.start();
      await this.scheduleRepeatingJobs();
    }
  }

  /**
   * One scheduler per scheduled job (BullMQ's upsertJobScheduler is idempotent: every worker process
   * may call it, one job runs per period). Redis being down at start is not fatal: the next start
   * schedules it, and the dependency watch reports the outage.
   */
  private async scheduleRepeatingJobs(): Promise<void> {
    // Tests run a scheduled job by hand, at the moment they choose, never behind their back.
    if (this.config.nodeEnv === 'test') return;
    for (const processor of this.jobs.all()) {
      if (!processor.every) continue;
      try {
        await this.queues.queue(processor.queue).upsertJobScheduler(processor.jobName, { every: processor.every }, { name: processor.jobName });
      } catch (error) {
        this.logger.warn({ job: processor.jobName, err: error }, 'Could not schedule a repeating job');
      }
    }
  }

  async onApplicationShutdown(): Promise<void> {
    // Workers first, so in-flight jobs finish while the database is still there.
    await this.workerHost?.close();
    await this.relay?.stop();
    await this.runner?.stop();
    await this.broadcaster?.stop();
    await this.queues.close();
    this.redis.disconnect();
    if (this.dataSource.isInitialized) await this.dataSource.destroy();
    await this.database.close();
  }
}
