import { Injectable } from '@nestjs/common';
import { StoredEvent } from '../../../platform/event-store/event.types';
import { Projection } from '../../../platform/event-store/projection';
import { SqlExecutor } from '../../../platform/event-store/sql-executor';
import { ERASED_PERSONAL_DATA } from '../../../platform/privacy/personal-data-sealing';
import { ERASURE_EVENT_TYPES, ErasureEventData } from '../../identity/identity.public';
import { EDUCATION_PROMPT_EVENT_TYPES, EducationPromptEvent } from '../domain/education-prompt.events';

/**
 * The agents' custom prompts. Inline, so the library shows a save at once. The store hands over the
 * text opened (ADR 0016); an erased agent's prompts read as ERASED_PERSONAL_DATA and are not listed,
 * so a rebuild after an erasure gives the same rows as the live delete. `last_version` is the stream
 * version (the ETag) and makes a replay a no-op.
 */
@Injectable()
export class EducationPromptsProjection implements Projection {
  readonly name = 'education-prompts';
  readonly mode = 'inline' as const;
  readonly readTables = ['education_prompts'];
  readonly handles = [...EDUCATION_PROMPT_EVENT_TYPES, ...ERASURE_EVENT_TYPES];

  async apply(sql: SqlExecutor, stored: StoredEvent): Promise<void> {
    if (ERASURE_EVENT_TYPES.includes(stored.type)) {
      await sql.query('DELETE FROM education_prompts WHERE agent_id = $1', [(stored.data as ErasureEventData).userId]);
      return;
    }
    const event = stored as unknown as EducationPromptEvent & StoredEvent;
    const version = stored.streamVersion;
    switch (event.type) {
      case 'EducationPromptCreated': {
        const { title, promptText } = event.data;
        if (title === ERASED_PERSONAL_DATA || promptText === ERASED_PERSONAL_DATA) return;
        await sql.query(
          `INSERT INTO education_prompts (id, agent_id, milestone_type, title, prompt_text, created_at, updated_at, last_version)
           VALUES ($1, $2, $3, $4, $5, $6, $6, $7)
           ON CONFLICT (id) DO NOTHING`,
          [event.data.promptId, event.data.agentId, event.data.milestoneType, title, promptText, stored.occurredAt, version],
        );
        return;
      }
      case 'EducationPromptEdited':
        if (event.data.title === ERASED_PERSONAL_DATA) return;
        await sql.query(
          `UPDATE education_prompts SET title = $2, prompt_text = $3, updated_at = $4, last_version = $5 WHERE id = $1 AND last_version < $5`,
          [event.data.promptId, event.data.title, event.data.promptText, stored.occurredAt, version],
        );
        return;
      case 'EducationPromptDeleted':
        await sql.query('DELETE FROM education_prompts WHERE id = $1', [event.data.promptId]);
        return;
    }
  }
}
