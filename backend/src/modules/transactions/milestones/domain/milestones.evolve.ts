import { MilestoneEvent } from './milestones.events';
import { TransactionState } from '../../transaction.state';

export function evolveMilestones(state: TransactionState, event: MilestoneEvent): TransactionState {
  switch (event.type) {
    case 'MilestoneEducationSet':
      return { ...state, education: { ...state.education, [event.data.milestoneType]: event.data.text } };
    case 'MilestoneEducationReset': {
      const { [event.data.milestoneType]: _reset, ...education } = state.education;
      return { ...state, education };
    }
    case 'CustomMilestoneAdded':
    case 'CustomMilestoneChanged': {
      const { milestoneId, name, dueDate, isClientVisible } = event.data;
      return { ...state, customMilestones: { ...state.customMilestones, [milestoneId]: { name, dueDate, isClientVisible } } };
    }
    case 'CustomMilestoneRemoved': {
      const { [event.data.milestoneId]: _removed, ...customMilestones } = state.customMilestones;
      return { ...state, customMilestones };
    }
    case 'TransactionMilestonesRegenerated':
      return state;
    case 'ContractDeadlineAmended':
      return { ...state, amendments: { ...state.amendments, [event.data.milestoneType]: { date: event.data.date, amendedOn: event.data.amendedOn } } };
    case 'MilestoneConfirmed':
      return { ...state, confirmedMilestones: { ...state.confirmedMilestones, [event.data.milestoneType]: event.data.confirmedAt } };
    case 'MilestoneConfirmationWithdrawn': {
      const { [event.data.milestoneType]: _withdrawn, ...confirmedMilestones } = state.confirmedMilestones;
      return { ...state, confirmedMilestones };
    }
    case 'GeneratedMilestoneRemoved':
      return { ...state, removedMilestones: { ...state.removedMilestones, [event.data.milestoneType]: event.data.removedAt } };
    case 'GeneratedMilestoneRestored': {
      const { [event.data.milestoneType]: _restored, ...removedMilestones } = state.removedMilestones;
      return { ...state, removedMilestones };
    }
  }
}
