import { Inject } from '@nestjs/common';
import { IQueryHandler, Query, QueryHandler } from '@nestjs/cqrs';
import { DataSource } from 'typeorm';
import { DATA_SOURCE } from '../../../platform/platform.tokens';
import { DEFAULT_EDUCATION, EDUCATED_MILESTONE_TYPES, MILESTONE_NAMES, MilestoneType } from '../../transactions/transactions.public';
import { EducationPromptDto } from '../education.dto';

/** A system default's id: the type it explains (never a UUID, so it can never name a custom prompt). */
export const systemPromptId = (milestoneType: string): string => `system:${milestoneType}`;

const SYSTEM_PROMPTS: readonly EducationPromptDto[] = EDUCATED_MILESTONE_TYPES.map((type) => ({
  id: systemPromptId(type),
  milestone_type: type,
  milestone_name: MILESTONE_NAMES[type],
  title: DEFAULT_EDUCATION[type].title,
  prompt_text: DEFAULT_EDUCATION[type].text,
  is_default: true,
  created_at: null,
  updated_at: null,
  version: null,
}));

/**
 * An agent's library (spec 001 §2.3, §7 "SELECT all (defaults first, then newest)"): the system
 * defaults in catalogue order, then the agent's own prompts newest first; optionally one type only.
 * `promptId` narrows to one of the agent's own (the answer to a create or an edit).
 */
export class ListEducationPrompts extends Query<EducationPromptDto[]> {
  constructor(
    readonly agentId: string,
    readonly milestoneType?: string,
    readonly promptId?: string,
  ) {
    super();
  }
}

@QueryHandler(ListEducationPrompts)
export class ListEducationPromptsHandler implements IQueryHandler<ListEducationPrompts> {
  constructor(@Inject(DATA_SOURCE) private readonly dataSource: DataSource) {}

  async execute({ agentId, milestoneType, promptId }: ListEducationPrompts): Promise<EducationPromptDto[]> {
    const own: EducationPromptDto[] = await this.dataSource.query(
      `SELECT id, milestone_type, title, prompt_text, false AS is_default,
              to_char(created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS created_at,
              to_char(updated_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS updated_at,
              last_version AS version
         FROM education_prompts
        WHERE agent_id = $1 AND ($2::text IS NULL OR milestone_type = $2) AND ($3::uuid IS NULL OR id = $3)
        ORDER BY created_at DESC, id`,
      [agentId, milestoneType ?? null, promptId ?? null],
    );
    for (const prompt of own) prompt.milestone_name = MILESTONE_NAMES[prompt.milestone_type as MilestoneType] ?? prompt.milestone_type;
    if (promptId) return own;
    const defaults = milestoneType ? SYSTEM_PROMPTS.filter((prompt) => prompt.milestone_type === milestoneType) : SYSTEM_PROMPTS;
    return [...defaults, ...own];
  }
}
