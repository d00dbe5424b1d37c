import { Body, Controller, Get, HttpCode, Inject, Param, ParseUUIDPipe, Post, Req, Res, StreamableFile } from '@nestjs/common';
import { ApiAcceptedResponse, ApiOkResponse, ApiOperation, ApiProduces, ApiTags } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { DataSource } from 'typeorm';
import { Authenticated } from '../../../platform/auth/roles.guard';
import { AuthenticatedUser } from '../../../platform/auth/token.service';
import { NotFoundError } from '../../../platform/errors/domain-error';
import { DATA_SOURCE } from '../../../platform/platform.tokens';
import { SignedFileRoute } from '../../../platform/storage/signed-file-url';
import { storedFileResponse } from '../../../platform/storage/stored-file-response';
import { LogoStorage } from '../auth/logo-storage';
import { SessionService } from '../auth/session.service';
import { RecordActivityDto } from '../identity.dto';

type AuthRequest = Request & { user?: AuthenticatedUser };

/** A client clock may be off; a time outside [now - 1 day, now + 5 minutes] is replaced by now. */
function plausibleTime(at: string | undefined, now: Date): Date {
  if (!at) return now;
  const time = new Date(at);
  const ms = time.getTime();
  return Number.isNaN(ms) || ms < now.getTime() - 86_400_000 || ms > now.getTime() + 300_000 ? now : time;
}

@ApiTags('users')
@Controller()
export class UsersController {
  constructor(
    private readonly sessions: SessionService,
    private readonly logos: LogoStorage,
    @Inject(DATA_SOURCE) private readonly dataSource: DataSource,
  ) {}

  /** Spec 000 §3 user_activity_logs: page views and feature use, batched by the front end. */
  @Post('activity')
  @HttpCode(202)
  @Authenticated()
  @ApiOperation({ operationId: 'recordActivity', summary: 'Page views and feature use of the signed-in user (at most 100 at a time)' })
  @ApiAcceptedResponse({ description: 'Recorded (failures are logged, never shown: spec 000 §8)' })
  async activity(@Body() body: RecordActivityDto, @Req() request: AuthRequest): Promise<void> {
    const user = request.user!;
    const now = new Date();
    await this.sessions.recordActivity(
      user.userId,
      user.sessionId,
      body.events.map((event) => ({ type: event.type, details: event.details?.trim() || null, at: plausibleTime(event.at, now) })),
    );
  }

  /**
   * Logos are never public: any signed-in user may see one, nobody else. An <img> loads it through the
   * URL signed for its caller that a profile answer carries (ADR 0045); a bearer token works too.
   */
  @Get('users/:id/logo')
  @Authenticated()
  @SignedFileRoute()
  @ApiOperation({ operationId: 'getUserLogo', summary: "A user's logo image" })
  @ApiProduces('image/png', 'image/jpeg', 'image/gif', 'image/webp', 'image/svg+xml')
  @ApiOkResponse({ schema: { type: 'string', format: 'binary' } })
  async logo(@Param('id', new ParseUUIDPipe({ version: '4' })) id: string, @Res({ passthrough: true }) response: Response): Promise<StreamableFile> {
    const [row] = await this.dataSource.query<{ logo_file: string | null; logo_content_type: string | null }[]>(
      'SELECT logo_file, logo_content_type FROM profiles WHERE id = $1 AND erased_at IS NULL',
      [id],
    );
    if (!row?.logo_file || !row.logo_content_type) throw new NotFoundError('Logo not found');
    const file = await this.logos.open(row.logo_file);
    if (!file) throw new NotFoundError('Logo not found');
    // An SVG may carry script: it is served as an attachment (an <img> still shows it, without running it)
    // and, opened directly all the same, in a sandbox with nothing allowed (set there).
    return storedFileResponse(response, file, { contentType: row.logo_content_type, fileName: row.logo_file, disposition: 'inline', cacheSeconds: 300 });
  }
}
