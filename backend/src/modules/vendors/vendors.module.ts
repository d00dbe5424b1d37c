import { Module, OnModuleInit } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { CommandPipeline } from '../../platform/event-store/command-pipeline';
import { ProjectionRegistry } from '../../platform/event-store/projection-registry';
import { PersonalDataHolders } from '../../platform/privacy/personal-data-holders';
import { vendor } from './domain/vendor.decide';
import { VendorLibraryProjection } from './projections/vendor-library.projection';
import { GetLibraryVendorHandler } from './queries/get-library-vendor.query';
import { ListVendorsHandler } from './queries/list-vendors.query';
import { VendorPersonalDataHolder } from './vendor-personal-data.holder';
import { VendorsController } from './vendors.controller';

/** The agents' Vendor Library (issue 21 item 5; spec 001 §2.4; ADR 0043): each vendor an aggregate of its own. */
@Module({
  imports: [CqrsModule],
  controllers: [VendorsController],
  providers: [VendorLibraryProjection, ListVendorsHandler, GetLibraryVendorHandler, VendorPersonalDataHolder],
})
export class VendorsModule implements OnModuleInit {
  constructor(
    private readonly registry: ProjectionRegistry,
    private readonly projection: VendorLibraryProjection,
    private readonly pipeline: CommandPipeline,
    private readonly holders: PersonalDataHolders,
    private readonly personalData: VendorPersonalDataHolder,
  ) {}

  onModuleInit(): void {
    this.pipeline.register(vendor);
    this.registry.addProjection(this.projection);
    this.holders.add(this.personalData);
  }
}
