import { Inject, Injectable, Logger, OnApplicationBootstrap } from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';
import { CommandBus } from '@nestjs/cqrs';
import { randomUUID } from 'node:crypto';
import { DataSource } from 'typeorm';
import { AppConfig } from '../../platform/config/app-config';
import { APP_CONFIG } from '../../platform/config/config.module';
import { DATA_SOURCE } from '../../platform/platform.tokens';
import { CreateUserAccount } from './commands/create-user-account/create-user-account.command';
import { RegistrationFailedError } from './domain/identity.errors';
import { Role, USER_STREAM_TYPE } from './domain/user.events';

export const DEMO_PASSWORD = 'Threshold!2026';

export interface DemoLogin {
  email: string;
  role: Role;
  fullName: string;
  company: string | null;
}

/** One demo account per role (DESIGN.md "Running it": an admin, agents, clients). */
export const DEMO_LOGINS: readonly DemoLogin[] = [
  { email: 'admin@threshold.demo', role: 'admin', fullName: 'Avery Admin', company: 'Threshold' },
  { email: 'agent@threshold.demo', role: 'agent', fullName: 'Jordan Agent', company: 'Hill Country Realty' },
  { email: 'broker@threshold.demo', role: 'broker', fullName: 'Morgan Broker', company: 'Hill Country Realty' },
  { email: 'lead@threshold.demo', role: 'team_lead', fullName: 'Riley Lead', company: 'Hill Country Realty' },
  { email: 'buyer@threshold.demo', role: 'client', fullName: 'Casey Buyer', company: null },
  { email: 'seller@threshold.demo', role: 'client', fullName: 'Taylor Seller', company: null },
];

/**
 * The demo brokerage's other clients (issue 9 item 10): the seeded deals need a client each, and one
 * buyer and one seller are not a brokerage. They sign in with the demo password too.
 */
export const DEMO_CLIENTS: readonly DemoLogin[] = [
  { email: 'priya.patel@threshold.demo', role: 'client', fullName: 'Priya Patel', company: null },
  { email: 'marcus.johnson@threshold.demo', role: 'client', fullName: 'Marcus Johnson', company: null },
  { email: 'sofia.ramirez@threshold.demo', role: 'client', fullName: 'Sofia Ramirez', company: null },
  { email: 'daniel.kim@threshold.demo', role: 'client', fullName: 'Daniel Kim', company: null },
  { email: 'olivia.bennett@threshold.demo', role: 'client', fullName: 'Olivia Bennett', company: null },
];

/** The lines `main.ts` prints after start when the demo seed is on. */
export function demoLoginLines(): string[] {
  return [
    `  Demo logins (password ${DEMO_PASSWORD}):`,
    ...DEMO_LOGINS.map((login) => `    ${login.role.padEnd(10)} ${login.email}`),
  ];
}

/**
 * Seeds the demo accounts through the same command as any account (so through events), once: only
 * when SEED_DEMO_DATA is on, only in a process that serves HTTP (the API role; not the worker or
 * maintenance scripts), and only while no user exists. A second start finds users and does nothing;
 * two processes starting at once meet at the e-mail uniqueness and create each account once.
 */
@Injectable()
export class DemoSeedService implements OnApplicationBootstrap {
  private readonly logger = new Logger(DemoSeedService.name);

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(DATA_SOURCE) private readonly dataSource: DataSource,
    private readonly commands: CommandBus,
    private readonly http: HttpAdapterHost,
  ) {}

  /** SEED_DEMO_DATA is on and this process serves HTTP (the API role). */
  enabled(): boolean {
    return this.config.seedDemoData && Boolean(this.http.httpAdapter);
  }

  async onApplicationBootstrap(): Promise<void> {
    if (!this.enabled()) return;
    try {
      await this.seed();
    } catch (error) {
      this.logger.error({ err: error }, 'Demo seed failed');
    }
  }

  /** Returns how many accounts it created (0 when users exist already). */
  async seed(): Promise<number> {
    // Asked of the log, not of a read table a rebuild may be swapping at this moment (issue 18 item 10).
    const [{ any }] = await this.dataSource.query<{ any: boolean }[]>(`SELECT EXISTS (SELECT 1 FROM events WHERE stream_type = $1) AS any`, [USER_STREAM_TYPE]);
    if (any) return 0;
    let created = 0;
    for (const login of [...DEMO_LOGINS, ...DEMO_CLIENTS]) {
      try {
        await this.commands.execute(
          new CreateUserAccount(
            randomUUID(),
            { email: login.email, fullName: login.fullName, role: login.role, password: DEMO_PASSWORD, company: login.company },
            { actorId: null, correlationId: `demo-seed-${randomUUID()}`, causationId: null },
          ),
        );
        created += 1;
      } catch (error) {
        // Another process seeding at the same moment took the address: its account stands.
        if (!(error instanceof RegistrationFailedError)) throw error;
      }
    }
    if (created > 0) this.logger.log(`Seeded ${created} demo accounts`);
    return created;
  }
}
