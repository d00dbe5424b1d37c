/**
 * Events of one custom education prompt of an agent's library (spec 001 §2.3, §3
 * education_prompt_library). Each prompt is a stream of its own. The title and text are the agent's
 * writing and may name people, so the store seals them under the agent's id (ADR 0016, declared in
 * education-prompt.decide.ts): erasing the agent erases their prompts. Here they are plain.
 */
export interface EducationPromptCreatedData {
  promptId: string;
  agentId: string;
  milestoneType: string;
  title: string;
  promptText: string;
}

/** Only title and text change: the milestone type is locked once created (spec 001 §5). */
export interface EducationPromptEditedData {
  promptId: string;
  agentId: string;
  title: string;
  promptText: string;
}

export type EducationPromptEvent =
  | { type: 'EducationPromptCreated'; data: EducationPromptCreatedData }
  | { type: 'EducationPromptEdited'; data: EducationPromptEditedData }
  | { type: 'EducationPromptDeleted'; data: { promptId: string; agentId: string } };

export const EDUCATION_PROMPT_EVENT_TYPES: readonly EducationPromptEvent['type'][] = ['EducationPromptCreated', 'EducationPromptEdited', 'EducationPromptDeleted'];

export interface EducationPromptState {
  exists: boolean;
  deleted: boolean;
  agentId: string | null;
  title: string | null;
  promptText: string | null;
}

export const initialEducationPromptState = (): EducationPromptState => ({ exists: false, deleted: false, agentId: null, title: null, promptText: null });

export function evolveEducationPrompt(state: EducationPromptState, event: EducationPromptEvent): EducationPromptState {
  switch (event.type) {
    case 'EducationPromptCreated':
      return { exists: true, deleted: false, agentId: event.data.agentId, title: event.data.title, promptText: event.data.promptText };
    case 'EducationPromptEdited':
      return { ...state, title: event.data.title, promptText: event.data.promptText };
    case 'EducationPromptDeleted':
      return { ...state, deleted: true };
  }
}

export const educationPromptStream = (promptId: string) => `education-prompt-${promptId}`;
export const EDUCATION_PROMPT_STREAM_TYPE = 'education-prompt';
