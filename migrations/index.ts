import { Initial1795315479127 } from './1795315479127-initial.js';
import { BillingAndTierAudit1795316055441 } from './1795316055441-billing-and-tier-audit.js';
import { RoutingRulesAndPendingInvites1795316068018 } from './1795316068018-routing-rules-and-pending-invites.js';
import { Interactions1795316203111 } from './1795316203111-interactions.js';
import { Followups1795316203112 } from './1795316203112-followups.js';
import { SequencesAndEnrollments1795317713792 } from './1795317713792-sequences-and-enrollments.js';
import { ContactSearchIndex1795318052693 } from './1795318052693-contact-search-index.js';
import { CoveringStageIndex1795320140517 } from './1795320140517-covering-stage-index.js';
import { CostedContactSearch1795321175154 } from './1795321175154-costed-contact-search.js';
import { ContactStageTotals1795330000000 } from './1795330000000-contact-stage-totals.js';
import { ContactStageTotalsRebuild1795340000000 } from './1795340000000-contact-stage-totals-rebuild.js';
import { WorkspaceContactSearch1795340000001 } from './1795340000001-workspace-contact-search.js';
import { CoveringReportIndex1795350000000 } from './1795350000000-covering-report-index.js';
import { ContactStageTotalsWriterShards1795360000000 } from './1795360000000-contact-stage-totals-writer-shards.js';
import { StoredContactSearchText1795577190725 } from './1795577190725-stored-contact-search-text.js';
import { WorkspacePaymentEventTime1795602600000 } from './1795602600000-workspace-payment-event-time.js';
import { ApiKeys1795616799682 } from './1795616799682-api-keys.js';
import { IdempotencyKeys1795616886428 } from './1795616886428-idempotency-keys.js';
import { ContactEmailIndex1795617040326 } from './1795617040326-contact-email-index.js';
import { OutboundWebhooks1795619039647 } from './1795619039647-outbound-webhooks.js';
import { WebhookDeliveryClaims1795619307152 } from './1795619307152-webhook-delivery-claims.js';
import { ContactTagIndex1795766052063 } from './1795766052063-contact-tag-index.js';
import { ContactDuplicatesAndMerges1795766201992 } from './1795766201992-contact-duplicates-and-merges.js';
import { Imports1795766555533 } from './1795766555533-imports.js';
import { WebhookEventsDispatchedByRelay1795767293788 } from './1795767293788-webhook-events-dispatched-by-relay.js';
import { BulkOperations1795770233215 } from './1795770233215-bulk-operations.js';
import { ImportFileParts1795776260460 } from './1795776260460-import-file-parts.js';
import { ForeignKeyIndexes1795776514349 } from './1795776514349-foreign-key-indexes.js';
import { FollowupOpenCounts1795777000000 } from './1795777000000-followup-open-counts.js';
import { ImportFileActivity1795785048212 } from './1795785048212-import-file-activity.js';
import { CustomFields1795840704120 } from './1795840704120-custom-fields.js';
import { ContactFieldValues1795842934641 } from './1795842934641-contact-field-values.js';
import { SavedViews1795850504105 } from './1795850504105-saved-views.js';
import { BulkOperationViews1795852051975 } from './1795852051975-bulk-operation-views.js';
import { FilterIndexBuilds1795854410877 } from './1795854410877-filter-index-builds.js';
import { Pipelines1795860000000 } from './1795860000000-pipelines.js';
import { DealFields1795861000000 } from './1795861000000-deal-fields.js';
import { DormancyOptions1795862000000 } from './1795862000000-dormancy-options.js';
import { StageTotalsByCurrency1795863000000 } from './1795863000000-stage-totals-by-currency.js';
import { ContactTrash1795864000000 } from './1795864000000-contact-trash.js';
import { ContactErasures1795865000000 } from './1795865000000-contact-erasures.js';
import { ContactHistory1795866000000 } from './1795866000000-contact-history.js';
import { MemberVisibility1795867000000 } from './1795867000000-member-visibility.js';
import { StageMoveOwners1795868000000 } from './1795868000000-stage-move-owners.js';
import { OwnerListIndex1795869000000 } from './1795869000000-owner-list-index.js';
import { EventStreams1795870000000 } from './1795870000000-event-streams.js';
import { OwnerStageIndex1795871000000 } from './1795871000000-owner-stage-index.js';
import { HistoryCreationCustom1795872000000 } from './1795872000000-history-creation-custom.js';
import { ContactCustomText1795873000000 } from './1795873000000-contact-custom-text.js';
import { ContactRowsInline1795874000000 } from './1795874000000-contact-rows-inline.js';
import { TimeOrderedIds1795875000000 } from './1795875000000-time-ordered-ids.js';
import { ErasureScrubJson1795876000000 } from './1795876000000-erasure-scrub-json.js';
import { PipelineNames1795877000000 } from './1795877000000-pipeline-names.js';
import { UnstoredStages1795878000000 } from './1795878000000-unstored-stages.js';
import { JobAuthorsKept1795879000000 } from './1795879000000-job-authors-kept.js';
import { CustomPhoneDigits1795880000000 } from './1795880000000-custom-phone-digits.js';
import { StreamTeamChanges1795881000000 } from './1795881000000-stream-team-changes.js';
import { CustomOptionCheck1795882000000 } from './1795882000000-custom-option-check.js';
import { StreamTicketKeys1795883000000 } from './1795883000000-stream-ticket-keys.js';
import { NextFollowupInTrash1795884000000 } from './1795884000000-next-followup-in-trash.js';
import { OwnerRoleMemory1795885000000 } from './1795885000000-owner-role-memory.js';
import { CustomArchivedCheck1795886000000 } from './1795886000000-custom-archived-check.js';
import { CustomUserCheck1795887000000 } from './1795887000000-custom-user-check.js';
import { CustomPhoneWithoutDigits1795888000000 } from './1795888000000-custom-phone-without-digits.js';
import { StageMoveDeals1795889000000 } from './1795889000000-stage-move-deals.js';
import { TextSortOrder1795890000000 } from './1795890000000-text-sort-order.js';
import { FollowupDeletesInTrash1795891000000 } from './1795891000000-followup-deletes-in-trash.js';
import { HistoryMergedFrom1795892000000 } from './1795892000000-history-merged-from.js';
import { MergedStageMoves1795893000000 } from './1795893000000-merged-stage-moves.js';
import { StageTotalsExact1795894000000 } from './1795894000000-stage-totals-exact.js';
import { NestedListRepair1795895000000 } from './1795895000000-nested-list-repair.js';
import { FilterIndexKeyShareFirst1795896000000 } from './1795896000000-filter-index-key-share-first.js';
import { RotationsWithoutLeavers1795897000000 } from './1795897000000-rotations-without-leavers.js';
import { ReservedDemoAddresses1795898000000 } from './1795898000000-reserved-demo-addresses.js';
import { CheckoutWindows1795899000000 } from './1795899000000-checkout-windows.js';
import { CounterShardClaims1795899500000 } from './1795899500000-counter-shard-claims.js';

