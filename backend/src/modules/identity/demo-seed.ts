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
import { user, UserCommand } from './domain/user.decide';
import { POLICY_VERSION, Role, USER_STREAM_TYPE, userStream } from './domain/user.events';
import { CommandPipeline } from '../../platform/event-store/command-pipeline';

export const DEMO_PASSWORD = 'Threshold!2026';

/** The demo team (ADR 0046), by the demo logins' e-mails. */
export const DEMO_TEAM = { agent: 'agent@threshold.demo', teamLead: 'lead@threshold.demo', broker: 'broker@threshold.demo' } as const;

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
    private readonly pipeline: CommandPipeline,
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
    if (any) {
      await this.seedTeams();
      await this.seedConsents();
      return 0;
    }
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
    await this.seedTeams();
    await this.seedConsents();
    return created;
  }

  /**
   * The demo clients have consented to the terms (spec 002 §4, ADR 0051), so a demo opens on their
   * deal, not on the consent dialog; a new client (created by an agent) still meets the dialog first.
   * Also run on installs seeded before consent was asked; decide records nothing for a client who
   * has consented to this version already, and nothing is recorded for a demo account that is no
   * longer a client.
   */
  async seedConsents(): Promise<void> {
    const emails = [...DEMO_LOGINS, ...DEMO_CLIENTS].filter((login) => login.role === 'client').map((login) => login.email);
    const rows = await this.dataSource.query<{ id: string }[]>(
      `SELECT p.id FROM user_emails e JOIN profiles p ON p.id = e.user_id
        WHERE e.email_lower = ANY($1::text[]) AND p.role = 'client' AND p.erased_at IS NULL
          AND (p.client_consent_at IS NULL OR p.policy_version IS DISTINCT FROM $2)`,
      [emails, POLICY_VERSION],
    );
    for (const { id } of rows) {
      const metadata = { actorId: null, correlationId: `demo-seed-consent-${randomUUID()}`, causationId: null };
      await this.pipeline.handle(user, id, { type: 'RecordClientConsent', userId: id, now: new Date() }, { metadata });
    }
  }

  /**
   * The demo team (issue 24 item 1, ADR 0046): the demo team lead leads the demo agent, the demo
   * broker is the broker of both. Also run on installs seeded before teams existed, and only for a
   * person whose memberships nobody has ever touched: what an admin changed or cleared stands.
   */
  async seedTeams(): Promise<void> {
    const ids = new Map(
      (await this.dataSource.query<{ email_lower: string; user_id: string }[]>(
        'SELECT email_lower, user_id FROM user_emails WHERE email_lower = ANY($1::text[])',
        [[DEMO_TEAM.agent, DEMO_TEAM.teamLead, DEMO_TEAM.broker]],
      )).map((row) => [row.email_lower, row.user_id]),
    );
    const agent = ids.get(DEMO_TEAM.agent);
    const teamLead = ids.get(DEMO_TEAM.teamLead);
    const broker = ids.get(DEMO_TEAM.broker);
    if (!agent || !teamLead || !broker) return;
    // As they are now (an admin may have changed a demo role): decide judges them like any other.
    const asOverseer = async (id: string) => {
      const { state } = await this.pipeline.load(user, id);
      return { id, role: state.role ?? 'client', erased: state.erased };
    };
    const [lead, brokerNow] = [await asOverseer(teamLead), await asOverseer(broker)];
    const metadata = { actorId: null, correlationId: `demo-seed-teams-${randomUUID()}`, causationId: null };
    const commands: [string, UserCommand][] = [
      [agent, { type: 'AssignTeamLead', userId: agent, teamLeadId: teamLead, teamLead: lead, assignedBy: null }],
      [agent, { type: 'AssignBroker', userId: agent, brokerId: broker, broker: brokerNow, assignedBy: null }],
      [teamLead, { type: 'AssignBroker', userId: teamLead, brokerId: broker, broker: brokerNow, assignedBy: null }],
    ];
    for (const [member, command] of commands) {
      const [{ touched }] = await this.dataSource.query<{ touched: boolean }[]>(
        'SELECT EXISTS (SELECT 1 FROM events WHERE stream_id = $1 AND event_type = ANY($2::text[])) AS touched',
        [userStream(member), command.type === 'AssignTeamLead' ? ['TeamLeadAssigned', 'TeamLeadCleared'] : ['BrokerAssigned', 'BrokerCleared']],
      );
      if (touched) continue;
      try {
        await this.pipeline.handle(user, member, command, { metadata });
      } catch (error) {
        // The demo people were edited (a role changed): the demo team is not forced on them.
        this.logger.warn({ err: error }, 'Demo team membership not seeded');
      }
    }
  }
}
