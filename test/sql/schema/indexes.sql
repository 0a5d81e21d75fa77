-- Every index of the schema the migrations build, as PostgreSQL prints it (pg_get_indexdef).
-- Compared by test/sql/schema-indexes.e2e-spec.ts; `npm run sql:snapshot` rewrites it.
-- A diff here is an index change: review it with the migration that makes it.

-- api_keys
CREATE UNIQUE INDEX "PK_5c8a79801b44bd27b79228e1dad" ON public.api_keys USING btree (id);
CREATE UNIQUE INDEX api_keys_prefix_key ON public.api_keys USING btree (prefix);
CREATE INDEX api_keys_user_idx ON public.api_keys USING btree (user_id, created_at);
CREATE INDEX api_keys_workspace_idx ON public.api_keys USING btree (workspace_id, created_at);

-- bulk_operations
CREATE UNIQUE INDEX "PK_1809d3916de887ac1c2db1eb157" ON public.bulk_operations USING btree (id);
CREATE INDEX bulk_operations_created_by_idx ON public.bulk_operations USING btree (created_by);
CREATE INDEX bulk_operations_list_idx ON public.bulk_operations USING btree (workspace_id, is_demo, created_at, id);

-- checkout_windows
CREATE UNIQUE INDEX "PK_20eaf75298fc44801a2e1cc19ff" ON public.checkout_windows USING btree (user_id, workspace_id, params_digest);

-- contact_erasures
CREATE UNIQUE INDEX "PK_99e787ac08e3eec555a387ebded" ON public.contact_erasures USING btree (id);
CREATE INDEX contact_erasures_erased_by_idx ON public.contact_erasures USING btree (erased_by);
CREATE INDEX contact_erasures_list_idx ON public.contact_erasures USING btree (workspace_id, is_demo, erased_at, id);

-- contact_field_values
CREATE UNIQUE INDEX "PK_833feaacd19b7cb9def9fbf957c" ON public.contact_field_values USING btree (contact_id, field_id, item);
CREATE INDEX contact_field_values_num_idx ON public.contact_field_values USING btree (workspace_id, is_demo, field_id, num, contact_id) WHERE (num IS NOT NULL);
CREATE INDEX contact_field_values_ts_idx ON public.contact_field_values USING btree (workspace_id, is_demo, field_id, ts, contact_id) WHERE (ts IS NOT NULL);
CREATE INDEX contact_field_values_txt_idx ON public.contact_field_values USING btree (workspace_id, is_demo, field_id, txt, contact_id) WHERE (txt IS NOT NULL);
CREATE INDEX contact_field_values_txt_order_idx ON public.contact_field_values USING btree (workspace_id, is_demo, field_id, txt COLLATE unicode_order, contact_id) WHERE (txt IS NOT NULL);

-- contact_history
CREATE UNIQUE INDEX "PK_68d75ef80ec536aee6b570ebaa6" ON public.contact_history USING btree (id);
CREATE INDEX contact_history_contact_idx ON public.contact_history USING btree (contact_id, seq);

-- contact_merges
CREATE UNIQUE INDEX "PK_1723ca3255c3c9b6fb09537986b" ON public.contact_merges USING btree (id);
CREATE INDEX contact_merges_contact_idx ON public.contact_merges USING btree (contact_id, workspace_id, merged_at);
CREATE INDEX contact_merges_merged_by_idx ON public.contact_merges USING btree (merged_by);
CREATE INDEX contact_merges_workspace_idx ON public.contact_merges USING btree (workspace_id);

-- contact_stage_totals
CREATE UNIQUE INDEX contact_stage_totals_key ON public.contact_stage_totals USING btree (workspace_id, is_demo, stage, owner_id, currency, shard) NULLS NOT DISTINCT;