/** Every migration, in order. TypeORM is handed the classes, so no glob or file loading is involved. */
export const migrations = [
  Initial1795315479127,
  BillingAndTierAudit1795316055441,
  RoutingRulesAndPendingInvites1795316068018,
  Interactions1795316203111,
  Followups1795316203112,
  SequencesAndEnrollments1795317713792,
  ContactSearchIndex1795318052693,
  CoveringStageIndex1795320140517,
  CostedContactSearch1795321175154,
  ContactStageTotals1795330000000,
  ContactStageTotalsRebuild1795340000000,
  WorkspaceContactSearch1795340000001,
  CoveringReportIndex1795350000000,
  ContactStageTotalsWriterShards1795360000000,
  StoredContactSearchText1795577190725,
  WorkspacePaymentEventTime1795602600000,
  ApiKeys1795616799682,
  IdempotencyKeys1795616886428,
  ContactEmailIndex1795617040326,
  OutboundWebhooks1795619039647,
  WebhookDeliveryClaims1795619307152,
  ContactTagIndex1795766052063,
  ContactDuplicatesAndMerges1795766201992,
  Imports1795766555533,
  WebhookEventsDispatchedByRelay1795767293788,
  BulkOperations1795770233215,
  ImportFileParts1795776260460,
  ForeignKeyIndexes1795776514349,
  FollowupOpenCounts1795777000000,
  ImportFileActivity1795785048212,
  CustomFields1795840704120,
  ContactFieldValues1795842934641,
  SavedViews1795850504105,
  BulkOperationViews1795852051975,
  FilterIndexBuilds1795854410877,
  Pipelines1795860000000,
  DealFields1795861000000,
  DormancyOptions1795862000000,
  StageTotalsByCurrency1795863000000,
  ContactTrash1795864000000,
  ContactErasures1795865000000,
  ContactHistory1795866000000,
  MemberVisibility1795867000000,
  StageMoveOwners1795868000000,
  OwnerListIndex1795869000000,
  EventStreams1795870000000,
  OwnerStageIndex1795871000000,
  HistoryCreationCustom1795872000000,
  ContactCustomText1795873000000,
  ContactRowsInline1795874000000,
  TimeOrderedIds1795875000000,
  ErasureScrubJson1795876000000,
  PipelineNames1795877000000,
  UnstoredStages1795878000000,
  JobAuthorsKept1795879000000,
  CustomPhoneDigits1795880000000,
  StreamTeamChanges1795881000000,
  CustomOptionCheck1795882000000,
  StreamTicketKeys1795883000000,
  NextFollowupInTrash1795884000000,
  OwnerRoleMemory1795885000000,
  CustomArchivedCheck1795886000000,
  CustomUserCheck1795887000000,
  CustomPhoneWithoutDigits1795888000000,
  StageMoveDeals1795889000000,
  TextSortOrder1795890000000,
  FollowupDeletesInTrash1795891000000,
  HistoryMergedFrom1795892000000,
  MergedStageMoves1795893000000,
  StageTotalsExact1795894000000,
  NestedListRepair1795895000000,
  FilterIndexKeyShareFirst1795896000000,
  RotationsWithoutLeavers1795897000000,
  ReservedDemoAddresses1795898000000,
  CheckoutWindows1795899000000,
  CounterShardClaims1795899500000,
];
