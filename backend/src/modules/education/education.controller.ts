import { Body, Controller, Delete, Get, HttpCode, Param, Patch, Post, Query } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiCreatedResponse, ApiForbiddenResponse, ApiNoContentResponse, ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { randomUUID } from 'node:crypto';
import { Authenticated } from '../../platform/auth/roles.guard';
import { CommandPipeline } from '../../platform/event-store/command-pipeline';
import { EventMetadata } from '../../platform/event-store/event.types';
import { isUuid } from '../../platform/http/ids';
import { CommandCall, CommandEndpoint, CommandRequest } from '../../platform/http/if-match';
import { RequestMetadata } from '../../platform/http/request-context';
import { educationPrompt, EducationPromptNotFoundError, SystemPromptReadOnlyError } from './domain/education-prompt.decide';
import { CreateEducationPromptDto, EducationPromptDto, ListEducationPromptsQueryDto, UpdateEducationPromptDto } from './education.dto';
import { ListEducationPrompts } from './queries/list-education-prompts.query';

/** A system default is read-only (spec 001 §5); anything that is neither names no prompt. */
function customPromptId(id: string): string {
  if (id.startsWith('system:')) throw new SystemPromptReadOnlyError();
  if (!isUuid(id)) throw new EducationPromptNotFoundError();
  return id.toLowerCase();
}

/** `@Authenticated` guarantees an actor; this narrows the type. */
const actorOf = (metadata: EventMetadata): string => metadata.actorId!;

/**
 * The Education Prompts Library (spec 001 §2.3, §3, §5, §6, §7): every agent sees the system defaults
 * and their own prompts; they edit and delete only their own. Someone else's prompt is as unknown as
 * a missing one (404), so ids of other agents' prompts leak nothing.
 */
@ApiTags('education')
@Controller('education-prompts')
@Authenticated('agent', 'broker', 'team_lead')
export class EducationPromptsController {
  constructor(
    private readonly pipeline: CommandPipeline,
    private readonly queries: QueryBus,
  ) {}

  @Get()
  @ApiOperation({ operationId: 'listEducationPrompts', summary: 'System defaults first, then my own prompts newest first; optionally one milestone type' })
  @ApiOkResponse({ type: EducationPromptDto, isArray: true })
  list(@Query() query: ListEducationPromptsQueryDto, @RequestMetadata() metadata: EventMetadata): Promise<EducationPromptDto[]> {
    return this.queries.execute(new ListEducationPrompts(actorOf(metadata), query.milestone_type));
  }

  @Post()
  @HttpCode(201)
  @CommandEndpoint()
  @ApiOperation({ operationId: 'createEducationPrompt', summary: "Add a prompt to my library ('All fields are required')" })
  @ApiCreatedResponse({ type: EducationPromptDto })
  async create(@Body() body: CreateEducationPromptDto, @CommandRequest() call: CommandCall): Promise<EducationPromptDto> {
    const agentId = actorOf(call.metadata);
    const promptId = randomUUID();
    const command = { type: 'CreateEducationPrompt' as const, promptId, agentId, milestoneType: body.milestone_type, title: body.title, promptText: body.prompt_text };
    await this.pipeline.handle(educationPrompt, promptId, command, call);
    return this.one(agentId, promptId);
  }

  @Patch(':id')
  @CommandEndpoint()
  @ApiOperation({ operationId: 'updateEducationPrompt', summary: 'Edit the title and text of one of my prompts (the milestone type is locked)' })
  @ApiOkResponse({ type: EducationPromptDto })
  @ApiForbiddenResponse({ description: 'System prompts cannot be edited or deleted' })
  @ApiNotFoundResponse({ description: 'Education prompt not found' })
  async update(@Param('id') id: string, @Body() body: UpdateEducationPromptDto, @CommandRequest() call: CommandCall): Promise<EducationPromptDto> {
    const promptId = customPromptId(id);
    const agentId = actorOf(call.metadata);
    await this.pipeline.handle(educationPrompt, promptId, { type: 'EditEducationPrompt', promptId, agentId, title: body.title, promptText: body.prompt_text }, call);
    return this.one(agentId, promptId);
  }

  @Delete(':id')
  @HttpCode(204)
  @CommandEndpoint()
  @ApiOperation({ operationId: 'deleteEducationPrompt', summary: 'Delete one of my prompts' })
  @ApiNoContentResponse()
  @ApiForbiddenResponse({ description: 'System prompts cannot be edited or deleted' })
  @ApiNotFoundResponse({ description: 'Education prompt not found' })
  async remove(@Param('id') id: string, @CommandRequest() call: CommandCall): Promise<void> {
    const promptId = customPromptId(id);
    await this.pipeline.handle(educationPrompt, promptId, { type: 'DeleteEducationPrompt', promptId, agentId: actorOf(call.metadata) }, call);
  }

  private async one(agentId: string, promptId: string): Promise<EducationPromptDto> {
    const [prompt] = await this.queries.execute(new ListEducationPrompts(agentId, undefined, promptId));
    if (!prompt) throw new EducationPromptNotFoundError();
    return prompt;
  }
}
