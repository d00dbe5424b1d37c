import { ApiProperty } from '@nestjs/swagger';

/** The deal's agent as the client portal's agent card shows them (spec 002 §2 Client portal sections). */
export class AgentCardDto {
  @ApiProperty({ type: String, nullable: true, description: 'Null when the agent has been erased' })
  full_name!: string | null;

  @ApiProperty({ type: String, nullable: true })
  email!: string | null;

  @ApiProperty({ type: String, nullable: true })
  phone!: string | null;

  @ApiProperty({ type: String, nullable: true, description: 'The brokerage' })
  company!: string | null;

  @ApiProperty({ type: String, nullable: true, description: '/api/users/{id}/logo when the agent has a logo' })
  logo_url!: string | null;

  @ApiProperty({
    type: String,
    format: 'date-time',
    nullable: true,
    description: 'When the deal was last reassigned to this agent (issue 24 item 5): the portal tells the client who their agent now is; null if it never was',
  })
  reassigned_at!: string | null;
}
