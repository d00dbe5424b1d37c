import { Body, Controller, Get, Header, HttpCode, Logger, Post, Query, Res } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiBadRequestResponse, ApiCreatedResponse, ApiOkResponse, ApiOperation, ApiProduces, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { randomUUID } from 'node:crypto';
import { Authenticated } from '../../platform/auth/roles.guard';
import { CommandPipeline } from '../../platform/event-store/command-pipeline';
import { CommandCall, CommandEndpoint, CommandRequest } from '../../platform/http/if-match';
import { pageRequestOf } from '../../platform/http/list-params';
import { lead, LeadCommand } from './domain/lead.decide';
import { RateLimitedLeadForm } from './lead-submission-rate-limit.guard';
import { leadsToCsv } from './leads-csv';
import {
  JoinWaitlistDto,
  LeadListDto,
  LeadReceivedDto,
  ListLeadsPageQueryDto,
  ListLeadsQueryDto,
  SubmitContactMessageDto,
  SubmitInvestorInquiryDto,
} from './leads.dto';
import { ListLeads } from './queries/list-leads/list-leads.query';

/** The export is for people reading a spreadsheet, not a backup: a generous cap keeps one request bounded. */
export const LEAD_EXPORT_MAX = 10_000;

/**
 * The public site's three forms (spec 000 §2, §7) post here instead of to an outside form
 * service; admins read what arrived.
 */
@ApiTags('leads')
@Controller('leads')
export class LeadsController {
  private readonly logger = new Logger(LeadsController.name);

  constructor(
    private readonly pipeline: CommandPipeline,
    private readonly queries: QueryBus,
  ) {}

  @Post('contact')
  @HttpCode(201)
  @RateLimitedLeadForm('contact')
  @CommandEndpoint()
  @ApiOperation({ operationId: 'submitContactMessage', summary: 'The About page contact form; the team is e-mailed' })
  @ApiCreatedResponse({ type: LeadReceivedDto })
  @ApiBadRequestResponse({ description: 'A required field is missing, too long, or the e-mail is not valid' })
  async contact(@Body() body: SubmitContactMessageDto, @CommandRequest() call: CommandCall): Promise<LeadReceivedDto> {
    if (this.isSpam(body.website, 'contact')) return { id: randomUUID() };
    const { name, email, message, interests = '' } = body;
    return this.submit((leadId) => ({ type: 'SubmitContactMessage', leadId, name, email, message, interests }), call);
  }

  @Post('investor')
  @HttpCode(201)
  @RateLimitedLeadForm('investor')
  @CommandEndpoint()
  @ApiOperation({
    operationId: 'submitInvestorInquiry',
    summary: "The investors page's request for the deck; the team is e-mailed",
  })
  @ApiCreatedResponse({ type: LeadReceivedDto })
  @ApiBadRequestResponse({ description: 'A required field is missing, too long, or the e-mail is not valid' })
  async investor(@Body() body: SubmitInvestorInquiryDto, @CommandRequest() call: CommandCall): Promise<LeadReceivedDto> {
    if (this.isSpam(body.website, 'investor')) return { id: randomUUID() };
    const { name, email, organization, message } = body;
    return this.submit((leadId) => ({ type: 'SubmitInvestorInquiry', leadId, name, email, organization, message }), call);
  }

  @Post('waitlist')
  @HttpCode(201)
  @RateLimitedLeadForm('waitlist')
  @CommandEndpoint()
  @ApiOperation({ operationId: 'joinWaitlist', summary: 'The Austin beta waitlist; the team is e-mailed' })
  @ApiCreatedResponse({ type: LeadReceivedDto })
  @ApiBadRequestResponse({ description: 'A required field is missing, too long, or the e-mail is not valid' })
  async waitlist(@Body() body: JoinWaitlistDto, @CommandRequest() call: CommandCall): Promise<LeadReceivedDto> {
    if (this.isSpam(body.website, 'waitlist')) return { id: randomUUID() };
    const { fullName, email, phone, brokerage, headache } = body;
    return this.submit((leadId) => ({ type: 'JoinWaitlist', leadId, fullName, email, phone, brokerage, headache }), call);
  }

  /** Every form is a new lead of its own. */
  private async submit(command: (leadId: string) => LeadCommand, call: CommandCall): Promise<LeadReceivedDto> {
    const id = randomUUID();
    await this.pipeline.handle(lead, id, command(id), call);
    return { id };
  }

  @Get()
  @Authenticated('admin')
  @ApiOperation({ operationId: 'listLeads', summary: 'Submissions of the public forms, newest first, with search' })
  @ApiOkResponse({ type: LeadListDto })
  list(@Query() query: ListLeadsPageQueryDto): Promise<LeadListDto> {
    const { q, limit, offset } = pageRequestOf(query);
    return this.queries.execute(new ListLeads({ kind: query.kind, q }, limit, offset));
  }

  @Get('export')
  @Authenticated('admin')
  @Header('Content-Type', 'text/csv; charset=utf-8')
  @Header('Cache-Control', 'no-store')
  @ApiOperation({ operationId: 'exportLeadsCsv', summary: 'The same list as CSV (same filters, at most 10,000 rows)' })
  @ApiProduces('text/csv')
  @ApiOkResponse({ schema: { type: 'string' }, description: 'CSV with a header row' })
  async export(@Query() query: ListLeadsQueryDto, @Res({ passthrough: true }) response: Response): Promise<string> {
    const { items } = await this.queries.execute(new ListLeads({ kind: query.kind, q: query.q }, LEAD_EXPORT_MAX, 0));
    const day = new Date().toISOString().slice(0, 10);
    response.setHeader('Content-Disposition', `attachment; filename="threshold-leads-${query.kind ?? 'all'}-${day}.csv"`);
    return leadsToCsv(items);
  }

  /** The honeypot was filled: answer as if all went well, keep nothing (issue #4: costs a person nothing). */
  private isSpam(website: string | undefined, form: string): boolean {
    if (!website || website.trim() === '') return false;
    this.logger.log(`Dropped a ${form} submission that filled the honeypot`);
    return true;
  }
}
