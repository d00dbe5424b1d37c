import { Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { IdentityModule } from '../modules/identity/identity.module';
import { DemoDealsSeed } from './demo-deals.seed';

/**
 * The demo brokerage's deals (issue 9 item 10), seeded through the deal's commands after the demo
 * accounts they belong to. It sits outside `modules/` because it joins two bounded contexts: the
 * identity module's accounts and the transactions module's aggregate.
 */
@Module({ imports: [CqrsModule, IdentityModule], providers: [DemoDealsSeed] })
export class DemoDealsModule {}
