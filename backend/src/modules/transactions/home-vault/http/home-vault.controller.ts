import { Controller, Get, Param, ParseUUIDPipe } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiForbiddenResponse, ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { AuthenticatedUser } from '../../../../platform/auth/token.service';
import { Authenticated } from '../../../../platform/auth/roles.guard';
import { NotFoundError } from '../../../../platform/errors/domain-error';
import { CurrentActor } from '../../../../platform/http/request-context';
import { SignFileUrls } from '../../../../platform/storage/signed-file-url';
import { HOME_VAULT_MESSAGES } from '../domain/home-vault-access';
import { GetHomeVault } from '../queries/get-home-vault.query';
import { HomeVaultDto } from './home-vault.dto';


/** The post-closing Home Vault (spec 002 §2 "/home-vault/{id}", §8; ADR 0054). Read-only. */
@ApiTags('transactions')
@Controller('transactions')
@SignFileUrls('property_image_url')
export class HomeVaultController {
  constructor(private readonly queries: QueryBus) {}

  @Get(':id/home-vault')
  @Authenticated('agent', 'broker', 'team_lead', 'client')
  @ApiOperation({
    operationId: 'getHomeVault',
    summary: "A closed deal's Home Vault: its client's, or its own agent's preview of it (always the client's view)",
  })
  @ApiOkResponse({ type: HomeVaultDto })
  @ApiNotFoundResponse({ description: HOME_VAULT_MESSAGES.notClosed })
  @ApiForbiddenResponse({ description: `${HOME_VAULT_MESSAGES.forbidden}; 'Forbidden - Invalid role' for an admin` })
  get(
    // A malformed id names no closed deal: the vault's own 404.
    @Param('id', new ParseUUIDPipe({ exceptionFactory: () => new NotFoundError(HOME_VAULT_MESSAGES.notClosed) })) id: string,
    @CurrentActor() actor: AuthenticatedUser,
  ): Promise<HomeVaultDto> {
    return this.queries.execute(new GetHomeVault(id, { userId: actor.userId, role: actor.role }));
  }
}
