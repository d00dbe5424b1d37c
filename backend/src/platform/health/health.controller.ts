import { Controller, Get, Inject, Res } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiProperty, ApiServiceUnavailableResponse, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import IORedis from 'ioredis';
import { DataSource } from 'typeorm';
import { SubscriptionMonitor } from '../event-store/subscription-monitor';
import { DATA_SOURCE, REDIS } from '../platform.tokens';
import { SubscriptionLagSummaryDto, toLagSummary } from './subscription-lag.dto';

class LivenessDto {
  @ApiProperty({ enum: ['ok'] })
  status!: 'ok';
}

class ReadinessChecksDto {
  @ApiProperty({ enum: ['up', 'down'] })
  database!: 'up' | 'down';

  @ApiProperty({ enum: ['up', 'down'] })
  redis!: 'up' | 'down';
}

class ReadinessDto {
  @ApiProperty({ enum: ['ok', 'unavailable'] })
  status!: 'ok' | 'unavailable';

  @ApiProperty({ type: ReadinessChecksDto })
  checks!: ReadinessChecksDto;

  @ApiProperty({ type: SubscriptionLagSummaryDto, isArray: true, required: false, description: 'Lag of every async subscription (absent when the database is down); informational, never makes the answer 503' })
  subscriptions?: SubscriptionLagSummaryDto[];
}

const CHECK_TIMEOUT_MS = 2_000;

@ApiTags('health')
@Controller('health')
export class HealthController {
  constructor(
    @Inject(DATA_SOURCE) private readonly dataSource: DataSource,
    @Inject(REDIS) private readonly redis: IORedis,
    private readonly subscriptions: SubscriptionMonitor,
  ) {}

  @Get('live')
  @ApiOperation({ operationId: 'getLiveness', summary: 'The process is up' })
  @ApiOkResponse({ type: LivenessDto })
  live(): LivenessDto {
    return { status: 'ok' };
  }

  @Get('ready')
  @ApiOperation({ operationId: 'getReadiness', summary: 'PostgreSQL and Redis answer' })
  @ApiOkResponse({ type: ReadinessDto })
  @ApiServiceUnavailableResponse({ type: ReadinessDto })
  async ready(@Res({ passthrough: true }) response: Response): Promise<ReadinessDto> {
    const [database, redis] = await Promise.all([
      check(() => this.dataSource.query('SELECT 1')),
      check(() => this.redis.ping()),
    ]);
    const ok = database === 'up' && redis === 'up';
    response.status(ok ? 200 : 503);
    const lag = database === 'up' ? await this.subscriptions.lag().then((rows) => rows.map(toLagSummary), () => undefined) : undefined;
    return { status: ok ? 'ok' : 'unavailable', checks: { database, redis }, ...(lag && { subscriptions: lag }) };
  }
}

async function check(probe: () => Promise<unknown>): Promise<'up' | 'down'> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('timeout')), CHECK_TIMEOUT_MS);
  });
  try {
    await Promise.race([probe(), timeout]);
    return 'up';
  } catch {
    return 'down';
  } finally {
    clearTimeout(timer);
  }
}