-- contacts_all
CREATE UNIQUE INDEX "PK_b99cd40cfd66a99f1571f4f72e6" ON public.contacts_all USING btree (id);
CREATE INDEX contacts_activity_idx ON public.contacts_all USING btree (workspace_id, is_demo, last_activity_at, id) WHERE (deleted_at IS NULL);
CREATE INDEX contacts_close_date_idx ON public.contacts_all USING btree (workspace_id, is_demo, expected_close_date) WHERE ((deleted_at IS NULL) AND (expected_close_date IS NOT NULL));
CREATE INDEX contacts_closed_idx ON public.contacts_all USING btree (workspace_id, is_demo, closed_at) WHERE ((deleted_at IS NULL) AND (closed_at IS NOT NULL));
CREATE INDEX contacts_email_idx ON public.contacts_all USING btree (workspace_id, is_demo, lower(email)) WHERE (deleted_at IS NULL);
CREATE INDEX contacts_list_idx ON public.contacts_all USING btree (workspace_id, is_demo, created_at, id) WHERE (deleted_at IS NULL);
CREATE INDEX contacts_owner_idx ON public.contacts_all USING btree (owner_id, workspace_id, is_demo, created_at, id) INCLUDE (deleted_at);
CREATE INDEX contacts_owner_stage_idx ON public.contacts_all USING btree (COALESCE(owner_id, '00000000-0000-0000-0000-000000000000'::uuid), workspace_id, is_demo, stage, last_activity_at, id) WHERE (deleted_at IS NULL);
CREATE INDEX contacts_phone_key_idx ON public.contacts_all USING btree (workspace_id, is_demo, phone_key) WHERE ((deleted_at IS NULL) AND (phone_key IS NOT NULL));
CREATE INDEX contacts_search_trgm ON public.contacts_all USING gin (workspace_id, search_text gin_trgm_ops) WHERE (deleted_at IS NULL);
CREATE INDEX contacts_stage_idx ON public.contacts_all USING btree (workspace_id, is_demo, stage, last_activity_at, value_cents) WHERE (deleted_at IS NULL);
CREATE INDEX contacts_tags_gin ON public.contacts_all USING gin (workspace_id, tags) WHERE (deleted_at IS NULL);
CREATE INDEX contacts_trash_idx ON public.contacts_all USING btree (workspace_id, is_demo, deleted_at, id) WHERE (deleted_at IS NOT NULL);
CREATE INDEX contacts_unassigned_idx ON public.contacts_all USING btree (workspace_id, is_demo, created_at, id) WHERE ((deleted_at IS NULL) AND (owner_id IS NULL));

-- custom_fields
CREATE UNIQUE INDEX "PK_35ab958a0baec2e0b2b2b875fdb" ON public.custom_fields USING btree (id);
CREATE UNIQUE INDEX custom_fields_key_idx ON public.custom_fields USING btree (workspace_id, key);

-- event_stream_leases
CREATE UNIQUE INDEX "PK_261dc9c002c3ec09cbe2ef75f34" ON public.event_stream_leases USING btree (workspace_id);

-- event_tickets
CREATE UNIQUE INDEX "PK_3856cc1b523b891ee7af3471ed2" ON public.event_tickets USING btree (ticket_hash);
CREATE INDEX event_tickets_expiry_idx ON public.event_tickets USING btree (expires_at);

-- filter_index_builds
CREATE UNIQUE INDEX "PK_a3789ee966f9299178ac61b2d6f" ON public.filter_index_builds USING btree (id);
CREATE UNIQUE INDEX filter_index_builds_unfinished_idx ON public.filter_index_builds USING btree (field_id) WHERE (status = ANY (ARRAY['queued'::text, 'running'::text]));

-- followup_open_counts
CREATE UNIQUE INDEX followup_open_counts_key ON public.followup_open_counts USING btree (workspace_id, is_demo, hour, owner_id, shard) NULLS NOT DISTINCT;

-- followups_all
CREATE UNIQUE INDEX "PK_c785b2c7a30e47dbe4a994748b3" ON public.followups_all USING btree (id);
CREATE INDEX followups_completed_by_idx ON public.followups_all USING btree (completed_by) WHERE (completed_by IS NOT NULL);
CREATE INDEX followups_contact_idx ON public.followups_all USING btree (contact_id, workspace_id, created_at);
CREATE INDEX followups_created_by_idx ON public.followups_all USING btree (created_by);
CREATE INDEX followups_enrollment_idx ON public.followups_all USING btree (enrollment_id) WHERE (enrollment_id IS NOT NULL);
CREATE INDEX followups_open_idx ON public.followups_all USING btree (workspace_id, is_demo, scheduled_for, id) WHERE ((NOT in_trash) AND (completed_at IS NULL));
CREATE INDEX followups_open_owner_idx ON public.followups_all USING btree (workspace_id, is_demo, owner_id, scheduled_for) WHERE ((NOT in_trash) AND (completed_at IS NULL));
CREATE INDEX followups_owner_idx ON public.followups_all USING btree (owner_id);
CREATE INDEX followups_report_idx ON public.followups_all USING btree (workspace_id, is_demo, scheduled_for) WHERE (NOT in_trash);

