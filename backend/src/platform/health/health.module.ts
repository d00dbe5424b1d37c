import { Module } from '@nestjs/common';
import { DependencyMonitor } from './dependency-monitor';
import { HealthController } from './health.controller';

@Module({ controllers: [HealthController], providers: [DependencyMonitor], exports: [DependencyMonitor] })
export class HealthModule {}
