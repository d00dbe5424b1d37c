import { TaskEvent, TaskState } from './tasks.events';
import { TransactionState } from '../../transaction.state';

function withTask(state: TransactionState, taskId: string, change: (task: TaskState) => TaskState | null): TransactionState {
  const task = state.tasks[taskId];
  if (!task) return state;
  const tasks = { ...state.tasks };
  const next = change(task);
  if (next) tasks[taskId] = next;
  else delete tasks[taskId];
  return { ...state, tasks };
}

export function evolveTasks(state: TransactionState, event: TaskEvent): TransactionState {
  switch (event.type) {
    case 'TransactionTaskCreated': {
      const data = event.data;
      const task: TaskState = {
        createdBy: data.created_by,
        isPrivate: data.is_private,
        isClientVisible: data.is_client_visible,
        source: data.source,
        linkedEntityType: data.linked_entity_type,
        templateId: data.template_id,
        dueDate: data.due_date,
        dueDateFollowsDeal: data.template_id !== null,
        completedAt: null,
        completedByFact: false,
      };
      const generatedTemplates = data.template_id ? [...state.generatedTemplates, data.template_id] : state.generatedTemplates;
      return { ...state, tasks: { ...state.tasks, [data.taskId]: task }, generatedTemplates };
    }
    case 'TransactionTaskUpdated': {
      const { due_date: dueDate, is_client_visible: isClientVisible } = event.data;
      return withTask(state, event.data.taskId, (task) => ({
        ...task,
        dueDate: dueDate === undefined ? task.dueDate : dueDate,
        // A date set by hand is the person's: the deal's dates no longer move it.
        dueDateFollowsDeal: dueDate === undefined && task.dueDateFollowsDeal,
        isClientVisible: isClientVisible ?? task.isClientVisible,
      }));
    }
    case 'TransactionTaskRescheduled':
      return withTask(state, event.data.taskId, (task) => ({ ...task, dueDate: event.data.due_date }));
    case 'TransactionTaskCompleted': {
      const completed = withTask(state, event.data.taskId, (task) => ({ ...task, completedAt: event.data.completedAt, completedByFact: event.data.by_fact !== undefined }));
      // The close's own completions carry the close's instant (its append); a person's never do.
      const byClose = state.status === 'closed' && event.data.completedAt === state.closedAt;
      return byClose ? { ...completed, tasksCompletedByClose: [...completed.tasksCompletedByClose, event.data.taskId] } : completed;
    }
    case 'TransactionTaskReopened':
      return withTask(state, event.data.taskId, (task) => ({ ...task, completedAt: null, completedByFact: false }));
    case 'TransactionTaskDeleted':
      return withTask(state, event.data.taskId, () => null);
  }
}