-- group_members
CREATE UNIQUE INDEX "PK_f5939ee0ad233ad35e03f5c65c1" ON public.group_members USING btree (group_id, user_id);
CREATE INDEX group_members_user_idx ON public.group_members USING btree (user_id, group_id);

-- groups
CREATE UNIQUE INDEX "PK_659d1483316afb28afd3a90646e" ON public.groups USING btree (id);
CREATE INDEX groups_list_idx ON public.groups USING btree (workspace_id, is_demo, created_at, id);

-- idempotency_keys
CREATE UNIQUE INDEX "PK_9d87fe745dd565ec3ae82ceae64" ON public.idempotency_keys USING btree (workspace_id, caller_id, key);
CREATE INDEX idempotency_keys_expiry_idx ON public.idempotency_keys USING btree (created_at);

-- import_file_parts
CREATE UNIQUE INDEX "PK_0fcbc6db3e62daad8b0e72b2bbf" ON public.import_file_parts USING btree (file_id, part);

-- import_files
CREATE UNIQUE INDEX "PK_45cc3f75a8fcd2972c1201a4911" ON public.import_files USING btree (id);
CREATE INDEX import_files_unclaimed_idx ON public.import_files USING btree (last_part_at) WHERE (claimed_at IS NULL);

-- imports
CREATE UNIQUE INDEX "PK_ea10c62f5eb1d75e83d8b5225db" ON public.imports USING btree (id);
CREATE INDEX imports_created_by_idx ON public.imports USING btree (created_by);
CREATE INDEX imports_list_idx ON public.imports USING btree (workspace_id, is_demo, created_at, id);

-- interactions_all
CREATE UNIQUE INDEX "PK_911b7416a6671b4148b18c18ecb" ON public.interactions_all USING btree (id);
CREATE INDEX interactions_contact_idx ON public.interactions_all USING btree (contact_id, workspace_id, occurred_at, id);
CREATE INDEX interactions_created_by_idx ON public.interactions_all USING btree (created_by);
CREATE INDEX interactions_report_idx ON public.interactions_all USING btree (workspace_id, is_demo, occurred_at) WHERE (NOT in_trash);

-- invites
CREATE UNIQUE INDEX "PK_aa52e96b44a714372f4dd31a0af" ON public.invites USING btree (id);
CREATE INDEX invites_email_idx ON public.invites USING btree (email);
CREATE INDEX invites_pending_idx ON public.invites USING btree (workspace_id, created_at, id) WHERE (accepted_at IS NULL);
CREATE UNIQUE INDEX invites_workspace_email_key ON public.invites USING btree (workspace_id, email);

-- payment_events
CREATE UNIQUE INDEX "PK_4f36a430ea944f1d250f0500d13" ON public.payment_events USING btree (event_id);
CREATE INDEX payment_events_workspace_idx ON public.payment_events USING btree (workspace_id, received_at);

-- routing_rules
CREATE UNIQUE INDEX "PK_62f11645a0884cb775a583fe59d" ON public.routing_rules USING btree (workspace_id, is_demo);

-- saved_views
CREATE UNIQUE INDEX "PK_30acd4fbe2058d97631ab9bb2b6" ON public.saved_views USING btree (id);
CREATE INDEX saved_views_created_by_idx ON public.saved_views USING btree (created_by) WHERE (created_by IS NOT NULL);
CREATE INDEX saved_views_list_idx ON public.saved_views USING btree (workspace_id, created_at, id);
CREATE INDEX saved_views_private_to_idx ON public.saved_views USING btree (private_to) WHERE (private_to IS NOT NULL);

