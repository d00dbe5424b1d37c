import { Body, Controller, Delete, Get, HttpCode, Inject, Param, Patch, Post, Query } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiCreatedResponse, ApiNoContentResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { randomUUID } from 'node:crypto';
import { DataSource } from 'typeorm';
import { ResourceAccess, ResourceRows } from '../../platform/access/resource-access.decorator';
import { Authenticated } from '../../platform/auth/roles.guard';
import { CommandPipeline } from '../../platform/event-store/command-pipeline';
import { EventMetadata } from '../../platform/event-store/event.types';
import { CommandCall, CommandEndpoint, CommandRequest } from '../../platform/http/if-match';
import { IdempotentCreate } from '../../platform/http/idempotency';
import { RequestMetadata } from '../../platform/http/request-context';
import { DATA_SOURCE } from '../../platform/platform.tokens';
import { vendor, VendorNotFoundError } from './domain/vendor.decide';
import { ListVendors, VendorRow } from './queries/list-vendors.query';
import { dealShareTargets } from './share-targets/deal-share-targets.sql';
import { CreateVendorDto, ListVendorsQueryDto, UpdateVendorDto, VendorDto, VendorShareTargetDto } from './vendors.dto';
import { vendorPolicy } from './vendors.policy';

/** `@Authenticated` guarantees an actor; this narrows the type. */
const actorOf = (metadata: EventMetadata): string => metadata.actorId!;

/** The form's snake_case fields as the domain names them; an omitted field stays omitted. */
function vendorInput(body: CreateVendorDto | UpdateVendorDto) {
  const input = {
    name: body.name,
    category: body.category,
    contactName: body.contact_name,
    company: body.company,
    email: body.email,
    phone: body.phone,
    website: body.website,
    notes: body.notes,
  };
  return Object.fromEntries(Object.entries(input).filter(([, value]) => value !== undefined));
}

/**
 * The agent's Vendor Library (spec 001 §2.4, §3, §5, §6, §7; ADR 0043): agents, brokers and team
 * leads keep their own vendors; admins and clients are refused by role. A vendor's id answers its
 * owner only: another agent's is 403, an unknown or deleted one 404 (spec 001 §8).
 */
@ApiTags('vendors')
@Controller('vendors')
@Authenticated('agent', 'broker', 'team_lead')
export class VendorsController {
  constructor(
    private readonly pipeline: CommandPipeline,
    private readonly queries: QueryBus,
    @Inject(DATA_SOURCE) private readonly dataSource: DataSource,
  ) {}

  @Get()
  @ApiOperation({ operationId: 'listVendors', summary: 'My vendor library by name; searched over name, company and contact name, filtered by category' })
  @ApiOkResponse({ type: VendorDto, isArray: true })
  @ResourceRows(vendorPolicy)
  list(@Query() query: ListVendorsQueryDto, @RequestMetadata() metadata: EventMetadata): Promise<VendorRow[]> {
    return this.queries.execute(new ListVendors(actorOf(metadata), { search: query.search, category: query.category }));
  }

  @Get('share-targets')
  @ApiOperation({
    operationId: 'listVendorShareTargets',
    summary: 'My live deals a vendor can be shared to: pending or in the Under Contract group (spec 001 §4), by address',
  })
  @ApiOkResponse({ type: VendorShareTargetDto, isArray: true })
  shareTargets(@RequestMetadata() metadata: EventMetadata): Promise<VendorShareTargetDto[]> {
    return dealShareTargets(this.dataSource, actorOf(metadata));
  }

  @Post()
  @HttpCode(201)
  @CommandEndpoint()
  @IdempotentCreate()
  @ApiOperation({ operationId: 'createVendor', summary: 'Add a vendor to my library (name and category required; blank optional fields saved as none)' })
  @ApiCreatedResponse({ type: VendorDto })
  @ResourceRows(vendorPolicy)
  async create(@Body() body: CreateVendorDto, @CommandRequest() call: CommandCall): Promise<VendorRow> {
    const agentId = actorOf(call.metadata);
    const vendorId = randomUUID();
    const input = { ...vendorInput(body), name: body.name, category: body.category };
    await this.pipeline.handle(vendor, vendorId, { type: 'CreateVendor', vendorId, agentId, vendor: input }, call);
    return this.one(agentId, vendorId);
  }

  @Patch(':id')
  @CommandEndpoint()
  @ApiOperation({ operationId: 'updateVendor', summary: 'Edit one of my vendors (omitted fields keep their value; blank or null clears an optional one)' })
  @ApiOkResponse({ type: VendorDto })
  @ResourceAccess(vendorPolicy, 'id')
  async update(@Param('id') id: string, @Body() body: UpdateVendorDto, @CommandRequest() call: CommandCall): Promise<VendorRow> {
    const agentId = actorOf(call.metadata);
    await this.pipeline.handle(vendor, id, { type: 'UpdateVendor', vendorId: id, agentId, changes: vendorInput(body) }, call);
    return this.one(agentId, id);
  }

  @Delete(':id')
  @HttpCode(204)
  @CommandEndpoint()
  @ApiOperation({ operationId: 'deleteVendor', summary: 'Delete one of my vendors' })
  @ApiNoContentResponse()
  @ResourceAccess(vendorPolicy, 'id')
  async remove(@Param('id') id: string, @CommandRequest() call: CommandCall): Promise<void> {
    await this.pipeline.handle(vendor, id, { type: 'DeleteVendor', vendorId: id, agentId: actorOf(call.metadata) }, call);
  }

  private async one(agentId: string, vendorId: string): Promise<VendorRow> {
    const [row] = await this.queries.execute(new ListVendors(agentId, { vendorId }));
    if (!row) throw new VendorNotFoundError();
    return row;
  }
}
