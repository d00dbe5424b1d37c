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
import { Role } from './domain/user.events';

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

  async onApplicationBootstrap(): Promise<void> {
    if (!this.config.seedDemoData || !this.http.httpAdapter) return;
    try {
      await this.seed();
    } catch (error) {
      this.logger.error({ err: error }, 'Demo seed failed');
    }
  }

  /** Returns how many accounts it created (0 when users exist already). */
  async seed(): Promise<number> {
    const [{ count }] = await this.dataSource.query<{ count: number }[]>('SELECT count(*)::int AS count FROM profiles');
    if (count > 0) return 0;
    let created = 0;
    for (const login of DEMO_LOGINS) {
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
