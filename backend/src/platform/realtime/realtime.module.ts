import { Global, Module } from '@nestjs/common';
import { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.module';
import { TokenService } from '../auth/token.service';
import { RealtimeGateway } from './realtime.gateway';
import { RealtimeService } from './realtime.service';

@Global()
@Module({
  providers: [
    RealtimeService,
    {
      provide: RealtimeGateway,
      inject: [TokenService, RealtimeService, APP_CONFIG],
      useFactory: (tokens: TokenService, realtime: RealtimeService, config: AppConfig) =>
        new RealtimeGateway(tokens, realtime, config.redisUrl),
    },
  ],
  exports: [RealtimeService],
})
export class RealtimeModule {}
