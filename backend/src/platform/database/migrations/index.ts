import { EventStore1732200000000 } from './1732200000000-event-store';
import { Diagnostics1732200001000 } from './1732200001000-diagnostics';
import { Leads1732200002000 } from './1732200002000-leads';
import { PersonalDataKeys1732200002500 } from './1732200002500-personal-data-keys';
import { Identity1732200003000 } from './1732200003000-identity';
import { Feedback1732200004000 } from './1732200004000-feedback';
import { DataRequests1732200005000 } from './1732200005000-data-requests';
import { Audit1732200006000 } from './1732200006000-audit';
import { VaultKeyWrapping1732200007000 } from './1732200007000-vault-key-wrapping';
import { DeliveryGuarantees1732200008000 } from './1732200008000-delivery-guarantees';
import { AppendToStream1732200009000 } from './1732200009000-append-to-stream';
import { AdminListIndexes1732200030000 } from './1732200030000-admin-list-indexes';
import { InviteRevocationAndSessionEndReason1732200040000 } from './1732200040000-invite-revocation-and-session-end-reason';
import { ProfileVersionsFollowStream1732200060000 } from './1732200060000-profile-versions-follow-stream';
import { Transactions1732300000000 } from './1732300000000-transactions';
import { ClientCreator1732300100000 } from './1732300100000-client-creator';
import { TransactionPhotos1732300200000 } from './1732300200000-transaction-photos';
import { MilestoneExplanations1732300300000 } from './1732300300000-milestone-explanations';
import { TransactionTasks1732300400000 } from './1732300400000-transaction-tasks';
import { MilestoneEducation1732300500000 } from './1732300500000-milestone-education';
import { MilestoneAlerts1732300600000 } from './1732300600000-milestone-alerts';
import { MilestoneRulesVersion1732300700000 } from './1732300700000-milestone-rules-version';
import { DealNextMilestone1732300800000 } from './1732300800000-deal-next-milestone';
import { CalendarFeeds1732300900000 } from './1732300900000-calendar-feeds';
import { DealTimeZone1732301000000 } from './1732301000000-deal-time-zone';
import { AlertsRead1732301100000 } from './1732301100000-alerts-read';
import { TransactionUtilities1732301300000 } from './1732301300000-transaction-utilities';
import { ClientCheckIns1732301400000 } from './1732301400000-client-check-ins';
import { TaskNotesOfPreviousClient1732301510000 } from './1732301510000-task-notes-of-previous-client';
import { IdempotencyKeys1732301600000 } from './1732301600000-idempotency-keys';
import { ClientLinks1732301650000 } from './1732301650000-client-links';
import { AlertDueDate1732301750000 } from './1732301750000-alert-due-date';
import { DealSummaries1732301800000 } from './1732301800000-deal-summaries';
import { TaskNotesAuthor1732301900000 } from './1732301900000-task-notes-author';
import { DocumentLinks1732303200000 } from './1732303200000-document-links';
import { AuditTrailReplay1732303300000 } from './1732303300000-audit-trail-replay';
import { DocumentLinkRecipients1732304200000 } from './1732304200000-document-link-recipients';
import { NotificationPreferences1732304400000 } from './1732304400000-notification-preferences';
import { ClientMilestoneDatesTold1732304450000 } from './1732304450000-client-milestone-dates-told';
import { CheckInAlerts1732304470000 } from './1732304470000-check-in-alerts';
import { WizardCompletedSteps1732304476000 } from './1732304476000-wizard-completed-steps';
import { RemovedMilestones1732304479000 } from './1732304479000-removed-milestones';
import { StandaloneContacts1732304480200 } from './1732304480200-standalone-contacts';
import { NotificationLedgerDetail1732304482200 } from './1732304482200-notification-ledger-detail';
import { TransactionReassignedAt1732304483200 } from './1732304483200-transaction-reassigned-at';
import { TransactionVendors1732302600000 } from './1732302600000-transaction-vendors';
import { VendorLibrary1732302000000 } from './1732302000000-vendor-library';
import { DealMessages1732302100000 } from './1732302100000-deal-messages';
import { TeamsAndBrokerage1732302300000 } from './1732302300000-teams-and-brokerage';
import { ContactVersions1732302500000 } from './1732302500000-contact-versions';

/** Every migration, oldest first. Schema changes go through here only (never `synchronize`). */
export const migrations = [
  EventStore1732200000000,
  Diagnostics1732200001000,
  Leads1732200002000,
  PersonalDataKeys1732200002500,
  Identity1732200003000,
  Feedback1732200004000,
  DataRequests1732200005000,
  Audit1732200006000,
  VaultKeyWrapping1732200007000,
  DeliveryGuarantees1732200008000,
  AppendToStream1732200009000,
  AdminListIndexes1732200030000,
  InviteRevocationAndSessionEndReason1732200040000,
  ProfileVersionsFollowStream1732200060000,
  Transactions1732300000000,
  ClientCreator1732300100000,
  TransactionPhotos1732300200000,
  MilestoneExplanations1732300300000,
  TransactionTasks1732300400000,
  MilestoneEducation1732300500000,
  MilestoneAlerts1732300600000,
  MilestoneRulesVersion1732300700000,
  DealNextMilestone1732300800000,
  CalendarFeeds1732300900000,
  DealTimeZone1732301000000,
  AlertsRead1732301100000,
  TransactionUtilities1732301300000,
  ClientCheckIns1732301400000,
  TaskNotesOfPreviousClient1732301510000,
  IdempotencyKeys1732301600000,
  ClientLinks1732301650000,
  AlertDueDate1732301750000,
  DealSummaries1732301800000,
  TaskNotesAuthor1732301900000,
  VendorLibrary1732302000000,
  DealMessages1732302100000,
  TeamsAndBrokerage1732302300000,
  ContactVersions1732302500000,
  TransactionVendors1732302600000,
  DocumentLinks1732303200000,
  AuditTrailReplay1732303300000,
  DocumentLinkRecipients1732304200000,
  NotificationPreferences1732304400000,
  ClientMilestoneDatesTold1732304450000,
  CheckInAlerts1732304470000,
  WizardCompletedSteps1732304476000,
  RemovedMilestones1732304479000,
  StandaloneContacts1732304480200,
  NotificationLedgerDetail1732304482200,
  TransactionReassignedAt1732304483200,
];
