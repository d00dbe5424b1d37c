import { dealZoneOf, localDateOf } from '../../kernel/domain/deadlines/property-time';
import { FieldValues } from '../../kernel/domain/transaction-fields';
import { TransactionEvent } from '../../transaction.events';
import { TransactionState } from '../../transaction.state';
import { closeCompletes } from './task-rules';
import { TASK_TEMPLATES, TaskFact, tasksForDeal } from './task-templates';

/** What the deal's own life does to its tasks (ADR 0027): the automation set, and tasks that move, close and reopen with the deal. */

/**
 * The automation set (spec 001 §7, ADR 0027) for the templates not generated yet. Only a live deal
 * gets it; a draft gets it when submitted.
 */
export function automationTasks(state: TransactionState, transactionId: string, taskIds: Readonly<Record<string, string>>): TransactionEvent[] {
  if (!state.exists || state.deleted || state.status === 'draft' || !state.transactionType) return [];
  const generated = new Set(state.generatedTemplates);
  return tasksForDeal(state.transactionType, state.fields)
    .filter(({ template }) => !generated.has(template.id) && taskIds[template.id])
    .map(({ template, dueDate }) => ({
      type: 'TransactionTaskCreated' as const,
      data: {
        transactionId,
        taskId: taskIds[template.id],
        title: template.title,
        description: template.description,
        due_date: dueDate,
        priority: template.priority,
        is_client_visible: template.isClientVisible,
        is_private: false,
        source: 'automation' as const,
        linked_entity_type: null,
        linked_entity_id: null,
        milestone_type: template.milestoneType ?? null,
        template_id: template.id,
        created_by: null,
      },
    }));
}

/**
 * The automation tasks whose date counts from a deal date that moved (the closing gift a week before
 * a closing that moved): pending ones whose date nobody set by hand move with it (ADR 0027).
 */
export function tasksMovedWithDeal(state: TransactionState, transactionId: string, next: FieldValues): TransactionEvent[] {
  if (state.status === 'draft' || !state.transactionType) return [];
  const dueBy = (fields: FieldValues) => new Map(tasksForDeal(state.transactionType!, fields).map(({ template, dueDate }) => [template.id, dueDate]));
  const before = dueBy(state.fields);
  const after = dueBy(next);
  const moved: TransactionEvent[] = [];
  for (const [taskId, task] of Object.entries(state.tasks)) {
    if (!task.templateId || !task.dueDateFollowsDeal || task.completedAt !== null || !after.has(task.templateId)) continue;
    const dueDate = after.get(task.templateId) ?? null;
    if (dueDate === (before.get(task.templateId) ?? null) || dueDate === task.dueDate) continue;
    moved.push({ type: 'TransactionTaskRescheduled', data: { transactionId, taskId, due_date: dueDate, previous_due_date: task.dueDate } });
  }
  return moved;
}

/**
 * Spec 002 §4: the close completes, in its own append, the open tasks the close rule names. "Due on or
 * before the close" is read on the property's calendar (ADR 0032), not UTC's: a close at 8 p.m. in
 * Austin is still that day there.
 */
export function tasksCompletedByClose(state: TransactionState, transactionId: string, now: Date): TransactionEvent[] {
  const closedAt = now.toISOString();
  const place = state.fields as { property_state?: string | null; property_county?: string | null };
  const closedOn = localDateOf(now, dealZoneOf(place.property_state, place.property_county).id);
  return Object.entries(state.tasks)
    .filter(([, task]) => closeCompletes(task, closedOn))
    .map(([taskId]) => ({ type: 'TransactionTaskCompleted', data: { transactionId, taskId, completedAt: closedAt } }));
}

/**
 * Reopen undoes close (issue 18 item 5; ADR 0027 addendum): the tasks the close completed return to
 * open, like the milestones it completed; those a person completed stay completed.
 */
export function tasksReopenedWithDeal(state: TransactionState, transactionId: string): TransactionEvent[] {
  return state.tasksCompletedByClose
    .filter((taskId) => state.tasks[taskId]?.completedAt === state.closedAt)
    .map((taskId) => ({ type: 'TransactionTaskReopened' as const, data: { transactionId, taskId } }));
}

const TEMPLATE_FACTS: ReadonlyMap<string, TaskFact> = new Map(
  TASK_TEMPLATES.filter((template) => template.doneWhen).map((template) => [template.id, template.doneWhen!]),
);

/**
 * The deal's facts close its tasks (issue 20 item 2, ADR 0049): an edit that records what an open
 * automation task asks for (earnest money paid, inspection scheduled, insurance bound, …) completes
 * it in the same append; an edit that clears the fact reopens a task the fact completed. Only a
 * change of the fact counts, so a task a person reopened stays open until the fact changes again,
 * and a task a person completed stays completed when the fact is cleared.
 */
export function tasksSettledByFacts(state: TransactionState, transactionId: string, next: FieldValues, now: Date): TransactionEvent[] {
  if (state.status === 'draft') return [];
  const settled: TransactionEvent[] = [];
  for (const [taskId, task] of Object.entries(state.tasks)) {
    const doneWhen = task.templateId ? TEMPLATE_FACTS.get(task.templateId) : undefined;
    if (!doneWhen) continue;
    const before = doneWhen.holds(state.fields);
    const after = doneWhen.holds(next);
    if (!before && after && task.completedAt === null) {
      settled.push({ type: 'TransactionTaskCompleted', data: { transactionId, taskId, completedAt: now.toISOString(), by_fact: doneWhen.fact } });
    } else if (before && !after && task.completedAt !== null && task.completedByFact) {
      settled.push({ type: 'TransactionTaskReopened', data: { transactionId, taskId } });
    }
  }
  return settled;
}

/** Automation tasks created for a deal whose fields already record what they ask for are created done (the wizard recorded it). */
export function tasksDoneOnArrival(fields: FieldValues, created: readonly TransactionEvent[], now: Date): TransactionEvent[] {
  return created.flatMap((event) => {
    if (event.type !== 'TransactionTaskCreated' || !event.data.template_id) return [];
    const doneWhen = TEMPLATE_FACTS.get(event.data.template_id);
    if (!doneWhen?.holds(fields)) return [];
    const data = { transactionId: event.data.transactionId, taskId: event.data.taskId, completedAt: now.toISOString(), by_fact: doneWhen.fact };
    return [{ type: 'TransactionTaskCompleted' as const, data }];
  });
}
