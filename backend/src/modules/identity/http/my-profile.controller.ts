import { Body, Controller, Delete, HttpCode, Inject, Logger, Patch, Put, Req, UploadedFile, UseInterceptors } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiBadRequestResponse, ApiBody, ApiConsumes, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Request } from 'express';
import { DataSource } from 'typeorm';
import { DATA_SOURCE } from '../../../platform/platform.tokens';
import { Authenticated } from '../../../platform/auth/roles.guard';
import type { AuthenticatedUser } from '../../../platform/auth/token.service';
import { ValidationError } from '../../../platform/errors/domain-error';
import { CommandPipeline } from '../../../platform/event-store/command-pipeline';
import { CommandCall, CommandEndpoint, CommandRequest } from '../../../platform/http/if-match';
import { AcceptsUpload } from '../../../platform/http/json-only.guard';
import { FileUpload, type UploadedFileData } from '../../../platform/storage/file-upload.interceptor';
import { SignFileUrls } from '../../../platform/storage/signed-file-url';
import { LogoStorage } from '../auth/logo-storage';
import { IdentityMessages, UserNotFoundError } from '../domain/identity.errors';
import { detectImage, MAX_LOGO_BYTES } from '../domain/logo';
import { profileChanges } from '../domain/profile-changes';
import { user } from '../domain/user.decide';
import { ProfileDto, UpdateMyProfileDto, UploadMyLogoFormDto } from '../identity.dto';
import { GetProfile } from '../queries/get-profile/get-profile.query';

type AuthRequest = Request & { user?: AuthenticatedUser };

/**
 * The signed-in agent's, broker's or team lead's own profile (issue 20 item 6, ADR 0060): name,
 * phone, brokerage and license number, and the logo that shows in the top bar and on their clients'
 * agent card. Clients' details are kept by their agent (ADR 0022); an admin has no profile screen.
 */
@ApiTags('auth')
@Controller('auth/me')
export class MyProfileController {
  private readonly logger = new Logger(MyProfileController.name);

  constructor(
    private readonly queries: QueryBus,
    private readonly pipeline: CommandPipeline,
    @Inject(LogoStorage) private readonly logos: LogoStorage,
    @Inject(DATA_SOURCE) private readonly dataSource: DataSource,
  ) {}

  @Patch()
  @HttpCode(200)
  @Authenticated('agent', 'broker', 'team_lead')
  @CommandEndpoint()
  @ApiOperation({ operationId: 'updateMyProfile', summary: "The signed-in agent's own name, phone, brokerage and license number" })
  @ApiOkResponse({ type: ProfileDto })
  @ApiBadRequestResponse({ description: 'Full name is required / <Field> must be at most 200 characters' })
  @SignFileUrls('logoUrl')
  async update(@Body() body: UpdateMyProfileDto, @CommandRequest() call: CommandCall): Promise<ProfileDto> {
    const userId = call.metadata.actorId!;
    const current = await this.profileOf(userId);
    const changes = profileChanges(body, current);
    await this.pipeline.handle(user, userId, { type: 'UpdateOwnProfile', userId, changes }, call);
    return this.profileOf(userId);
  }

  @Put('logo')
  @HttpCode(200)
  @Authenticated('agent', 'broker', 'team_lead')
  @CommandEndpoint()
  @AcceptsUpload()
  @UseInterceptors(FileUpload('logo', MAX_LOGO_BYTES, IdentityMessages.logoTooLarge))
  @ApiConsumes('multipart/form-data')
  @ApiBody({ type: UploadMyLogoFormDto })
  @ApiOperation({ operationId: 'uploadMyLogo', summary: "Replaces the signed-in agent's logo (PNG, JPG, GIF, WebP or SVG, at most 5 MB)" })
  @ApiOkResponse({ type: ProfileDto })
  @ApiBadRequestResponse({ description: 'Please upload an image file / Logo file size must be less than 5MB' })
  @SignFileUrls('logoUrl')
  async uploadLogo(@UploadedFile() file: UploadedFileData | undefined, @CommandRequest() call: CommandCall): Promise<ProfileDto> {
    const userId = call.metadata.actorId!;
    const image = file ? detectImage(file.buffer) : null;
    if (!file || !image) throw new ValidationError(IdentityMessages.logoNotImage);
    const previous = await this.logoFileOf(userId);
    // The file is stored before the event that names it, under a name of its own (the user id and
    // its type), so a logo of another type replaced here is removed once the event is in.
    const fileName = await this.logos.save(userId, image.extension, file.buffer);
    await this.pipeline.handle(user, userId, { type: 'RecordLogo', userId, fileName, contentType: image.contentType, size: file.size }, call);
    if (previous && previous !== fileName) await this.removeQuietly(previous);
    return this.profileOf(userId);
  }

  @Delete('logo')
  @HttpCode(200)
  @Authenticated('agent', 'broker', 'team_lead')
  @CommandEndpoint()
  @ApiOperation({ operationId: 'removeMyLogo', summary: "Takes the signed-in agent's logo down" })
  @ApiOkResponse({ type: ProfileDto })
  @SignFileUrls('logoUrl')
  async removeLogo(@Req() request: AuthRequest, @CommandRequest() call: CommandCall): Promise<ProfileDto> {
    const userId = request.user!.userId;
    const stored = await this.logoFileOf(userId);
    if (stored) {
      await this.pipeline.handle(user, userId, { type: 'RemoveLogo', userId }, call);
      await this.removeQuietly(stored);
    }
    return this.profileOf(userId);
  }

  private async profileOf(userId: string): Promise<ProfileDto> {
    const profile = await this.queries.execute(new GetProfile(userId));
    if (!profile) throw new UserNotFoundError();
    return profile;
  }

  /** The stored logo's file name (never sent: the answer carries the signed route). */
  private async logoFileOf(userId: string): Promise<string | null> {
    const [row] = await this.dataSource.query<{ logo_file: string | null }[]>('SELECT logo_file FROM profiles WHERE id = $1 AND erased_at IS NULL', [userId]);
    if (!row) throw new UserNotFoundError();
    return row.logo_file;
  }

  /** The event is what counts: a file left behind is an orphan, never a broken profile. */
  private async removeQuietly(fileName: string): Promise<void> {
    await this.logos.remove(fileName).catch((error: unknown) => this.logger.warn({ err: error }, 'Old logo file not removed'));
  }
}
