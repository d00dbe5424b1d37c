import {
  Body,
  CallHandler,
  Controller,
  ExecutionContext,
  Get,
  HttpCode,
  Injectable,
  PayloadTooLargeException,
  Post,
  Req,
  Res,
  UploadedFile,
  UseInterceptors,
} from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { FileInterceptor } from '@nestjs/platform-express';
import {
  ApiAcceptedResponse,
  ApiBadRequestResponse,
  ApiBody,
  ApiCreatedResponse,
  ApiNoContentResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
  ApiTooManyRequestsResponse,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import type { CookieOptions, Request, Response } from 'express';
import { randomUUID } from 'node:crypto';
import { Inject } from '@nestjs/common';
import { Observable } from 'rxjs';
import { Authenticated } from '../../../platform/auth/roles.guard';
import { AuthenticatedUser, tokenFromRequest, TokenService } from '../../../platform/auth/token.service';
import { AppConfig } from '../../../platform/config/app-config';
import { APP_CONFIG } from '../../../platform/config/config.module';
import { EventMetadata } from '../../../platform/event-store/event.types';
import { NotFoundError, UnauthorizedError, ValidationError } from '../../../platform/errors/domain-error';
import { CommandPipeline } from '../../../platform/event-store/command-pipeline';
import { CommandCall, CommandEndpoint, CommandRequest } from '../../../platform/http/if-match';
import { AcceptsUpload } from '../../../platform/http/json-only.guard';
import { RateLimiter } from '../../../platform/http/rate-limiter';
import { RequestMetadata } from '../../../platform/http/request-context';
import { IssuedSession, SessionService } from '../auth/session.service';
import { PasswordHasher } from '../auth/password-hasher';
import { SignInService } from '../auth/sign-in.service';
import { RegisterUser } from '../commands/register-user/register-user.command';
import { RequestPasswordReset } from '../commands/request-password-reset/request-password-reset.command';
import { ResetPassword } from '../commands/reset-password/reset-password.command';
import { IdentityMessages, ResetLinkInvalidError } from '../domain/identity.errors';
import { MAX_LOGO_BYTES } from '../domain/logo';
import { normalizeEmail, validateNewPassword } from '../domain/registration-form';
import { user } from '../domain/user.decide';
import {
  ChangePasswordDto,
  ForgotPasswordDto,
  MessageDto,
  ProfileDto,
  RegisterDto,
  RegisterFormDto,
  RegisteredDto,
  ResetPasswordDto,
  CheckResetLinkDto,
  SessionDto,
  SignInDto,
} from '../identity.dto';
import { CheckResetLink } from '../queries/check-reset-link/check-reset-link.query';
import { GetProfile } from '../queries/get-profile/get-profile.query';
import { FileUrls, SignFileUrls, signFileUrlsIn } from '../../../platform/storage/signed-file-url';
import { enforceAuthLimit } from './auth-rate-limits';

export const REFRESH_COOKIE = 'refresh_token';
export const ADMIN_PAGES_COOKIE = 'access_token';
const ADMIN_PAGES_COOKIE_PATH = '/admin/queues';
export const REFRESH_COOKIE_PATH = '/api/auth';

/** Multer's own "File too large" becomes the spec's logo message (spec 000 §5). */
@Injectable()
class LogoUploadInterceptor extends FileInterceptor('logo', {
  limits: { fileSize: MAX_LOGO_BYTES, files: 1, fields: 20, fieldSize: 10_000 },
}) {
  override async intercept(context: ExecutionContext, next: CallHandler): Promise<Observable<unknown>> {
    try {
      return await super.intercept(context, next);
    } catch (error) {
      if (error instanceof PayloadTooLargeException) throw new ValidationError(IdentityMessages.logoTooLarge);
      throw error;
    }
  }
}

interface UploadedLogo {
  buffer: Buffer;
  size: number;
}

type AuthRequest = Request & { user?: AuthenticatedUser };

/** Sign-in, registration, sessions and passwords (docs/api/identity-contract.md "Auth"). */
@ApiTags('auth')
@Controller('auth')
export class AuthController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
    private readonly pipeline: CommandPipeline,
    private readonly hasher: PasswordHasher,
    private readonly signIns: SignInService,
    private readonly sessions: SessionService,
    private readonly tokens: TokenService,
    private readonly limiter: RateLimiter,
    private readonly fileUrls: FileUrls,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  @Post('register')
  @HttpCode(201)
  @UseInterceptors(LogoUploadInterceptor)
  @AcceptsUpload()
  @ApiBody({ type: RegisterFormDto })
  @ApiOperation({ operationId: 'register', summary: 'Invite-only registration (spec 000 §4 order, §5 messages)' })
  @ApiCreatedResponse({ type: RegisteredDto })
  @ApiBadRequestResponse({ description: 'A spec 000 §5 message, or the generic registration failure' })
  @ApiTooManyRequestsResponse({ description: IdentityMessages.tooManyAttempts })
  async register(
    @Body() body: RegisterDto,
    @UploadedFile() logo: UploadedLogo | undefined,
    @Req() request: Request,
    @Res({ passthrough: true }) response: Response,
    @RequestMetadata() metadata: EventMetadata,
  ): Promise<RegisteredDto> {
    await enforceAuthLimit(this.limiter, response, 'register', request.ip, body.email ? normalizeEmail(body.email) : null);
    const userId = randomUUID();
    return this.commands.execute(
      new RegisterUser(
        userId,
        { ...body, logo: logo ? { bytes: logo.buffer, size: logo.size } : null },
        { ...metadata, actorId: userId },
      ),
    );
  }

  @Post('sign-in')
  @HttpCode(200)
  @ApiOperation({ operationId: 'signIn', summary: 'E-mail and password; sets the httpOnly refresh cookie' })
  @ApiOkResponse({ type: SessionDto })
  @ApiUnauthorizedResponse({ description: IdentityMessages.invalidCredentials })
  @ApiTooManyRequestsResponse({ description: IdentityMessages.tooManyAttempts })
  async signIn(
    @Body() body: SignInDto,
    @Req() request: Request,
    @Res({ passthrough: true }) response: Response,
  ): Promise<SessionDto> {
    const email = body.email?.trim() ?? '';
    if (email === '') throw new ValidationError(IdentityMessages.emailRequired);
    if (!body.password) throw new ValidationError(IdentityMessages.passwordRequired);
    await enforceAuthLimit(this.limiter, response, 'signIn', request.ip, normalizeEmail(email));
    const session = await this.signIns.signIn(email, body.password, request.headers['user-agent'] ?? null);
    return this.answer(session, response);
  }

  @Post('refresh')
  @HttpCode(200)
  @ApiOperation({ operationId: 'refreshSession', summary: 'A new access token from the refresh cookie, which rotates' })
  @ApiOkResponse({ type: SessionDto })
  @ApiUnauthorizedResponse({
    description: "Unauthorized - No active session; `reason: 'role_changed'` when an admin's role change ended the session",
  })
  async refresh(@Req() request: Request, @Res({ passthrough: true }) response: Response): Promise<SessionDto> {
    try {
      return await this.answer(await this.sessions.refresh(readCookie(request, REFRESH_COOKIE)), response);
    } catch (error) {
      // A session the server ended for a reason keeps its refresh cookie (revoked: it only ever gets
      // this same refusal), so a page reloaded before it read the refusal is told the reason again.
      // Sign-in replaces the cookie, sign-out clears it.
      if (error instanceof UnauthorizedError) this.clearCookies(response, { keepRefresh: error.reason !== undefined });
      throw error;
    }
  }

  @Post('sign-out')
  @HttpCode(204)
  @ApiOperation({ operationId: 'signOut', summary: 'Ends the session on the server (cookie or bearer)' })
  @ApiNoContentResponse()
  async signOut(@Req() request: Request, @Res({ passthrough: true }) response: Response): Promise<void> {
    const user = await this.tokens.verify(tokenFromRequest(request.headers)).catch(() => undefined);
    await this.sessions.signOut(readCookie(request, REFRESH_COOKIE), user?.sessionId);
    this.clearCookies(response);
  }

  @Get('me')
  @Authenticated()
  @ApiOperation({ operationId: 'getMe', summary: "The signed-in user's profile" })
  @ApiOkResponse({ type: ProfileDto })
  @SignFileUrls('logoUrl')
  async me(@Req() request: AuthRequest): Promise<ProfileDto> {
    const profile = await this.queries.execute(new GetProfile(request.user!.userId));
    if (!profile) throw new NotFoundError('No profile found for this user');
    return profile;
  }

  @Post('forgot-password')
  @HttpCode(202)
  @ApiOperation({
    operationId: 'forgotPassword',
    summary: 'E-mails a reset link; the same answer whether or not the address exists',
  })
  @ApiAcceptedResponse({ type: MessageDto })
  @ApiTooManyRequestsResponse({ description: IdentityMessages.tooManyAttempts })
  async forgotPassword(
    @Body() body: ForgotPasswordDto,
    @Req() request: Request,
    @Res({ passthrough: true }) response: Response,
    @RequestMetadata() metadata: EventMetadata,
  ): Promise<MessageDto> {
    const email = normalizeEmail(body.email ?? '');
    if (email === '') throw new ValidationError(IdentityMessages.emailRequired);
    await enforceAuthLimit(this.limiter, response, 'forgot', request.ip, email);
    await this.commands.execute(new RequestPasswordReset(email, metadata));
    return { message: IdentityMessages.resetLinkSent };
  }

  @Post('reset-password')
  @HttpCode(200)
  @ApiOperation({ operationId: 'resetPassword', summary: 'A new password from the e-mailed link; ends every session' })
  @ApiOkResponse({ type: MessageDto })
  @ApiBadRequestResponse({
    description: 'Passwords do not match / Password must be at least 6 characters / This reset link is invalid or has expired',
  })
  @ApiTooManyRequestsResponse({ description: IdentityMessages.tooManyAttempts })
  async resetPassword(
    @Body() body: ResetPasswordDto,
    @Req() request: Request,
    @Res({ passthrough: true }) response: Response,
    @RequestMetadata() metadata: EventMetadata,
  ): Promise<MessageDto> {
    const token = body.token?.trim() ?? '';
    await enforceAuthLimit(this.limiter, response, 'reset', request.ip, token || null);
    await this.commands.execute(new ResetPassword(token, body.password, body.confirmPassword, metadata));
    return { message: IdentityMessages.passwordResetSuccessful };
  }

  @Post('reset-password/check')
  @HttpCode(200)
  @ApiOperation({
    operationId: 'checkResetLink',
    summary: 'Whether an e-mailed reset link can still be used, checked when its page opens',
  })
  @ApiOkResponse({ type: MessageDto })
  @ApiBadRequestResponse({ description: IdentityMessages.resetLinkInvalid })
  @ApiTooManyRequestsResponse({ description: IdentityMessages.tooManyAttempts })
  async checkResetLink(
    @Body() body: CheckResetLinkDto,
    @Req() request: Request,
    @Res({ passthrough: true }) response: Response,
  ): Promise<MessageDto> {
    const token = body.token?.trim() ?? '';
    await enforceAuthLimit(this.limiter, response, 'resetCheck', request.ip, token || null);
    if (!(await this.queries.execute(new CheckResetLink(token)))) throw new ResetLinkInvalidError();
    return { message: IdentityMessages.resetLinkValid };
  }

  @Post('change-password')
  @HttpCode(200)
  @Authenticated()
  @CommandEndpoint()
  @ApiOperation({ operationId: 'changePassword', summary: "The signed-in user's new password" })
  @ApiOkResponse({ type: MessageDto })
  @ApiBadRequestResponse({
    description: 'Password must be at least 6 characters / New passwords do not match / Current password is incorrect',
  })
  async changePassword(@Body() body: ChangePasswordDto, @CommandRequest() call: CommandCall): Promise<MessageDto> {
    const userId = call.metadata.actorId!;
    const password = validateNewPassword(body.newPassword, body.confirmPassword, IdentityMessages.newPasswordsDoNotMatch);
    const currentPasswordMatches = await this.signIns.isCurrentPassword(userId, body.currentPassword ?? '');
    // decide refuses a wrong current password before it looks at the new hash: no need to compute one.
    const passwordHash = currentPasswordMatches ? await this.hasher.hash(password) : '';
    await this.pipeline.handle(user, userId, { type: 'ChangePassword', userId, currentPasswordMatches, passwordHash }, call);
    return { message: IdentityMessages.passwordChanged };
  }

  /**
   * Spec 002 §4 "Client consent": the client acknowledges the terms and privacy policy of the current
   * policy version; recorded as an event, after which the deal's reads answer again (ADR 0051).
   */
  @Post('consent')
  @HttpCode(200)
  @Authenticated('client')
  @CommandEndpoint()
  @ApiOperation({ operationId: 'recordClientConsent', summary: "The signed-in client's consent to the terms and privacy policy (policy v1.0.0)" })
  @ApiOkResponse({ type: ProfileDto })
  @SignFileUrls('logoUrl')
  async consent(@CommandRequest() call: CommandCall): Promise<ProfileDto> {
    const userId = call.metadata.actorId!;
    await this.pipeline.handle(user, userId, { type: 'RecordClientConsent', userId, now: new Date() }, call);
    const profile = await this.queries.execute(new GetProfile(userId));
    if (!profile) throw new NotFoundError('No profile found for this user');
    return profile;
  }

  private async answer(session: IssuedSession, response: Response): Promise<SessionDto> {
    const profile = await this.queries.execute(new GetProfile(session.userId));
    if (!profile) throw new UnauthorizedError();
    response.cookie(REFRESH_COOKIE, session.refreshToken, { ...this.cookieOptions(), expires: session.refreshExpiresAt });
    // Bull Board is a server-rendered page the browser opens by link, without the SPA's bearer header:
    // the access token rides along in a cookie scoped to that path only (ADR 0005).
    response.cookie(ADMIN_PAGES_COOKIE, session.accessToken, {
      ...this.cookieOptions(),
      path: ADMIN_PAGES_COOKIE_PATH,
      expires: new Date(session.expiresAt * 1000),
    });
    response.setHeader('Cache-Control', 'no-store');
    // The logo URL an <img> can load: signed for the session this answer starts (ADR 0045).
    const caller = { userId: session.userId, role: profile.role, sessionId: session.sessionId, expiresAt: session.expiresAt };
    return { accessToken: session.accessToken, expiresAt: session.expiresAt, profile: signFileUrlsIn(profile, ['logoUrl'], caller, this.fileUrls) };
  }

  private clearCookies(response: Response, { keepRefresh = false } = {}): void {
    if (!keepRefresh) response.clearCookie(REFRESH_COOKIE, this.cookieOptions());
    response.clearCookie(ADMIN_PAGES_COOKIE, { ...this.cookieOptions(), path: ADMIN_PAGES_COOKIE_PATH });
  }

  /** ADR 0005: httpOnly, SameSite=Strict, scoped to /api/auth, Secure in production. */
  private cookieOptions(): CookieOptions {
    return { httpOnly: true, sameSite: 'strict', secure: this.config.nodeEnv === 'production', path: REFRESH_COOKIE_PATH };
  }
}

function readCookie(request: Request, name: string): string | undefined {
  const pair = request.headers.cookie
    ?.split(';')
    .map((c) => c.trim())
    .find((c) => c.startsWith(`${name}=`));
  if (!pair) return undefined;
  try {
    return decodeURIComponent(pair.slice(name.length + 1));
  } catch {
    return undefined;
  }
}
