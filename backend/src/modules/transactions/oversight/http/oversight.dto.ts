import { ApiProperty, ApiPropertyOptional, IntersectionType } from '@nestjs/swagger';
import { IsIn, IsISO8601, IsString, IsUUID, Matches } from 'class-validator';
import { Omittable } from '../../../../platform/http/field-rules';
import { ListPagingDto } from '../../../../platform/http/list-params';
import {
  DEFAULT_OVERSIGHT_STATUS,
  OVERSIGHT_COMPLIANCE_FILTERS,
  OVERSIGHT_STATUS_FILTERS,
  type OversightComplianceFilter,
  type OversightStatusFilter,
} from '../queries/oversight-dashboard.query';

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The dashboard's filters, carried in the page's URL query and sent on as they are (ADR 0059). */
export class OversightFiltersQueryDto {
  @ApiPropertyOptional({ format: 'uuid', description: "Only this agent's deals (one of the caller's people; anyone else's id shows nothing)" })
  @Omittable()
  @IsUUID('all', { message: "agent must be an agent's id" })
  agent?: string;

  @ApiPropertyOptional({ enum: OVERSIGHT_STATUS_FILTERS, enumName: 'OversightStatusFilter', default: DEFAULT_OVERSIGHT_STATUS })
  @Omittable()
  @IsIn(OVERSIGHT_STATUS_FILTERS, { message: `status must be one of ${OVERSIGHT_STATUS_FILTERS.join(', ')}` })
  status?: OversightStatusFilter;

  @ApiPropertyOptional({ enum: OVERSIGHT_COMPLIANCE_FILTERS, enumName: 'OversightComplianceFilter' })
  @Omittable()
  @IsIn(OVERSIGHT_COMPLIANCE_FILTERS, { message: `compliance must be one of ${OVERSIGHT_COMPLIANCE_FILTERS.join(', ')}` })
  compliance?: OversightComplianceFilter;

  @ApiPropertyOptional({ format: 'date', description: "The caller's calendar day (YYYY-MM-DD): sets the quarter and the year to date; default the UTC date" })
  @Omittable()
  @IsString({ message: 'today must be a date (YYYY-MM-DD)' })
  @Matches(DAY, { message: 'today must be a date (YYYY-MM-DD)' })
  @IsISO8601({ strict: true }, { message: 'today must be a date (YYYY-MM-DD)' })
  today?: string;
}

/** The dashboard's query: its filters and the page of the list (ADR 0087; the CSV export takes the filters only). */
export class OversightDashboardQueryDto extends IntersectionType(OversightFiltersQueryDto, ListPagingDto) {}

export class OversightAgentDto {
  @ApiProperty({ format: 'uuid' }) agentId!: string;
  @ApiProperty() fullName!: string;
  @ApiProperty({ enum: ['agent', 'team_lead'] }) role!: string;
  @ApiProperty({ description: 'Deals neither closed, cancelled nor archived (drafts never count)' }) activeDeals!: number;
  @ApiProperty({ description: 'Deals pending or under contract (spec 001 §4)' }) pendingCount!: number;
  @ApiProperty({ description: 'Their purchase prices summed' }) pendingVolume!: number;
  @ApiProperty({ description: 'Closed deals with a closing date in the calendar quarter' }) closedCountQuarter!: number;
  @ApiProperty() closedVolumeQuarter!: number;
  @ApiProperty({ description: 'Closed deals with a closing date from 1 January to today' }) closedCountYearToDate!: number;
  @ApiProperty() closedVolumeYearToDate!: number;
  @ApiProperty({ description: 'Closed deals with a closing date' }) closedCountAllTime!: number;
  @ApiProperty() closedVolumeAllTime!: number;
}

export class OversightDealDto {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty({ format: 'uuid' }) agentId!: string;
  @ApiProperty() agentName!: string;
  @ApiProperty() status!: string;
  @ApiProperty({ enum: ['buyer', 'seller'] }) transactionType!: string;
  @ApiProperty({ nullable: true, type: String }) propertyAddress!: string | null;
  @ApiProperty({ nullable: true, type: String }) propertyCity!: string | null;
  @ApiProperty({ nullable: true, type: String }) propertyState!: string | null;
  @ApiProperty({ nullable: true, type: String }) clientName!: string | null;
  @ApiProperty({ nullable: true, type: Number }) purchasePrice!: number | null;
  @ApiProperty({ nullable: true, type: String, format: 'date' }) closingDate!: string | null;
  @ApiProperty({ nullable: true, enum: OVERSIGHT_COMPLIANCE_FILTERS, enumName: 'OversightComplianceFilter', description: 'null for a closed, cancelled or archived deal' })
  compliance!: OversightComplianceFilter | null;
  @ApiProperty({ nullable: true, type: String, description: 'The milestone that makes it at risk or overdue' }) milestoneType!: string | null;
  @ApiProperty({ nullable: true, type: String }) milestoneName!: string | null;
  @ApiProperty({ nullable: true, type: String, format: 'date' }) milestoneDueDate!: string | null;
  @ApiProperty({ nullable: true, type: String }) nextMilestoneName!: string | null;
  @ApiProperty({ nullable: true, type: String, format: 'date' }) nextMilestoneDate!: string | null;
}

export class OversightDeliveryDto {
  @ApiProperty({ format: 'uuid' }) transactionId!: string;
  @ApiProperty({ format: 'uuid' }) agentId!: string;
  @ApiProperty() agentName!: string;
  @ApiProperty({ nullable: true, type: String }) propertyAddress!: string | null;
  @ApiProperty({ enum: ['earnest_money', 'additional_earnest_money', 'option_fee'] }) milestoneType!: string;
  @ApiProperty() milestoneName!: string;
  @ApiProperty({ nullable: true, type: String, format: 'date' }) dueDate!: string | null;
}

export class OversightDashboardDto {
  @ApiProperty({ format: 'date', description: 'The day the quarter and year to date were counted from' }) today!: string;
  @ApiProperty({ type: [OversightAgentDto], description: "Every person the caller oversees, with their pipeline (the agent filter does not narrow it)" })
  agents!: OversightAgentDto[];
  @ApiProperty({
    type: [OversightDealDto],
    description: 'One page of the deals the filters select (ADR 0087): the most pressing first, then by closing date, address and id',
  })
  deals!: OversightDealDto[];
  @ApiProperty({ description: 'How many deals the filters select (every page together)' }) total!: number;
  @ApiProperty({ description: 'The page size the list was read with' }) limit!: number;
  @ApiProperty({ description: 'The offset the page starts at' }) offset!: number;
  @ApiProperty({ type: [OversightDealDto], description: 'Live deals at risk or overdue (agent filter applies)' }) atRisk!: OversightDealDto[];
  @ApiProperty({ type: [OversightDeliveryDto], description: '¶5A deliveries passed and not confirmed (agent filter applies)' })
  unconfirmedDeliveries!: OversightDeliveryDto[];
  @ApiProperty({ type: [OversightDealDto], description: 'Live deals closing within 14 days (agent filter applies)' }) closingSoon!: OversightDealDto[];
}
