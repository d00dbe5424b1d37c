import { Module, OnModuleInit } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { CommandPipeline } from '../../platform/event-store/command-pipeline';
import { ProjectionRegistry } from '../../platform/event-store/projection-registry';
import { educationPrompt } from './domain/education-prompt.decide';
import { EducationPromptsController } from './education.controller';
import { EducationPromptsProjection } from './projections/education-prompts.projection';
import { ListEducationPromptsHandler } from './queries/list-education-prompts.query';

/** The agents' Education Prompts Library (issue 10 item 5; spec 001 §2.3). */
@Module({
  imports: [CqrsModule],
  controllers: [EducationPromptsController],
  providers: [EducationPromptsProjection, ListEducationPromptsHandler],
})
export class EducationModule implements OnModuleInit {
  constructor(
    private readonly registry: ProjectionRegistry,
    private readonly projection: EducationPromptsProjection,
    private readonly pipeline: CommandPipeline,
  ) {}

  onModuleInit(): void {
    this.pipeline.register(educationPrompt);
    this.registry.addProjection(this.projection);
  }
}
