import { defineAggregate } from '../../../platform/event-store/aggregate';
import { ForbiddenError, NotFoundError, ValidationError } from '../../../platform/errors/domain-error';
import { EDUCATED_MILESTONE_TYPES, EDUCATION_TEXT_MAX, isEducatedMilestoneType } from '../../transactions/transactions.public';
import {
  EDUCATION_PROMPT_STREAM_TYPE,
  EducationPromptEvent,
  EducationPromptState,
  educationPromptStream,
  evolveEducationPrompt,
  initialEducationPromptState,
} from './education-prompt.events';

/** Spec 001 §5 / §2.3, verbatim where the spec gives the text. */
export const EDUCATION_PROMPT_MESSAGES = {
  required: 'All fields are required',
  notFound: 'Education prompt not found',
  systemReadOnly: 'System prompts cannot be edited or deleted',
} as const;

export const EDUCATION_PROMPT_LIMITS = { title: 200, promptText: EDUCATION_TEXT_MAX } as const;

export class EducationPromptNotFoundError extends NotFoundError {
  constructor() {
    super(EDUCATION_PROMPT_MESSAGES.notFound);
  }
}

export class SystemPromptReadOnlyError extends ForbiddenError {
  constructor() {
    super(EDUCATION_PROMPT_MESSAGES.systemReadOnly);
  }
}

export type EducationPromptCommand =
  | { type: 'CreateEducationPrompt'; promptId: string; agentId: string; milestoneType: string; title: string; promptText: string }
  | { type: 'EditEducationPrompt'; promptId: string; agentId: string; title: string; promptText: string }
  | { type: 'DeleteEducationPrompt'; promptId: string; agentId: string };

/** Title and text are required after trimming (spec 001 §5 'All fields are required'). */
function promptText(title: string, text: string): { title: string; promptText: string } {
  const cleanTitle = title.replace(/\s+/g, ' ').trim();
  const cleanText = text.replace(/\r\n?/g, '\n').trim();
  if (cleanTitle === '' || cleanText === '') throw new ValidationError(EDUCATION_PROMPT_MESSAGES.required);
  if (cleanTitle.length > EDUCATION_PROMPT_LIMITS.title) throw new ValidationError(`Template Title must be at most ${EDUCATION_PROMPT_LIMITS.title} characters`);
  if (cleanText.length > EDUCATION_PROMPT_LIMITS.promptText) {
    throw new ValidationError(`Educational Content must be at most ${EDUCATION_PROMPT_LIMITS.promptText} characters`);
  }
  return { title: cleanTitle, promptText: cleanText };
}

/** The author's own, live prompt; anyone else's is as unknown as a missing one. */
function ownPrompt(state: EducationPromptState, agentId: string): void {
  if (!state.exists || state.deleted || state.agentId !== agentId) throw new EducationPromptNotFoundError();
}

export function decideEducationPrompt(command: EducationPromptCommand, state: EducationPromptState): EducationPromptEvent[] {
  switch (command.type) {
    case 'CreateEducationPrompt': {
      if (!isEducatedMilestoneType(command.milestoneType)) {
        // An empty choice is the form's "required"; anything else is not a type the library knows.
        if (command.milestoneType.trim() === '') throw new ValidationError(EDUCATION_PROMPT_MESSAGES.required);
        throw new ValidationError(`Milestone Type must be one of ${EDUCATED_MILESTONE_TYPES.join(', ')}`);
      }
      const text = promptText(command.title, command.promptText);
      if (state.exists) return [];
      return [{ type: 'EducationPromptCreated', data: { promptId: command.promptId, agentId: command.agentId, milestoneType: command.milestoneType, ...text } }];
    }
    case 'EditEducationPrompt': {
      ownPrompt(state, command.agentId);
      const text = promptText(command.title, command.promptText);
      if (text.title === state.title && text.promptText === state.promptText) return [];
      return [{ type: 'EducationPromptEdited', data: { promptId: command.promptId, agentId: command.agentId, ...text } }];
    }
    case 'DeleteEducationPrompt': {
      ownPrompt(state, command.agentId);
      return [{ type: 'EducationPromptDeleted', data: { promptId: command.promptId, agentId: command.agentId } }];
    }
  }
}

const agentWriting = { subject: (data: { agentId: string }) => data.agentId, fields: ['title', 'promptText'] as ('title' | 'promptText')[] };

/** One custom prompt: its stream, fold, decisions, and the agent's writing sealed under them (ADR 0016). */
export const educationPrompt = defineAggregate<EducationPromptState, EducationPromptCommand, EducationPromptEvent>({
  streamType: EDUCATION_PROMPT_STREAM_TYPE,
  streamId: educationPromptStream,
  initialState: initialEducationPromptState,
  evolve: evolveEducationPrompt,
  decide: decideEducationPrompt,
  personalData: {
    EducationPromptCreated: agentWriting,
    EducationPromptEdited: agentWriting,
  },
});