-- schema_migrations
CREATE UNIQUE INDEX "PK_62441bec32630ced9e4cccae336" ON public.schema_migrations USING btree (id);

-- sequence_enrollments_all
CREATE UNIQUE INDEX "PK_8dc3d240dd44d86a12fc1957708" ON public.sequence_enrollments_all USING btree (id);
CREATE UNIQUE INDEX sequence_enrollments_active_key ON public.sequence_enrollments_all USING btree (sequence_id, contact_id) WHERE (status = 'active'::text);
CREATE INDEX sequence_enrollments_contact_idx ON public.sequence_enrollments_all USING btree (contact_id, workspace_id);
CREATE INDEX sequence_enrollments_enrolled_by_idx ON public.sequence_enrollments_all USING btree (enrolled_by);
CREATE INDEX sequence_enrollments_list_idx ON public.sequence_enrollments_all USING btree (workspace_id, sequence_id, enrolled_at, id) WHERE (NOT in_trash);

-- sequences
CREATE UNIQUE INDEX "PK_7c7f5d8c822411196242b89bc76" ON public.sequences USING btree (id);
CREATE INDEX sequences_list_idx ON public.sequences USING btree (workspace_id, is_demo, created_at, id);

-- stage_moves_all
CREATE UNIQUE INDEX "PK_33ea9b8a6e7e05bd38adf69a4ab" ON public.stage_moves_all USING btree (id);
CREATE INDEX stage_moves_contact_idx ON public.stage_moves_all USING btree (contact_id, workspace_id, moved_at);
CREATE INDEX stage_moves_moved_by_idx ON public.stage_moves_all USING btree (moved_by);
CREATE INDEX stage_moves_report_idx ON public.stage_moves_all USING btree (workspace_id, is_demo, moved_at, to_stage, contact_id, owner_id) WHERE (NOT in_trash);

-- tier_changes
CREATE UNIQUE INDEX "PK_8a79bece075d2eb142670d93271" ON public.tier_changes USING btree (id);
CREATE INDEX tier_changes_list_idx ON public.tier_changes USING btree (changed_at, id);
CREATE INDEX tier_changes_workspace_idx ON public.tier_changes USING btree (workspace_id, changed_at, id);

-- users
CREATE UNIQUE INDEX "PK_a3ffb1c0c8416b9fc6f907b7433" ON public.users USING btree (id);
CREATE UNIQUE INDEX users_email_key ON public.users USING btree (email);
CREATE INDEX users_workspace_idx ON public.users USING btree (workspace_id, created_at);

-- webhook_deliveries
CREATE UNIQUE INDEX "PK_535dd409947fb6d8fc6dfc0112a" ON public.webhook_deliveries USING btree (id);
CREATE INDEX webhook_deliveries_endpoint_idx ON public.webhook_deliveries USING btree (endpoint_id, created_at, id);
CREATE UNIQUE INDEX webhook_deliveries_event_idx ON public.webhook_deliveries USING btree (event_id, endpoint_id, attempt);

-- webhook_endpoints
CREATE UNIQUE INDEX "PK_054c4cfb95223732f5939d2d546" ON public.webhook_endpoints USING btree (id);
CREATE INDEX webhook_endpoints_workspace_idx ON public.webhook_endpoints USING btree (workspace_id, created_at, id);

-- webhook_events
CREATE UNIQUE INDEX "PK_4cba37e6a0acb5e1fc49c34ebfd" ON public.webhook_events USING btree (id);
CREATE INDEX webhook_events_undispatched_idx ON public.webhook_events USING btree (workspace_id, created_at, id) WHERE (seq IS NULL);
CREATE UNIQUE INDEX webhook_events_workspace_seq_key ON public.webhook_events USING btree (workspace_id, seq);

-- webhook_sequences
CREATE UNIQUE INDEX "PK_54b8373248516711d032ce93f24" ON public.webhook_sequences USING btree (workspace_id);

-- workspaces
CREATE UNIQUE INDEX "PK_098656ae401f3e1a4586f47fd8e" ON public.workspaces USING btree (id);
CREATE INDEX workspaces_created_idx ON public.workspaces USING btree (created_at, id);
