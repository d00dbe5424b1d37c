import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsString, MaxLength } from 'class-validator';
import { Omittable, OmittableOrNull } from '../../platform/http/field-rules';
import { MIN_CLIENT_PASSWORD_LENGTH } from './domain/client-form';

const text = { message: ({ property }: { property: string }) => `${property} must be text` };

/**
 * Spec 001 §5 "Create client" (contract "Clients"): snake_case like every deal-side body. The
 * fields are only typed here; the domain checks them in the spec's order with its messages.
 */
export class CreateClientDto {
  @ApiProperty({ example: 'Jordan Lee' })
  @Omittable()
  @IsString(text)
  full_name?: string;

  @ApiProperty({ format: 'email', example: 'jordan@example.com' })
  @Omittable()
  @IsString(text)
  email?: string;

  @ApiPropertyOptional({ type: String, nullable: true, example: '512-555-0199' })
  @OmittableOrNull()
  @IsString(text)
  phone?: string | null;

  @ApiPropertyOptional({
    format: 'password',
    minLength: MIN_CLIENT_PASSWORD_LENGTH,
    description: 'A temporary password the agent hands over (the wizard generates one). Without it the client has no usable password until they follow the e-mailed link.',
  })
  @Omittable()
  @IsString(text)
  @MaxLength(1000)
  password?: string;
}

/** A client as the agent sees them (spec 001 §2.5 Registered Clients). */
export class ClientDto {
  @ApiProperty({ format: 'uuid' })
  id!: string;

  @ApiProperty()
  full_name!: string;

  @ApiProperty({ format: 'email' })
  email!: string;

  @ApiProperty({ type: String, nullable: true })
  phone!: string | null;

  @ApiProperty({ format: 'date-time' })
  created_at!: string;
}

/** Issue 18 item 5 (ADR 0039): an agent invites an existing client account by its e-mail. */
export class InviteClientDto {
  @ApiProperty({ format: 'email', example: 'jordan@example.com' })
  @Omittable()
  @IsString(text)
  email?: string;
}

/** The invitation as the agent sees it: the client's name and phone stay theirs until they accept. */
export class SentClientInvitationDto {
  @ApiProperty({ format: 'uuid' })
  client_id!: string;

  @ApiProperty({ format: 'email' })
  email!: string;

  @ApiProperty({ enum: ['pending'] })
  status!: 'pending';
}

/** An invitation the agent sent that waits for the client's answer. */
export class PendingClientInvitationDto {
  @ApiProperty({ format: 'uuid' })
  client_id!: string;

  @ApiProperty({ format: 'email' })
  email!: string;

  @ApiProperty({ format: 'date-time' })
  requested_at!: string;
}

/** An invitation waiting for the client's answer (their portal). */
export class ClientInvitationDto {
  @ApiProperty({ format: 'uuid' })
  agent_id!: string;

  @ApiProperty()
  agent_name!: string;

  @ApiProperty({ type: String, nullable: true })
  agent_company!: string | null;

  @ApiProperty({ format: 'date-time' })
  requested_at!: string;
}

/** The client's answer, as recorded. */
export class ClientInvitationAnswerDto {
  @ApiProperty({ enum: ['accepted', 'declined'] })
  status!: 'accepted' | 'declined';
}
