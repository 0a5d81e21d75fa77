// Generated from clients/openapi.json by openapi-typescript: run `npm run client:generate`.
// Do not edit: the next generation overwrites it.

export interface paths {
    "/health": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Liveness and readiness: auth mode, payments, database
         * @description No authentication and no rate limit. 503 with `database: down` when PostgreSQL does not answer, so a load balancer takes the instance out. 200 with `status: degraded`, `database: busy` when it answers but the pool has no free connection: every instance shares the database, so taking this one out would not help.
         */
        get: operations["checkHealth"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/health/ready": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Readiness: whether a load balancer should send this instance requests
         * @description No authentication and no rate limit. 200 while the instance serves. 503 (problem details) from the moment it begins shutting down (`code: shutting_down`; it still answers other requests for `SHUTDOWN_GRACE_MS`, each with `Connection: close`), and while the database is down (`code: database_unavailable`, with Retry-After). A busy pool is ready, as in `/health`. Point the balancer's health check here.
         */
        get: operations["checkReadiness"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/me": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Sign-in: the user, their workspace and whether it shows demo data
         * @description The first request of an identity provisions it: a pending invite joins the inviting workspace with the invited role; otherwise a new free workspace is created with the user as its `admin` (OWNER_EMAILS get `super_admin`). Repopulates the demo data of a free workspace when it is missing (after a demo reset); concurrent sign-ins seed once. Demo leads sit in every stage (some dormant), each with two or three past interactions, the latest at its last activity; open follow-ups are overdue, due later today and upcoming relative to the time of seeding, a few are completed (on time and late); there are two sequences and a sample teammate. A free workspace reads only demo rows, a premium one only real rows. API keys: any valid key may call this.
         */
        get: operations["getMe"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/contacts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List contacts, newest first or by `sort`, with filters
         * @description Filters combine: `stage` (a key), `owner_id`, `dormant=true|false`, `q`, a case-insensitive substring search over first and last name, e-mail and company together (`ada lovelace` matches Ada Lovelace), and `tag`, one whole tag as stored (tags keep their case, so `VIP` does not match `vip`), with any conditions of `filter` on every filterable field, custom ones included. `sort` orders by up to three keys; `next_cursor` walks every matching contact once, whatever the ties and missing values. Every contact carries the derived `dormant` and `days_inactive`. API keys: needs scope `contacts:read`.
         */
        get: operations["listContacts"];
        put?: never;
        /**
         * Create a contact (premium); answers 200 with the contact
         * @description `first_name` is required. `stage` defaults to the first open stage. Without `owner_id` the owner comes from routing (`GET /routing`; the creator under manual routing); `owner_id: null` leaves the contact unassigned and uses no routing turn. `last_activity_at` starts at now, and the entry into the pipeline is recorded as a stage move (`from_stage: null`). API keys: needs scope `contacts:write`.
         */
        post: operations["createContact"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/contacts/count": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * How many contacts the filters of the list match
         * @description The filters of `GET /contacts` (its parameters and `filter`), and the exact number of contacts they match. Like every read it is bounded by the statement timeout. API keys: needs scope `contacts:read`.
         */
        get: operations["countContacts"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/contacts/search": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * List contacts matching a filter tree (a read)
         * @description The list of `GET /contacts` with its filter as a tree of `and` and `or` groups in the body, for filters a query string cannot say. A read: a free workspace searches its demo contacts, and an API key needs `contacts:read`. For a filter of ANDed conditions it answers what `GET /contacts` answers with the same conditions, and pages the same way (`limit`, `cursor`, `sort`). API keys: needs scope `contacts:read`.
         */
        post: operations["searchContacts"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/contacts/dormant": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Dormant contacts, longest inactive first
         * @description A contact is dormant when its `last_activity_at` is at least `dormancy_days` (settings) whole days of 24 h ago, computed at read time and never stored; `threshold_days` is that setting. `last_activity_at` is set at creation and bumped only by a stage change, logging an interaction and scheduling a follow-up. Editing a contact, completing, editing or deleting a follow-up, and every read leave it alone. API keys: needs scope `contacts:read`.
         */
        get: operations["listDormantContacts"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/contacts/upsert": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Create or edit the contact with an e-mail (premium); answers 200 with created
         * @description `match_on` names the field that finds the contact; `email` is the only one for now, so `contact.email` is required (422 `Validation failed: email is required to match on email`, field `contact.email`). `contact` follows the rules of the `POST /contacts` body, and its errors name fields by their path (`contact.first_name`). The match folds case (`Ada@Example.com` finds `ada@example.com`; e-mails are stored trimmed) and looks only at this workspace's real contacts, never demo ones. No match: the contact is created exactly as `POST /contacts` creates it (routing when `owner_id` is absent, the entry recorded as a stage move, `last_activity_at` now) and `created` is true. One match: it is edited as `PATCH /contacts/{id}` edits, with the fields given (the e-mail as spelled here), `last_activity_at` unchanged and no routing, and `created` is false; `stage` only places a new contact and is ignored on a match (an unknown key is still 422), since moving a contact is activity and goes through `POST /contacts/{id}/stage`. Two or more matches: 409, nothing written, `contact_ids` lists them (sorted, at most 100). Concurrent upserts of one new e-mail create one contact: the others find it and edit it. API keys: needs scope `contacts:write`.
         */
        post: operations["upsertContact"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/contacts/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One contact, with the derived dormant and days_inactive
         * @description Another workspace's contact is 404 `Contact not found`, as an unknown id is. API keys: needs scope `contacts:read`.
         */
        get: operations["getContact"];
        put?: never;
        post?: never;
        /**
         * Delete a contact (premium)
         * @description Its interactions, follow-ups, stage moves and sequence enrollments are deleted with it. API keys: needs scope `contacts:write`.
         */
        delete: operations["deleteContact"];
        options?: never;
        head?: never;
        /**
         * Edit fields (premium); does not change stage or last_activity_at
         * @description Fields only: the stage changes through `POST /contacts/{id}/stage`. Editing is not activity, so the contact stays as dormant as it was. API keys: needs scope `contacts:write`.
         */
        patch: operations["updateContact"];
        trace?: never;
    };
    "/contacts/{id}/stage": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Move to a stage (premium); records the move and bumps last_activity_at
         * @description `{ "stage": "<key>" }`; an unknown key is 422 naming the valid ones. Sets `last_activity_at` to now and records the move (from, to, by, at) in one transaction. Posting the stage the contact is already in still counts as activity but records no move. A move into a won- or lost-kind stage (the kind comes from the workspace stages, so a custom `gone_cold` of kind `lost` counts) finishes every active sequence enrollment of the contact and cancels their open follow-ups, in the same transaction. API keys: needs scope `contacts:write`.
         */
        post: operations["changeContactStage"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/contacts/bulk": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * One action over many contacts (premium): listed ones at once, all or nothing; a filter as a job
         * @description `{ action, params }` with exactly one of `contact_ids` (1-500 distinct ids) or `filter` (the filters of `GET /contacts`); neither or both is 422. Each contact follows the rules of its single route and emits its events: `move_stage` `{ stage }` as `POST /contacts/{id}/stage` (last_activity_at now for each; a move recorded and `contact.stage_changed` for each that was in another stage; a won- or lost-kind stage finishes active sequence enrollments and cancels their open follow-ups); `assign_owner` `{ owner_id }` (a member, or null) as `PATCH` (not activity; `contact.updated` with the previous owner for each whose owner changed); `add_tags` `{ tags }` appends the tags a contact lacks and `remove_tags` `{ tags }` removes them (not activity; `contact.updated` with the previous tags for each that changed; a contact would carry more than 20 tags: 422); `set_fields` `{ custom }` sets custom values as `PATCH` sets `custom` (key by key, a null clearing one; not activity; checked against the workspace's active fields before anything is written, 422 naming `params.custom.<key>`; a contact whose custom values would pass 64 KiB: 422 `params.custom`; `contact.updated` with `previous.custom` holding the old values of the keys that changed, for each that changed); `delete` (no params) as `DELETE` (records go with the contacts; `contact.deleted` for each). Bad params are 422 naming `params.<field>`. With `contact_ids`: one transaction, the contacts locked in id order; any id not among the workspace's contacts (unknown, another workspace's, a demo contact) is 404 with `contact_ids` listing them, sorted; on any error nothing changes; 200 with `affected`, the number of contacts acted on (all of those listed). With `filter`: the filter is checked (an unknown stage or a malformed filter is 422 naming `filter.<field>`; `{}` matches every contact) and the action is queued as a job, 202 `{ id, status: "queued" }`. When the job starts it keeps the ids of the contacts the filter matches then (contacts created later are not touched) and acts on them in batches of 500, each all or nothing with its count; contacts gone meanwhile are skipped and counted. Follow it with `GET /bulk-operations/{id}`. API keys: needs scope `contacts:write`.
         */
        post: operations["bulkUpdateContacts"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/bulk-operations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Bulk operations over a filter, newest first
         * @description The jobs `POST /contacts/bulk` started for a `filter`, each with its status and counts, as `GET /bulk-operations/{id}` shows them. A free workspace lists none (it can start none). API keys: needs scope `contacts:read`.
         */
        get: operations["listBulkOperations"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/bulk-operations/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A bulk operation over a filter: its status and counts
         * @description `status`: `queued`, `running`, then `succeeded`, `failed` (with `error`: a batch the action's rules refused, such as a contact that would carry more than 20 tags, or the workspace no longer premium; the batches before it stay applied) or `cancelled`. `counts.matched` is the number of contacts the filter matched when the job started (null before); `processed` moves batch by batch (500 contacts), each batch counted in the transaction that applies it, so the counts always tell exactly what was done: `affected` contacts acted on, `skipped` those gone before their batch came. Another workspace's operation is 404 `Bulk operation not found`. API keys: needs scope `contacts:read`.
         */
        get: operations["getBulkOperation"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/bulk-operations/{id}/cancel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Cancel a queued or running bulk operation (premium)
         * @description Batches already applied stay; the job stops before its next batch (a batch being applied finishes first, and is counted). An operation already over (succeeded, failed, cancelled) is 409. API keys: needs scope `contacts:write`.
         */
        post: operations["cancelBulkOperation"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/contacts/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Every matching contact as a CSV file, streamed
         * @description Takes every filter of `GET /contacts` (`stage`, `owner_id`, `q`, `dormant`, `tag`) with the same rules: an unknown stage or a malformed filter is 422 and no file is sent. A read, so free workspaces export their demo contacts and premium ones their real contacts. Answers `text/csv; charset=utf-8` as the attachment `contacts.csv`: a UTF-8 byte order mark (so spreadsheets read accents right), a header row naming the columns (id, first_name, last_name, email, phone, company, title, stage, owner_id, value_cents, tags, last_activity_at, created_at, updated_at, then `custom.<key>` for each active custom field in its order, a currency field as the two columns `custom.<key>.amount_minor` and `custom.<key>.currency`; archived fields are left out), then one row per contact, newest first, in one snapshot (contacts created while the file streams are not in it). Tags are joined by `|`; timestamps are ISO 8601 UTC; an empty cell is a missing value. A custom value is written as the import reads it back: a boolean `true` or `false`, a date or datetime ISO 8601, an option by its id, a multi-select's ids joined by `|`, a member by id. A cell that a spreadsheet would run as a formula (starting with `=`, `+`, `-`, `@`, a tab or a carriage return) starts with a single quote, so `+44 20 7946 0958` is written `'+44 20 7946 0958`. The file streams from a database cursor whatever its size; a failure after the first bytes cuts the response short rather than ending it as if complete. API keys: needs scope `contacts:read`.
         */
        get: operations["exportContacts"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/contacts/duplicates": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Groups of contacts sharing an e-mail or a phone number
         * @description A group is two or more contacts sharing a normalised e-mail (`kind: email`; compared case-insensitively, e-mails being stored trimmed) or a normalised phone number (`kind: phone`; E.164, a number without its country code read in the workspace `default_region` of the settings; phones that are not possible numbers are never grouped). `value` is the shared normalised value, `contacts_count` the group's size and `contacts` its first 25 contacts, oldest first. A contact with both in common with others is in both groups. Groups come e-mail first, then phone, each by value; keyset-paginated. A premium workspace sees its real contacts, a free one its demo contacts. API keys: needs scope `contacts:read`.
         */
        get: operations["listContactDuplicates"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/contacts/{id}/merge": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Merge contacts into this one (premium); answers the merged contact
         * @description Folds 1-10 `source_ids` into the contact of the path and deletes them, in one transaction that first locks all of them in id order (a concurrent write to a source either lands before and moves with it, or waits and then finds it gone: 404). The sources' interactions, follow-ups, stage moves and sequence enrollments move to the target; an active enrollment in a sequence the target is already active in (or, between sources, the later one) is cancelled with its open follow-ups. Tags become the union (422 past 20), `last_activity_at` the latest of all, the stage stays the target one. `fields` takes a field (first_name, last_name, email, phone, company, title, value_cents, owner_id) from one of the sources; other fields keep the target value. Custom values: the target keeps its own; each it has none for (archived fields too) takes the value of the first source listed in `source_ids` that has one; a multi-select becomes the union (the target's options, then each source's new ones, in `source_ids` order); past 64 KiB of custom values it is 422. The board counters follow. The timeline shows a `merge` event. Webhooks: `contact.merged` (the merged contact and `merged_ids`), then `contact.deleted` for each source with `merged_into`. 404 `Contact not found` when the target or any source is not a contact of this workspace; 422 when the target is among the sources, or a `fields` value is not one of `source_ids`. API keys: needs scope `contacts:write`.
         */
        post: operations["mergeContacts"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/imports": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Imports, newest first
         * @description Each with its status and counts; `GET /imports/{id}` adds its row errors. API keys: needs scope `contacts:read`.
         */
        get: operations["listImports"];
        put?: never;
        /**
         * Import contacts from a CSV file (premium); answers 202 with a queued job
         * @description A `multipart/form-data` body: `file` (CSV, at most 20 MiB, else 413; a body that is not multipart is 415) and `mapping`, a JSON object of CSV header to contact field: a custom field is `custom.<key>` or its exact label (a key wins), a currency field the two columns `custom.<key>.amount_minor` and `custom.<key>.currency`, as the export names them. The fields are checked before anything is queued (422): an unknown field, an archived custom field, half of a currency pair, a field mapped from two headers, no column for `first_name`, `match_on: email` without a column for `email`. The job reads UTF-8 (with or without BOM), comma or semicolon (from the header line), quoted fields and CRLF; a file that is not CSV (not UTF-8, binary, a row with another number of fields than the header, a mapped column missing from the header) fails the job with `error`. Each row is checked as the body of `POST /contacts` (a new contact) or `PATCH /contacts/{id}` (a matched one) with the same messages; a bad row fails alone (`errors`: `row` is the data row, from 1). An empty cell leaves its field out. `stage` is a stage key (it only places a new contact), `owner_email` a member (else routing chooses), `value_cents` an integer, `tags` separated by `|`. A custom cell is read by its type (a number `1234.5`; a boolean true/false, yes/no or 1/0; an option by id or label, a multi-select's separated by `|`; a member by id) and checked as the API checks `custom` (`field: custom.<key>` and its message; a new contact without a required field fails); a matched contact keeps the custom values the row leaves empty. New contacts follow the creation rules (routing turn, entry stage move, `last_activity_at` now, `contact.created`); `match_on: email` finds a real contact by e-mail, case folded, and `on_match` edits it by the PATCH rules (`contact.updated`, no activity) or skips the row; a row matching two contacts fails; two rows of a new e-mail create one contact, the second then matches it. `dry_run: true` writes nothing and counts the same. Follow the job with `GET /imports/{id}`. With `Idempotency-Key`, the same key with the same file and fields answers the first 202 again; with another file or other fields it is 422. API keys: needs scope `contacts:write`.
         */
        post: operations["createImport"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/imports/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * An import: its status, counts and first row errors
         * @description `status`: `queued`, `running`, then `succeeded`, `failed` (with `error`) or `cancelled`. The counts move batch by batch (500 rows), each batch counted in the transaction that writes it, so they always tell exactly what was written. `errors` holds the first 1,000 failed rows. Another workspace's import is 404 `Import not found`. API keys: needs scope `contacts:read`.
         */
        get: operations["getImport"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/imports/{id}/cancel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Cancel a queued or running import (premium)
         * @description Rows already counted stay written; the job stops before its next batch. An import already over (succeeded, failed, cancelled) is 409. API keys: needs scope `contacts:write`.
         */
        post: operations["cancelImport"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/billing": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The workspace's plan and whether the server takes payments
         * @description `payments` is `enabled` when both STRIPE_SECRET_KEY and STRIPE_PRICE_ID are set. An upgrade, whichever way it came, shows here and on every route from the very next request of every member: the workspace is read fresh on each request.
         */
        get: operations["getBillingStatus"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/billing/checkout": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Open a Stripe Checkout Session for the premium subscription
         * @description Any member may start it. Creates a Checkout Session in subscription mode for STRIPE_PRICE_ID; send the browser to `url`. The session carries the workspace id as `metadata.company_id` (also on the subscription) and `client_reference_id`, and the caller's e-mail (or the workspace's known Stripe customer). Stripe returns to `<APP_URL>/billing?checkout=success&session_id=...` or `<APP_URL>/billing?checkout=cancelled`. Repeated calls by one user within 10 minutes answer the same session; a repeat with the same `Idempotency-Key` replays the first answer, and the key also keys the request to Stripe. Payments disabled: 409 naming `/billing/simulate-payment`; already premium: 409. Stripe unreachable or busy: 503; Stripe failing or refusing: 502; never a 500. The upgrade itself arrives through the webhook.
         */
        post: operations["createCheckoutSession"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/billing/simulate-payment": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Upgrade to premium without paying, while payments are disabled
         * @description Any member may call it, only while payments are disabled (else 409). Already premium: 200, nothing changes. Recorded in the tier audit with via `simulate`.
         */
        post: operations["simulatePayment"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/billing/dev-upgrade": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Upgrade the caller's workspace to premium (admins)
         * @description Admins only (403 `Managers only`). Refused (403) while payments are enabled unless ALLOW_DEV_UPGRADE=true. Already premium: 200, nothing changes. Recorded in the tier audit with via `dev`.
         */
        post: operations["devUpgradeWorkspace"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/webhooks/payments": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Stripe webhook endpoint
         * @description Authenticated by the `Stripe-Signature` header over the raw body (STRIPE_WEBHOOK_SECRET), not by Authorization; verified by the Stripe SDK with its default 300 s tolerance. `checkout.session.completed` makes the workspace named by `metadata.company_id` premium, sets `payment_customer_id` to the session's customer and `subscription_status` to `active` when `payment_status` is `paid` or `no_payment_required`, `incomplete` otherwise (premium either way: the completed checkout is the trigger). Every other event type, and a checkout whose `company_id` is missing, not a UUID or unknown, answers 200 and changes nothing (logged). The answer is `{ received, outcome }`, outcome `applied`, `duplicate`, `ignored` or `unknown_company`. Each event id acts once: it is recorded in the transaction of the upgrade, so redeliveries, concurrent ones included, answer 200 and change nothing. Exempt from the rate limit.
         */
        post: operations["receivePaymentWebhook"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/companies": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Every workspace with its tier, subscription and real member and contact counts
         * @description App owner only (role `super_admin`, given to the e-mails in OWNER_EMAILS; everyone else gets 403 `App owner only`); the owner's own workspace may be free. Newest first, with `tier`, `subscription_status`, `payment_customer_id`, `member_count` and `contact_count` (demo data not counted) and `created_at`; `q` matches the name.
         */
        get: operations["listCompanies"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/companies/{id}/toggle-premium": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Flip a workspace between free and premium
         * @description Answers the company; an unknown id is 404 `Company not found`. Nothing is deleted either way: real data survives a downgrade and shows again after the next upgrade. A downgrade leaves `subscription_status` and `payment_customer_id` as the provider last reported them.
         */
        post: operations["toggleCompanyPremium"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/demo/reset": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Wipe the demo data of every workspace
         * @description Wipes the demo rows of every workspace (sample teammates and demo routing included; real data untouched) and answers `{ workspaces_reset }`. Each free workspace gets fresh demo data at its next sign-in (`GET /me`).
         */
        post: operations["resetDemoData"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/audit": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Every tier change, newest first, whichever path made it
         * @description Each change with the workspace, `from_tier`, `to_tier`, `via` (`webhook`, `simulate`, `dev` or `admin`), `actor_user_id`/`actor_email` or `event_id`, and `changed_at`. Every tier change is audited in the transaction that makes it. `workspace_id` keeps one workspace.
         */
        get: operations["listTierChanges"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/settings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Dormancy threshold, time zone and pipeline stages
         * @description Open to every member; writing them needs a manager and a premium workspace. API keys: needs scope `settings:read`.
         */
        get: operations["getSettings"];
        /**
         * Replace the settings (managers, premium)
         * @description Full replacement: `dormancy_days` (1-365, applies from the next read), `timezone` and `stages` are all required. `timezone` must be an IANA zone known to both PostgreSQL and Node (`europe/paris` is stored as `Europe/Paris`); offsets such as `+01:00` are refused because they ignore daylight saving. `stages` lists 1-20 stages in board order; keys are unique lowercase slugs of up to 40 characters, labels 1-60 characters, and at least one stage is `open` (new contacts land in the first one). To rename a stage keep its key and change the label. Leaving out a stage that still holds real contacts is 409 (`Stage 'proposal' still holds 3 contacts; move them first`); demo contacts never block. The check and the write hold a lock on the workspace that contact creation and stage changes also take, so no contact slips into a stage while it is being removed. API keys: needs scope `settings:write`.
         */
        put: operations["replaceSettings"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/custom-fields": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The workspace's custom contact fields
         * @description Every definition, archived ones included (`archived_at` set), in their order. Open to every member, on a free workspace too. API keys: needs scope `settings:read`.
         */
        get: operations["listCustomFields"];
        put?: never;
        /**
         * Define a custom contact field (managers, premium)
         * @description `key` is unique in the workspace (archived fields keep theirs), never changes and is never the name of a built-in field (422). `type` never changes. Select types need 1-100 options; an option without `id` gets one made from its label. At most 100 fields per workspace and 30 filterable ones, archived included (409). API keys: needs scope `settings:write`.
         */
        post: operations["createCustomField"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/custom-fields/schema": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A JSON Schema of this workspace's contact body
         * @description JSON Schema 2020-12 of the body of `POST /contacts`: the built-in fields, the stages, and `custom` with every active custom field (type, limits, option ids, required), so a client validates before it sends and a form can be built from it. API keys: needs scope `settings:read`.
         */
        get: operations["getContactSchema"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/custom-fields/{key}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Edit a custom field (managers, premium)
         * @description Label, description, required, filterable, position, and for select types `options`: the whole list, kept by id (a renamed label is renamed everywhere). An option left out is removed; while contacts hold it that is 409 with `options_in_use`, unless `replace_with` maps it to a kept option, which those contacts then hold. A different `type` is 409; a different `key` 422. A field made filterable is indexed for filters and sorts at once (`filter_index: ready`), or, on a workspace with more contacts than the service indexes in one go, by a job: the answer then says `filter_index: building`, and filters and sorts naming the field answer 409 until `GET /custom-fields` shows it `ready`. Making it not filterable or archiving it meanwhile stops the job (unarchiving starts it again); `filterable: true` sent again resumes a build that failed. API keys: needs scope `settings:write`.
         */
        patch: operations["updateCustomField"];
        trace?: never;
    };
    "/custom-fields/{key}/archive": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Archive a custom field (managers, premium)
         * @description Hides the field and its values from every answer and refuses writes to it; the values stay stored. Archiving an archived field changes nothing. The build of its filter index (`filter_index: building`) stops while it is archived. API keys: needs scope `settings:write`.
         */
        post: operations["archiveCustomField"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/custom-fields/{key}/unarchive": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Bring an archived custom field back (managers, premium)
         * @description Its values come back unchanged; the build of its filter index, if it was stopped by the archiving, starts again. API keys: needs scope `settings:write`.
         */
        post: operations["unarchiveCustomField"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/team": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Members with their roles, oldest first
         * @description Real members always; a free workspace also lists its sample teammate (`is_demo: true`, `demo.rep+<workspace id>@demo.invalid`, never able to sign in), who owns part of the demo contacts and goes with the rest of the demo data on a demo reset. API keys: needs scope `settings:read`.
         */
        get: operations["listTeamMembers"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/team/invites": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Pending invites, newest first
         * @description An invite leaves the list once accepted (at the first sign-in of its e-mail). API keys: needs scope `settings:read`.
         */
        get: operations["listInvites"];
        put?: never;
        /**
         * Invite someone by e-mail (managers, premium)
         * @description Answers 201 with the invite. The invitee joins this workspace with `role` (`member` or `admin`) at their first sign-in. 409 when the e-mail is already a member or already invited here. Someone with an account elsewhere gets the same 201 (the answer reveals nothing about other workspaces), but a user belongs to one workspace, so that invite never takes effect; nor does one for the app owner. Several workspaces may invite the same e-mail; the newest invite wins at sign-in. API keys: needs scope `settings:write`.
         */
        post: operations["createInvite"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/team/invites/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Revoke a pending invite (managers, premium)
         * @description Answers 204; an invite already accepted is 409. API keys: needs scope `settings:write`.
         */
        delete: operations["revokeInvite"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/team/{user_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Remove a member who left (managers, premium)
         * @description Answers 204. Their contacts become unassigned, routing skips them and their API keys are revoked with them; their next sign-in starts afresh (a pending invite, or a workspace of their own), so they can be invited back. The app owner cannot be removed (403); the last admin neither (409). API keys: needs scope `settings:write`.
         */
        delete: operations["removeMember"];
        options?: never;
        head?: never;
        /**
         * Change a member's role (managers, premium)
         * @description `member` or `admin` only (`super_admin` is 422), effective on their next request. The app owner's role cannot be changed here (403; it comes from OWNER_EMAILS). A workspace keeps at least one manager: the last admin stepping down is 409. API keys: needs scope `settings:write`.
         */
        patch: operations["changeMemberRole"];
        trace?: never;
    };
    "/routing": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * How contacts created without an owner are assigned
         * @description `next_member_id` says who gets the next one under round robin. The demo data of a free workspace routes round robin over the signed-in user and its sample teammate. API keys: needs scope `settings:read`.
         */
        get: operations["getRoutingRule"];
        /**
         * Replace the routing rule (managers, premium)
         * @description Both fields are required. `manual` gives a contact created without `owner_id` to its creator; `round_robin` to the next of `member_ids` (distinct members of this workspace, at least one), in order. The turn is taken atomically inside the contact's transaction, so concurrent creations split evenly and a failed creation gives its turn back. Members who have left are skipped (with nobody left, the creator gets it). Saving the same rule keeps the turn; changing the strategy or the list restarts at the first member. An explicit `owner_id` (or `null`, unassigned) on a contact bypasses routing and uses no turn. API keys: needs scope `settings:write`.
         */
        put: operations["replaceRoutingRule"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/contacts/{id}/interactions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A contact's interactions, newest first
         * @description Ordered by `occurred_at`; `?type=` keeps one type. API keys: needs scope `activities:read`.
         */
        get: operations["listInteractions"];
        put?: never;
        /**
         * Log an interaction (premium); bumps the contact's last_activity_at; answers 200
         * @description `type`: `call`, `email`, `meeting`, `note` or `message`. `summary` is trimmed, 1-5000 characters. `occurred_at` defaults to now and may be back-dated; more than 5 minutes in the future is 422. The contact's `last_activity_at` becomes now in the same transaction, even when back-dated: it records when the rep touched the lead. API keys: needs scope `activities:write`.
         */
        post: operations["logInteraction"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/contacts/{id}/followups": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Schedule a follow-up (premium); bumps the contact's last_activity_at; answers 200
         * @description `title` 1-200 characters; `scheduled_for` at most a year in the past and ten years ahead (no offset = UTC); `owner_id` is the assignee, a member, defaulting to the contact's owner, else the caller. Scheduling is activity: the contact's `last_activity_at` becomes now in the same transaction. `enrollment_id` is null for follow-ups scheduled by hand. Another workspace's contact is 404 `Contact not found`. API keys: needs scope `activities:write`.
         */
        post: operations["scheduleFollowup"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/followups": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Follow-ups by status, assignee, contact and due range; soonest first
         * @description `status`: `open` (default), `completed` or `all`. `owner_id`: an assignee id or `me`. `contact_id`, and `due_from` (inclusive) / `due_before` (exclusive) on `scheduled_for`. API keys: needs scope `activities:read`.
         */
        get: operations["listFollowups"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/followups/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One follow-up
         * @description Another workspace's follow-up is 404 `Follow-up not found`. API keys: needs scope `activities:read`.
         */
        get: operations["getFollowup"];
        put?: never;
        post?: never;
        /**
         * Delete a follow-up (premium); not activity
         * @description It leaves the contact timeline with it: events are read from the records. API keys: needs scope `activities:write`.
         */
        delete: operations["deleteFollowup"];
        options?: never;
        head?: never;
        /**
         * Reschedule, retitle or reassign an open follow-up; not activity (no bump)
         * @description A completed follow-up is history: editing it is 409. API keys: needs scope `activities:write`.
         */
        patch: operations["updateFollowup"];
        trace?: never;
    };
    "/followups/{id}/complete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Complete a follow-up (premium); 409 when already completed
         * @description Sets `completed_at` and `completed_by`. A second completion, even a concurrent one, is 409 `Follow-up already completed`. Completing is not activity: `last_activity_at` stays. API keys: needs scope `activities:write`.
         */
        post: operations["completeFollowup"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/agenda": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Open follow-ups: overdue, due today (workspace time zone) and upcoming
         * @description `overdue`: `scheduled_for` before now, including earlier today (a call due at 9:00 is late at 10:00). `today`: from now to the end of the calendar day in the workspace's time zone (settings `timezone`). `upcoming`: the `days` calendar days after today (default 7, 1-90). Days follow the zone's daylight-saving changes. Each bucket is soonest due first, at most `limit` items (default 50, max 200); `counts` has each bucket in all. The answer also carries `timezone`, `date` (today there), `today_ends_at` and `upcoming_ends_at`. `owner_id` (an id or `me`) keeps one assignee. API keys: needs scope `activities:read`.
         */
        get: operations["getAgenda"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/board": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The pipeline board: every stage with its count, value and first contacts
         * @description Every stage of the workspace in board order, each `{ key, label, kind, count, value_cents, contacts, next_cursor }`. `contacts` are the first `per_stage` (default 20, max 100), most recently active first, shown as `GET /contacts` shows them; `next_cursor` continues that column at `GET /board/stages/{key}/contacts`. `owner_id` filters counts and cards alike. API keys: needs scope `contacts:read`.
         */
        get: operations["getBoard"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/board/stages/{key}/contacts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * More of one column: most recently active first, keyset-paginated
         * @description Pass the column's `next_cursor` from `GET /board`; `owner_id` keeps one member's contacts. A key that is not a stage of the workspace is 404 `Stage not found`. API keys: needs scope `contacts:read`.
         */
        get: operations["listStageContacts"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/contacts/{id}/timeline": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Interactions, stage moves, follow-ups (scheduled, completed) and merges of a contact, newest first
         * @description Event kinds: `interaction` (at `occurred_at`), `stage_move` (at `moved_at`, including the entry into the pipeline with `from_stage: null`), `followup_scheduled` (when it was scheduled), `followup_completed` (when it was completed) and `merge` (when contacts were merged into this one, naming them under `merge.merged`; their own history is on this timeline from then on). Each event has `kind`, `at`, `id`, `actor_id` and its record under `interaction`, `stage_move`, `followup` or `merge`. Events are read from the records, so a deleted follow-up leaves the timeline. Keyset-paginated. API keys: needs scope `contacts:read`.
         */
        get: operations["getContactTimeline"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/sequences": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Sequences, newest first, with their enrollments counted by status
         * @description Each with `enrollment_counts: { active, cancelled, finished }`. The demo data of a free workspace has two sequences; the first has three active enrollments and a finished one. API keys: needs scope `sequences:read`.
         */
        get: operations["listSequences"];
        put?: never;
        /**
         * Create a sequence (premium); answers 200 like the other creations
         * @description A cadence of follow-ups: `{ name (1-120), steps: [{ day_offset (0-365), title (1-200), channel: call|email|task }] }` with 1-50 steps, kept in day order (steps of the same day keep the order given). API keys: needs scope `sequences:write`.
         */
        post: operations["createSequence"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/sequences/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One sequence, with its enrollments counted by status
         * @description Another workspace's sequence is 404 `Sequence not found`. API keys: needs scope `sequences:read`.
         */
        get: operations["getSequence"];
        put?: never;
        post?: never;
        /**
         * Delete a sequence (premium)
         * @description Answers 204. Cancels the open follow-ups of its enrollments, then deletes it with its enrollments; completed follow-ups stay on their contacts with `enrollment_id` set to null. The sequence is locked first, so an enrollment running at the same time either completes before (and is cleaned up) or finds the sequence gone. API keys: needs scope `sequences:write`.
         */
        delete: operations["deleteSequence"];
        options?: never;
        head?: never;
        /**
         * Rename a sequence or replace its steps (premium)
         * @description Changing the steps reschedules nobody: contacts already enrolled keep the follow-ups they were given; the new steps apply to enrollments made afterwards. API keys: needs scope `sequences:write`.
         */
        patch: operations["updateSequence"];
        trace?: never;
    };
    "/sequences/{id}/enrollments": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A sequence's enrollments, newest first, with their progress
         * @description `status`: `active`, `cancelled`, `finished` or `all` (default). Each enrollment has its contact's name, `status`, `steps_scheduled`, `steps_completed`, `steps_open`, `next_due_at`, `enrolled_at` and `ended_at`. API keys: needs scope `sequences:read`.
         */
        get: operations["listEnrollments"];
        put?: never;
        /**
         * Enroll contacts (premium): one follow-up per step, all contacts or none
         * @description `contact_ids`: 1-100 distinct contacts of the workspace, all enrolled or none. Each gets one follow-up per step, due `day_offset` calendar days after now at the same time of day in the workspace time zone (a step stays at 9:30 across a daylight-saving change), assigned to the contact's owner (else the caller) and carrying its `enrollment_id`. Each is a scheduling, so the contact's `last_activity_at` is bumped. A contact not in the workspace is 404; one with an active enrollment in this sequence is 409 (with `contact_ids`); of concurrent enrollments of one contact exactly one succeeds, and overlapping enrollments never deadlock (contacts are locked in id order). Contacts already won or lost may be enrolled; their next move into a won or lost stage finishes the enrollment. Answers `{ enrollments, followups_scheduled }`. API keys: needs scope `sequences:write`.
         */
        post: operations["enrollContacts"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/sequences/{id}/enrollments/{contact_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Take a contact out of a sequence (premium)
         * @description Answers 204. Deletes the open follow-ups of its active enrollment (completed ones stay) and marks it `cancelled`, kept as history, so the contact may be enrolled again. Not activity. No active enrollment: 404 `Enrollment not found`. API keys: needs scope `sequences:write`.
         */
        delete: operations["cancelEnrollment"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/reports/pipeline": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Per stage: contacts and value now, entries in the period; totals and win rate
         * @description Open on every tier: a free workspace reports its demo data, a premium one its real data. Stages in workspace order with `count` and `value_cents` of the contacts in them now, and `entered`: contacts that moved into each stage between `from` and `to` (default: the last 30 days; a new contact enters its first stage). `totals` overall and per kind. `win_rate` = won / (won + lost) over the contacts now in won- and lost-kind stages, 4 decimals, null when none is closed (no data is not 0 %). Periods: `from=2026-03-01&to=2026-03-31` is March in the workspace time zone; `to` before `from` is 422; the answer carries the resolved instants and the `timezone`. API keys: needs scope `reports:read`.
         */
        get: operations["getPipelineReport"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/reports/activity": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Interactions per day and type, and per author, between `from` and `to`
         * @description Interactions that happened in the period, per calendar day in the workspace time zone (every day listed, zeros included) with `by_type` counts, per `owner_id` = who logged them (the rep's own activity, whoever owns the contact), busiest first, and `totals`. Default period: the last 30 calendar days including today; at most 366 days, else 422. Free workspaces report their demo data; an empty workspace answers zeros. API keys: needs scope `reports:read`.
         */
        get: operations["getActivityReport"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/reports/followups": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Follow-ups done on time, done late, overdue and upcoming, per assignee
         * @description Per assignee (`owner_id`) and in `totals`: `on_time` (completed_at <= scheduled_for), `late`, `overdue` (open, scheduled_for before now), `upcoming` (open, due later), `completed`, `open`, `total` and `on_time_rate` (on time / completed; null without completions). `from`/`to` bound scheduled_for and are optional: without them every follow-up counts. `as_of` is the "now" used. Free workspaces report their demo data. API keys: needs scope `reports:read`.
         */
        get: operations["getFollowupsReport"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api-keys": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Your API keys, newest first (managers: `all=true` for the workspace)
         * @description Never the key or its hash: `prefix` tells keys apart. `last_used_at` is written at most once a minute per key. `all=true` lists every member's keys and is for managers (403 `Managers only` otherwise).
         */
        get: operations["listApiKeys"];
        put?: never;
        /**
         * Create a personal API key (shown once)
         * @description Answers 200, as the creates of contacts, sequences and follow-ups do, with the key in `key`: it is shown this once, only its hash is kept. Send it as `X-Api-Key: crm_<prefix>_<secret>` (never with `Authorization`: both is 400). The key acts as you, with your role at the time of each request, limited to `scopes`; it stops working at `expires_at`, when revoked, or when you leave the workspace. Allowed on a free workspace: a key reads the demo data there, and its writes get 402 as yours would. Keys cannot call billing, admin or these routes.
         */
        post: operations["createApiKey"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api-keys/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Revoke an API key
         * @description Answers 204; the next request with the key is 401 on every instance. Your own keys; a manager may revoke any key of the workspace (another member's key is 403 `Managers only` for anyone else). A key of another workspace is 404.
         */
        delete: operations["revokeApiKey"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/webhook-endpoints": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The workspace's webhook endpoints, newest first (managers)
         * @description Never a secret. `active: false` with a `disabled_reason` is an endpoint the service turned off after failing for 3 days; `failing_since` shows one failing now. A free workspace answers its empty list. API keys: needs scope `webhooks:manage`.
         */
        get: operations["listWebhookEndpoints"];
        put?: never;
        /**
         * Subscribe an endpoint to events (managers, premium); answers its secret once
         * @description Answers 200 with the endpoint and its signing secret in `secret` (`whsec_…`), shown this once: reads never show it again. Each event is POSTed as the Standard Webhooks specification says (headers `webhook-id`, `webhook-timestamp`, `webhook-signature`), body `{ type, timestamp, data }`; `data` carries `event_id`, `sequence` (gapless per workspace, in commit order, counting every event recorded for any endpoint), `workspace_id`, `request_id`, `actor` and the record. `events` lists the types to send (`*`: all). `url` is https with no user name or password, and every address its host resolves to must be public: loopback, private, link-local (cloud metadata included), unique-local, carrier-grade NAT, unspecified, multicast and other reserved addresses are 422 (field `url`), as is a host that does not resolve; deliveries check again at connect time. A server run with WEBHOOK_ALLOW_PRIVATE_URLS=true (development) accepts http and any address. API keys: needs scope `webhooks:manage`.
         */
        post: operations["createWebhookEndpoint"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/webhook-endpoints/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One webhook endpoint (managers); never its secret
         * @description Another workspace's endpoint is 404 `Webhook endpoint not found`. API keys: needs scope `webhooks:manage`.
         */
        get: operations["getWebhookEndpoint"];
        put?: never;
        post?: never;
        /**
         * Delete an endpoint (managers, premium)
         * @description Answers 204; its deliveries go with it, and nothing more is sent to it. API keys: needs scope `webhooks:manage`.
         */
        delete: operations["deleteWebhookEndpoint"];
        options?: never;
        head?: never;
        /**
         * Edit an endpoint, or turn it off or on (managers, premium)
         * @description Any of `url`, `events`, `active`, `description` (null clears it). `active: true` on an endpoint the service turned off starts sending again and clears `disabled_reason`, `disabled_at` and `failing_since`; `active: false` stops sending. `url` is https with no user name or password, and every address its host resolves to must be public: loopback, private, link-local (cloud metadata included), unique-local, carrier-grade NAT, unspecified, multicast and other reserved addresses are 422 (field `url`), as is a host that does not resolve; deliveries check again at connect time. A server run with WEBHOOK_ALLOW_PRIVATE_URLS=true (development) accepts http and any address. API keys: needs scope `webhooks:manage`.
         */
        patch: operations["updateWebhookEndpoint"];
        trace?: never;
    };
    "/webhook-endpoints/{id}/rotate-secret": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Replace the signing secret (managers, premium); answers the new one once
         * @description Answers the endpoint with its new `secret`, shown this once. For 24 h (`previous_secret_expires_at`) each delivery carries a signature with the old secret beside the new one, so a receiver holding either verifies it; a second rotation within that time retires the oldest secret at once. API keys: needs scope `webhooks:manage`.
         */
        post: operations["rotateWebhookSecret"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/webhook-endpoints/{id}/test": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Send a ping event to this endpoint (managers, premium)
         * @description Records a `ping` event (`data` without a record) and queues its delivery to this endpoint alone, whatever it subscribes to; answers 202 with the event's id, the `webhook-id` of its deliveries. The ping takes the workspace's next `sequence` like any event. An endpoint that is off is 409 `Webhook endpoint is not active: activate it to send a test ping`. API keys: needs scope `webhooks:manage`.
         */
        post: operations["testWebhookEndpoint"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/webhook-endpoints/{id}/deliveries": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * An endpoint's delivery attempts, newest first
         * @description One item per attempt: the first, each retry and each redelivery. `status` narrows to `pending` (waiting or being sent), `succeeded` (a 2xx answer) or `failed`. A failed attempt that will be retried has `next_attempt_at`. Retries follow network errors, timeouts (10 s), 408, 429 and 5xx: after 30 s, 2 min, 10 min, 30 min, 1 h, 2 h, 4 h, 8 h, then every 12 h (each ±20 %) for up to 3 days from the first attempt; other answers (other 4xx, 3xx: redirects are not followed) and addresses refused as private are not retried. An endpoint whose deliveries all failed for 3 days is turned off (`active: false`, `disabled_reason`) and its waiting attempts end as failed. `response_body` is the first 1 KB of the answer. Managers, or a key with `webhooks:manage`; another workspace's endpoint is 404 `Webhook endpoint not found`. API keys: needs scope `webhooks:manage`.
         */
        get: operations["listWebhookDeliveries"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/webhook-endpoints/{id}/deliveries/{delivery_id}/redeliver": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Send a delivery's event again
         * @description Answers 202 with the new attempt, `pending`: the same event body and the same `webhook-id` (receivers that deduplicate on it see a repeat), signed afresh, retried on the usual schedule from now. Any attempt of the event may be named. The endpoint must be active (409 `Webhook endpoint is not active: activate it to redeliver`). Managers, or a key with `webhooks:manage`; premium. Another workspace's endpoint is 404 `Webhook endpoint not found`, another endpoint's delivery 404 `Webhook delivery not found`. API keys: needs scope `webhooks:manage`.
         */
        post: operations["redeliverWebhookDelivery"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: {
        HealthResponse: {
            /** @enum {string} */
            status: "ok" | "degraded";
            /** @enum {string} */
            auth_mode: "development" | "identity_provider";
            /**
             * @description Payment integration status
             * @enum {string}
             */
            payments: "enabled" | "disabled";
            /**
             * @description `busy`: the database answers but every pooled connection is taken
             * @enum {string}
             */
            database: "up" | "busy" | "down";
            version: string;
        };
        ReadinessResponse: {
            /** @enum {string} */
            status: "ready";
        };
        MeUser: {
            /** Format: uuid */
            id: string;
            email: string;
            /** @enum {string} */
            role: "member" | "admin" | "super_admin";
            /** Format: uuid */
            workspace_id: string;
        };
        StageResponse: {
            key: string;
            label: string;
            /** @enum {string} */
            kind: "open" | "won" | "lost";
        };
        MeWorkspace: {
            /** Format: uuid */
            id: string;
            name: string;
            is_premium: boolean;
            subscription_status: string | null;
            payment_customer_id: string | null;
            dormancy_days: number;
            /** @description IANA time zone */
            timezone: string;
            /** @description ISO 3166-1 alpha-2 country of phone numbers without a country code */
            default_region: string;
            stages: components["schemas"]["StageResponse"][];
            /** Format: date-time */
            created_at: string;
        };
        MeResponse: {
            user: components["schemas"]["MeUser"];
            workspace: components["schemas"]["MeWorkspace"];
            /** @description true when the workspace is free and reads demo data */
            demo: boolean;
        };
        ContactResponse: {
            /** Format: uuid */
            id: string;
            first_name: string;
            last_name: string | null;
            email: string | null;
            phone: string | null;
            company: string | null;
            title: string | null;
            /** @description Stage key */
            stage: string;
            /** Format: uuid */
            owner_id: string | null;
            value_cents: number;
            tags: string[];
            /** Format: date-time */
            last_activity_at: string;
            /** @description Derived at read time from dormancy_days; never stored */
            dormant: boolean;
            /** @description Whole days since last_activity_at */
            days_inactive: number;
            /** Format: date-time */
            created_at: string;
            /** Format: date-time */
            updated_at: string;
            /** @description Every active custom field of the workspace by key; null when unset */
            custom: {
                [key: string]: unknown;
            };
        };
        ContactPageResponse: {
            items: components["schemas"]["ContactResponse"][];
            next_cursor: string | null;
        };
        ContactCountResponse: {
            /**
             * @description Contacts matching the filter
             * @example 42
             */
            count: number;
        };
        SearchContactsDto: {
            /**
             * @description Most items on the page
             * @default 50
             * @example 50
             */
            limit: number;
            /**
             * @description `next_cursor` of the previous page; empty or left out for the first page
             * @example
             */
            cursor?: string;
            /**
             * @description A group `{ "and": [...] }` or `{ "or": [...] }` of conditions `{ "field", "op", "value" }` and groups, nested at most 4 deep (the root group is 1), holding at most 50 conditions; a list value is an array, a number a JSON number, a boolean true or false. `{ "and": [] }` or no filter: every contact. Fields: `first_name` (text), `last_name` (text), `email` (text), `company` (text), `stage` (choice), `owner_id` (user), `value_cents` (number), `tags` (list), `last_activity_at` (datetime), `dormant` (boolean), `created_at` (datetime), `updated_at` (datetime), `q` (search: first and last name, e-mail and company), and `custom.<key>` of each filterable custom field (a field that is not filterable is 422; one whose `filter_index` is still `building`, a large workspace's field just made filterable, is 409 until it is `ready`): text, url, email and phone are text; number and currency number (a currency compares its `amount_minor`; `custom.<key>.currency` takes `eq`, `neq`, `in`, `nin` on its code); date date; datetime datetime; select choice; multi_select list; user user; boolean boolean. Operators by family: text: `eq`, `neq`, `in`, `nin`, `contains`, `starts_with`, `is_empty`, `is_not_empty`; number: `eq`, `neq`, `in`, `nin`, `gt`, `gte`, `lt`, `lte`, `between`, `is_empty`, `is_not_empty`; datetime: `gt`, `gte`, `lt`, `lte`, `between`, `within_last`, `older_than`, `next`, `is_empty`, `is_not_empty`; date: `eq`, `neq`, `gt`, `gte`, `lt`, `lte`, `between`, `within_last`, `older_than`, `next`, `is_empty`, `is_not_empty`; choice: `eq`, `neq`, `in`, `nin`, `is_empty`, `is_not_empty`; user: `eq`, `neq`, `in`, `nin`, `is_empty`, `is_not_empty`; list: `any`, `all`, `nin`, `is_empty`, `is_not_empty`; boolean: `eq`, `is_empty`, `is_not_empty`; search: `contains`. `is_empty` and `is_not_empty` apply where a value can be missing. Text compares case-insensitively; tags match as stored. `neq` and `nin` also match contacts without a value. `in`, `nin`, `any`, `all` take a list of 1 to 100 values and `between` two, both bounds included. A datetime takes an ISO 8601 instant or a date, `YYYY-MM-DD`, which is its whole day in the workspace time zone. `within_last`, `older_than` and `next` take days or weeks (`7d`, `2w`) counted in calendar days of the workspace time zone: within the last N days is from the start of the day N days ago until now, older than N days before that start, the next N days from now through the end of the day N days ahead. A user takes a member id or `me`. A mistake is 422 naming its place, such as `filter.or.1.and.0.value`.
             * @example {
             *       "and": [
             *         {
             *           "field": "stage",
             *           "op": "in",
             *           "value": [
             *             "lead",
             *             "qualified"
             *           ]
             *         },
             *         {
             *           "or": [
             *             {
             *               "field": "value_cents",
             *               "op": "gte",
             *               "value": 100000
             *             },
             *             {
             *               "field": "tags",
             *               "op": "any",
             *               "value": [
             *                 "vip"
             *               ]
             *             }
             *           ]
             *         }
             *       ]
             *     }
             */
            filter?: {
                [key: string]: unknown;
            };
            /**
             * @description Up to 3 keys separated by commas, `-` before a key for descending: `first_name`, `last_name`, `company`, `value_cents`, `last_activity_at`, `created_at`, `updated_at`, or `custom.<key>` of a filterable custom field of type number, currency (its amount), date, datetime or text (409 while its `filter_index` is `building`). Contacts without a value come last either way, and the id breaks ties, so `next_cursor` walks every contact once. Default (and `-created_at`): newest first. A list of keys may also be an array.
             * @example -value_cents,last_name
             */
            sort?: string | string[];
        };
        DormantContactPageResponse: {
            items: components["schemas"]["ContactResponse"][];
            next_cursor: string | null;
            /** @description The workspace's dormancy_days */
            threshold_days: number;
        };
        CreateContactDto: {
            /** @example Lovelace */
            last_name?: string | null;
            /**
             * Format: email
             * @example ada@example.com
             */
            email?: string | null;
            /** @example +44 20 7946 0958 */
            phone?: string | null;
            /** @example Analytical Engines Ltd */
            company?: string | null;
            /** @example Head of Research */
            title?: string | null;
            /**
             * Format: uuid
             * @description A member of this workspace; `null` leaves the contact unassigned. On creation, leaving it out lets routing choose
             * @example null
             */
            owner_id?: string | null;
            /**
             * @description Deal value in cents
             * @example 250000
             */
            value_cents?: number;
            /**
             * @description Up to 20 tags of 1-40 characters
             * @example [
             *       "enterprise",
             *       "referral"
             *     ]
             */
            tags?: string[];
            /**
             * @description Custom field values by key (`GET /custom-fields`, `GET /custom-fields/schema`); on an edit each key given is set and `null` clears it, the others stay
             * @example {}
             */
            custom?: {
                [key: string]: unknown;
            };
            /** @example Ada */
            first_name: string;
            /**
             * @description Stage key; defaults to the first open stage
             * @example lead
             */
            stage?: string;
        };
        /**
         * @description The field of `contact` that finds the existing contact
         * @enum {string}
         */
        UpsertMatchField: "email";
        UpsertContactDto: {
            /**
             * @description The field of `contact` that finds the existing contact
             * @example email
             */
            match_on: components["schemas"]["UpsertMatchField"];
            /**
             * @description The contact, with the rules of the `POST /contacts` body
             * @example {
             *       "first_name": "Ada",
             *       "last_name": "Lovelace",
             *       "email": "ada@engines.example"
             *     }
             */
            contact: components["schemas"]["CreateContactDto"];
        };
        UpsertContactResponse: {
            contact: components["schemas"]["ContactResponse"];
            /**
             * @description true when no contact matched and this one was created
             * @example true
             */
            created: boolean;
        };
        UpdateContactDto: {
            /** @example Lovelace */
            last_name?: string | null;
            /**
             * Format: email
             * @example ada@example.com
             */
            email?: string | null;
            /** @example +44 20 7946 0958 */
            phone?: string | null;
            /** @example Analytical Engines Ltd */
            company?: string | null;
            /** @example Head of Research */
            title?: string | null;
            /**
             * Format: uuid
             * @description A member of this workspace; `null` leaves the contact unassigned. On creation, leaving it out lets routing choose
             * @example null
             */
            owner_id?: string | null;
            /**
             * @description Deal value in cents
             * @example 250000
             */
            value_cents?: number;
            /**
             * @description Up to 20 tags of 1-40 characters
             * @example [
             *       "enterprise",
             *       "referral"
             *     ]
             */
            tags?: string[];
            /**
             * @description Custom field values by key (`GET /custom-fields`, `GET /custom-fields/schema`); on an edit each key given is set and `null` clears it, the others stay
             * @example {}
             */
            custom?: {
                [key: string]: unknown;
            };
            /** @example Ada */
            first_name?: string;
        };
        ChangeStageDto: {
            /**
             * @description Key of one of the workspace stages
             * @example qualified
             */
            stage: string;
        };
        BulkContactsFilterDto: {
            /** @description Only contacts in this stage (a key) */
            stage?: string;
            /**
             * Format: uuid
             * @description Only this member's contacts
             */
            owner_id?: string;
            /** @description Matches first/last name, e-mail or company */
            q?: string;
            /** @description true: only dormant contacts; false: only active ones */
            dormant?: boolean;
            /** @description Only contacts carrying this tag, matched whole and exactly as stored: tags keep the case they were written in, so `VIP` does not match `vip` */
            tag?: string;
        };
        BulkContactsDto: {
            /**
             * @example move_stage
             * @enum {string}
             */
            action: "move_stage" | "assign_owner" | "add_tags" | "remove_tags" | "delete" | "set_fields";
            /**
             * @description What the action needs: `move_stage` `{ stage }` (a key); `assign_owner` `{ owner_id }` (a member, or null to unassign); `add_tags` and `remove_tags` `{ tags }` (1-20 tags of 1-40 characters); `delete` none (`{}` or absent); `set_fields` `{ custom }` (custom values by key, as PATCH takes them: a null clears one; each checked against the workspace's active fields, 422 naming `params.custom.<key>`)
             * @example {
             *       "stage": "contacted"
             *     }
             */
            params?: {
                /** @description move_stage: a stage key */
                stage?: string;
                /**
                 * Format: uuid
                 * @description assign_owner: a member, or null to unassign
                 */
                owner_id?: string | null;
                /** @description add_tags, remove_tags: the tags */
                tags?: string[];
                /** @description set_fields: custom values by field key, as `PATCH /contacts/{id}` takes `custom` (each key merged in, null clears it) */
                custom?: {
                    [key: string]: unknown;
                };
            };
            /**
             * @description The contacts to act on: 1-500 ids, each once (or `filter`)
             * @example [
             *       "5e2d8a47-91b3-4f0c-8c7e-6a4b2f9d1c33"
             *     ]
             */
            contact_ids?: string[];
            /**
             * @description Instead of `contact_ids`: the filters of `GET /contacts` (`stage`, `owner_id`, `q`, `dormant`, `tag`; `{}` matches every contact). The action then runs as a job over the contacts the filter matches when the job starts (202)
             * @example {
             *       "stage": "lead",
             *       "tag": "webinar"
             *     }
             */
            filter?: components["schemas"]["BulkContactsFilterDto"];
        };
        BulkContactsResponse: {
            /**
             * @description Contacts acted on
             * @example 1
             */
            affected: number;
        };
        BulkOperationQueuedResponse: {
            /**
             * Format: uuid
             * @example 7c1e4b2a-5d3f-4e8a-9b6c-0f2d1a3e5b7c
             */
            id: string;
            /**
             * @example queued
             * @enum {string}
             */
            status: "queued";
        };
        /** @enum {string} */
        JobStatus: "queued" | "running" | "succeeded" | "failed" | "cancelled";
        BulkOperationCounts: {
            /**
             * @description Contacts the filter matched when the job started; null until then
             * @example 1200
             */
            matched: number | null;
            /**
             * @description Matched contacts dealt with so far: affected plus skipped
             * @example 1200
             */
            processed: number;
            /**
             * @description Contacts acted on
             * @example 1198
             */
            affected: number;
            /**
             * @description Matched contacts gone (deleted, merged away) before their batch came
             * @example 2
             */
            skipped: number;
        };
        BulkOperationResponse: {
            /**
             * Format: uuid
             * @example 7c1e4b2a-5d3f-4e8a-9b6c-0f2d1a3e5b7c
             */
            id: string;
            /**
             * @example move_stage
             * @enum {string}
             */
            action: "move_stage" | "assign_owner" | "add_tags" | "remove_tags" | "delete" | "set_fields";
            /**
             * @description The parameters of the action
             * @example {
             *       "stage": "contacted"
             *     }
             */
            params: {
                /** @description move_stage: a stage key */
                stage?: string;
                /**
                 * Format: uuid
                 * @description assign_owner: a member, or null to unassign
                 */
                owner_id?: string | null;
                /** @description add_tags, remove_tags: the tags */
                tags?: string[];
                /** @description set_fields: custom values by field key, as `PATCH /contacts/{id}` takes `custom` (each key merged in, null clears it) */
                custom?: {
                    [key: string]: unknown;
                };
            };
            /**
             * @description The filters the contacts were matched by
             * @example {
             *       "stage": "lead",
             *       "tag": "webinar"
             *     }
             */
            filter: components["schemas"]["BulkContactsFilterDto"];
            /** @example succeeded */
            status: components["schemas"]["JobStatus"];
            counts: components["schemas"]["BulkOperationCounts"];
            /**
             * @description Why the job failed (a batch refused by the rules of the action, the workspace no longer premium); null otherwise
             * @example null
             */
            error?: string | null;
            /** Format: date-time */
            created_at: string;
            /** Format: date-time */
            started_at: string | null;
            /** Format: date-time */
            finished_at: string | null;
        };
        BulkOperationPageResponse: {
            items: components["schemas"]["BulkOperationResponse"][];
            /** @example null */
            next_cursor: string | null;
        };
        DuplicateGroupResponse: {
            /**
             * @description What the contacts share
             * @example email
             * @enum {string}
             */
            kind: "email" | "phone";
            /**
             * @description The shared normalised value: the e-mail lower-cased, or the phone in E.164 (`+442079460958`)
             * @example ada@example.com
             */
            value: string;
            /** @description How many contacts share it */
            contacts_count: number;
            /** @description The contacts, oldest first (the natural merge target), at most 25 */
            contacts: components["schemas"]["ContactResponse"][];
        };
        DuplicateGroupPageResponse: {
            /** @description E-mail groups, then phone groups */
            items: components["schemas"]["DuplicateGroupResponse"][];
            next_cursor: string | null;
        };
        MergeFieldsDto: {
            /**
             * Format: uuid
             * @description The source whose `first_name` the merged contact takes
             */
            first_name?: string;
            /**
             * Format: uuid
             * @description The source whose `last_name` the merged contact takes
             */
            last_name?: string;
            /**
             * Format: uuid
             * @description The source whose `email` the merged contact takes
             */
            email?: string;
            /**
             * Format: uuid
             * @description The source whose `phone` the merged contact takes
             */
            phone?: string;
            /**
             * Format: uuid
             * @description The source whose `company` the merged contact takes
             */
            company?: string;
            /**
             * Format: uuid
             * @description The source whose `title` the merged contact takes
             */
            title?: string;
            /**
             * Format: uuid
             * @description The source whose `value_cents` the merged contact takes
             */
            value_cents?: string;
            /**
             * Format: uuid
             * @description The source whose `owner_id` the merged contact takes
             */
            owner_id?: string;
        };
        MergeContactsDto: {
            /**
             * @description Contacts of this workspace folded into the target and then deleted; not the target itself
             * @example [
             *       "5e2d8a47-91b3-4f0c-8c7e-6a4b2f9d1c33"
             *     ]
             */
            source_ids: string[];
            /**
             * @description Per field, the source (one of `source_ids`) whose value the merged contact takes, even an empty one; a field left out keeps the target value. Tags are always the union, the stage always the target one, custom values always filled as the operation says
             * @example {
             *       "email": "5e2d8a47-91b3-4f0c-8c7e-6a4b2f9d1c33"
             *     }
             */
            fields?: components["schemas"]["MergeFieldsDto"];
        };
        ImportQueuedResponse: {
            /**
             * Format: uuid
             * @example 0b9c6f0e-3f1a-4c55-9a51-2d6f3c1e8a10
             */
            id: string;
            /**
             * @example queued
             * @enum {string}
             */
            status: "queued";
        };
        ImportCounts: {
            /**
             * @description Data rows in the file (the header not counted); null until the job has read it
             * @example 10000
             */
            rows: number | null;
            /** @example 10000 */
            processed: number;
            /** @example 9400 */
            created: number;
            /** @example 500 */
            updated: number;
            /** @example 0 */
            skipped: number;
            /** @example 100 */
            failed: number;
        };
        ImportSummaryResponse: {
            /**
             * Format: uuid
             * @example 0b9c6f0e-3f1a-4c55-9a51-2d6f3c1e8a10
             */
            id: string;
            /** @example succeeded */
            status: components["schemas"]["JobStatus"];
            /** @example false */
            dry_run: boolean;
            /**
             * @example email
             * @enum {string}
             */
            match_on: "email" | "none";
            /**
             * @example update
             * @enum {string}
             */
            on_match: "update" | "skip";
            counts: components["schemas"]["ImportCounts"];
            /**
             * @description Why the job failed as a whole (a file that is not CSV); null otherwise
             * @example null
             */
            error?: string | null;
            /** Format: date-time */
            created_at: string;
            /** Format: date-time */
            started_at: string | null;
            /** Format: date-time */
            finished_at: string | null;
        };
        ImportPageResponse: {
            items: components["schemas"]["ImportSummaryResponse"][];
            /** @example null */
            next_cursor: string | null;
        };
        ImportRowError: {
            /**
             * @description The data row, from 1 (the header not counted; line 13 of a file without blank lines)
             * @example 12
             */
            row: number;
            /** @example email */
            field: string;
            /** @example email must be an email */
            message: string;
        };
        ImportResponse: {
            /**
             * Format: uuid
             * @example 0b9c6f0e-3f1a-4c55-9a51-2d6f3c1e8a10
             */
            id: string;
            /** @example succeeded */
            status: components["schemas"]["JobStatus"];
            /** @example false */
            dry_run: boolean;
            /**
             * @example email
             * @enum {string}
             */
            match_on: "email" | "none";
            /**
             * @example update
             * @enum {string}
             */
            on_match: "update" | "skip";
            counts: components["schemas"]["ImportCounts"];
            /**
             * @description Why the job failed as a whole (a file that is not CSV); null otherwise
             * @example null
             */
            error?: string | null;
            /** Format: date-time */
            created_at: string;
            /** Format: date-time */
            started_at: string | null;
            /** Format: date-time */
            finished_at: string | null;
            /** @description The first 1,000 rows that failed, in row order; `counts.failed` counts them all */
            errors: components["schemas"]["ImportRowError"][];
        };
        BillingStatusResponse: {
            /** @description true when the workspace may write real data */
            is_premium: boolean;
            /**
             * @description Set by the payment webhook: `active` when the checkout was paid, `incomplete` when its payment is still pending
             * @example active
             */
            subscription_status: string | null;
            /**
             * @description enabled: upgrade with POST /billing/checkout; disabled: with POST /billing/simulate-payment
             * @enum {string}
             */
            payments: "enabled" | "disabled";
        };
        CheckoutSessionResponse: {
            /** @description Where to send the browser: the payment provider’s checkout page */
            url: string;
            /**
             * @description The payment provider’s Checkout Session id
             * @example cs_test_a1
             */
            session_id: string;
        };
        WebhookAckResponse: {
            /** @example true */
            received: boolean;
            /**
             * @description applied: the workspace was upgraded; duplicate: this event id was handled before; ignored: not an event the service acts on; stale: the workspace already holds a newer event (Stripe does not order deliveries), nothing changed; unknown_company: no workspace matches metadata.company_id
             * @enum {string}
             */
            outcome: "applied" | "duplicate" | "ignored" | "stale" | "unknown_company";
        };
        CompanyResponse: {
            /** Format: uuid */
            id: string;
            name: string;
            /** @enum {string} */
            tier: "free" | "premium";
            is_premium: boolean;
            subscription_status: string | null;
            payment_customer_id: string | null;
            /** @description Real members (sample teammates not counted) */
            member_count: number;
            /** @description Real contacts (demo data not counted) */
            contact_count: number;
            /** Format: date-time */
            created_at: string;
        };
        CompanyPageResponse: {
            items: components["schemas"]["CompanyResponse"][];
            next_cursor: string | null;
        };
        DemoResetResponse: {
            /** @description Workspaces whose demo data was wiped; each is reseeded at its next sign-in */
            workspaces_reset: number;
        };
        TierChangeResponse: {
            /** Format: uuid */
            id: string;
            /** Format: uuid */
            workspace_id: string;
            workspace_name: string;
            /** @enum {string} */
            from_tier: "free" | "premium";
            /** @enum {string} */
            to_tier: "free" | "premium";
            /** @enum {string} */
            via: "webhook" | "simulate" | "dev" | "admin";
            /**
             * Format: uuid
             * @description Who made the change; null for the payment webhook
             */
            actor_user_id: string | null;
            actor_email: string | null;
            /** @description The payment provider event behind a webhook change */
            event_id: string | null;
            /** Format: date-time */
            changed_at: string;
        };
        TierChangePageResponse: {
            items: components["schemas"]["TierChangeResponse"][];
            next_cursor: string | null;
        };
        StageDto: {
            /**
             * @description Stable identifier stored on contacts: lowercase letters, digits, - and _
             * @example proposal
             */
            key: string;
            /** @example Proposal sent */
            label: string;
            /**
             * @description `won` and `lost` close a deal
             * @example open
             * @enum {string}
             */
            kind: "open" | "won" | "lost";
        };
        SettingsResponse: {
            dormancy_days: number;
            /**
             * @description IANA time zone
             * @example Europe/Paris
             */
            timezone: string;
            /**
             * @description ISO 3166-1 alpha-2 country phone numbers without a country code are read in
             * @example FR
             */
            default_region: string;
            stages: components["schemas"]["StageDto"][];
        };
        SettingsDto: {
            /**
             * @description A contact is dormant after this many whole days without activity
             * @example 14
             */
            dormancy_days: number;
            /**
             * @description IANA time zone; decides what "today" is on the agenda
             * @example Europe/Paris
             */
            timezone: string;
            /**
             * @description ISO 3166-1 alpha-2 country (upper case) in which a phone number written without its country code is read, for duplicate detection; left out, it stays as it is (`US` for a new workspace). A change re-reads every contact phone of the workspace.
             * @example FR
             */
            default_region?: string;
            /**
             * @description The pipeline, in board order. Keys are unique; at least one stage is `open`; contacts are created in the first open stage unless told otherwise. A stage that still holds contacts cannot be left out (409).
             * @example [
             *       {
             *         "key": "lead",
             *         "label": "Lead",
             *         "kind": "open"
             *       },
             *       {
             *         "key": "contacted",
             *         "label": "Contacted",
             *         "kind": "open"
             *       },
             *       {
             *         "key": "qualified",
             *         "label": "Qualified",
             *         "kind": "open"
             *       },
             *       {
             *         "key": "proposal",
             *         "label": "Proposal",
             *         "kind": "open"
             *       },
             *       {
             *         "key": "negotiation",
             *         "label": "Negotiation",
             *         "kind": "open"
             *       },
             *       {
             *         "key": "won",
             *         "label": "Won",
             *         "kind": "won"
             *       },
             *       {
             *         "key": "lost",
             *         "label": "Lost",
             *         "kind": "lost"
             *       }
             *     ]
             */
            stages: components["schemas"]["StageDto"][];
        };
        CustomFieldOptionResponse: {
            id: string;
            label: string;
            color?: string;
        };
        CustomFieldResponse: {
            /** Format: uuid */
            id: string;
            key: string;
            label: string;
            description: string | null;
            /** @enum {string} */
            type: "text" | "long_text" | "number" | "currency" | "date" | "datetime" | "boolean" | "select" | "multi_select" | "url" | "email" | "phone" | "user";
            options: components["schemas"]["CustomFieldOptionResponse"][];
            required: boolean;
            filterable: boolean;
            /**
             * @description Whether filters and sorts can use a filterable field: `building` while a job indexes its values (a large workspace's field just made filterable; they answer 409 meanwhile), `ready` after; null when the field is not filterable.
             * @enum {string|null}
             */
            filter_index: "ready" | "building" | null;
            position: number;
            /** Format: date-time */
            archived_at: string | null;
            /** Format: date-time */
            created_at: string;
            /** Format: date-time */
            updated_at: string;
        };
        CustomFieldListResponse: {
            items: components["schemas"]["CustomFieldResponse"][];
        };
        CustomFieldOptionDto: {
            /** @example saas */
            id?: string;
            /** @example SaaS */
            label: string;
            /** @example #2f80ed */
            color?: string;
        };
        CreateCustomFieldDto: {
            /** @example The main industry of the company */
            description?: string | null;
            /**
             * @description select and multi_select only: 1-100 options with distinct ids and labels
             * @example [
             *       {
             *         "id": "saas",
             *         "label": "SaaS"
             *       },
             *       {
             *         "id": "retail",
             *         "label": "Retail"
             *       }
             *     ]
             */
            options?: components["schemas"]["CustomFieldOptionDto"][];
            /**
             * @description Contacts must have a value when created
             * @example false
             */
            required?: boolean;
            /**
             * @description Lists may filter and sort on it
             * @example false
             */
            filterable?: boolean;
            /**
             * @description Order among the fields; new fields go last
             * @example 0
             */
            position?: number;
            /**
             * @description Unique in the workspace and never changed: 1-40 characters: a lowercase letter, then lowercase letters, digits or _
             * @example industry
             */
            key: string;
            /** @example Industry */
            label: string;
            /**
             * @description Never changes after creation
             * @example select
             * @enum {string}
             */
            type: "text" | "long_text" | "number" | "currency" | "date" | "datetime" | "boolean" | "select" | "multi_select" | "url" | "email" | "phone" | "user";
        };
        UpdateCustomFieldDto: {
            /** @example The main industry of the company */
            description?: string | null;
            /**
             * @description select and multi_select only: 1-100 options with distinct ids and labels
             * @example [
             *       {
             *         "id": "saas",
             *         "label": "SaaS"
             *       },
             *       {
             *         "id": "retail",
             *         "label": "Retail"
             *       }
             *     ]
             */
            options?: components["schemas"]["CustomFieldOptionDto"][];
            /**
             * @description Contacts must have a value when created
             * @example false
             */
            required?: boolean;
            /**
             * @description Lists may filter and sort on it
             * @example false
             */
            filterable?: boolean;
            /**
             * @description Order among the fields; new fields go last
             * @example 0
             */
            position?: number;
            /** @example Industry */
            label?: string;
            /**
             * @description For each option `options` leaves out that contacts still use: the id of the kept option they take instead
             * @example {}
             */
            replace_with?: {
                [key: string]: string;
            };
        };
        TeamMemberResponse: {
            /** Format: uuid */
            id: string;
            email: string;
            /** @enum {string} */
            role: "member" | "admin" | "super_admin";
            /** @description A sample teammate of the demo data (free workspaces only) */
            is_demo: boolean;
            /**
             * Format: date-time
             * @description When the member joined
             */
            created_at: string;
        };
        TeamPageResponse: {
            items: components["schemas"]["TeamMemberResponse"][];
            next_cursor: string | null;
        };
        InviteResponse: {
            /** Format: uuid */
            id: string;
            /** @description Lower-cased */
            email: string;
            /** @enum {string} */
            role: "member" | "admin";
            /** Format: uuid */
            invited_by: string | null;
            /** Format: date-time */
            created_at: string;
        };
        InvitePageResponse: {
            items: components["schemas"]["InviteResponse"][];
            next_cursor: string | null;
        };
        CreateInviteDto: {
            /**
             * Format: email
             * @example grace@example.com
             */
            email: string;
            /**
             * @description The role the invitee joins with
             * @example member
             * @enum {string}
             */
            role: "member" | "admin";
        };
        ChangeRoleDto: {
            /**
             * @description The new role
             * @example admin
             * @enum {string}
             */
            role: "member" | "admin";
        };
        RoutingResponse: {
            /** @enum {string} */
            strategy: "manual" | "round_robin";
            /** @description The rotation, in order; members who have left the workspace are left out */
            member_ids: string[];
            /**
             * Format: uuid
             * @description Who gets the next contact created without an owner under round robin
             */
            next_member_id: string | null;
            /**
             * Format: date-time
             * @description When the rule was last saved; null while the workspace uses the default
             */
            updated_at: string | null;
        };
        ReplaceRoutingDto: {
            /**
             * @description `manual`: a contact created without `owner_id` belongs to its creator. `round_robin`: it goes to the next member of `member_ids`, in order.
             * @example manual
             * @enum {string}
             */
            strategy: "manual" | "round_robin";
            /**
             * @description The rotation, in order: distinct members of this workspace. At least one for `round_robin`; kept but unused under `manual`.
             * @example []
             */
            member_ids: string[];
        };
        CreateInteractionDto: {
            /**
             * @example call
             * @enum {string}
             */
            type: "call" | "email" | "meeting" | "note" | "message";
            /** @example Discussed the renewal */
            summary: string;
            /**
             * Format: date-time
             * @description When it happened (default now; no offset = UTC). May be in the past, not in the future.
             * @example 2026-11-20T14:00:00Z
             */
            occurred_at?: string;
        };
        InteractionResponse: {
            /** Format: uuid */
            id: string;
            /** Format: uuid */
            contact_id: string;
            /** @enum {string} */
            type: "call" | "email" | "meeting" | "note" | "message";
            summary: string;
            /** Format: date-time */
            occurred_at: string;
            /**
             * Format: uuid
             * @description Who logged it
             */
            created_by: string | null;
            /** Format: date-time */
            created_at: string;
        };
        InteractionPageResponse: {
            items: components["schemas"]["InteractionResponse"][];
            next_cursor: string | null;
        };
        CreateFollowupDto: {
            /** @example Call back about pricing */
            title: string;
            /**
             * Format: date-time
             * @description When it is due; no offset = UTC. At most a year in the past, ten years ahead.
             * @example 2030-01-15T09:30:00Z
             */
            scheduled_for: string;
            /**
             * Format: uuid
             * @description Assignee, a member of the workspace; defaults to the contact's owner, else you
             * @example 6f1c2a8e-3b4d-4e5f-8a9b-0c1d2e3f4a5b
             */
            owner_id?: string;
        };
        UpdateFollowupDto: {
            /** @example Send the revised quote */
            title?: string;
            /**
             * Format: date-time
             * @description No offset = UTC. At most a year in the past, ten years ahead.
             * @example 2030-01-15T09:30:00Z
             */
            scheduled_for?: string;
            /**
             * Format: uuid
             * @description New assignee, a member of the workspace
             * @example 6f1c2a8e-3b4d-4e5f-8a9b-0c1d2e3f4a5b
             */
            owner_id?: string;
        };
        FollowupResponse: {
            /** Format: uuid */
            id: string;
            /** Format: uuid */
            contact_id: string;
            /**
             * Format: uuid
             * @description The assignee
             */
            owner_id: string | null;
            title: string;
            /** Format: date-time */
            scheduled_for: string;
            /** @enum {string} */
            status: "open" | "completed";
            /** Format: date-time */
            completed_at: string | null;
            /** Format: uuid */
            completed_by: string | null;
            /**
             * Format: uuid
             * @description Who scheduled it
             */
            created_by: string | null;
            /**
             * Format: uuid
             * @description The sequence enrollment that scheduled it; null when scheduled by hand
             */
            enrollment_id: string | null;
            /**
             * Format: date-time
             * @description When it was scheduled
             */
            created_at: string;
            /** Format: date-time */
            updated_at: string;
        };
        FollowupPageResponse: {
            items: components["schemas"]["FollowupResponse"][];
            next_cursor: string | null;
        };
        AgendaContact: {
            /** Format: uuid */
            id: string;
            /** @description First and last name */
            name: string;
            first_name: string;
            last_name: string | null;
            company: string | null;
        };
        AgendaItem: {
            /** Format: uuid */
            id: string;
            /** Format: uuid */
            contact_id: string;
            /**
             * Format: uuid
             * @description The assignee
             */
            owner_id: string | null;
            title: string;
            /** Format: date-time */
            scheduled_for: string;
            /** @enum {string} */
            status: "open" | "completed";
            /** Format: date-time */
            completed_at: string | null;
            /** Format: uuid */
            completed_by: string | null;
            /**
             * Format: uuid
             * @description Who scheduled it
             */
            created_by: string | null;
            /**
             * Format: uuid
             * @description The sequence enrollment that scheduled it; null when scheduled by hand
             */
            enrollment_id: string | null;
            /**
             * Format: date-time
             * @description When it was scheduled
             */
            created_at: string;
            /** Format: date-time */
            updated_at: string;
            contact: components["schemas"]["AgendaContact"];
        };
        AgendaCounts: {
            overdue: number;
            today: number;
            upcoming: number;
        };
        AgendaResponse: {
            /** @description Open and past due (including earlier today), oldest first */
            overdue: components["schemas"]["AgendaItem"][];
            /** @description Open, due from now to the end of today in the workspace time zone */
            today: components["schemas"]["AgendaItem"][];
            /** @description Open, due in the `days` calendar days after today */
            upcoming: components["schemas"]["AgendaItem"][];
            /** @description Size of each bucket before `limit` */
            counts: components["schemas"]["AgendaCounts"];
            /**
             * @description The time zone "today" is taken in
             * @example Europe/Paris
             */
            timezone: string;
            /**
             * @description Today in that time zone
             * @example 2026-11-22
             */
            date: string;
            /**
             * Format: date-time
             * @description End of today (exclusive)
             */
            today_ends_at: string;
            /**
             * Format: date-time
             * @description End of the upcoming window (exclusive)
             */
            upcoming_ends_at: string;
        };
        BoardColumnResponse: {
            /** @example qualified */
            key: string;
            /** @example Qualified */
            label: string;
            /** @enum {string} */
            kind: "open" | "won" | "lost";
            /** @description Contacts in the stage */
            count: number;
            /** @description Sum of their value_cents */
            value_cents: number;
            /** @description The first contacts of the column, most recently active first */
            contacts: components["schemas"]["ContactResponse"][];
            /** @description Cursor for GET /board/stages/{key}/contacts when the column has more */
            next_cursor: string | null;
        };
        BoardResponse: {
            /** @description The workspace's stages, in order */
            stages: components["schemas"]["BoardColumnResponse"][];
        };
        TimelineInteraction: {
            /** @enum {string} */
            type: "call" | "email" | "meeting" | "note" | "message";
            summary: string;
            /**
             * Format: date-time
             * @description When it was logged
             */
            created_at: string;
        };
        TimelineStageMove: {
            /** @description Null when the contact was created */
            from_stage: string | null;
            to_stage: string;
        };
        TimelineFollowup: {
            title: string;
            /** Format: date-time */
            scheduled_for: string;
            /** Format: uuid */
            owner_id: string | null;
            /** Format: date-time */
            completed_at: string | null;
        };
        TimelineMergedContact: {
            /**
             * Format: uuid
             * @description Deleted by the merge
             */
            id: string;
            first_name: string;
            last_name: string | null;
            email: string | null;
        };
        TimelineMerge: {
            /** @description The contacts merged into this one, as they were, in id order */
            merged: components["schemas"]["TimelineMergedContact"][];
        };
        TimelineEvent: {
            /** @enum {string} */
            kind: "interaction" | "stage_move" | "followup_scheduled" | "followup_completed" | "merge";
            /**
             * Format: date-time
             * @description When it happened: occurred_at of an interaction, moved_at of a stage move, when a follow-up was scheduled (created_at) or completed (completed_at), when contacts were merged into this one
             */
            at: string;
            /**
             * Format: uuid
             * @description Id of the interaction, stage move, follow-up (a follow-up has two events) or merge
             */
            id: string;
            /**
             * Format: uuid
             * @description Who did it
             */
            actor_id: string | null;
            /** @description For kind `interaction` */
            interaction?: components["schemas"]["TimelineInteraction"];
            /** @description For kind `stage_move` */
            stage_move?: components["schemas"]["TimelineStageMove"];
            /** @description For the two follow-up kinds */
            followup?: components["schemas"]["TimelineFollowup"];
            /** @description For kind `merge` */
            merge?: components["schemas"]["TimelineMerge"];
        };
        TimelinePageResponse: {
            /** @description Newest first */
            items: components["schemas"]["TimelineEvent"][];
            next_cursor: string | null;
        };
        SequenceStepDto: {
            /**
             * @description Calendar days after the enrollment, at the same time of day in the workspace time zone
             * @example 2
             */
            day_offset: number;
            /**
             * @description Title of the follow-up the step schedules
             * @example Send the case study
             */
            title: string;
            /**
             * @description How the step is done
             * @example email
             * @enum {string}
             */
            channel: "call" | "email" | "task";
        };
        EnrollmentCounts: {
            active: number;
            cancelled: number;
            finished: number;
        };
        SequenceResponse: {
            /** Format: uuid */
            id: string;
            name: string;
            steps: components["schemas"]["SequenceStepDto"][];
            /** @description Enrollments by status */
            enrollment_counts: components["schemas"]["EnrollmentCounts"];
            /** Format: uuid */
            created_by: string | null;
            /** Format: date-time */
            created_at: string;
            /** Format: date-time */
            updated_at: string;
        };
        SequencePageResponse: {
            items: components["schemas"]["SequenceResponse"][];
            next_cursor: string | null;
        };
        CreateSequenceDto: {
            /** @example New inbound lead */
            name: string;
            /**
             * @description Kept in day order (steps on the same day keep the order given)
             * @example [
             *       {
             *         "day_offset": 0,
             *         "title": "Introductory call",
             *         "channel": "call"
             *       },
             *       {
             *         "day_offset": 2,
             *         "title": "Send the case study",
             *         "channel": "email"
             *       },
             *       {
             *         "day_offset": 7,
             *         "title": "Check in on the proposal",
             *         "channel": "task"
             *       }
             *     ]
             */
            steps: components["schemas"]["SequenceStepDto"][];
        };
        UpdateSequenceDto: {
            /** @example Inbound lead, revised */
            name?: string;
            /**
             * @description Kept in day order (steps on the same day keep the order given). Replaces every step; contacts already enrolled keep their follow-ups.
             * @example [
             *       {
             *         "day_offset": 0,
             *         "title": "Introductory call",
             *         "channel": "call"
             *       },
             *       {
             *         "day_offset": 2,
             *         "title": "Send the case study",
             *         "channel": "email"
             *       },
             *       {
             *         "day_offset": 7,
             *         "title": "Check in on the proposal",
             *         "channel": "task"
             *       }
             *     ]
             */
            steps?: components["schemas"]["SequenceStepDto"][];
        };
        EnrolledContact: {
            /** Format: uuid */
            id: string;
            /** @description First and last name */
            name: string;
            first_name: string;
            last_name: string | null;
            company: string | null;
        };
        EnrollmentResponse: {
            /** Format: uuid */
            id: string;
            /** Format: uuid */
            sequence_id: string;
            /** Format: uuid */
            contact_id: string;
            contact: components["schemas"]["EnrolledContact"];
            /**
             * @description active; cancelled (taken out of the sequence); finished (the contact reached a won or lost stage)
             * @enum {string}
             */
            status: "active" | "cancelled" | "finished";
            /** @description Follow-ups scheduled at enrollment, one per step */
            steps_scheduled: number;
            /** @description Of those, completed */
            steps_completed: number;
            /** @description Of those, still open */
            steps_open: number;
            /** Format: date-time */
            next_due_at: string | null;
            /** Format: uuid */
            enrolled_by: string | null;
            /** Format: date-time */
            enrolled_at: string;
            /** Format: date-time */
            ended_at: string | null;
        };
        EnrollmentPageResponse: {
            items: components["schemas"]["EnrollmentResponse"][];
            next_cursor: string | null;
        };
        EnrollDto: {
            /**
             * @description Contacts of this workspace; all are enrolled or none (404 or 409 otherwise)
             * @example [
             *       "0b7e4a52-9c3d-4f1e-a2b8-5d6c7e8f9a01"
             *     ]
             */
            contact_ids: string[];
        };
        EnrollResponse: {
            /** @description In the order of contact_ids */
            enrollments: components["schemas"]["EnrollmentResponse"][];
            /** @description Follow-ups scheduled in all */
            followups_scheduled: number;
        };
        PipelineStageReport: {
            /** @example qualified */
            key: string;
            /** @example Qualified */
            label: string;
            /** @enum {string} */
            kind: "open" | "won" | "lost";
            /** @description Contacts in the stage now */
            count: number;
            /** @description Sum of their value_cents */
            value_cents: number;
            /** @description Contacts that moved into the stage during the period (a new contact enters its first stage) */
            entered: number;
        };
        CountAndValue: {
            count: number;
            value_cents: number;
        };
        PipelineTotals: {
            count: number;
            value_cents: number;
            /** @description In open stages */
            open: components["schemas"]["CountAndValue"];
            /** @description In won stages */
            won: components["schemas"]["CountAndValue"];
            /** @description In lost stages */
            lost: components["schemas"]["CountAndValue"];
        };
        PipelineReportResponse: {
            /**
             * Format: date-time
             * @description Start of the period (inclusive)
             */
            from: string;
            /**
             * Format: date-time
             * @description End of the period (exclusive)
             */
            to: string;
            /**
             * @description The time zone dates are read in
             * @example Europe/Paris
             */
            timezone: string;
            /** @description The workspace's stages, in order */
            stages: components["schemas"]["PipelineStageReport"][];
            totals: components["schemas"]["PipelineTotals"];
            /**
             * Format: double
             * @description won / (won + lost) over the contacts now in won and lost stages, 4 decimals; null when none is closed
             * @example 0.6667
             */
            win_rate: number | null;
        };
        InteractionTypeCounts: {
            call: number;
            email: number;
            meeting: number;
            note: number;
            message: number;
        };
        ActivityCounts: {
            total: number;
            by_type: components["schemas"]["InteractionTypeCounts"];
        };
        ActivityDay: {
            total: number;
            by_type: components["schemas"]["InteractionTypeCounts"];
            /**
             * @description A calendar day in the workspace time zone
             * @example 2026-03-01
             */
            date: string;
        };
        ActivityOwner: {
            total: number;
            by_type: components["schemas"]["InteractionTypeCounts"];
            /**
             * Format: uuid
             * @description Who logged the interactions; null for members since removed
             */
            owner_id: string | null;
        };
        ActivityReportResponse: {
            /**
             * Format: date-time
             * @description Start of the period (inclusive)
             */
            from: string;
            /**
             * Format: date-time
             * @description End of the period (exclusive)
             */
            to: string;
            /**
             * @description The time zone dates are read in
             * @example Europe/Paris
             */
            timezone: string;
            totals: components["schemas"]["ActivityCounts"];
            /** @description Every day of the period, oldest first */
            days: components["schemas"]["ActivityDay"][];
            /** @description Busiest first */
            owners: components["schemas"]["ActivityOwner"][];
        };
        FollowupCounts: {
            /** @description Completed no later than scheduled_for */
            on_time: number;
            /** @description Completed after scheduled_for */
            late: number;
            /** @description Open and scheduled_for before now */
            overdue: number;
            /** @description Open and due from now on */
            upcoming: number;
            completed: number;
            open: number;
            total: number;
            /**
             * Format: double
             * @description on_time / completed, 4 decimals; null when none is completed
             * @example 0.75
             */
            on_time_rate: number | null;
        };
        FollowupOwner: {
            /** @description Completed no later than scheduled_for */
            on_time: number;
            /** @description Completed after scheduled_for */
            late: number;
            /** @description Open and scheduled_for before now */
            overdue: number;
            /** @description Open and due from now on */
            upcoming: number;
            completed: number;
            open: number;
            total: number;
            /**
             * Format: double
             * @description on_time / completed, 4 decimals; null when none is completed
             * @example 0.75
             */
            on_time_rate: number | null;
            /**
             * Format: uuid
             * @description The assignee; null for members since removed
             */
            owner_id: string | null;
        };
        FollowupsReportResponse: {
            /** Format: date-time */
            from: string | null;
            /** Format: date-time */
            to: string | null;
            /** @example Europe/Paris */
            timezone: string;
            /**
             * Format: date-time
             * @description The "now" overdue is measured against
             */
            as_of: string;
            totals: components["schemas"]["FollowupCounts"];
            /** @description Most follow-ups first */
            owners: components["schemas"]["FollowupOwner"][];
        };
        CreateApiKeyDto: {
            /**
             * @description What the key is for, as the list shows it; trimmed
             * @example Website lead form
             */
            name: string;
            /**
             * @description What the key may do, at least one, each once: contacts:read, contacts:write, activities:read, activities:write, sequences:read, sequences:write, reports:read, settings:read, settings:write, webhooks:manage
             * @example [
             *       "contacts:read",
             *       "contacts:write"
             *     ]
             */
            scopes: ("contacts:read" | "contacts:write" | "activities:read" | "activities:write" | "sequences:read" | "sequences:write" | "reports:read" | "settings:read" | "settings:write" | "webhooks:manage")[];
            /**
             * Format: date-time
             * @description When the key stops working; in the future; no offset = UTC. Absent or null: never
             * @example 2030-01-01T00:00:00Z
             */
            expires_at?: string | null;
        };
        CreatedApiKeyResponse: {
            /**
             * Format: uuid
             * @example 5f0c6d0e-8a51-4c7b-9a53-1f1e2d3c4b5a
             */
            id: string;
            /** @example Website lead form */
            name: string;
            /** @example bc0kzooa */
            prefix: string;
            /**
             * @example [
             *       "contacts:read"
             *     ]
             */
            scopes: ("contacts:read" | "contacts:write" | "activities:read" | "activities:write" | "sequences:read" | "sequences:write" | "reports:read" | "settings:read" | "settings:write" | "webhooks:manage")[];
            /**
             * Format: date-time
             * @example null
             */
            expires_at: string | null;
            /**
             * Format: date-time
             * @example 2026-11-25T09:30:00.000Z
             */
            created_at: string;
            /**
             * @description The key, shown this once: only its hash is kept. Send it as `X-Api-Key`.
             * @example crm_bc0kzooa_4z6m8j8yrt2l46w8tif0ttrtbf0boc1wj9zlqejfoiywnog119
             */
            key: string;
        };
        ApiKeyResponse: {
            /**
             * Format: uuid
             * @example 5f0c6d0e-8a51-4c7b-9a53-1f1e2d3c4b5a
             */
            id: string;
            /**
             * Format: uuid
             * @description The member the key acts as
             * @example 0b9d3c56-2f7e-4e1a-8c43-7a6b5c4d3e2f
             */
            user_id: string;
            /** @example Website lead form */
            name: string;
            /**
             * @description The key starts `crm_<prefix>_`
             * @example bc0kzooa
             */
            prefix: string;
            /**
             * @example [
             *       "contacts:read"
             *     ]
             */
            scopes: ("contacts:read" | "contacts:write" | "activities:read" | "activities:write" | "sequences:read" | "sequences:write" | "reports:read" | "settings:read" | "settings:write" | "webhooks:manage")[];
            /**
             * Format: date-time
             * @example null
             */
            expires_at: string | null;
            /**
             * Format: date-time
             * @description The latest use, to the minute: written at most once a minute
             * @example 2026-11-25T09:30:00.000Z
             */
            last_used_at: string | null;
            /**
             * Format: date-time
             * @example 2026-11-20T08:00:00.000Z
             */
            created_at: string;
        };
        ApiKeyPageResponse: {
            items: components["schemas"]["ApiKeyResponse"][];
            /** @example null */
            next_cursor: string | null;
        };
        CreateWebhookEndpointDto: {
            /**
             * @description Where events are POSTed: https, no user name or password, and a host whose every address is public
             * @example https://hooks.example.com/crm
             */
            url: string;
            /**
             * @description The event types to send, at least one, each once (`*`: all): contact.created, contact.updated, contact.deleted, contact.stage_changed, contact.merged, interaction.created, followup.created, followup.updated, followup.completed, followup.deleted, enrollment.created, enrollment.finished, workspace.tier_changed, *
             * @example [
             *       "contact.created",
             *       "contact.stage_changed"
             *     ]
             */
            events: ("contact.created" | "contact.updated" | "contact.deleted" | "contact.stage_changed" | "contact.merged" | "interaction.created" | "followup.created" | "followup.updated" | "followup.completed" | "followup.deleted" | "enrollment.created" | "enrollment.finished" | "workspace.tier_changed" | "*")[];
            /**
             * @description What the endpoint is for
             * @example Data warehouse sync
             */
            description?: string;
        };
        WebhookEndpointWithSecretResponse: {
            /**
             * Format: uuid
             * @example 7d4a3b2c-1e0f-4a9b-8c7d-6e5f4a3b2c1d
             */
            id: string;
            /** @example https://hooks.example.com/crm */
            url: string;
            /** @example Data warehouse sync */
            description: string | null;
            /**
             * @example [
             *       "contact.created"
             *     ]
             */
            events: ("contact.created" | "contact.updated" | "contact.deleted" | "contact.stage_changed" | "contact.merged" | "interaction.created" | "followup.created" | "followup.updated" | "followup.completed" | "followup.deleted" | "enrollment.created" | "enrollment.finished" | "workspace.tier_changed" | "*")[];
            /**
             * @description Whether events are sent to it
             * @example true
             */
            active: boolean;
            /**
             * @description Why the service turned it off (failing for 3 days); null when on, or a manager turned it off
             * @example null
             */
            disabled_reason: string | null;
            /**
             * Format: date-time
             * @example null
             */
            disabled_at: string | null;
            /**
             * Format: date-time
             * @description Since when every delivery has failed; null after a success
             * @example null
             */
            failing_since: string | null;
            /**
             * Format: uuid
             * @description The member who created it; null once they are removed
             * @example 0b9d3c56-2f7e-4e1a-8c43-7a6b5c4d3e2f
             */
            created_by: string | null;
            /**
             * Format: date-time
             * @description Until when the secret replaced by the last rotation still signs
             * @example null
             */
            previous_secret_expires_at: string | null;
            /**
             * Format: date-time
             * @example 2026-11-25T09:30:00.000Z
             */
            created_at: string;
            /**
             * Format: date-time
             * @example 2026-11-25T09:30:00.000Z
             */
            updated_at: string;
            /**
             * @description The signing secret, shown this once: give it to a Standard Webhooks library (`new Webhook(secret).verify(body, headers)`)
             * @example whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw
             */
            secret: string;
        };
        WebhookEndpointResponse: {
            /**
             * Format: uuid
             * @example 7d4a3b2c-1e0f-4a9b-8c7d-6e5f4a3b2c1d
             */
            id: string;
            /** @example https://hooks.example.com/crm */
            url: string;
            /** @example Data warehouse sync */
            description: string | null;
            /**
             * @example [
             *       "contact.created"
             *     ]
             */
            events: ("contact.created" | "contact.updated" | "contact.deleted" | "contact.stage_changed" | "contact.merged" | "interaction.created" | "followup.created" | "followup.updated" | "followup.completed" | "followup.deleted" | "enrollment.created" | "enrollment.finished" | "workspace.tier_changed" | "*")[];
            /**
             * @description Whether events are sent to it
             * @example true
             */
            active: boolean;
            /**
             * @description Why the service turned it off (failing for 3 days); null when on, or a manager turned it off
             * @example null
             */
            disabled_reason: string | null;
            /**
             * Format: date-time
             * @example null
             */
            disabled_at: string | null;
            /**
             * Format: date-time
             * @description Since when every delivery has failed; null after a success
             * @example null
             */
            failing_since: string | null;
            /**
             * Format: uuid
             * @description The member who created it; null once they are removed
             * @example 0b9d3c56-2f7e-4e1a-8c43-7a6b5c4d3e2f
             */
            created_by: string | null;
            /**
             * Format: date-time
             * @description Until when the secret replaced by the last rotation still signs
             * @example null
             */
            previous_secret_expires_at: string | null;
            /**
             * Format: date-time
             * @example 2026-11-25T09:30:00.000Z
             */
            created_at: string;
            /**
             * Format: date-time
             * @example 2026-11-25T09:30:00.000Z
             */
            updated_at: string;
        };
        WebhookEndpointPageResponse: {
            items: components["schemas"]["WebhookEndpointResponse"][];
            /** @example null */
            next_cursor: string | null;
        };
        UpdateWebhookEndpointDto: {
            /** @example https://hooks.example.com/crm */
            url?: string;
            /**
             * @example [
             *       "*"
             *     ]
             */
            events?: ("contact.created" | "contact.updated" | "contact.deleted" | "contact.stage_changed" | "contact.merged" | "interaction.created" | "followup.created" | "followup.updated" | "followup.completed" | "followup.deleted" | "enrollment.created" | "enrollment.finished" | "workspace.tier_changed" | "*")[];
            /**
             * @description false stops sending; true starts again and clears `disabled_reason`, `disabled_at` and `failing_since`
             * @example true
             */
            active?: boolean;
            /**
             * @description null clears it
             * @example Data warehouse sync
             */
            description?: string | null;
        };
        WebhookPingResponse: {
            /**
             * Format: uuid
             * @description The ping event: the `webhook-id` of its deliveries
             * @example 7d4a3b2c-1e0f-4a9b-8c7d-6e5f4a3b2c1d
             */
            event_id: string;
        };
        WebhookDeliveryResponse: {
            /**
             * Format: uuid
             * @example 7d1c0e2a-3b4c-4d5e-8f60-718293a4b5c6
             */
            id: string;
            /**
             * Format: uuid
             * @description The event, also the `webhook-id` header of every attempt to deliver it
             * @example 2a4b6c8d-0e1f-4a2b-9c3d-4e5f60718293
             */
            event_id: string;
            /** @example contact.stage_changed */
            event_type: string;
            /**
             * @description 1 for the first attempt; retries and redeliveries count on
             * @example 1
             */
            attempt: number;
            /**
             * @example failed
             * @enum {string}
             */
            status: "pending" | "succeeded" | "failed";
            /**
             * @description The receiver's HTTP status; null when it did not answer
             * @example 503
             */
            response_status: number | null;
            /** @example 182 */
            duration_ms: number | null;
            /**
             * @description Why the attempt failed: the status, a network error, a timeout, a refused address
             * @example HTTP 503
             */
            error: string | null;
            /**
             * @description The first 1 KB of the receiver's answer
             * @example Service Unavailable
             */
            response_body: string | null;
            /**
             * Format: date-time
             * @description When the next attempt is due, after a failure that will be retried
             * @example 2026-11-25T10:02:00.000Z
             */
            next_attempt_at: string | null;
            /**
             * Format: date-time
             * @example 2026-11-25T10:01:30.000Z
             */
            created_at: string;
            /**
             * Format: date-time
             * @example 2026-11-25T10:01:30.182Z
             */
            finished_at: string | null;
        };
        WebhookDeliveryPageResponse: {
            items: components["schemas"]["WebhookDeliveryResponse"][];
            /** @example null */
            next_cursor: string | null;
        };
        /** @description RFC 9457 problem details. `detail` is a sentence for people; `code` is stable for code that branches on the kind of error. Members other than `status` and `detail` appear only on the errors that carry them. */
        Problem: {
            /** @example about:blank */
            type?: string;
            /**
             * @description The HTTP reason phrase
             * @example Not Found
             */
            title?: string;
            /** @example 404 */
            status: number;
            /** @example Contact not found */
            detail: string;
            /**
             * @description The kind of error, e.g. `unauthenticated`, `premium_required`, `forbidden`, `not_found`, `conflict`, `validation_failed`, `rate_limited`, `payments_disabled`, `database_unavailable`, `database_busy`
             * @example not_found
             */
            code?: string;
            /** @description On 422: each field refused and why */
            errors?: {
                /** @example first_name */
                field: string;
                /** @example first_name should not be empty */
                message: string;
            }[];
            /** @description On 409 of an enrollment: the contacts already enrolled; on 404 of a bulk action: the contacts not found */
            contact_ids?: string[];
            /**
             * Format: date-time
             * @description On 409 of a completed follow-up: when it was completed
             */
            completed_at?: string;
            /** @description On 409 of a settings change: the removed stages that still hold contacts */
            stages_in_use?: {
                /** @example proposal */
                key?: string;
                /** @example 3 */
                contacts?: number;
            }[];
            /** @description On 409 of a custom field edit: the removed options contacts still hold */
            options_in_use?: {
                /** @example retail */
                id?: string;
                /** @example 3 */
                contacts?: number;
            }[];
            /**
             * @description On 409 while payments are disabled: the route that upgrades instead
             * @example /billing/simulate-payment
             */
            simulate_path?: string;
            /**
             * @description On 409 while payments are enabled: the route that upgrades
             * @example /billing/checkout
             */
            checkout_path?: string;
        };
    };
    responses: never;
    parameters: {
        /** @description Makes the write safe to retry: a repeat with the same key within 24 hours (same caller, method, path and body) answers the stored status and body with `Idempotent-Replayed: true` and changes nothing. 1-255 printable ASCII characters, surrounding spaces trimmed (400 otherwise); the same key on another request is 422; while the first request with the key still runs, 409 with Retry-After. Server errors (5xx) are not stored, so their retry runs; 4xx answers are. A random UUID per operation serves. */
        "Idempotency-Key": string;
    };
    requestBodies: never;
    headers: {
        /** @description The request's id, also in the server's log lines: the caller's own X-Request-Id when it is 1-128 letters, digits or `._:-`, else a generated UUID. Quote it when reporting a problem. */
        "X-Request-Id": string;
        /** @description Seconds to wait before the next request */
        "Retry-After": number;
        /** @description The caller's requests a minute */
        "RateLimit-Limit": number;
        /** @description Requests left in this minute */
        "RateLimit-Remaining": number;
        /** @description Seconds until the minute is over */
        "RateLimit-Reset": number;
        /** @description Present on a replay of a stored outcome of the same Idempotency-Key */
        "Idempotent-Replayed": "true";
    };
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    checkHealth: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HealthResponse"];
                };
            };
            /** @description The database is unreachable */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HealthResponse"];
                };
            };
        };
    };
    checkReadiness: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ReadinessResponse"];
                };
            };
            /** @description Shutting down (no Retry-After: this instance will not be back); or: The database is unavailable or too busy: retry after Retry-After seconds */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 503,
                     *       "detail": "This instance is shutting down",
                     *       "code": "shutting_down"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    getMe: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MeResponse"];
                };
            };
            /** @description Both `Authorization` and `X-Api-Key` sent */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 400,
                     *       "detail": "Send either Authorization or X-Api-Key, not both: a request authenticates one way"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Missing or unacceptable bearer token, or an unknown, revoked or expired API key */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 401,
                     *       "detail": "Missing bearer access token",
                     *       "code": "unauthenticated"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description More than 600 requests in a minute from this caller (its user, or its address without a valid token); or: A new identity's first request that would create a workspace past 20 new workspaces an hour from its address (joining on an invite creates none) */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 429,
                     *       "detail": "Too many requests: the limit is 600 a minute; retry after 42 seconds",
                     *       "code": "rate_limited"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The database is unavailable or too busy: retry after Retry-After seconds */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 503,
                     *       "detail": "Database unavailable; retry shortly",
                     *       "code": "database_unavailable"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    listContacts: {
        parameters: {
            query?: {
                /** @description Most items on the page */
                limit?: number;
                /** @description Opaque `next_cursor` of the previous page; leave out for the first page */
                cursor?: string;
                /** @description Only contacts in this stage (a key) */
                stage?: string;
                /** @description Only this member's contacts */
                owner_id?: string;
                /** @description Matches first/last name, e-mail or company */
                q?: string;
                /** @description true: only dormant contacts; false: only active ones */
                dormant?: boolean;
                /** @description Only contacts carrying this tag, matched whole and exactly as stored: tags keep the case they were written in, so `VIP` does not match `vip` */
                tag?: string;
                /** @description Up to 3 keys separated by commas, `-` before a key for descending: `first_name`, `last_name`, `company`, `value_cents`, `last_activity_at`, `created_at`, `updated_at`, or `custom.<key>` of a filterable custom field of type number, currency (its amount), date, datetime or text (409 while its `filter_index` is `building`). Contacts without a value come last either way, and the id breaks ties, so `next_cursor` walks every contact once. Default (and `-created_at`): newest first. */
                sort?: string;
                /** @description Conditions written `filter[<field>][<op>]=<value>`, all of which a contact matches, e.g. `filter[stage][in]=qualified,proposal&filter[custom.arr][gte]=10000&filter[owner_id][eq]=me`. Lists are separated by commas (`POST /contacts/search` takes any value). Fields: `first_name` (text), `last_name` (text), `email` (text), `company` (text), `stage` (choice), `owner_id` (user), `value_cents` (number), `tags` (list), `last_activity_at` (datetime), `dormant` (boolean), `created_at` (datetime), `updated_at` (datetime), `q` (search: first and last name, e-mail and company), and `custom.<key>` of each filterable custom field (a field that is not filterable is 422; one whose `filter_index` is still `building`, a large workspace's field just made filterable, is 409 until it is `ready`): text, url, email and phone are text; number and currency number (a currency compares its `amount_minor`; `custom.<key>.currency` takes `eq`, `neq`, `in`, `nin` on its code); date date; datetime datetime; select choice; multi_select list; user user; boolean boolean. Operators by family: text: `eq`, `neq`, `in`, `nin`, `contains`, `starts_with`, `is_empty`, `is_not_empty`; number: `eq`, `neq`, `in`, `nin`, `gt`, `gte`, `lt`, `lte`, `between`, `is_empty`, `is_not_empty`; datetime: `gt`, `gte`, `lt`, `lte`, `between`, `within_last`, `older_than`, `next`, `is_empty`, `is_not_empty`; date: `eq`, `neq`, `gt`, `gte`, `lt`, `lte`, `between`, `within_last`, `older_than`, `next`, `is_empty`, `is_not_empty`; choice: `eq`, `neq`, `in`, `nin`, `is_empty`, `is_not_empty`; user: `eq`, `neq`, `in`, `nin`, `is_empty`, `is_not_empty`; list: `any`, `all`, `nin`, `is_empty`, `is_not_empty`; boolean: `eq`, `is_empty`, `is_not_empty`; search: `contains`. `is_empty` and `is_not_empty` apply where a value can be missing. Text compares case-insensitively; tags match as stored. `neq` and `nin` also match contacts without a value. `in`, `nin`, `any`, `all` take a list of 1 to 100 values and `between` two, both bounds included. A datetime takes an ISO 8601 instant or a date, `YYYY-MM-DD`, which is its whole day in the workspace time zone. `within_last`, `older_than` and `next` take days or weeks (`7d`, `2w`) counted in calendar days of the workspace time zone: within the last N days is from the start of the day N days ago until now, older than N days before that start, the next N days from now through the end of the day N days ahead. A user takes a member id or `me`. The list parameters above are conditions of the same filter. A mistake is 422 naming its place, such as `filter.custom.arr.gte`. */
                filter?: {
                    [key: string]: {
                        [key: string]: string;
                    };
                };
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ContactPageResponse"];
                };
            };
            /** @description Both `Authorization` and `X-Api-Key` sent */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 400,
                     *       "detail": "Send either Authorization or X-Api-Key, not both: a request authenticates one way"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Missing or unacceptable bearer token, or an unknown, revoked or expired API key */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 401,
                     *       "detail": "Missing bearer access token",
                     *       "code": "unauthenticated"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description An API key without scope `contacts:read` */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 403,
                     *       "detail": "Scope 'contacts:read' required"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Validation failed: `errors` names each field */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 422,
                     *       "detail": "Validation failed: limit must not contain NUL characters or unpaired surrogates",
                     *       "code": "validation_failed",
                     *       "errors": [
                     *         {
                     *           "field": "limit",
                     *           "message": "limit must not contain NUL characters or unpaired surrogates"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description More than 600 requests in a minute from this caller (its user, or its address without a valid token); or: A new identity's first request that would create a workspace past 20 new workspaces an hour from its address (joining on an invite creates none) */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 429,
                     *       "detail": "Too many requests: the limit is 600 a minute; retry after 42 seconds",
                     *       "code": "rate_limited"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The database is unavailable or too busy: retry after Retry-After seconds */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 503,
                     *       "detail": "Database unavailable; retry shortly",
                     *       "code": "database_unavailable"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    createContact: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes the write safe to retry: a repeat with the same key within 24 hours (same caller, method, path and body) answers the stored status and body with `Idempotent-Replayed: true` and changes nothing. 1-255 printable ASCII characters, surrounding spaces trimmed (400 otherwise); the same key on another request is 422; while the first request with the key still runs, 409 with Retry-After. Server errors (5xx) are not stored, so their retry runs; 4xx answers are. A random UUID per operation serves. */
                "Idempotency-Key"?: components["parameters"]["Idempotency-Key"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateContactDto"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ContactResponse"];
                };
            };
            /** @description The body is not valid JSON, or is empty with Content-Type application/json; or both `Authorization` and `X-Api-Key` sent; or: Unusable Idempotency-Key */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 400,
                     *       "detail": "Request body is not valid JSON"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Missing or unacceptable bearer token, or an unknown, revoked or expired API key */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 401,
                     *       "detail": "Missing bearer access token",
                     *       "code": "unauthenticated"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The workspace is on the free plan */
            402: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 402,
                     *       "detail": "You're viewing demo data. Upgrade to a premium plan to manage your real pipeline.",
                     *       "code": "premium_required"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description An API key without scope `contacts:write` */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 403,
                     *       "detail": "Scope 'contacts:write' required"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description A request with this Idempotency-Key is still running; retry after Retry-After seconds */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 409,
                     *       "detail": "A request with this Idempotency-Key is still being processed; retry it once that one has finished (safe to retry with the same key)"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The body is larger than 1 MiB */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 413,
                     *       "detail": "Request body is larger than the 1 MiB limit"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The body is neither JSON nor text */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 415,
                     *       "detail": "Unsupported Content-Type; send application/json"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Validation failed: `errors` names each field; or: The Idempotency-Key was used for another request (method, path or body) */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 422,
                     *       "detail": "Validation failed: property role should not exist",
                     *       "code": "validation_failed",
                     *       "errors": [
                     *         {
                     *           "field": "role",
                     *           "message": "property role should not exist"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description More than 600 requests in a minute from this caller (its user, or its address without a valid token); or: A new identity's first request that would create a workspace past 20 new workspaces an hour from its address (joining on an invite creates none) */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 429,
                     *       "detail": "Too many requests: the limit is 600 a minute; retry after 42 seconds",
                     *       "code": "rate_limited"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The database is unavailable or too busy: retry after Retry-After seconds */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 503,
                     *       "detail": "Database unavailable; retry shortly",
                     *       "code": "database_unavailable"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    countContacts: {
        parameters: {
            query?: {
                /** @description Only contacts in this stage (a key) */
                stage?: string;
                /** @description Only this member's contacts */
                owner_id?: string;
                /** @description Matches first/last name, e-mail or company */
                q?: string;
                /** @description true: only dormant contacts; false: only active ones */
                dormant?: boolean;
                /** @description Only contacts carrying this tag, matched whole and exactly as stored: tags keep the case they were written in, so `VIP` does not match `vip` */
                tag?: string;
                /** @description Conditions written `filter[<field>][<op>]=<value>`, all of which a contact matches, e.g. `filter[stage][in]=qualified,proposal&filter[custom.arr][gte]=10000&filter[owner_id][eq]=me`. Lists are separated by commas (`POST /contacts/search` takes any value). Fields: `first_name` (text), `last_name` (text), `email` (text), `company` (text), `stage` (choice), `owner_id` (user), `value_cents` (number), `tags` (list), `last_activity_at` (datetime), `dormant` (boolean), `created_at` (datetime), `updated_at` (datetime), `q` (search: first and last name, e-mail and company), and `custom.<key>` of each filterable custom field (a field that is not filterable is 422; one whose `filter_index` is still `building`, a large workspace's field just made filterable, is 409 until it is `ready`): text, url, email and phone are text; number and currency number (a currency compares its `amount_minor`; `custom.<key>.currency` takes `eq`, `neq`, `in`, `nin` on its code); date date; datetime datetime; select choice; multi_select list; user user; boolean boolean. Operators by family: text: `eq`, `neq`, `in`, `nin`, `contains`, `starts_with`, `is_empty`, `is_not_empty`; number: `eq`, `neq`, `in`, `nin`, `gt`, `gte`, `lt`, `lte`, `between`, `is_empty`, `is_not_empty`; datetime: `gt`, `gte`, `lt`, `lte`, `between`, `within_last`, `older_than`, `next`, `is_empty`, `is_not_empty`; date: `eq`, `neq`, `gt`, `gte`, `lt`, `lte`, `between`, `within_last`, `older_than`, `next`, `is_empty`, `is_not_empty`; choice: `eq`, `neq`, `in`, `nin`, `is_empty`, `is_not_empty`; user: `eq`, `neq`, `in`, `nin`, `is_empty`, `is_not_empty`; list: `any`, `all`, `nin`, `is_empty`, `is_not_empty`; boolean: `eq`, `is_empty`, `is_not_empty`; search: `contains`. `is_empty` and `is_not_empty` apply where a value can be missing. Text compares case-insensitively; tags match as stored. `neq` and `nin` also match contacts without a value. `in`, `nin`, `any`, `all` take a list of 1 to 100 values and `between` two, both bounds included. A datetime takes an ISO 8601 instant or a date, `YYYY-MM-DD`, which is its whole day in the workspace time zone. `within_last`, `older_than` and `next` take days or weeks (`7d`, `2w`) counted in calendar days of the workspace time zone: within the last N days is from the start of the day N days ago until now, older than N days before that start, the next N days from now through the end of the day N days ahead. A user takes a member id or `me`. The list parameters above are conditions of the same filter. A mistake is 422 naming its place, such as `filter.custom.arr.gte`. */
                filter?: {
                    [key: string]: {
                        [key: string]: string;
                    };
                };
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ContactCountResponse"];
                };
            };
            /** @description Both `Authorization` and `X-Api-Key` sent */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 400,
                     *       "detail": "Send either Authorization or X-Api-Key, not both: a request authenticates one way"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Missing or unacceptable bearer token, or an unknown, revoked or expired API key */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 401,
                     *       "detail": "Missing bearer access token",
                     *       "code": "unauthenticated"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description An API key without scope `contacts:read` */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 403,
                     *       "detail": "Scope 'contacts:read' required"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Validation failed: `errors` names each field */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 422,
                     *       "detail": "Validation failed: stage must not contain NUL characters or unpaired surrogates",
                     *       "code": "validation_failed",
                     *       "errors": [
                     *         {
                     *           "field": "stage",
                     *           "message": "stage must not contain NUL characters or unpaired surrogates"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description More than 600 requests in a minute from this caller (its user, or its address without a valid token); or: A new identity's first request that would create a workspace past 20 new workspaces an hour from its address (joining on an invite creates none) */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 429,
                     *       "detail": "Too many requests: the limit is 600 a minute; retry after 42 seconds",
                     *       "code": "rate_limited"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The database is unavailable or too busy: retry after Retry-After seconds */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 503,
                     *       "detail": "Database unavailable; retry shortly",
                     *       "code": "database_unavailable"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    searchContacts: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes the write safe to retry: a repeat with the same key within 24 hours (same caller, method, path and body) answers the stored status and body with `Idempotent-Replayed: true` and changes nothing. 1-255 printable ASCII characters, surrounding spaces trimmed (400 otherwise); the same key on another request is 422; while the first request with the key still runs, 409 with Retry-After. Server errors (5xx) are not stored, so their retry runs; 4xx answers are. A random UUID per operation serves. */
                "Idempotency-Key"?: components["parameters"]["Idempotency-Key"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SearchContactsDto"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ContactPageResponse"];
                };
            };
            /** @description The body is not valid JSON, or is empty with Content-Type application/json; or both `Authorization` and `X-Api-Key` sent; or: Unusable Idempotency-Key */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 400,
                     *       "detail": "Request body is not valid JSON"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Missing or unacceptable bearer token, or an unknown, revoked or expired API key */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 401,
                     *       "detail": "Missing bearer access token",
                     *       "code": "unauthenticated"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description An API key without scope `contacts:read` */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 403,
                     *       "detail": "Scope 'contacts:read' required"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description A request with this Idempotency-Key is still running; retry after Retry-After seconds */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 409,
                     *       "detail": "A request with this Idempotency-Key is still being processed; retry it once that one has finished (safe to retry with the same key)"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The body is larger than 1 MiB */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 413,
                     *       "detail": "Request body is larger than the 1 MiB limit"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The body is neither JSON nor text */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 415,
                     *       "detail": "Unsupported Content-Type; send application/json"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Validation failed: `errors` names each field; or: The Idempotency-Key was used for another request (method, path or body) */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 422,
                     *       "detail": "Validation failed: property role should not exist",
                     *       "code": "validation_failed",
                     *       "errors": [
                     *         {
                     *           "field": "role",
                     *           "message": "property role should not exist"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description More than 600 requests in a minute from this caller (its user, or its address without a valid token); or: A new identity's first request that would create a workspace past 20 new workspaces an hour from its address (joining on an invite creates none) */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 429,
                     *       "detail": "Too many requests: the limit is 600 a minute; retry after 42 seconds",
                     *       "code": "rate_limited"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The database is unavailable or too busy: retry after Retry-After seconds */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 503,
                     *       "detail": "Database unavailable; retry shortly",
                     *       "code": "database_unavailable"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    listDormantContacts: {
        parameters: {
            query?: {
                /** @description Most items on the page */
                limit?: number;
                /** @description Opaque `next_cursor` of the previous page; leave out for the first page */
                cursor?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DormantContactPageResponse"];
                };
            };
            /** @description Both `Authorization` and `X-Api-Key` sent */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 400,
                     *       "detail": "Send either Authorization or X-Api-Key, not both: a request authenticates one way"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Missing or unacceptable bearer token, or an unknown, revoked or expired API key */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 401,
                     *       "detail": "Missing bearer access token",
                     *       "code": "unauthenticated"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description An API key without scope `contacts:read` */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 403,
                     *       "detail": "Scope 'contacts:read' required"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Validation failed: `errors` names each field */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 422,
                     *       "detail": "Validation failed: limit must not contain NUL characters or unpaired surrogates",
                     *       "code": "validation_failed",
                     *       "errors": [
                     *         {
                     *           "field": "limit",
                     *           "message": "limit must not contain NUL characters or unpaired surrogates"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description More than 600 requests in a minute from this caller (its user, or its address without a valid token); or: A new identity's first request that would create a workspace past 20 new workspaces an hour from its address (joining on an invite creates none) */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 429,
                     *       "detail": "Too many requests: the limit is 600 a minute; retry after 42 seconds",
                     *       "code": "rate_limited"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The database is unavailable or too busy: retry after Retry-After seconds */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 503,
                     *       "detail": "Database unavailable; retry shortly",
                     *       "code": "database_unavailable"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    upsertContact: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes the write safe to retry: a repeat with the same key within 24 hours (same caller, method, path and body) answers the stored status and body with `Idempotent-Replayed: true` and changes nothing. 1-255 printable ASCII characters, surrounding spaces trimmed (400 otherwise); the same key on another request is 422; while the first request with the key still runs, 409 with Retry-After. Server errors (5xx) are not stored, so their retry runs; 4xx answers are. A random UUID per operation serves. */
                "Idempotency-Key"?: components["parameters"]["Idempotency-Key"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpsertContactDto"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UpsertContactResponse"];
                };
            };
            /** @description The body is not valid JSON, or is empty with Content-Type application/json; or both `Authorization` and `X-Api-Key` sent; or: Unusable Idempotency-Key */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 400,
                     *       "detail": "Request body is not valid JSON"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Missing or unacceptable bearer token, or an unknown, revoked or expired API key */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 401,
                     *       "detail": "Missing bearer access token",
                     *       "code": "unauthenticated"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The workspace is on the free plan */
            402: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 402,
                     *       "detail": "You're viewing demo data. Upgrade to a premium plan to manage your real pipeline.",
                     *       "code": "premium_required"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description An API key without scope `contacts:write` */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 403,
                     *       "detail": "Scope 'contacts:write' required"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Several contacts match; `contact_ids` lists them, sorted (at most 100); or: A request with this Idempotency-Key is still running; retry after Retry-After seconds */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 409,
                     *       "detail": "2 contacts match on email; edit the right one by id (PATCH /contacts/{id})",
                     *       "code": "conflict",
                     *       "contact_ids": [
                     *         "0b9c6f0e-3f1a-4c55-9a51-2d6f3c1e8a10",
                     *         "5e2d8a47-91b3-4f0c-8c7e-6a4b2f9d1c33"
                     *       ]
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The body is larger than 1 MiB */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 413,
                     *       "detail": "Request body is larger than the 1 MiB limit"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The body is neither JSON nor text */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 415,
                     *       "detail": "Unsupported Content-Type; send application/json"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Validation failed; or: The Idempotency-Key was used for another request (method, path or body) */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 422,
                     *       "detail": "Validation failed: email is required to match on email",
                     *       "code": "validation_failed",
                     *       "errors": [
                     *         {
                     *           "field": "contact.email",
                     *           "message": "email is required to match on email"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description More than 600 requests in a minute from this caller (its user, or its address without a valid token); or: A new identity's first request that would create a workspace past 20 new workspaces an hour from its address (joining on an invite creates none) */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 429,
                     *       "detail": "Too many requests: the limit is 600 a minute; retry after 42 seconds",
                     *       "code": "rate_limited"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The database is unavailable or too busy: retry after Retry-After seconds */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 503,
                     *       "detail": "Database unavailable; retry shortly",
                     *       "code": "database_unavailable"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    getContact: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The contact's id */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ContactResponse"];
                };
            };
            /** @description Both `Authorization` and `X-Api-Key` sent */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 400,
                     *       "detail": "Send either Authorization or X-Api-Key, not both: a request authenticates one way"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Missing or unacceptable bearer token, or an unknown, revoked or expired API key */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 401,
                     *       "detail": "Missing bearer access token",
                     *       "code": "unauthenticated"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description An API key without scope `contacts:read` */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 403,
                     *       "detail": "Scope 'contacts:read' required"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description No contact with this id, or not one the caller may see */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 404,
                     *       "detail": "Contact not found",
                     *       "code": "not_found"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Validation failed: `errors` names each field */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 422,
                     *       "detail": "Validation failed: id must not contain NUL characters or unpaired surrogates",
                     *       "code": "validation_failed",
                     *       "errors": [
                     *         {
                     *           "field": "id",
                     *           "message": "id must not contain NUL characters or unpaired surrogates"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description More than 600 requests in a minute from this caller (its user, or its address without a valid token); or: A new identity's first request that would create a workspace past 20 new workspaces an hour from its address (joining on an invite creates none) */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 429,
                     *       "detail": "Too many requests: the limit is 600 a minute; retry after 42 seconds",
                     *       "code": "rate_limited"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The database is unavailable or too busy: retry after Retry-After seconds */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 503,
                     *       "detail": "Database unavailable; retry shortly",
                     *       "code": "database_unavailable"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    deleteContact: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes the write safe to retry: a repeat with the same key within 24 hours (same caller, method, path and body) answers the stored status and body with `Idempotent-Replayed: true` and changes nothing. 1-255 printable ASCII characters, surrounding spaces trimmed (400 otherwise); the same key on another request is 422; while the first request with the key still runs, 409 with Retry-After. Server errors (5xx) are not stored, so their retry runs; 4xx answers are. A random UUID per operation serves. */
                "Idempotency-Key"?: components["parameters"]["Idempotency-Key"];
            };
            path: {
                /** @description The contact's id */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description No Content */
            204: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Both `Authorization` and `X-Api-Key` sent; or: Unusable Idempotency-Key */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 400,
                     *       "detail": "Send either Authorization or X-Api-Key, not both: a request authenticates one way"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Missing or unacceptable bearer token, or an unknown, revoked or expired API key */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 401,
                     *       "detail": "Missing bearer access token",
                     *       "code": "unauthenticated"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The workspace is on the free plan */
            402: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 402,
                     *       "detail": "You're viewing demo data. Upgrade to a premium plan to manage your real pipeline.",
                     *       "code": "premium_required"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description An API key without scope `contacts:write` */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 403,
                     *       "detail": "Scope 'contacts:write' required"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description No contact with this id, or not one the caller may see */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 404,
                     *       "detail": "Contact not found",
                     *       "code": "not_found"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description A request with this Idempotency-Key is still running; retry after Retry-After seconds */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 409,
                     *       "detail": "A request with this Idempotency-Key is still being processed; retry it once that one has finished (safe to retry with the same key)"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Validation failed: `errors` names each field; or: The Idempotency-Key was used for another request (method, path or body) */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 422,
                     *       "detail": "Validation failed: id must not contain NUL characters or unpaired surrogates",
                     *       "code": "validation_failed",
                     *       "errors": [
                     *         {
                     *           "field": "id",
                     *           "message": "id must not contain NUL characters or unpaired surrogates"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description More than 600 requests in a minute from this caller (its user, or its address without a valid token); or: A new identity's first request that would create a workspace past 20 new workspaces an hour from its address (joining on an invite creates none) */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 429,
                     *       "detail": "Too many requests: the limit is 600 a minute; retry after 42 seconds",
                     *       "code": "rate_limited"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The database is unavailable or too busy: retry after Retry-After seconds */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 503,
                     *       "detail": "Database unavailable; retry shortly",
                     *       "code": "database_unavailable"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    updateContact: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes the write safe to retry: a repeat with the same key within 24 hours (same caller, method, path and body) answers the stored status and body with `Idempotent-Replayed: true` and changes nothing. 1-255 printable ASCII characters, surrounding spaces trimmed (400 otherwise); the same key on another request is 422; while the first request with the key still runs, 409 with Retry-After. Server errors (5xx) are not stored, so their retry runs; 4xx answers are. A random UUID per operation serves. */
                "Idempotency-Key"?: components["parameters"]["Idempotency-Key"];
            };
            path: {
                /** @description The contact's id */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpdateContactDto"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ContactResponse"];
                };
            };
            /** @description The body is not valid JSON, or is empty with Content-Type application/json; or both `Authorization` and `X-Api-Key` sent; or: Unusable Idempotency-Key */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 400,
                     *       "detail": "Request body is not valid JSON"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Missing or unacceptable bearer token, or an unknown, revoked or expired API key */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 401,
                     *       "detail": "Missing bearer access token",
                     *       "code": "unauthenticated"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The workspace is on the free plan */
            402: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 402,
                     *       "detail": "You're viewing demo data. Upgrade to a premium plan to manage your real pipeline.",
                     *       "code": "premium_required"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description An API key without scope `contacts:write` */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 403,
                     *       "detail": "Scope 'contacts:write' required"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description No contact with this id, or not one the caller may see */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 404,
                     *       "detail": "Contact not found",
                     *       "code": "not_found"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description A request with this Idempotency-Key is still running; retry after Retry-After seconds */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 409,
                     *       "detail": "A request with this Idempotency-Key is still being processed; retry it once that one has finished (safe to retry with the same key)"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The body is larger than 1 MiB */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 413,
                     *       "detail": "Request body is larger than the 1 MiB limit"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The body is neither JSON nor text */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 415,
                     *       "detail": "Unsupported Content-Type; send application/json"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Validation failed: `errors` names each field; or: The Idempotency-Key was used for another request (method, path or body) */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 422,
                     *       "detail": "Validation failed: property role should not exist",
                     *       "code": "validation_failed",
                     *       "errors": [
                     *         {
                     *           "field": "role",
                     *           "message": "property role should not exist"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description More than 600 requests in a minute from this caller (its user, or its address without a valid token); or: A new identity's first request that would create a workspace past 20 new workspaces an hour from its address (joining on an invite creates none) */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 429,
                     *       "detail": "Too many requests: the limit is 600 a minute; retry after 42 seconds",
                     *       "code": "rate_limited"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The database is unavailable or too busy: retry after Retry-After seconds */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 503,
                     *       "detail": "Database unavailable; retry shortly",
                     *       "code": "database_unavailable"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    changeContactStage: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes the write safe to retry: a repeat with the same key within 24 hours (same caller, method, path and body) answers the stored status and body with `Idempotent-Replayed: true` and changes nothing. 1-255 printable ASCII characters, surrounding spaces trimmed (400 otherwise); the same key on another request is 422; while the first request with the key still runs, 409 with Retry-After. Server errors (5xx) are not stored, so their retry runs; 4xx answers are. A random UUID per operation serves. */
                "Idempotency-Key"?: components["parameters"]["Idempotency-Key"];
            };
            path: {
                /** @description The contact's id */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ChangeStageDto"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ContactResponse"];
                };
            };
            /** @description The body is not valid JSON, or is empty with Content-Type application/json; or both `Authorization` and `X-Api-Key` sent; or: Unusable Idempotency-Key */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 400,
                     *       "detail": "Request body is not valid JSON"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Missing or unacceptable bearer token, or an unknown, revoked or expired API key */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 401,
                     *       "detail": "Missing bearer access token",
                     *       "code": "unauthenticated"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The workspace is on the free plan */
            402: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 402,
                     *       "detail": "You're viewing demo data. Upgrade to a premium plan to manage your real pipeline.",
                     *       "code": "premium_required"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description An API key without scope `contacts:write` */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 403,
                     *       "detail": "Scope 'contacts:write' required"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description No contact with this id, or not one the caller may see */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 404,
                     *       "detail": "Contact not found",
                     *       "code": "not_found"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description A request with this Idempotency-Key is still running; retry after Retry-After seconds */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 409,
                     *       "detail": "A request with this Idempotency-Key is still being processed; retry it once that one has finished (safe to retry with the same key)"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The body is larger than 1 MiB */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 413,
                     *       "detail": "Request body is larger than the 1 MiB limit"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The body is neither JSON nor text */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 415,
                     *       "detail": "Unsupported Content-Type; send application/json"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Validation failed: `errors` names each field; or: The Idempotency-Key was used for another request (method, path or body) */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 422,
                     *       "detail": "Validation failed: property role should not exist",
                     *       "code": "validation_failed",
                     *       "errors": [
                     *         {
                     *           "field": "role",
                     *           "message": "property role should not exist"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description More than 600 requests in a minute from this caller (its user, or its address without a valid token); or: A new identity's first request that would create a workspace past 20 new workspaces an hour from its address (joining on an invite creates none) */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 429,
                     *       "detail": "Too many requests: the limit is 600 a minute; retry after 42 seconds",
                     *       "code": "rate_limited"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The database is unavailable or too busy: retry after Retry-After seconds */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 503,
                     *       "detail": "Database unavailable; retry shortly",
                     *       "code": "database_unavailable"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    bulkUpdateContacts: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes the write safe to retry: a repeat with the same key within 24 hours (same caller, method, path and body) answers the stored status and body with `Idempotent-Replayed: true` and changes nothing. 1-255 printable ASCII characters, surrounding spaces trimmed (400 otherwise); the same key on another request is 422; while the first request with the key still runs, 409 with Retry-After. Server errors (5xx) are not stored, so their retry runs; 4xx answers are. A random UUID per operation serves. */
                "Idempotency-Key"?: components["parameters"]["Idempotency-Key"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["BulkContactsDto"];
            };
        };
        responses: {
            /** @description With `contact_ids`: done */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BulkContactsResponse"];
                };
            };
            /** @description With `filter`: queued as a job */
            202: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BulkOperationQueuedResponse"];
                };
            };
            /** @description The body is not valid JSON, or is empty with Content-Type application/json; or both `Authorization` and `X-Api-Key` sent; or: Unusable Idempotency-Key */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 400,
                     *       "detail": "Request body is not valid JSON"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Missing or unacceptable bearer token, or an unknown, revoked or expired API key */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 401,
                     *       "detail": "Missing bearer access token",
                     *       "code": "unauthenticated"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The workspace is on the free plan */
            402: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 402,
                     *       "detail": "You're viewing demo data. Upgrade to a premium plan to manage your real pipeline.",
                     *       "code": "premium_required"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description An API key without scope `contacts:write` */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 403,
                     *       "detail": "Scope 'contacts:write' required"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Some contacts are not found; `contact_ids` lists them, sorted */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 404,
                     *       "detail": "1 of the 2 contacts not found; contact_ids lists them",
                     *       "code": "not_found",
                     *       "contact_ids": [
                     *         "5e2d8a47-91b3-4f0c-8c7e-6a4b2f9d1c33"
                     *       ]
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description A request with this Idempotency-Key is still running; retry after Retry-After seconds */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 409,
                     *       "detail": "A request with this Idempotency-Key is still being processed; retry it once that one has finished (safe to retry with the same key)"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The body is larger than 1 MiB */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 413,
                     *       "detail": "Request body is larger than the 1 MiB limit"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The body is neither JSON nor text */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 415,
                     *       "detail": "Unsupported Content-Type; send application/json"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Validation failed: `errors` names each field; or: The Idempotency-Key was used for another request (method, path or body) */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 422,
                     *       "detail": "Validation failed: contact_ids or filter is required: list the contacts, or give a filter to run the action as a job over every contact it matches",
                     *       "code": "validation_failed",
                     *       "errors": [
                     *         {
                     *           "field": "contact_ids",
                     *           "message": "contact_ids or filter is required: list the contacts, or give a filter to run the action as a job over every contact it matches"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description More than 600 requests in a minute from this caller (its user, or its address without a valid token); or: A new identity's first request that would create a workspace past 20 new workspaces an hour from its address (joining on an invite creates none) */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 429,
                     *       "detail": "Too many requests: the limit is 600 a minute; retry after 42 seconds",
                     *       "code": "rate_limited"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The database is unavailable or too busy: retry after Retry-After seconds */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 503,
                     *       "detail": "Database unavailable; retry shortly",
                     *       "code": "database_unavailable"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    listBulkOperations: {
        parameters: {
            query?: {
                /** @description Most items on the page */
                limit?: number;
                /** @description Opaque `next_cursor` of the previous page; leave out for the first page */
                cursor?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BulkOperationPageResponse"];
                };
            };
            /** @description Both `Authorization` and `X-Api-Key` sent */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 400,
                     *       "detail": "Send either Authorization or X-Api-Key, not both: a request authenticates one way"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Missing or unacceptable bearer token, or an unknown, revoked or expired API key */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 401,
                     *       "detail": "Missing bearer access token",
                     *       "code": "unauthenticated"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description An API key without scope `contacts:read` */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 403,
                     *       "detail": "Scope 'contacts:read' required"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Validation failed: `errors` names each field */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 422,
                     *       "detail": "Validation failed: limit must not contain NUL characters or unpaired surrogates",
                     *       "code": "validation_failed",
                     *       "errors": [
                     *         {
                     *           "field": "limit",
                     *           "message": "limit must not contain NUL characters or unpaired surrogates"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description More than 600 requests in a minute from this caller (its user, or its address without a valid token); or: A new identity's first request that would create a workspace past 20 new workspaces an hour from its address (joining on an invite creates none) */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 429,
                     *       "detail": "Too many requests: the limit is 600 a minute; retry after 42 seconds",
                     *       "code": "rate_limited"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The database is unavailable or too busy: retry after Retry-After seconds */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 503,
                     *       "detail": "Database unavailable; retry shortly",
                     *       "code": "database_unavailable"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    getBulkOperation: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The bulk operation's id */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BulkOperationResponse"];
                };
            };
            /** @description Both `Authorization` and `X-Api-Key` sent */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 400,
                     *       "detail": "Send either Authorization or X-Api-Key, not both: a request authenticates one way"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Missing or unacceptable bearer token, or an unknown, revoked or expired API key */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 401,
                     *       "detail": "Missing bearer access token",
                     *       "code": "unauthenticated"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description An API key without scope `contacts:read` */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 403,
                     *       "detail": "Scope 'contacts:read' required"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description No bulk operation with this id, or not one the caller may see */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 404,
                     *       "detail": "Bulk operation not found",
                     *       "code": "not_found"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Validation failed: `errors` names each field */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 422,
                     *       "detail": "Validation failed: id must not contain NUL characters or unpaired surrogates",
                     *       "code": "validation_failed",
                     *       "errors": [
                     *         {
                     *           "field": "id",
                     *           "message": "id must not contain NUL characters or unpaired surrogates"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description More than 600 requests in a minute from this caller (its user, or its address without a valid token); or: A new identity's first request that would create a workspace past 20 new workspaces an hour from its address (joining on an invite creates none) */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 429,
                     *       "detail": "Too many requests: the limit is 600 a minute; retry after 42 seconds",
                     *       "code": "rate_limited"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The database is unavailable or too busy: retry after Retry-After seconds */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 503,
                     *       "detail": "Database unavailable; retry shortly",
                     *       "code": "database_unavailable"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    cancelBulkOperation: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes the write safe to retry: a repeat with the same key within 24 hours (same caller, method, path and body) answers the stored status and body with `Idempotent-Replayed: true` and changes nothing. 1-255 printable ASCII characters, surrounding spaces trimmed (400 otherwise); the same key on another request is 422; while the first request with the key still runs, 409 with Retry-After. Server errors (5xx) are not stored, so their retry runs; 4xx answers are. A random UUID per operation serves. */
                "Idempotency-Key"?: components["parameters"]["Idempotency-Key"];
            };
            path: {
                /** @description The bulk operation's id */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BulkOperationResponse"];
                };
            };
            /** @description Both `Authorization` and `X-Api-Key` sent; or: Unusable Idempotency-Key */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 400,
                     *       "detail": "Send either Authorization or X-Api-Key, not both: a request authenticates one way"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Missing or unacceptable bearer token, or an unknown, revoked or expired API key */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 401,
                     *       "detail": "Missing bearer access token",
                     *       "code": "unauthenticated"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The workspace is on the free plan */
            402: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 402,
                     *       "detail": "You're viewing demo data. Upgrade to a premium plan to manage your real pipeline.",
                     *       "code": "premium_required"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description An API key without scope `contacts:write` */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 403,
                     *       "detail": "Scope 'contacts:write' required"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description No bulk operation with this id, or not one the caller may see */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 404,
                     *       "detail": "Bulk operation not found",
                     *       "code": "not_found"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The operation is already over; or: A request with this Idempotency-Key is still running; retry after Retry-After seconds */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 409,
                     *       "detail": "The bulk operation is already over; only a queued or running one can be cancelled",
                     *       "code": "conflict"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Validation failed: `errors` names each field; or: The Idempotency-Key was used for another request (method, path or body) */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 422,
                     *       "detail": "Validation failed: id must not contain NUL characters or unpaired surrogates",
                     *       "code": "validation_failed",
                     *       "errors": [
                     *         {
                     *           "field": "id",
                     *           "message": "id must not contain NUL characters or unpaired surrogates"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description More than 600 requests in a minute from this caller (its user, or its address without a valid token); or: A new identity's first request that would create a workspace past 20 new workspaces an hour from its address (joining on an invite creates none) */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 429,
                     *       "detail": "Too many requests: the limit is 600 a minute; retry after 42 seconds",
                     *       "code": "rate_limited"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The database is unavailable or too busy: retry after Retry-After seconds */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 503,
                     *       "detail": "Database unavailable; retry shortly",
                     *       "code": "database_unavailable"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    exportContacts: {
        parameters: {
            query?: {
                /** @description Only contacts in this stage (a key) */
                stage?: string;
                /** @description Only this member's contacts */
                owner_id?: string;
                /** @description Matches first/last name, e-mail or company */
                q?: string;
                /** @description true: only dormant contacts; false: only active ones */
                dormant?: boolean;
                /** @description Only contacts carrying this tag, matched whole and exactly as stored: tags keep the case they were written in, so `VIP` does not match `vip` */
                tag?: string;
                /** @description Up to 3 keys separated by commas, `-` before a key for descending: `first_name`, `last_name`, `company`, `value_cents`, `last_activity_at`, `created_at`, `updated_at`, or `custom.<key>` of a filterable custom field of type number, currency (its amount), date, datetime or text (409 while its `filter_index` is `building`). Contacts without a value come last either way, and the id breaks ties, so `next_cursor` walks every contact once. Default (and `-created_at`): newest first. */
                sort?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The CSV file */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example id,first_name,last_name,email,phone,company,title,stage,owner_id,value_cents,tags,last_activity_at,created_at,updated_at,custom.industry,custom.deal_size.amount_minor,custom.deal_size.currency
                     *     5e2d8a47-91b3-4f0c-8c7e-6a4b2f9d1c33,Ada,Lovelace,ada@engines.example,'+44 20 7946 0958,Analytical Engines,CTO,lead,0b9c6f0e-3f1a-4c55-9a51-2d6f3c1e8a10,250000,vip|webinar,2026-01-15T09:30:00.000Z,2026-01-10T08:00:00.000Z,2026-01-15T09:30:00.000Z,software,1500000,EUR
                     */
                    "text/csv": string;
                };
            };
            /** @description Both `Authorization` and `X-Api-Key` sent */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 400,
                     *       "detail": "Send either Authorization or X-Api-Key, not both: a request authenticates one way"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Missing or unacceptable bearer token, or an unknown, revoked or expired API key */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 401,
                     *       "detail": "Missing bearer access token",
                     *       "code": "unauthenticated"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description An API key without scope `contacts:read` */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 403,
                     *       "detail": "Scope 'contacts:read' required"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Validation failed: `errors` names each field */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 422,
                     *       "detail": "Validation failed: stage must not contain NUL characters or unpaired surrogates",
                     *       "code": "validation_failed",
                     *       "errors": [
                     *         {
                     *           "field": "stage",
                     *           "message": "stage must not contain NUL characters or unpaired surrogates"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description More than 600 requests in a minute from this caller (its user, or its address without a valid token); or: A new identity's first request that would create a workspace past 20 new workspaces an hour from its address (joining on an invite creates none) */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 429,
                     *       "detail": "Too many requests: the limit is 600 a minute; retry after 42 seconds",
                     *       "code": "rate_limited"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The database is unavailable or too busy: retry after Retry-After seconds */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 503,
                     *       "detail": "Database unavailable; retry shortly",
                     *       "code": "database_unavailable"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    listContactDuplicates: {
        parameters: {
            query?: {
                /** @description Most items on the page */
                limit?: number;
                /** @description Opaque `next_cursor` of the previous page; leave out for the first page */
                cursor?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DuplicateGroupPageResponse"];
                };
            };
            /** @description Both `Authorization` and `X-Api-Key` sent */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 400,
                     *       "detail": "Send either Authorization or X-Api-Key, not both: a request authenticates one way"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Missing or unacceptable bearer token, or an unknown, revoked or expired API key */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 401,
                     *       "detail": "Missing bearer access token",
                     *       "code": "unauthenticated"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description An API key without scope `contacts:read` */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 403,
                     *       "detail": "Scope 'contacts:read' required"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Validation failed: `errors` names each field */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 422,
                     *       "detail": "Validation failed: limit must not contain NUL characters or unpaired surrogates",
                     *       "code": "validation_failed",
                     *       "errors": [
                     *         {
                     *           "field": "limit",
                     *           "message": "limit must not contain NUL characters or unpaired surrogates"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description More than 600 requests in a minute from this caller (its user, or its address without a valid token); or: A new identity's first request that would create a workspace past 20 new workspaces an hour from its address (joining on an invite creates none) */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 429,
                     *       "detail": "Too many requests: the limit is 600 a minute; retry after 42 seconds",
                     *       "code": "rate_limited"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The database is unavailable or too busy: retry after Retry-After seconds */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 503,
                     *       "detail": "Database unavailable; retry shortly",
                     *       "code": "database_unavailable"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    mergeContacts: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes the write safe to retry: a repeat with the same key within 24 hours (same caller, method, path and body) answers the stored status and body with `Idempotent-Replayed: true` and changes nothing. 1-255 printable ASCII characters, surrounding spaces trimmed (400 otherwise); the same key on another request is 422; while the first request with the key still runs, 409 with Retry-After. Server errors (5xx) are not stored, so their retry runs; 4xx answers are. A random UUID per operation serves. */
                "Idempotency-Key"?: components["parameters"]["Idempotency-Key"];
            };
            path: {
                /** @description The contact's id */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["MergeContactsDto"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ContactResponse"];
                };
            };
            /** @description The body is not valid JSON, or is empty with Content-Type application/json; or both `Authorization` and `X-Api-Key` sent; or: Unusable Idempotency-Key */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 400,
                     *       "detail": "Request body is not valid JSON"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Missing or unacceptable bearer token, or an unknown, revoked or expired API key */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 401,
                     *       "detail": "Missing bearer access token",
                     *       "code": "unauthenticated"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The workspace is on the free plan */
            402: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 402,
                     *       "detail": "You're viewing demo data. Upgrade to a premium plan to manage your real pipeline.",
                     *       "code": "premium_required"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description An API key without scope `contacts:write` */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 403,
                     *       "detail": "Scope 'contacts:write' required"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The target or a source is not a contact of this workspace */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 404,
                     *       "detail": "Contact not found",
                     *       "code": "not_found"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description A request with this Idempotency-Key is still running; retry after Retry-After seconds */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 409,
                     *       "detail": "A request with this Idempotency-Key is still being processed; retry it once that one has finished (safe to retry with the same key)"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The body is larger than 1 MiB */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 413,
                     *       "detail": "Request body is larger than the 1 MiB limit"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The body is neither JSON nor text */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 415,
                     *       "detail": "Unsupported Content-Type; send application/json"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Validation failed; or: The Idempotency-Key was used for another request (method, path or body) */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 422,
                     *       "detail": "Validation failed: source_ids cannot include the contact merged into",
                     *       "code": "validation_failed",
                     *       "errors": [
                     *         {
                     *           "field": "source_ids",
                     *           "message": "source_ids cannot include the contact merged into"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description More than 600 requests in a minute from this caller (its user, or its address without a valid token); or: A new identity's first request that would create a workspace past 20 new workspaces an hour from its address (joining on an invite creates none) */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 429,
                     *       "detail": "Too many requests: the limit is 600 a minute; retry after 42 seconds",
                     *       "code": "rate_limited"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The database is unavailable or too busy: retry after Retry-After seconds */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 503,
                     *       "detail": "Database unavailable; retry shortly",
                     *       "code": "database_unavailable"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    listImports: {
        parameters: {
            query?: {
                /** @description Most items on the page */
                limit?: number;
                /** @description Opaque `next_cursor` of the previous page; leave out for the first page */
                cursor?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ImportPageResponse"];
                };
            };
            /** @description Both `Authorization` and `X-Api-Key` sent */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 400,
                     *       "detail": "Send either Authorization or X-Api-Key, not both: a request authenticates one way"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Missing or unacceptable bearer token, or an unknown, revoked or expired API key */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 401,
                     *       "detail": "Missing bearer access token",
                     *       "code": "unauthenticated"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description An API key without scope `contacts:read` */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 403,
                     *       "detail": "Scope 'contacts:read' required"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Validation failed: `errors` names each field */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 422,
                     *       "detail": "Validation failed: limit must not contain NUL characters or unpaired surrogates",
                     *       "code": "validation_failed",
                     *       "errors": [
                     *         {
                     *           "field": "limit",
                     *           "message": "limit must not contain NUL characters or unpaired surrogates"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description More than 600 requests in a minute from this caller (its user, or its address without a valid token); or: A new identity's first request that would create a workspace past 20 new workspaces an hour from its address (joining on an invite creates none) */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 429,
                     *       "detail": "Too many requests: the limit is 600 a minute; retry after 42 seconds",
                     *       "code": "rate_limited"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The database is unavailable or too busy: retry after Retry-After seconds */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 503,
                     *       "detail": "Database unavailable; retry shortly",
                     *       "code": "database_unavailable"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    createImport: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes the write safe to retry: a repeat with the same key within 24 hours (same caller, method, path and body) answers the stored status and body with `Idempotent-Replayed: true` and changes nothing. 1-255 printable ASCII characters, surrounding spaces trimmed (400 otherwise); the same key on another request is 422; while the first request with the key still runs, 409 with Retry-After. Server errors (5xx) are not stored, so their retry runs; 4xx answers are. A random UUID per operation serves. */
                "Idempotency-Key"?: components["parameters"]["Idempotency-Key"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": {
                    /**
                     * Format: binary
                     * @description The CSV file: UTF-8 (with or without BOM), comma or semicolon, at most 20 MiB
                     */
                    file: string;
                    /**
                     * @description A JSON object of CSV header to contact field, one of `first_name`, `last_name`, `email`, `phone`, `company`, `title`, `stage`, `owner_email`, `value_cents`, `tags`, or a custom field: `custom.<key>` (a currency field as its two columns `custom.<key>.amount_minor` and `custom.<key>.currency`, the export's headers) or its exact label. `first_name` is required; a field takes one column. `tags` are separated by `|`.
                     * @example {"First name":"first_name","E-mail":"email","Company":"company"}
                     */
                    mapping: string;
                    /**
                     * @description `email`: a row whose e-mail a contact has (case folded) matches it
                     * @default email
                     * @enum {string}
                     */
                    match_on?: "email" | "none";
                    /**
                     * @description What a matching row does: edit the contact, or nothing
                     * @default update
                     * @enum {string}
                     */
                    on_match?: "update" | "skip";
                    /**
                     * @description true: write nothing, count what would be written
                     * @default false
                     */
                    dry_run?: boolean;
                };
            };
        };
        responses: {
            /** @description Accepted */
            202: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ImportQueuedResponse"];
                };
            };
            /** @description The body is not valid JSON, or is empty with Content-Type application/json; or both `Authorization` and `X-Api-Key` sent; or: Unusable Idempotency-Key */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 400,
                     *       "detail": "Request body is not valid JSON"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Missing or unacceptable bearer token, or an unknown, revoked or expired API key */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 401,
                     *       "detail": "Missing bearer access token",
                     *       "code": "unauthenticated"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The workspace is on the free plan */
            402: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 402,
                     *       "detail": "You're viewing demo data. Upgrade to a premium plan to manage your real pipeline.",
                     *       "code": "premium_required"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description An API key without scope `contacts:write` */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 403,
                     *       "detail": "Scope 'contacts:write' required"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The upload's file was deleted before its import was recorded (`code: upload_gone`): its request ended (the client went away), or no MiB of the file came for over an hour. Send it again after Retry-After seconds; an `Idempotency-Key` does not store this answer; or: A request with this Idempotency-Key is still running; retry after Retry-After seconds */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 409,
                     *       "detail": "The upload ended, or stalled for over an hour, before its import was recorded; send it again",
                     *       "code": "upload_gone"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The file is larger than 20 MiB */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 413,
                     *       "detail": "The file is larger than the 20 MiB limit of an import",
                     *       "code": "payload_too_large"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The body is not multipart/form-data */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 415,
                     *       "detail": "Send the import as multipart/form-data with the CSV in the field file",
                     *       "code": "unsupported_media_type"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Validation failed: `errors` names each field; or: The Idempotency-Key was used for another request (method, path or body) */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 422,
                     *       "detail": "Validation failed: mapping must map a column to first_name",
                     *       "code": "validation_failed",
                     *       "errors": [
                     *         {
                     *           "field": "mapping",
                     *           "message": "mapping must map a column to first_name"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description More than 600 requests in a minute from this caller (its user, or its address without a valid token); or: A new identity's first request that would create a workspace past 20 new workspaces an hour from its address (joining on an invite creates none) */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 429,
                     *       "detail": "Too many requests: the limit is 600 a minute; retry after 42 seconds",
                     *       "code": "rate_limited"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The database is unavailable or too busy: retry after Retry-After seconds */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 503,
                     *       "detail": "Database unavailable; retry shortly",
                     *       "code": "database_unavailable"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    getImport: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The import's id */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ImportResponse"];
                };
            };
            /** @description Both `Authorization` and `X-Api-Key` sent */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 400,
                     *       "detail": "Send either Authorization or X-Api-Key, not both: a request authenticates one way"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Missing or unacceptable bearer token, or an unknown, revoked or expired API key */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 401,
                     *       "detail": "Missing bearer access token",
                     *       "code": "unauthenticated"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description An API key without scope `contacts:read` */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 403,
                     *       "detail": "Scope 'contacts:read' required"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description No import with this id, or not one the caller may see */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 404,
                     *       "detail": "Import not found",
                     *       "code": "not_found"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Validation failed: `errors` names each field */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 422,
                     *       "detail": "Validation failed: id must not contain NUL characters or unpaired surrogates",
                     *       "code": "validation_failed",
                     *       "errors": [
                     *         {
                     *           "field": "id",
                     *           "message": "id must not contain NUL characters or unpaired surrogates"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description More than 600 requests in a minute from this caller (its user, or its address without a valid token); or: A new identity's first request that would create a workspace past 20 new workspaces an hour from its address (joining on an invite creates none) */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 429,
                     *       "detail": "Too many requests: the limit is 600 a minute; retry after 42 seconds",
                     *       "code": "rate_limited"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The database is unavailable or too busy: retry after Retry-After seconds */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 503,
                     *       "detail": "Database unavailable; retry shortly",
                     *       "code": "database_unavailable"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    cancelImport: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes the write safe to retry: a repeat with the same key within 24 hours (same caller, method, path and body) answers the stored status and body with `Idempotent-Replayed: true` and changes nothing. 1-255 printable ASCII characters, surrounding spaces trimmed (400 otherwise); the same key on another request is 422; while the first request with the key still runs, 409 with Retry-After. Server errors (5xx) are not stored, so their retry runs; 4xx answers are. A random UUID per operation serves. */
                "Idempotency-Key"?: components["parameters"]["Idempotency-Key"];
            };
            path: {
                /** @description The import's id */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ImportResponse"];
                };
            };
            /** @description Both `Authorization` and `X-Api-Key` sent; or: Unusable Idempotency-Key */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 400,
                     *       "detail": "Send either Authorization or X-Api-Key, not both: a request authenticates one way"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Missing or unacceptable bearer token, or an unknown, revoked or expired API key */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 401,
                     *       "detail": "Missing bearer access token",
                     *       "code": "unauthenticated"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The workspace is on the free plan */
            402: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 402,
                     *       "detail": "You're viewing demo data. Upgrade to a premium plan to manage your real pipeline.",
                     *       "code": "premium_required"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description An API key without scope `contacts:write` */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 403,
                     *       "detail": "Scope 'contacts:write' required"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description No import with this id, or not one the caller may see */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 404,
                     *       "detail": "Import not found",
                     *       "code": "not_found"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The import is already over; or: A request with this Idempotency-Key is still running; retry after Retry-After seconds */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 409,
                     *       "detail": "The import is already over; only a queued or running one can be cancelled",
                     *       "code": "conflict"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Validation failed: `errors` names each field; or: The Idempotency-Key was used for another request (method, path or body) */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 422,
                     *       "detail": "Validation failed: id must not contain NUL characters or unpaired surrogates",
                     *       "code": "validation_failed",
                     *       "errors": [
                     *         {
                     *           "field": "id",
                     *           "message": "id must not contain NUL characters or unpaired surrogates"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description More than 600 requests in a minute from this caller (its user, or its address without a valid token); or: A new identity's first request that would create a workspace past 20 new workspaces an hour from its address (joining on an invite creates none) */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 429,
                     *       "detail": "Too many requests: the limit is 600 a minute; retry after 42 seconds",
                     *       "code": "rate_limited"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The database is unavailable or too busy: retry after Retry-After seconds */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 503,
                     *       "detail": "Database unavailable; retry shortly",
                     *       "code": "database_unavailable"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    getBillingStatus: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BillingStatusResponse"];
                };
            };
            /** @description Missing or unacceptable bearer token */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 401,
                     *       "detail": "Missing bearer access token",
                     *       "code": "unauthenticated"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description More than 600 requests in a minute from this caller (its user, or its address without a valid token); or: A new identity's first request that would create a workspace past 20 new workspaces an hour from its address (joining on an invite creates none) */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 429,
                     *       "detail": "Too many requests: the limit is 600 a minute; retry after 42 seconds",
                     *       "code": "rate_limited"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The database is unavailable or too busy: retry after Retry-After seconds */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 503,
                     *       "detail": "Database unavailable; retry shortly",
                     *       "code": "database_unavailable"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    createCheckoutSession: {
        parameters: {
            query?: never;
            header: {
                "idempotency-key": string;
                /** @description Makes the write safe to retry: a repeat with the same key within 24 hours (same caller, method, path and body) answers the stored status and body with `Idempotent-Replayed: true` and changes nothing. 1-255 printable ASCII characters, surrounding spaces trimmed (400 otherwise); the same key on another request is 422; while the first request with the key still runs, 409 with Retry-After. Server errors (5xx) are not stored, so their retry runs; 4xx answers are. A random UUID per operation serves. */
                "Idempotency-Key"?: components["parameters"]["Idempotency-Key"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CheckoutSessionResponse"];
                };
            };
            /** @description Unusable Idempotency-Key */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 400,
                     *       "detail": "Idempotency-Key must be 1 to 255 printable ASCII characters"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Missing or unacceptable bearer token */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 401,
                     *       "detail": "Missing bearer access token",
                     *       "code": "unauthenticated"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Payments are disabled (use /billing/simulate-payment), the workspace is already premium, or the same checkout is still being opened; or: A request with this Idempotency-Key is still running; retry after Retry-After seconds */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 409,
                     *       "detail": "Payments are not enabled on this server; upgrade with POST /billing/simulate-payment instead",
                     *       "code": "payments_disabled",
                     *       "simulate_path": "/billing/simulate-payment"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The Idempotency-Key is not 1 to 200 visible ASCII characters; or: The Idempotency-Key was used for another request (method, path or body) */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 422,
                     *       "detail": "Validation failed: Idempotency-Key must be 1 to 200 visible ASCII characters",
                     *       "code": "validation_failed",
                     *       "errors": [
                     *         {
                     *           "field": "Idempotency-Key",
                     *           "message": "Idempotency-Key must be 1 to 200 visible ASCII characters"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description More than 600 requests in a minute from this caller (its user, or its address without a valid token); or: A new identity's first request that would create a workspace past 20 new workspaces an hour from its address (joining on an invite creates none) */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 429,
                     *       "detail": "Too many requests: the limit is 600 a minute; retry after 42 seconds",
                     *       "code": "rate_limited"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The payment provider failed or refused the request */
            502: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 502,
                     *       "detail": "The payment provider failed to create the checkout session; please try again",
                     *       "code": "upstream_unavailable"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The payment provider is unreachable or busy; or: The database is unavailable or too busy: retry after Retry-After seconds */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 503,
                     *       "detail": "The payment provider could not be reached; please try again in a moment",
                     *       "code": "upstream_unavailable"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    simulatePayment: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes the write safe to retry: a repeat with the same key within 24 hours (same caller, method, path and body) answers the stored status and body with `Idempotent-Replayed: true` and changes nothing. 1-255 printable ASCII characters, surrounding spaces trimmed (400 otherwise); the same key on another request is 422; while the first request with the key still runs, 409 with Retry-After. Server errors (5xx) are not stored, so their retry runs; 4xx answers are. A random UUID per operation serves. */
                "Idempotency-Key"?: components["parameters"]["Idempotency-Key"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BillingStatusResponse"];
                };
            };
            /** @description Unusable Idempotency-Key */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 400,
                     *       "detail": "Idempotency-Key must be 1 to 255 printable ASCII characters"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Missing or unacceptable bearer token */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 401,
                     *       "detail": "Missing bearer access token",
                     *       "code": "unauthenticated"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Payments are enabled; use /billing/checkout; or: A request with this Idempotency-Key is still running; retry after Retry-After seconds */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 409,
                     *       "detail": "Payments are enabled on this server; upgrade through POST /billing/checkout",
                     *       "code": "payments_enabled",
                     *       "checkout_path": "/billing/checkout"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The Idempotency-Key was used for another request (method, path or body) */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 422,
                     *       "detail": "This Idempotency-Key was already used with another request body; use a new key for a new request"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description More than 600 requests in a minute from this caller (its user, or its address without a valid token); or: A new identity's first request that would create a workspace past 20 new workspaces an hour from its address (joining on an invite creates none) */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 429,
                     *       "detail": "Too many requests: the limit is 600 a minute; retry after 42 seconds",
                     *       "code": "rate_limited"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The database is unavailable or too busy: retry after Retry-After seconds */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 503,
                     *       "detail": "Database unavailable; retry shortly",
                     *       "code": "database_unavailable"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    devUpgradeWorkspace: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes the write safe to retry: a repeat with the same key within 24 hours (same caller, method, path and body) answers the stored status and body with `Idempotent-Replayed: true` and changes nothing. 1-255 printable ASCII characters, surrounding spaces trimmed (400 otherwise); the same key on another request is 422; while the first request with the key still runs, 409 with Retry-After. Server errors (5xx) are not stored, so their retry runs; 4xx answers are. A random UUID per operation serves. */
                "Idempotency-Key"?: components["parameters"]["Idempotency-Key"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BillingStatusResponse"];
                };
            };
            /** @description Unusable Idempotency-Key */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 400,
                     *       "detail": "Idempotency-Key must be 1 to 255 printable ASCII characters"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Missing or unacceptable bearer token */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 401,
                     *       "detail": "Missing bearer access token",
                     *       "code": "unauthenticated"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description `Managers only`, or payments are enabled and ALLOW_DEV_UPGRADE is not set */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 403,
                     *       "detail": "Managers only",
                     *       "code": "forbidden"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description A request with this Idempotency-Key is still running; retry after Retry-After seconds */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 409,
                     *       "detail": "A request with this Idempotency-Key is still being processed; retry it once that one has finished (safe to retry with the same key)"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The Idempotency-Key was used for another request (method, path or body) */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 422,
                     *       "detail": "This Idempotency-Key was already used with another request body; use a new key for a new request"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description More than 600 requests in a minute from this caller (its user, or its address without a valid token); or: A new identity's first request that would create a workspace past 20 new workspaces an hour from its address (joining on an invite creates none) */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 429,
                     *       "detail": "Too many requests: the limit is 600 a minute; retry after 42 seconds",
                     *       "code": "rate_limited"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The database is unavailable or too busy: retry after Retry-After seconds */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 503,
                     *       "detail": "Database unavailable; retry shortly",
                     *       "code": "database_unavailable"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    receivePaymentWebhook: {
        parameters: {
            query?: never;
            header: {
                /** @description Set by Stripe */
                "Stripe-Signature": string;
            };
            path?: never;
            cookie?: never;
        };
        /** @description A Stripe event, exactly as Stripe sent it (the signature covers the raw bytes) */
        requestBody: {
            content: {
                "application/json": Record<string, never>;
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookAckResponse"];
                };
            };
            /** @description Missing, invalid or stale signature; or: The body is not valid JSON, or is empty with Content-Type application/json */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 400,
                     *       "detail": "Missing Stripe-Signature header",
                     *       "code": "invalid_signature"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The body is larger than 1 MiB */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 413,
                     *       "detail": "Request body is larger than the 1 MiB limit"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The body is neither JSON nor text */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 415,
                     *       "detail": "Unsupported Content-Type; send application/json"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description STRIPE_WEBHOOK_SECRET is not configured; nothing is acted on; or: The database is unavailable or too busy: retry after Retry-After seconds */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 503,
                     *       "detail": "The payment webhook is not configured: STRIPE_WEBHOOK_SECRET is not set",
                     *       "code": "webhook_not_configured"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    listCompanies: {
        parameters: {
            query?: {
                /** @description Most items on the page */
                limit?: number;
                /** @description Opaque `next_cursor` of the previous page; leave out for the first page */
                cursor?: string;
                /** @description Matches the workspace name */
                q?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CompanyPageResponse"];
                };
            };
            /** @description Missing or unacceptable bearer token */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 401,
                     *       "detail": "Missing bearer access token",
                     *       "code": "unauthenticated"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description App owner only */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 403,
                     *       "detail": "App owner only",
                     *       "code": "forbidden"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Validation failed: `errors` names each field */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 422,
                     *       "detail": "Validation failed: limit must not contain NUL characters or unpaired surrogates",
                     *       "code": "validation_failed",
                     *       "errors": [
                     *         {
                     *           "field": "limit",
                     *           "message": "limit must not contain NUL characters or unpaired surrogates"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description More than 600 requests in a minute from this caller (its user, or its address without a valid token); or: A new identity's first request that would create a workspace past 20 new workspaces an hour from its address (joining on an invite creates none) */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 429,
                     *       "detail": "Too many requests: the limit is 600 a minute; retry after 42 seconds",
                     *       "code": "rate_limited"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The database is unavailable or too busy: retry after Retry-After seconds */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 503,
                     *       "detail": "Database unavailable; retry shortly",
                     *       "code": "database_unavailable"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    toggleCompanyPremium: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes the write safe to retry: a repeat with the same key within 24 hours (same caller, method, path and body) answers the stored status and body with `Idempotent-Replayed: true` and changes nothing. 1-255 printable ASCII characters, surrounding spaces trimmed (400 otherwise); the same key on another request is 422; while the first request with the key still runs, 409 with Retry-After. Server errors (5xx) are not stored, so their retry runs; 4xx answers are. A random UUID per operation serves. */
                "Idempotency-Key"?: components["parameters"]["Idempotency-Key"];
            };
            path: {
                /** @description The company's id */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CompanyResponse"];
                };
            };
            /** @description Unusable Idempotency-Key */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 400,
                     *       "detail": "Idempotency-Key must be 1 to 255 printable ASCII characters"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Missing or unacceptable bearer token */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 401,
                     *       "detail": "Missing bearer access token",
                     *       "code": "unauthenticated"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description App owner only */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 403,
                     *       "detail": "App owner only",
                     *       "code": "forbidden"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description No company with this id, or not one the caller may see */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 404,
                     *       "detail": "Company not found",
                     *       "code": "not_found"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description A request with this Idempotency-Key is still running; retry after Retry-After seconds */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 409,
                     *       "detail": "A request with this Idempotency-Key is still being processed; retry it once that one has finished (safe to retry with the same key)"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Validation failed: `errors` names each field; or: The Idempotency-Key was used for another request (method, path or body) */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 422,
                     *       "detail": "Validation failed: id must not contain NUL characters or unpaired surrogates",
                     *       "code": "validation_failed",
                     *       "errors": [
                     *         {
                     *           "field": "id",
                     *           "message": "id must not contain NUL characters or unpaired surrogates"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description More than 600 requests in a minute from this caller (its user, or its address without a valid token); or: A new identity's first request that would create a workspace past 20 new workspaces an hour from its address (joining on an invite creates none) */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 429,
                     *       "detail": "Too many requests: the limit is 600 a minute; retry after 42 seconds",
                     *       "code": "rate_limited"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The database is unavailable or too busy: retry after Retry-After seconds */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 503,
                     *       "detail": "Database unavailable; retry shortly",
                     *       "code": "database_unavailable"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    resetDemoData: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes the write safe to retry: a repeat with the same key within 24 hours (same caller, method, path and body) answers the stored status and body with `Idempotent-Replayed: true` and changes nothing. 1-255 printable ASCII characters, surrounding spaces trimmed (400 otherwise); the same key on another request is 422; while the first request with the key still runs, 409 with Retry-After. Server errors (5xx) are not stored, so their retry runs; 4xx answers are. A random UUID per operation serves. */
                "Idempotency-Key"?: components["parameters"]["Idempotency-Key"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DemoResetResponse"];
                };
            };
            /** @description Unusable Idempotency-Key */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 400,
                     *       "detail": "Idempotency-Key must be 1 to 255 printable ASCII characters"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Missing or unacceptable bearer token */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 401,
                     *       "detail": "Missing bearer access token",
                     *       "code": "unauthenticated"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description App owner only */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 403,
                     *       "detail": "App owner only",
                     *       "code": "forbidden"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description A request with this Idempotency-Key is still running; retry after Retry-After seconds */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 409,
                     *       "detail": "A request with this Idempotency-Key is still being processed; retry it once that one has finished (safe to retry with the same key)"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The Idempotency-Key was used for another request (method, path or body) */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 422,
                     *       "detail": "This Idempotency-Key was already used with another request body; use a new key for a new request"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description More than 600 requests in a minute from this caller (its user, or its address without a valid token); or: A new identity's first request that would create a workspace past 20 new workspaces an hour from its address (joining on an invite creates none) */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 429,
                     *       "detail": "Too many requests: the limit is 600 a minute; retry after 42 seconds",
                     *       "code": "rate_limited"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The database is unavailable or too busy: retry after Retry-After seconds */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 503,
                     *       "detail": "Database unavailable; retry shortly",
                     *       "code": "database_unavailable"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    listTierChanges: {
        parameters: {
            query?: {
                /** @description Most items on the page */
                limit?: number;
                /** @description Opaque `next_cursor` of the previous page; leave out for the first page */
                cursor?: string;
                /** @description Only the changes of this workspace */
                workspace_id?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TierChangePageResponse"];
                };
            };
            /** @description Missing or unacceptable bearer token */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 401,
                     *       "detail": "Missing bearer access token",
                     *       "code": "unauthenticated"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description App owner only */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 403,
                     *       "detail": "App owner only",
                     *       "code": "forbidden"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Validation failed: `errors` names each field */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 422,
                     *       "detail": "Validation failed: limit must not contain NUL characters or unpaired surrogates",
                     *       "code": "validation_failed",
                     *       "errors": [
                     *         {
                     *           "field": "limit",
                     *           "message": "limit must not contain NUL characters or unpaired surrogates"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description More than 600 requests in a minute from this caller (its user, or its address without a valid token); or: A new identity's first request that would create a workspace past 20 new workspaces an hour from its address (joining on an invite creates none) */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 429,
                     *       "detail": "Too many requests: the limit is 600 a minute; retry after 42 seconds",
                     *       "code": "rate_limited"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The database is unavailable or too busy: retry after Retry-After seconds */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 503,
                     *       "detail": "Database unavailable; retry shortly",
                     *       "code": "database_unavailable"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    getSettings: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SettingsResponse"];
                };
            };
            /** @description Both `Authorization` and `X-Api-Key` sent */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 400,
                     *       "detail": "Send either Authorization or X-Api-Key, not both: a request authenticates one way"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Missing or unacceptable bearer token, or an unknown, revoked or expired API key */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 401,
                     *       "detail": "Missing bearer access token",
                     *       "code": "unauthenticated"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description An API key without scope `settings:read` */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 403,
                     *       "detail": "Scope 'settings:read' required"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description More than 600 requests in a minute from this caller (its user, or its address without a valid token); or: A new identity's first request that would create a workspace past 20 new workspaces an hour from its address (joining on an invite creates none) */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 429,
                     *       "detail": "Too many requests: the limit is 600 a minute; retry after 42 seconds",
                     *       "code": "rate_limited"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The database is unavailable or too busy: retry after Retry-After seconds */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 503,
                     *       "detail": "Database unavailable; retry shortly",
                     *       "code": "database_unavailable"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    replaceSettings: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes the write safe to retry: a repeat with the same key within 24 hours (same caller, method, path and body) answers the stored status and body with `Idempotent-Replayed: true` and changes nothing. 1-255 printable ASCII characters, surrounding spaces trimmed (400 otherwise); the same key on another request is 422; while the first request with the key still runs, 409 with Retry-After. Server errors (5xx) are not stored, so their retry runs; 4xx answers are. A random UUID per operation serves. */
                "Idempotency-Key"?: components["parameters"]["Idempotency-Key"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SettingsDto"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SettingsResponse"];
                };
            };
            /** @description The body is not valid JSON, or is empty with Content-Type application/json; or both `Authorization` and `X-Api-Key` sent; or: Unusable Idempotency-Key */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 400,
                     *       "detail": "Request body is not valid JSON"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Missing or unacceptable bearer token, or an unknown, revoked or expired API key */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 401,
                     *       "detail": "Missing bearer access token",
                     *       "code": "unauthenticated"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The workspace is on the free plan */
            402: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 402,
                     *       "detail": "You're viewing demo data. Upgrade to a premium plan to manage your real pipeline.",
                     *       "code": "premium_required"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Admin-level role required; or, with an API key: Scope 'settings:write' required */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 403,
                     *       "detail": "Managers only",
                     *       "code": "forbidden"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description A removed stage still holds contacts; or: A request with this Idempotency-Key is still running; retry after Retry-After seconds */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 409,
                     *       "detail": "Stage 'proposal' still holds 3 contacts; move them first",
                     *       "code": "conflict",
                     *       "stages_in_use": [
                     *         {
                     *           "key": "proposal",
                     *           "contacts": 3
                     *         }
                     *       ]
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The body is larger than 1 MiB */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 413,
                     *       "detail": "Request body is larger than the 1 MiB limit"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The body is neither JSON nor text */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 415,
                     *       "detail": "Unsupported Content-Type; send application/json"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Validation failed: `errors` names each field; or: The Idempotency-Key was used for another request (method, path or body) */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 422,
                     *       "detail": "Validation failed: property role should not exist",
                     *       "code": "validation_failed",
                     *       "errors": [
                     *         {
                     *           "field": "role",
                     *           "message": "property role should not exist"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description More than 600 requests in a minute from this caller (its user, or its address without a valid token); or: A new identity's first request that would create a workspace past 20 new workspaces an hour from its address (joining on an invite creates none) */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 429,
                     *       "detail": "Too many requests: the limit is 600 a minute; retry after 42 seconds",
                     *       "code": "rate_limited"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The database is unavailable or too busy: retry after Retry-After seconds */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 503,
                     *       "detail": "Database unavailable; retry shortly",
                     *       "code": "database_unavailable"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    listCustomFields: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CustomFieldListResponse"];
                };
            };
            /** @description Both `Authorization` and `X-Api-Key` sent */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 400,
                     *       "detail": "Send either Authorization or X-Api-Key, not both: a request authenticates one way"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Missing or unacceptable bearer token, or an unknown, revoked or expired API key */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 401,
                     *       "detail": "Missing bearer access token",
                     *       "code": "unauthenticated"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description An API key without scope `settings:read` */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 403,
                     *       "detail": "Scope 'settings:read' required"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description More than 600 requests in a minute from this caller (its user, or its address without a valid token); or: A new identity's first request that would create a workspace past 20 new workspaces an hour from its address (joining on an invite creates none) */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 429,
                     *       "detail": "Too many requests: the limit is 600 a minute; retry after 42 seconds",
                     *       "code": "rate_limited"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The database is unavailable or too busy: retry after Retry-After seconds */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 503,
                     *       "detail": "Database unavailable; retry shortly",
                     *       "code": "database_unavailable"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    createCustomField: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes the write safe to retry: a repeat with the same key within 24 hours (same caller, method, path and body) answers the stored status and body with `Idempotent-Replayed: true` and changes nothing. 1-255 printable ASCII characters, surrounding spaces trimmed (400 otherwise); the same key on another request is 422; while the first request with the key still runs, 409 with Retry-After. Server errors (5xx) are not stored, so their retry runs; 4xx answers are. A random UUID per operation serves. */
                "Idempotency-Key"?: components["parameters"]["Idempotency-Key"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateCustomFieldDto"];
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CustomFieldResponse"];
                };
            };
            /** @description The body is not valid JSON, or is empty with Content-Type application/json; or both `Authorization` and `X-Api-Key` sent; or: Unusable Idempotency-Key */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 400,
                     *       "detail": "Request body is not valid JSON"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Missing or unacceptable bearer token, or an unknown, revoked or expired API key */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 401,
                     *       "detail": "Missing bearer access token",
                     *       "code": "unauthenticated"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The workspace is on the free plan */
            402: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 402,
                     *       "detail": "You're viewing demo data. Upgrade to a premium plan to manage your real pipeline.",
                     *       "code": "premium_required"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Admin-level role required; or, with an API key: Scope 'settings:write' required */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 403,
                     *       "detail": "Managers only",
                     *       "code": "forbidden"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The key is taken, or a limit is reached; or: A request with this Idempotency-Key is still running; retry after Retry-After seconds */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 409,
                     *       "detail": "A custom field with key 'industry' already exists in this workspace (archived ones included)",
                     *       "code": "conflict"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The body is larger than 1 MiB */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 413,
                     *       "detail": "Request body is larger than the 1 MiB limit"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The body is neither JSON nor text */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 415,
                     *       "detail": "Unsupported Content-Type; send application/json"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Validation failed: `errors` names each field; or: The Idempotency-Key was used for another request (method, path or body) */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 422,
                     *       "detail": "Validation failed: property role should not exist",
                     *       "code": "validation_failed",
                     *       "errors": [
                     *         {
                     *           "field": "role",
                     *           "message": "property role should not exist"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description More than 600 requests in a minute from this caller (its user, or its address without a valid token); or: A new identity's first request that would create a workspace past 20 new workspaces an hour from its address (joining on an invite creates none) */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 429,
                     *       "detail": "Too many requests: the limit is 600 a minute; retry after 42 seconds",
                     *       "code": "rate_limited"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The database is unavailable or too busy: retry after Retry-After seconds */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 503,
                     *       "detail": "Database unavailable; retry shortly",
                     *       "code": "database_unavailable"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    getContactSchema: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Both `Authorization` and `X-Api-Key` sent */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 400,
                     *       "detail": "Send either Authorization or X-Api-Key, not both: a request authenticates one way"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Missing or unacceptable bearer token, or an unknown, revoked or expired API key */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 401,
                     *       "detail": "Missing bearer access token",
                     *       "code": "unauthenticated"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description An API key without scope `settings:read` */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 403,
                     *       "detail": "Scope 'settings:read' required"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description More than 600 requests in a minute from this caller (its user, or its address without a valid token); or: A new identity's first request that would create a workspace past 20 new workspaces an hour from its address (joining on an invite creates none) */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 429,
                     *       "detail": "Too many requests: the limit is 600 a minute; retry after 42 seconds",
                     *       "code": "rate_limited"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The database is unavailable or too busy: retry after Retry-After seconds */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 503,
                     *       "detail": "Database unavailable; retry shortly",
                     *       "code": "database_unavailable"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    updateCustomField: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes the write safe to retry: a repeat with the same key within 24 hours (same caller, method, path and body) answers the stored status and body with `Idempotent-Replayed: true` and changes nothing. 1-255 printable ASCII characters, surrounding spaces trimmed (400 otherwise); the same key on another request is 422; while the first request with the key still runs, 409 with Retry-After. Server errors (5xx) are not stored, so their retry runs; 4xx answers are. A random UUID per operation serves. */
                "Idempotency-Key"?: components["parameters"]["Idempotency-Key"];
            };
            path: {
                /** @description The custom field key */
                key: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpdateCustomFieldDto"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CustomFieldResponse"];
                };
            };
            /** @description The body is not valid JSON, or is empty with Content-Type application/json; or both `Authorization` and `X-Api-Key` sent; or: Unusable Idempotency-Key */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 400,
                     *       "detail": "Request body is not valid JSON"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Missing or unacceptable bearer token, or an unknown, revoked or expired API key */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 401,
                     *       "detail": "Missing bearer access token",
                     *       "code": "unauthenticated"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The workspace is on the free plan */
            402: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 402,
                     *       "detail": "You're viewing demo data. Upgrade to a premium plan to manage your real pipeline.",
                     *       "code": "premium_required"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Admin-level role required; or, with an API key: Scope 'settings:write' required */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 403,
                     *       "detail": "Managers only",
                     *       "code": "forbidden"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description No custom field of this workspace has the key */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 404,
                     *       "detail": "Custom field not found",
                     *       "code": "not_found"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Removed options in use, a type change or a limit; or: A request with this Idempotency-Key is still running; retry after Retry-After seconds */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 409,
                     *       "detail": "Removed options are still used: 'retail' (3 contacts); name a kept option for each in replace_with",
                     *       "code": "conflict",
                     *       "options_in_use": [
                     *         {
                     *           "id": "retail",
                     *           "contacts": 3
                     *         }
                     *       ]
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The body is larger than 1 MiB */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 413,
                     *       "detail": "Request body is larger than the 1 MiB limit"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The body is neither JSON nor text */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 415,
                     *       "detail": "Unsupported Content-Type; send application/json"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Validation failed: `errors` names each field; or: The Idempotency-Key was used for another request (method, path or body) */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 422,
                     *       "detail": "Validation failed: property role should not exist",
                     *       "code": "validation_failed",
                     *       "errors": [
                     *         {
                     *           "field": "role",
                     *           "message": "property role should not exist"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description More than 600 requests in a minute from this caller (its user, or its address without a valid token); or: A new identity's first request that would create a workspace past 20 new workspaces an hour from its address (joining on an invite creates none) */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 429,
                     *       "detail": "Too many requests: the limit is 600 a minute; retry after 42 seconds",
                     *       "code": "rate_limited"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The database is unavailable or too busy: retry after Retry-After seconds */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 503,
                     *       "detail": "Database unavailable; retry shortly",
                     *       "code": "database_unavailable"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    archiveCustomField: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes the write safe to retry: a repeat with the same key within 24 hours (same caller, method, path and body) answers the stored status and body with `Idempotent-Replayed: true` and changes nothing. 1-255 printable ASCII characters, surrounding spaces trimmed (400 otherwise); the same key on another request is 422; while the first request with the key still runs, 409 with Retry-After. Server errors (5xx) are not stored, so their retry runs; 4xx answers are. A random UUID per operation serves. */
                "Idempotency-Key"?: components["parameters"]["Idempotency-Key"];
            };
            path: {
                /** @description The custom field key */
                key: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CustomFieldResponse"];
                };
            };
            /** @description Both `Authorization` and `X-Api-Key` sent; or: Unusable Idempotency-Key */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 400,
                     *       "detail": "Send either Authorization or X-Api-Key, not both: a request authenticates one way"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Missing or unacceptable bearer token, or an unknown, revoked or expired API key */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 401,
                     *       "detail": "Missing bearer access token",
                     *       "code": "unauthenticated"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The workspace is on the free plan */
            402: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 402,
                     *       "detail": "You're viewing demo data. Upgrade to a premium plan to manage your real pipeline.",
                     *       "code": "premium_required"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Admin-level role required; or, with an API key: Scope 'settings:write' required */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 403,
                     *       "detail": "Managers only",
                     *       "code": "forbidden"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description No custom field of this workspace has the key */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 404,
                     *       "detail": "Custom field not found",
                     *       "code": "not_found"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description A request with this Idempotency-Key is still running; retry after Retry-After seconds */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 409,
                     *       "detail": "A request with this Idempotency-Key is still being processed; retry it once that one has finished (safe to retry with the same key)"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Validation failed: `errors` names each field; or: The Idempotency-Key was used for another request (method, path or body) */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 422,
                     *       "detail": "Validation failed: key must not contain NUL characters or unpaired surrogates",
                     *       "code": "validation_failed",
                     *       "errors": [
                     *         {
                     *           "field": "key",
                     *           "message": "key must not contain NUL characters or unpaired surrogates"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description More than 600 requests in a minute from this caller (its user, or its address without a valid token); or: A new identity's first request that would create a workspace past 20 new workspaces an hour from its address (joining on an invite creates none) */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 429,
                     *       "detail": "Too many requests: the limit is 600 a minute; retry after 42 seconds",
                     *       "code": "rate_limited"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The database is unavailable or too busy: retry after Retry-After seconds */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 503,
                     *       "detail": "Database unavailable; retry shortly",
                     *       "code": "database_unavailable"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    unarchiveCustomField: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes the write safe to retry: a repeat with the same key within 24 hours (same caller, method, path and body) answers the stored status and body with `Idempotent-Replayed: true` and changes nothing. 1-255 printable ASCII characters, surrounding spaces trimmed (400 otherwise); the same key on another request is 422; while the first request with the key still runs, 409 with Retry-After. Server errors (5xx) are not stored, so their retry runs; 4xx answers are. A random UUID per operation serves. */
                "Idempotency-Key"?: components["parameters"]["Idempotency-Key"];
            };
            path: {
                /** @description The custom field key */
                key: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CustomFieldResponse"];
                };
            };
            /** @description Both `Authorization` and `X-Api-Key` sent; or: Unusable Idempotency-Key */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 400,
                     *       "detail": "Send either Authorization or X-Api-Key, not both: a request authenticates one way"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Missing or unacceptable bearer token, or an unknown, revoked or expired API key */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 401,
                     *       "detail": "Missing bearer access token",
                     *       "code": "unauthenticated"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The workspace is on the free plan */
            402: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 402,
                     *       "detail": "You're viewing demo data. Upgrade to a premium plan to manage your real pipeline.",
                     *       "code": "premium_required"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Admin-level role required; or, with an API key: Scope 'settings:write' required */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 403,
                     *       "detail": "Managers only",
                     *       "code": "forbidden"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description No custom field of this workspace has the key */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 404,
                     *       "detail": "Custom field not found",
                     *       "code": "not_found"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description A request with this Idempotency-Key is still running; retry after Retry-After seconds */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 409,
                     *       "detail": "A request with this Idempotency-Key is still being processed; retry it once that one has finished (safe to retry with the same key)"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Validation failed: `errors` names each field; or: The Idempotency-Key was used for another request (method, path or body) */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 422,
                     *       "detail": "Validation failed: key must not contain NUL characters or unpaired surrogates",
                     *       "code": "validation_failed",
                     *       "errors": [
                     *         {
                     *           "field": "key",
                     *           "message": "key must not contain NUL characters or unpaired surrogates"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description More than 600 requests in a minute from this caller (its user, or its address without a valid token); or: A new identity's first request that would create a workspace past 20 new workspaces an hour from its address (joining on an invite creates none) */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 429,
                     *       "detail": "Too many requests: the limit is 600 a minute; retry after 42 seconds",
                     *       "code": "rate_limited"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The database is unavailable or too busy: retry after Retry-After seconds */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 503,
                     *       "detail": "Database unavailable; retry shortly",
                     *       "code": "database_unavailable"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    listTeamMembers: {
        parameters: {
            query?: {
                /** @description Most items on the page */
                limit?: number;
                /** @description Opaque `next_cursor` of the previous page; leave out for the first page */
                cursor?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TeamPageResponse"];
                };
            };
            /** @description Both `Authorization` and `X-Api-Key` sent */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 400,
                     *       "detail": "Send either Authorization or X-Api-Key, not both: a request authenticates one way"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Missing or unacceptable bearer token, or an unknown, revoked or expired API key */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 401,
                     *       "detail": "Missing bearer access token",
                     *       "code": "unauthenticated"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description An API key without scope `settings:read` */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 403,
                     *       "detail": "Scope 'settings:read' required"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Validation failed: `errors` names each field */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 422,
                     *       "detail": "Validation failed: limit must not contain NUL characters or unpaired surrogates",
                     *       "code": "validation_failed",
                     *       "errors": [
                     *         {
                     *           "field": "limit",
                     *           "message": "limit must not contain NUL characters or unpaired surrogates"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description More than 600 requests in a minute from this caller (its user, or its address without a valid token); or: A new identity's first request that would create a workspace past 20 new workspaces an hour from its address (joining on an invite creates none) */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 429,
                     *       "detail": "Too many requests: the limit is 600 a minute; retry after 42 seconds",
                     *       "code": "rate_limited"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The database is unavailable or too busy: retry after Retry-After seconds */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 503,
                     *       "detail": "Database unavailable; retry shortly",
                     *       "code": "database_unavailable"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    listInvites: {
        parameters: {
            query?: {
                /** @description Most items on the page */
                limit?: number;
                /** @description Opaque `next_cursor` of the previous page; leave out for the first page */
                cursor?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InvitePageResponse"];
                };
            };
            /** @description Both `Authorization` and `X-Api-Key` sent */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 400,
                     *       "detail": "Send either Authorization or X-Api-Key, not both: a request authenticates one way"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Missing or unacceptable bearer token, or an unknown, revoked or expired API key */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 401,
                     *       "detail": "Missing bearer access token",
                     *       "code": "unauthenticated"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description An API key without scope `settings:read` */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 403,
                     *       "detail": "Scope 'settings:read' required"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Validation failed: `errors` names each field */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 422,
                     *       "detail": "Validation failed: limit must not contain NUL characters or unpaired surrogates",
                     *       "code": "validation_failed",
                     *       "errors": [
                     *         {
                     *           "field": "limit",
                     *           "message": "limit must not contain NUL characters or unpaired surrogates"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description More than 600 requests in a minute from this caller (its user, or its address without a valid token); or: A new identity's first request that would create a workspace past 20 new workspaces an hour from its address (joining on an invite creates none) */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 429,
                     *       "detail": "Too many requests: the limit is 600 a minute; retry after 42 seconds",
                     *       "code": "rate_limited"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The database is unavailable or too busy: retry after Retry-After seconds */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 503,
                     *       "detail": "Database unavailable; retry shortly",
                     *       "code": "database_unavailable"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    createInvite: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes the write safe to retry: a repeat with the same key within 24 hours (same caller, method, path and body) answers the stored status and body with `Idempotent-Replayed: true` and changes nothing. 1-255 printable ASCII characters, surrounding spaces trimmed (400 otherwise); the same key on another request is 422; while the first request with the key still runs, 409 with Retry-After. Server errors (5xx) are not stored, so their retry runs; 4xx answers are. A random UUID per operation serves. */
                "Idempotency-Key"?: components["parameters"]["Idempotency-Key"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateInviteDto"];
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InviteResponse"];
                };
            };
            /** @description The body is not valid JSON, or is empty with Content-Type application/json; or both `Authorization` and `X-Api-Key` sent; or: Unusable Idempotency-Key */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 400,
                     *       "detail": "Request body is not valid JSON"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Missing or unacceptable bearer token, or an unknown, revoked or expired API key */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 401,
                     *       "detail": "Missing bearer access token",
                     *       "code": "unauthenticated"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The workspace is on the free plan */
            402: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 402,
                     *       "detail": "You're viewing demo data. Upgrade to a premium plan to manage your real pipeline.",
                     *       "code": "premium_required"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Admin-level role required; or, with an API key: Scope 'settings:write' required */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 403,
                     *       "detail": "Managers only",
                     *       "code": "forbidden"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Already a member, or already invited; or: A request with this Idempotency-Key is still running; retry after Retry-After seconds */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 409,
                     *       "detail": "grace@example.com is already invited",
                     *       "code": "conflict"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The body is larger than 1 MiB */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 413,
                     *       "detail": "Request body is larger than the 1 MiB limit"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The body is neither JSON nor text */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 415,
                     *       "detail": "Unsupported Content-Type; send application/json"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Validation failed: `errors` names each field; or: The Idempotency-Key was used for another request (method, path or body) */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 422,
                     *       "detail": "Validation failed: property role should not exist",
                     *       "code": "validation_failed",
                     *       "errors": [
                     *         {
                     *           "field": "role",
                     *           "message": "property role should not exist"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description More than 600 requests in a minute from this caller (its user, or its address without a valid token); or: A new identity's first request that would create a workspace past 20 new workspaces an hour from its address (joining on an invite creates none) */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 429,
                     *       "detail": "Too many requests: the limit is 600 a minute; retry after 42 seconds",
                     *       "code": "rate_limited"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The database is unavailable or too busy: retry after Retry-After seconds */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 503,
                     *       "detail": "Database unavailable; retry shortly",
                     *       "code": "database_unavailable"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    revokeInvite: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes the write safe to retry: a repeat with the same key within 24 hours (same caller, method, path and body) answers the stored status and body with `Idempotent-Replayed: true` and changes nothing. 1-255 printable ASCII characters, surrounding spaces trimmed (400 otherwise); the same key on another request is 422; while the first request with the key still runs, 409 with Retry-After. Server errors (5xx) are not stored, so their retry runs; 4xx answers are. A random UUID per operation serves. */
                "Idempotency-Key"?: components["parameters"]["Idempotency-Key"];
            };
            path: {
                /** @description The invite's id */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description No Content */
            204: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Both `Authorization` and `X-Api-Key` sent; or: Unusable Idempotency-Key */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 400,
                     *       "detail": "Send either Authorization or X-Api-Key, not both: a request authenticates one way"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Missing or unacceptable bearer token, or an unknown, revoked or expired API key */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 401,
                     *       "detail": "Missing bearer access token",
                     *       "code": "unauthenticated"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The workspace is on the free plan */
            402: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 402,
                     *       "detail": "You're viewing demo data. Upgrade to a premium plan to manage your real pipeline.",
                     *       "code": "premium_required"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Admin-level role required; or, with an API key: Scope 'settings:write' required */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 403,
                     *       "detail": "Managers only",
                     *       "code": "forbidden"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description No invite with this id, or not one the caller may see */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 404,
                     *       "detail": "Invite not found",
                     *       "code": "not_found"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The invite was already accepted; or: A request with this Idempotency-Key is still running; retry after Retry-After seconds */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 409,
                     *       "detail": "Invite was already accepted",
                     *       "code": "conflict"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Validation failed: `errors` names each field; or: The Idempotency-Key was used for another request (method, path or body) */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 422,
                     *       "detail": "Validation failed: id must not contain NUL characters or unpaired surrogates",
                     *       "code": "validation_failed",
                     *       "errors": [
                     *         {
                     *           "field": "id",
                     *           "message": "id must not contain NUL characters or unpaired surrogates"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description More than 600 requests in a minute from this caller (its user, or its address without a valid token); or: A new identity's first request that would create a workspace past 20 new workspaces an hour from its address (joining on an invite creates none) */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 429,
                     *       "detail": "Too many requests: the limit is 600 a minute; retry after 42 seconds",
                     *       "code": "rate_limited"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The database is unavailable or too busy: retry after Retry-After seconds */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 503,
                     *       "detail": "Database unavailable; retry shortly",
                     *       "code": "database_unavailable"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    removeMember: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes the write safe to retry: a repeat with the same key within 24 hours (same caller, method, path and body) answers the stored status and body with `Idempotent-Replayed: true` and changes nothing. 1-255 printable ASCII characters, surrounding spaces trimmed (400 otherwise); the same key on another request is 422; while the first request with the key still runs, 409 with Retry-After. Server errors (5xx) are not stored, so their retry runs; 4xx answers are. A random UUID per operation serves. */
                "Idempotency-Key"?: components["parameters"]["Idempotency-Key"];
            };
            path: {
                /** @description The member's id */
                user_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description No Content */
            204: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Both `Authorization` and `X-Api-Key` sent; or: Unusable Idempotency-Key */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 400,
                     *       "detail": "Send either Authorization or X-Api-Key, not both: a request authenticates one way"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Missing or unacceptable bearer token, or an unknown, revoked or expired API key */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 401,
                     *       "detail": "Missing bearer access token",
                     *       "code": "unauthenticated"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The workspace is on the free plan */
            402: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 402,
                     *       "detail": "You're viewing demo data. Upgrade to a premium plan to manage your real pipeline.",
                     *       "code": "premium_required"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description `Managers only`, or the target is the app owner; or, with an API key: Scope 'settings:write' required */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 403,
                     *       "detail": "Managers only",
                     *       "code": "forbidden"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description No member with this id, or not one the caller may see */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 404,
                     *       "detail": "Member not found",
                     *       "code": "not_found"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description It would leave the workspace without an admin; or: A request with this Idempotency-Key is still running; retry after Retry-After seconds */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 409,
                     *       "detail": "A workspace needs at least one admin; make another member an admin first",
                     *       "code": "conflict"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Validation failed: `errors` names each field; or: The Idempotency-Key was used for another request (method, path or body) */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 422,
                     *       "detail": "Validation failed: user_id must not contain NUL characters or unpaired surrogates",
                     *       "code": "validation_failed",
                     *       "errors": [
                     *         {
                     *           "field": "user_id",
                     *           "message": "user_id must not contain NUL characters or unpaired surrogates"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description More than 600 requests in a minute from this caller (its user, or its address without a valid token); or: A new identity's first request that would create a workspace past 20 new workspaces an hour from its address (joining on an invite creates none) */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 429,
                     *       "detail": "Too many requests: the limit is 600 a minute; retry after 42 seconds",
                     *       "code": "rate_limited"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The database is unavailable or too busy: retry after Retry-After seconds */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 503,
                     *       "detail": "Database unavailable; retry shortly",
                     *       "code": "database_unavailable"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    changeMemberRole: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes the write safe to retry: a repeat with the same key within 24 hours (same caller, method, path and body) answers the stored status and body with `Idempotent-Replayed: true` and changes nothing. 1-255 printable ASCII characters, surrounding spaces trimmed (400 otherwise); the same key on another request is 422; while the first request with the key still runs, 409 with Retry-After. Server errors (5xx) are not stored, so their retry runs; 4xx answers are. A random UUID per operation serves. */
                "Idempotency-Key"?: components["parameters"]["Idempotency-Key"];
            };
            path: {
                /** @description The member's id */
                user_id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ChangeRoleDto"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TeamMemberResponse"];
                };
            };
            /** @description The body is not valid JSON, or is empty with Content-Type application/json; or both `Authorization` and `X-Api-Key` sent; or: Unusable Idempotency-Key */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 400,
                     *       "detail": "Request body is not valid JSON"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Missing or unacceptable bearer token, or an unknown, revoked or expired API key */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 401,
                     *       "detail": "Missing bearer access token",
                     *       "code": "unauthenticated"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The workspace is on the free plan */
            402: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 402,
                     *       "detail": "You're viewing demo data. Upgrade to a premium plan to manage your real pipeline.",
                     *       "code": "premium_required"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description `Managers only`, or the target is the app owner (`The app owner's role cannot be changed`); or, with an API key: Scope 'settings:write' required */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 403,
                     *       "detail": "Managers only",
                     *       "code": "forbidden"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description No member with this id, or not one the caller may see */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 404,
                     *       "detail": "Member not found",
                     *       "code": "not_found"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description It would leave the workspace without an admin; or: A request with this Idempotency-Key is still running; retry after Retry-After seconds */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 409,
                     *       "detail": "A workspace needs at least one admin; make another member an admin first",
                     *       "code": "conflict"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The body is larger than 1 MiB */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 413,
                     *       "detail": "Request body is larger than the 1 MiB limit"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The body is neither JSON nor text */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 415,
                     *       "detail": "Unsupported Content-Type; send application/json"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Validation failed: `errors` names each field; or: The Idempotency-Key was used for another request (method, path or body) */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 422,
                     *       "detail": "Validation failed: property role should not exist",
                     *       "code": "validation_failed",
                     *       "errors": [
                     *         {
                     *           "field": "role",
                     *           "message": "property role should not exist"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description More than 600 requests in a minute from this caller (its user, or its address without a valid token); or: A new identity's first request that would create a workspace past 20 new workspaces an hour from its address (joining on an invite creates none) */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 429,
                     *       "detail": "Too many requests: the limit is 600 a minute; retry after 42 seconds",
                     *       "code": "rate_limited"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The database is unavailable or too busy: retry after Retry-After seconds */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 503,
                     *       "detail": "Database unavailable; retry shortly",
                     *       "code": "database_unavailable"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    getRoutingRule: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RoutingResponse"];
                };
            };
            /** @description Both `Authorization` and `X-Api-Key` sent */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 400,
                     *       "detail": "Send either Authorization or X-Api-Key, not both: a request authenticates one way"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Missing or unacceptable bearer token, or an unknown, revoked or expired API key */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 401,
                     *       "detail": "Missing bearer access token",
                     *       "code": "unauthenticated"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description An API key without scope `settings:read` */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 403,
                     *       "detail": "Scope 'settings:read' required"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description More than 600 requests in a minute from this caller (its user, or its address without a valid token); or: A new identity's first request that would create a workspace past 20 new workspaces an hour from its address (joining on an invite creates none) */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 429,
                     *       "detail": "Too many requests: the limit is 600 a minute; retry after 42 seconds",
                     *       "code": "rate_limited"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The database is unavailable or too busy: retry after Retry-After seconds */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 503,
                     *       "detail": "Database unavailable; retry shortly",
                     *       "code": "database_unavailable"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    replaceRoutingRule: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes the write safe to retry: a repeat with the same key within 24 hours (same caller, method, path and body) answers the stored status and body with `Idempotent-Replayed: true` and changes nothing. 1-255 printable ASCII characters, surrounding spaces trimmed (400 otherwise); the same key on another request is 422; while the first request with the key still runs, 409 with Retry-After. Server errors (5xx) are not stored, so their retry runs; 4xx answers are. A random UUID per operation serves. */
                "Idempotency-Key"?: components["parameters"]["Idempotency-Key"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ReplaceRoutingDto"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RoutingResponse"];
                };
            };
            /** @description The body is not valid JSON, or is empty with Content-Type application/json; or both `Authorization` and `X-Api-Key` sent; or: Unusable Idempotency-Key */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 400,
                     *       "detail": "Request body is not valid JSON"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Missing or unacceptable bearer token, or an unknown, revoked or expired API key */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 401,
                     *       "detail": "Missing bearer access token",
                     *       "code": "unauthenticated"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The workspace is on the free plan */
            402: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 402,
                     *       "detail": "You're viewing demo data. Upgrade to a premium plan to manage your real pipeline.",
                     *       "code": "premium_required"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Admin-level role required; or, with an API key: Scope 'settings:write' required */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 403,
                     *       "detail": "Managers only",
                     *       "code": "forbidden"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description A request with this Idempotency-Key is still running; retry after Retry-After seconds */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 409,
                     *       "detail": "A request with this Idempotency-Key is still being processed; retry it once that one has finished (safe to retry with the same key)"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The body is larger than 1 MiB */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 413,
                     *       "detail": "Request body is larger than the 1 MiB limit"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The body is neither JSON nor text */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 415,
                     *       "detail": "Unsupported Content-Type; send application/json"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Validation failed: `errors` names each field; or: The Idempotency-Key was used for another request (method, path or body) */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 422,
                     *       "detail": "Validation failed: property role should not exist",
                     *       "code": "validation_failed",
                     *       "errors": [
                     *         {
                     *           "field": "role",
                     *           "message": "property role should not exist"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description More than 600 requests in a minute from this caller (its user, or its address without a valid token); or: A new identity's first request that would create a workspace past 20 new workspaces an hour from its address (joining on an invite creates none) */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 429,
                     *       "detail": "Too many requests: the limit is 600 a minute; retry after 42 seconds",
                     *       "code": "rate_limited"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The database is unavailable or too busy: retry after Retry-After seconds */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 503,
                     *       "detail": "Database unavailable; retry shortly",
                     *       "code": "database_unavailable"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    listInteractions: {
        parameters: {
            query?: {
                /** @description Most items on the page */
                limit?: number;
                /** @description Opaque `next_cursor` of the previous page; leave out for the first page */
                cursor?: string;
                /** @description Only interactions of this type */
                type?: "call" | "email" | "meeting" | "note" | "message";
            };
            header?: never;
            path: {
                /** @description The contact's id */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InteractionPageResponse"];
                };
            };
            /** @description Both `Authorization` and `X-Api-Key` sent */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 400,
                     *       "detail": "Send either Authorization or X-Api-Key, not both: a request authenticates one way"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Missing or unacceptable bearer token, or an unknown, revoked or expired API key */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 401,
                     *       "detail": "Missing bearer access token",
                     *       "code": "unauthenticated"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description An API key without scope `activities:read` */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 403,
                     *       "detail": "Scope 'activities:read' required"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description No contact with this id, or not one the caller may see */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 404,
                     *       "detail": "Contact not found",
                     *       "code": "not_found"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Validation failed: `errors` names each field */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 422,
                     *       "detail": "Validation failed: id must not contain NUL characters or unpaired surrogates",
                     *       "code": "validation_failed",
                     *       "errors": [
                     *         {
                     *           "field": "id",
                     *           "message": "id must not contain NUL characters or unpaired surrogates"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description More than 600 requests in a minute from this caller (its user, or its address without a valid token); or: A new identity's first request that would create a workspace past 20 new workspaces an hour from its address (joining on an invite creates none) */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 429,
                     *       "detail": "Too many requests: the limit is 600 a minute; retry after 42 seconds",
                     *       "code": "rate_limited"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The database is unavailable or too busy: retry after Retry-After seconds */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 503,
                     *       "detail": "Database unavailable; retry shortly",
                     *       "code": "database_unavailable"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    logInteraction: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes the write safe to retry: a repeat with the same key within 24 hours (same caller, method, path and body) answers the stored status and body with `Idempotent-Replayed: true` and changes nothing. 1-255 printable ASCII characters, surrounding spaces trimmed (400 otherwise); the same key on another request is 422; while the first request with the key still runs, 409 with Retry-After. Server errors (5xx) are not stored, so their retry runs; 4xx answers are. A random UUID per operation serves. */
                "Idempotency-Key"?: components["parameters"]["Idempotency-Key"];
            };
            path: {
                /** @description The contact's id */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateInteractionDto"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InteractionResponse"];
                };
            };
            /** @description The body is not valid JSON, or is empty with Content-Type application/json; or both `Authorization` and `X-Api-Key` sent; or: Unusable Idempotency-Key */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 400,
                     *       "detail": "Request body is not valid JSON"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Missing or unacceptable bearer token, or an unknown, revoked or expired API key */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 401,
                     *       "detail": "Missing bearer access token",
                     *       "code": "unauthenticated"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The workspace is on the free plan */
            402: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 402,
                     *       "detail": "You're viewing demo data. Upgrade to a premium plan to manage your real pipeline.",
                     *       "code": "premium_required"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description An API key without scope `activities:write` */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 403,
                     *       "detail": "Scope 'activities:write' required"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description No contact with this id, or not one the caller may see */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 404,
                     *       "detail": "Contact not found",
                     *       "code": "not_found"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description A request with this Idempotency-Key is still running; retry after Retry-After seconds */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 409,
                     *       "detail": "A request with this Idempotency-Key is still being processed; retry it once that one has finished (safe to retry with the same key)"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The body is larger than 1 MiB */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 413,
                     *       "detail": "Request body is larger than the 1 MiB limit"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The body is neither JSON nor text */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 415,
                     *       "detail": "Unsupported Content-Type; send application/json"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Validation failed: `errors` names each field; or: The Idempotency-Key was used for another request (method, path or body) */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 422,
                     *       "detail": "Validation failed: property role should not exist",
                     *       "code": "validation_failed",
                     *       "errors": [
                     *         {
                     *           "field": "role",
                     *           "message": "property role should not exist"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description More than 600 requests in a minute from this caller (its user, or its address without a valid token); or: A new identity's first request that would create a workspace past 20 new workspaces an hour from its address (joining on an invite creates none) */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 429,
                     *       "detail": "Too many requests: the limit is 600 a minute; retry after 42 seconds",
                     *       "code": "rate_limited"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The database is unavailable or too busy: retry after Retry-After seconds */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 503,
                     *       "detail": "Database unavailable; retry shortly",
                     *       "code": "database_unavailable"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    scheduleFollowup: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes the write safe to retry: a repeat with the same key within 24 hours (same caller, method, path and body) answers the stored status and body with `Idempotent-Replayed: true` and changes nothing. 1-255 printable ASCII characters, surrounding spaces trimmed (400 otherwise); the same key on another request is 422; while the first request with the key still runs, 409 with Retry-After. Server errors (5xx) are not stored, so their retry runs; 4xx answers are. A random UUID per operation serves. */
                "Idempotency-Key"?: components["parameters"]["Idempotency-Key"];
            };
            path: {
                /** @description The contact's id */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateFollowupDto"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FollowupResponse"];
                };
            };
            /** @description The body is not valid JSON, or is empty with Content-Type application/json; or both `Authorization` and `X-Api-Key` sent; or: Unusable Idempotency-Key */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 400,
                     *       "detail": "Request body is not valid JSON"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Missing or unacceptable bearer token, or an unknown, revoked or expired API key */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 401,
                     *       "detail": "Missing bearer access token",
                     *       "code": "unauthenticated"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The workspace is on the free plan */
            402: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 402,
                     *       "detail": "You're viewing demo data. Upgrade to a premium plan to manage your real pipeline.",
                     *       "code": "premium_required"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description An API key without scope `activities:write` */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 403,
                     *       "detail": "Scope 'activities:write' required"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description No contact with this id, or not one the caller may see */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 404,
                     *       "detail": "Contact not found",
                     *       "code": "not_found"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description A request with this Idempotency-Key is still running; retry after Retry-After seconds */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 409,
                     *       "detail": "A request with this Idempotency-Key is still being processed; retry it once that one has finished (safe to retry with the same key)"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The body is larger than 1 MiB */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 413,
                     *       "detail": "Request body is larger than the 1 MiB limit"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The body is neither JSON nor text */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 415,
                     *       "detail": "Unsupported Content-Type; send application/json"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Validation failed: `errors` names each field; or: The Idempotency-Key was used for another request (method, path or body) */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 422,
                     *       "detail": "Validation failed: property role should not exist",
                     *       "code": "validation_failed",
                     *       "errors": [
                     *         {
                     *           "field": "role",
                     *           "message": "property role should not exist"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description More than 600 requests in a minute from this caller (its user, or its address without a valid token); or: A new identity's first request that would create a workspace past 20 new workspaces an hour from its address (joining on an invite creates none) */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 429,
                     *       "detail": "Too many requests: the limit is 600 a minute; retry after 42 seconds",
                     *       "code": "rate_limited"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The database is unavailable or too busy: retry after Retry-After seconds */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 503,
                     *       "detail": "Database unavailable; retry shortly",
                     *       "code": "database_unavailable"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    listFollowups: {
        parameters: {
            query?: {
                /** @description Most items on the page */
                limit?: number;
                /** @description Opaque `next_cursor` of the previous page; leave out for the first page */
                cursor?: string;
                /** @description Open, completed, or both */
                status?: "open" | "completed" | "all";
                /** @description An assignee id, or `me` */
                owner_id?: string;
                /** @description Only the follow-ups of this contact */
                contact_id?: string;
                /** @description scheduled_for >= this */
                due_from?: string;
                /** @description scheduled_for < this */
                due_before?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FollowupPageResponse"];
                };
            };
            /** @description Both `Authorization` and `X-Api-Key` sent */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 400,
                     *       "detail": "Send either Authorization or X-Api-Key, not both: a request authenticates one way"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Missing or unacceptable bearer token, or an unknown, revoked or expired API key */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 401,
                     *       "detail": "Missing bearer access token",
                     *       "code": "unauthenticated"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description An API key without scope `activities:read` */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 403,
                     *       "detail": "Scope 'activities:read' required"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Validation failed: `errors` names each field */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 422,
                     *       "detail": "Validation failed: limit must not contain NUL characters or unpaired surrogates",
                     *       "code": "validation_failed",
                     *       "errors": [
                     *         {
                     *           "field": "limit",
                     *           "message": "limit must not contain NUL characters or unpaired surrogates"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description More than 600 requests in a minute from this caller (its user, or its address without a valid token); or: A new identity's first request that would create a workspace past 20 new workspaces an hour from its address (joining on an invite creates none) */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 429,
                     *       "detail": "Too many requests: the limit is 600 a minute; retry after 42 seconds",
                     *       "code": "rate_limited"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The database is unavailable or too busy: retry after Retry-After seconds */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 503,
                     *       "detail": "Database unavailable; retry shortly",
                     *       "code": "database_unavailable"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    getFollowup: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The follow-up's id */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FollowupResponse"];
                };
            };
            /** @description Both `Authorization` and `X-Api-Key` sent */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 400,
                     *       "detail": "Send either Authorization or X-Api-Key, not both: a request authenticates one way"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Missing or unacceptable bearer token, or an unknown, revoked or expired API key */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 401,
                     *       "detail": "Missing bearer access token",
                     *       "code": "unauthenticated"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description An API key without scope `activities:read` */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 403,
                     *       "detail": "Scope 'activities:read' required"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description No follow-up with this id, or not one the caller may see */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 404,
                     *       "detail": "Follow-up not found",
                     *       "code": "not_found"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Validation failed: `errors` names each field */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 422,
                     *       "detail": "Validation failed: id must not contain NUL characters or unpaired surrogates",
                     *       "code": "validation_failed",
                     *       "errors": [
                     *         {
                     *           "field": "id",
                     *           "message": "id must not contain NUL characters or unpaired surrogates"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description More than 600 requests in a minute from this caller (its user, or its address without a valid token); or: A new identity's first request that would create a workspace past 20 new workspaces an hour from its address (joining on an invite creates none) */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 429,
                     *       "detail": "Too many requests: the limit is 600 a minute; retry after 42 seconds",
                     *       "code": "rate_limited"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The database is unavailable or too busy: retry after Retry-After seconds */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 503,
                     *       "detail": "Database unavailable; retry shortly",
                     *       "code": "database_unavailable"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    deleteFollowup: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes the write safe to retry: a repeat with the same key within 24 hours (same caller, method, path and body) answers the stored status and body with `Idempotent-Replayed: true` and changes nothing. 1-255 printable ASCII characters, surrounding spaces trimmed (400 otherwise); the same key on another request is 422; while the first request with the key still runs, 409 with Retry-After. Server errors (5xx) are not stored, so their retry runs; 4xx answers are. A random UUID per operation serves. */
                "Idempotency-Key"?: components["parameters"]["Idempotency-Key"];
            };
            path: {
                /** @description The follow-up's id */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description No Content */
            204: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Both `Authorization` and `X-Api-Key` sent; or: Unusable Idempotency-Key */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 400,
                     *       "detail": "Send either Authorization or X-Api-Key, not both: a request authenticates one way"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Missing or unacceptable bearer token, or an unknown, revoked or expired API key */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 401,
                     *       "detail": "Missing bearer access token",
                     *       "code": "unauthenticated"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The workspace is on the free plan */
            402: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 402,
                     *       "detail": "You're viewing demo data. Upgrade to a premium plan to manage your real pipeline.",
                     *       "code": "premium_required"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description An API key without scope `activities:write` */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 403,
                     *       "detail": "Scope 'activities:write' required"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description No follow-up with this id, or not one the caller may see */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 404,
                     *       "detail": "Follow-up not found",
                     *       "code": "not_found"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description A request with this Idempotency-Key is still running; retry after Retry-After seconds */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 409,
                     *       "detail": "A request with this Idempotency-Key is still being processed; retry it once that one has finished (safe to retry with the same key)"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Validation failed: `errors` names each field; or: The Idempotency-Key was used for another request (method, path or body) */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 422,
                     *       "detail": "Validation failed: id must not contain NUL characters or unpaired surrogates",
                     *       "code": "validation_failed",
                     *       "errors": [
                     *         {
                     *           "field": "id",
                     *           "message": "id must not contain NUL characters or unpaired surrogates"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description More than 600 requests in a minute from this caller (its user, or its address without a valid token); or: A new identity's first request that would create a workspace past 20 new workspaces an hour from its address (joining on an invite creates none) */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 429,
                     *       "detail": "Too many requests: the limit is 600 a minute; retry after 42 seconds",
                     *       "code": "rate_limited"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The database is unavailable or too busy: retry after Retry-After seconds */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 503,
                     *       "detail": "Database unavailable; retry shortly",
                     *       "code": "database_unavailable"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    updateFollowup: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes the write safe to retry: a repeat with the same key within 24 hours (same caller, method, path and body) answers the stored status and body with `Idempotent-Replayed: true` and changes nothing. 1-255 printable ASCII characters, surrounding spaces trimmed (400 otherwise); the same key on another request is 422; while the first request with the key still runs, 409 with Retry-After. Server errors (5xx) are not stored, so their retry runs; 4xx answers are. A random UUID per operation serves. */
                "Idempotency-Key"?: components["parameters"]["Idempotency-Key"];
            };
            path: {
                /** @description The follow-up's id */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpdateFollowupDto"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FollowupResponse"];
                };
            };
            /** @description The body is not valid JSON, or is empty with Content-Type application/json; or both `Authorization` and `X-Api-Key` sent; or: Unusable Idempotency-Key */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 400,
                     *       "detail": "Request body is not valid JSON"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Missing or unacceptable bearer token, or an unknown, revoked or expired API key */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 401,
                     *       "detail": "Missing bearer access token",
                     *       "code": "unauthenticated"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The workspace is on the free plan */
            402: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 402,
                     *       "detail": "You're viewing demo data. Upgrade to a premium plan to manage your real pipeline.",
                     *       "code": "premium_required"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description An API key without scope `activities:write` */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 403,
                     *       "detail": "Scope 'activities:write' required"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description No follow-up with this id, or not one the caller may see */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 404,
                     *       "detail": "Follow-up not found",
                     *       "code": "not_found"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The follow-up is already completed; or: A request with this Idempotency-Key is still running; retry after Retry-After seconds */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 409,
                     *       "detail": "Follow-up already completed",
                     *       "code": "conflict",
                     *       "completed_at": "2026-11-24T10:05:00.000Z"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The body is larger than 1 MiB */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 413,
                     *       "detail": "Request body is larger than the 1 MiB limit"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The body is neither JSON nor text */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 415,
                     *       "detail": "Unsupported Content-Type; send application/json"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Validation failed: `errors` names each field; or: The Idempotency-Key was used for another request (method, path or body) */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 422,
                     *       "detail": "Validation failed: property role should not exist",
                     *       "code": "validation_failed",
                     *       "errors": [
                     *         {
                     *           "field": "role",
                     *           "message": "property role should not exist"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description More than 600 requests in a minute from this caller (its user, or its address without a valid token); or: A new identity's first request that would create a workspace past 20 new workspaces an hour from its address (joining on an invite creates none) */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 429,
                     *       "detail": "Too many requests: the limit is 600 a minute; retry after 42 seconds",
                     *       "code": "rate_limited"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The database is unavailable or too busy: retry after Retry-After seconds */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 503,
                     *       "detail": "Database unavailable; retry shortly",
                     *       "code": "database_unavailable"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    completeFollowup: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes the write safe to retry: a repeat with the same key within 24 hours (same caller, method, path and body) answers the stored status and body with `Idempotent-Replayed: true` and changes nothing. 1-255 printable ASCII characters, surrounding spaces trimmed (400 otherwise); the same key on another request is 422; while the first request with the key still runs, 409 with Retry-After. Server errors (5xx) are not stored, so their retry runs; 4xx answers are. A random UUID per operation serves. */
                "Idempotency-Key"?: components["parameters"]["Idempotency-Key"];
            };
            path: {
                /** @description The follow-up's id */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FollowupResponse"];
                };
            };
            /** @description Both `Authorization` and `X-Api-Key` sent; or: Unusable Idempotency-Key */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 400,
                     *       "detail": "Send either Authorization or X-Api-Key, not both: a request authenticates one way"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Missing or unacceptable bearer token, or an unknown, revoked or expired API key */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 401,
                     *       "detail": "Missing bearer access token",
                     *       "code": "unauthenticated"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The workspace is on the free plan */
            402: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 402,
                     *       "detail": "You're viewing demo data. Upgrade to a premium plan to manage your real pipeline.",
                     *       "code": "premium_required"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description An API key without scope `activities:write` */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 403,
                     *       "detail": "Scope 'activities:write' required"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description No follow-up with this id, or not one the caller may see */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 404,
                     *       "detail": "Follow-up not found",
                     *       "code": "not_found"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The follow-up is already completed; or: A request with this Idempotency-Key is still running; retry after Retry-After seconds */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 409,
                     *       "detail": "Follow-up already completed",
                     *       "code": "conflict",
                     *       "completed_at": "2026-11-24T10:05:00.000Z"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Validation failed: `errors` names each field; or: The Idempotency-Key was used for another request (method, path or body) */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 422,
                     *       "detail": "Validation failed: id must not contain NUL characters or unpaired surrogates",
                     *       "code": "validation_failed",
                     *       "errors": [
                     *         {
                     *           "field": "id",
                     *           "message": "id must not contain NUL characters or unpaired surrogates"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description More than 600 requests in a minute from this caller (its user, or its address without a valid token); or: A new identity's first request that would create a workspace past 20 new workspaces an hour from its address (joining on an invite creates none) */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 429,
                     *       "detail": "Too many requests: the limit is 600 a minute; retry after 42 seconds",
                     *       "code": "rate_limited"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The database is unavailable or too busy: retry after Retry-After seconds */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 503,
                     *       "detail": "Database unavailable; retry shortly",
                     *       "code": "database_unavailable"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    getAgenda: {
        parameters: {
            query?: {
                /** @description How many calendar days after today `upcoming` covers */
                days?: number;
                /** @description Only follow-ups assigned to this member id, or `me` */
                owner_id?: string;
                /** @description Most items per bucket; `counts` tells how many there are in all */
                limit?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AgendaResponse"];
                };
            };
            /** @description Both `Authorization` and `X-Api-Key` sent */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 400,
                     *       "detail": "Send either Authorization or X-Api-Key, not both: a request authenticates one way"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Missing or unacceptable bearer token, or an unknown, revoked or expired API key */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 401,
                     *       "detail": "Missing bearer access token",
                     *       "code": "unauthenticated"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description An API key without scope `activities:read` */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 403,
                     *       "detail": "Scope 'activities:read' required"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Validation failed: `errors` names each field */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 422,
                     *       "detail": "Validation failed: days must not contain NUL characters or unpaired surrogates",
                     *       "code": "validation_failed",
                     *       "errors": [
                     *         {
                     *           "field": "days",
                     *           "message": "days must not contain NUL characters or unpaired surrogates"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description More than 600 requests in a minute from this caller (its user, or its address without a valid token); or: A new identity's first request that would create a workspace past 20 new workspaces an hour from its address (joining on an invite creates none) */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 429,
                     *       "detail": "Too many requests: the limit is 600 a minute; retry after 42 seconds",
                     *       "code": "rate_limited"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The database is unavailable or too busy: retry after Retry-After seconds */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 503,
                     *       "detail": "Database unavailable; retry shortly",
                     *       "code": "database_unavailable"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    getBoard: {
        parameters: {
            query?: {
                /** @description Contacts shown per column */
                per_stage?: number;
                /** @description Only this member's contacts */
                owner_id?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BoardResponse"];
                };
            };
            /** @description Both `Authorization` and `X-Api-Key` sent */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 400,
                     *       "detail": "Send either Authorization or X-Api-Key, not both: a request authenticates one way"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Missing or unacceptable bearer token, or an unknown, revoked or expired API key */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 401,
                     *       "detail": "Missing bearer access token",
                     *       "code": "unauthenticated"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description An API key without scope `contacts:read` */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 403,
                     *       "detail": "Scope 'contacts:read' required"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Validation failed: `errors` names each field */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 422,
                     *       "detail": "Validation failed: per_stage must not contain NUL characters or unpaired surrogates",
                     *       "code": "validation_failed",
                     *       "errors": [
                     *         {
                     *           "field": "per_stage",
                     *           "message": "per_stage must not contain NUL characters or unpaired surrogates"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description More than 600 requests in a minute from this caller (its user, or its address without a valid token); or: A new identity's first request that would create a workspace past 20 new workspaces an hour from its address (joining on an invite creates none) */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 429,
                     *       "detail": "Too many requests: the limit is 600 a minute; retry after 42 seconds",
                     *       "code": "rate_limited"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The database is unavailable or too busy: retry after Retry-After seconds */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 503,
                     *       "detail": "Database unavailable; retry shortly",
                     *       "code": "database_unavailable"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    listStageContacts: {
        parameters: {
            query?: {
                /** @description Most items on the page */
                limit?: number;
                /** @description Opaque `next_cursor` of the previous page; leave out for the first page */
                cursor?: string;
                /** @description Only this member's contacts */
                owner_id?: string;
            };
            header?: never;
            path: {
                /** @description A stage key of the workspace */
                key: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ContactPageResponse"];
                };
            };
            /** @description Both `Authorization` and `X-Api-Key` sent */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 400,
                     *       "detail": "Send either Authorization or X-Api-Key, not both: a request authenticates one way"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Missing or unacceptable bearer token, or an unknown, revoked or expired API key */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 401,
                     *       "detail": "Missing bearer access token",
                     *       "code": "unauthenticated"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description An API key without scope `contacts:read` */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 403,
                     *       "detail": "Scope 'contacts:read' required"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The key is not a stage of this workspace */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 404,
                     *       "detail": "Stage not found",
                     *       "code": "not_found"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Validation failed: `errors` names each field */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 422,
                     *       "detail": "Validation failed: key must not contain NUL characters or unpaired surrogates",
                     *       "code": "validation_failed",
                     *       "errors": [
                     *         {
                     *           "field": "key",
                     *           "message": "key must not contain NUL characters or unpaired surrogates"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description More than 600 requests in a minute from this caller (its user, or its address without a valid token); or: A new identity's first request that would create a workspace past 20 new workspaces an hour from its address (joining on an invite creates none) */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 429,
                     *       "detail": "Too many requests: the limit is 600 a minute; retry after 42 seconds",
                     *       "code": "rate_limited"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The database is unavailable or too busy: retry after Retry-After seconds */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 503,
                     *       "detail": "Database unavailable; retry shortly",
                     *       "code": "database_unavailable"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    getContactTimeline: {
        parameters: {
            query?: {
                /** @description Most items on the page */
                limit?: number;
                /** @description Opaque `next_cursor` of the previous page; leave out for the first page */
                cursor?: string;
            };
            header?: never;
            path: {
                /** @description The contact's id */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TimelinePageResponse"];
                };
            };
            /** @description Both `Authorization` and `X-Api-Key` sent */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 400,
                     *       "detail": "Send either Authorization or X-Api-Key, not both: a request authenticates one way"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Missing or unacceptable bearer token, or an unknown, revoked or expired API key */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 401,
                     *       "detail": "Missing bearer access token",
                     *       "code": "unauthenticated"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description An API key without scope `contacts:read` */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 403,
                     *       "detail": "Scope 'contacts:read' required"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description No contact with this id, or not one the caller may see */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 404,
                     *       "detail": "Contact not found",
                     *       "code": "not_found"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Validation failed: `errors` names each field */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 422,
                     *       "detail": "Validation failed: id must not contain NUL characters or unpaired surrogates",
                     *       "code": "validation_failed",
                     *       "errors": [
                     *         {
                     *           "field": "id",
                     *           "message": "id must not contain NUL characters or unpaired surrogates"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description More than 600 requests in a minute from this caller (its user, or its address without a valid token); or: A new identity's first request that would create a workspace past 20 new workspaces an hour from its address (joining on an invite creates none) */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 429,
                     *       "detail": "Too many requests: the limit is 600 a minute; retry after 42 seconds",
                     *       "code": "rate_limited"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The database is unavailable or too busy: retry after Retry-After seconds */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 503,
                     *       "detail": "Database unavailable; retry shortly",
                     *       "code": "database_unavailable"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    listSequences: {
        parameters: {
            query?: {
                /** @description Most items on the page */
                limit?: number;
                /** @description Opaque `next_cursor` of the previous page; leave out for the first page */
                cursor?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SequencePageResponse"];
                };
            };
            /** @description Both `Authorization` and `X-Api-Key` sent */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 400,
                     *       "detail": "Send either Authorization or X-Api-Key, not both: a request authenticates one way"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Missing or unacceptable bearer token, or an unknown, revoked or expired API key */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 401,
                     *       "detail": "Missing bearer access token",
                     *       "code": "unauthenticated"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description An API key without scope `sequences:read` */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 403,
                     *       "detail": "Scope 'sequences:read' required"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Validation failed: `errors` names each field */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 422,
                     *       "detail": "Validation failed: limit must not contain NUL characters or unpaired surrogates",
                     *       "code": "validation_failed",
                     *       "errors": [
                     *         {
                     *           "field": "limit",
                     *           "message": "limit must not contain NUL characters or unpaired surrogates"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description More than 600 requests in a minute from this caller (its user, or its address without a valid token); or: A new identity's first request that would create a workspace past 20 new workspaces an hour from its address (joining on an invite creates none) */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 429,
                     *       "detail": "Too many requests: the limit is 600 a minute; retry after 42 seconds",
                     *       "code": "rate_limited"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The database is unavailable or too busy: retry after Retry-After seconds */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 503,
                     *       "detail": "Database unavailable; retry shortly",
                     *       "code": "database_unavailable"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    createSequence: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes the write safe to retry: a repeat with the same key within 24 hours (same caller, method, path and body) answers the stored status and body with `Idempotent-Replayed: true` and changes nothing. 1-255 printable ASCII characters, surrounding spaces trimmed (400 otherwise); the same key on another request is 422; while the first request with the key still runs, 409 with Retry-After. Server errors (5xx) are not stored, so their retry runs; 4xx answers are. A random UUID per operation serves. */
                "Idempotency-Key"?: components["parameters"]["Idempotency-Key"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateSequenceDto"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SequenceResponse"];
                };
            };
            /** @description The body is not valid JSON, or is empty with Content-Type application/json; or both `Authorization` and `X-Api-Key` sent; or: Unusable Idempotency-Key */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 400,
                     *       "detail": "Request body is not valid JSON"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Missing or unacceptable bearer token, or an unknown, revoked or expired API key */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 401,
                     *       "detail": "Missing bearer access token",
                     *       "code": "unauthenticated"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The workspace is on the free plan */
            402: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 402,
                     *       "detail": "You're viewing demo data. Upgrade to a premium plan to manage your real pipeline.",
                     *       "code": "premium_required"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description An API key without scope `sequences:write` */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 403,
                     *       "detail": "Scope 'sequences:write' required"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description A request with this Idempotency-Key is still running; retry after Retry-After seconds */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 409,
                     *       "detail": "A request with this Idempotency-Key is still being processed; retry it once that one has finished (safe to retry with the same key)"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The body is larger than 1 MiB */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 413,
                     *       "detail": "Request body is larger than the 1 MiB limit"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The body is neither JSON nor text */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 415,
                     *       "detail": "Unsupported Content-Type; send application/json"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Validation failed: `errors` names each field; or: The Idempotency-Key was used for another request (method, path or body) */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 422,
                     *       "detail": "Validation failed: property role should not exist",
                     *       "code": "validation_failed",
                     *       "errors": [
                     *         {
                     *           "field": "role",
                     *           "message": "property role should not exist"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description More than 600 requests in a minute from this caller (its user, or its address without a valid token); or: A new identity's first request that would create a workspace past 20 new workspaces an hour from its address (joining on an invite creates none) */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 429,
                     *       "detail": "Too many requests: the limit is 600 a minute; retry after 42 seconds",
                     *       "code": "rate_limited"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The database is unavailable or too busy: retry after Retry-After seconds */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 503,
                     *       "detail": "Database unavailable; retry shortly",
                     *       "code": "database_unavailable"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    getSequence: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The sequence's id */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SequenceResponse"];
                };
            };
            /** @description Both `Authorization` and `X-Api-Key` sent */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 400,
                     *       "detail": "Send either Authorization or X-Api-Key, not both: a request authenticates one way"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Missing or unacceptable bearer token, or an unknown, revoked or expired API key */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 401,
                     *       "detail": "Missing bearer access token",
                     *       "code": "unauthenticated"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description An API key without scope `sequences:read` */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 403,
                     *       "detail": "Scope 'sequences:read' required"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description No sequence with this id, or not one the caller may see */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 404,
                     *       "detail": "Sequence not found",
                     *       "code": "not_found"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Validation failed: `errors` names each field */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 422,
                     *       "detail": "Validation failed: id must not contain NUL characters or unpaired surrogates",
                     *       "code": "validation_failed",
                     *       "errors": [
                     *         {
                     *           "field": "id",
                     *           "message": "id must not contain NUL characters or unpaired surrogates"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description More than 600 requests in a minute from this caller (its user, or its address without a valid token); or: A new identity's first request that would create a workspace past 20 new workspaces an hour from its address (joining on an invite creates none) */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 429,
                     *       "detail": "Too many requests: the limit is 600 a minute; retry after 42 seconds",
                     *       "code": "rate_limited"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The database is unavailable or too busy: retry after Retry-After seconds */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 503,
                     *       "detail": "Database unavailable; retry shortly",
                     *       "code": "database_unavailable"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    deleteSequence: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes the write safe to retry: a repeat with the same key within 24 hours (same caller, method, path and body) answers the stored status and body with `Idempotent-Replayed: true` and changes nothing. 1-255 printable ASCII characters, surrounding spaces trimmed (400 otherwise); the same key on another request is 422; while the first request with the key still runs, 409 with Retry-After. Server errors (5xx) are not stored, so their retry runs; 4xx answers are. A random UUID per operation serves. */
                "Idempotency-Key"?: components["parameters"]["Idempotency-Key"];
            };
            path: {
                /** @description The sequence's id */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description No Content */
            204: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Both `Authorization` and `X-Api-Key` sent; or: Unusable Idempotency-Key */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 400,
                     *       "detail": "Send either Authorization or X-Api-Key, not both: a request authenticates one way"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Missing or unacceptable bearer token, or an unknown, revoked or expired API key */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 401,
                     *       "detail": "Missing bearer access token",
                     *       "code": "unauthenticated"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The workspace is on the free plan */
            402: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 402,
                     *       "detail": "You're viewing demo data. Upgrade to a premium plan to manage your real pipeline.",
                     *       "code": "premium_required"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description An API key without scope `sequences:write` */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 403,
                     *       "detail": "Scope 'sequences:write' required"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description No sequence with this id, or not one the caller may see */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 404,
                     *       "detail": "Sequence not found",
                     *       "code": "not_found"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description A request with this Idempotency-Key is still running; retry after Retry-After seconds */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 409,
                     *       "detail": "A request with this Idempotency-Key is still being processed; retry it once that one has finished (safe to retry with the same key)"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Validation failed: `errors` names each field; or: The Idempotency-Key was used for another request (method, path or body) */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 422,
                     *       "detail": "Validation failed: id must not contain NUL characters or unpaired surrogates",
                     *       "code": "validation_failed",
                     *       "errors": [
                     *         {
                     *           "field": "id",
                     *           "message": "id must not contain NUL characters or unpaired surrogates"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description More than 600 requests in a minute from this caller (its user, or its address without a valid token); or: A new identity's first request that would create a workspace past 20 new workspaces an hour from its address (joining on an invite creates none) */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 429,
                     *       "detail": "Too many requests: the limit is 600 a minute; retry after 42 seconds",
                     *       "code": "rate_limited"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The database is unavailable or too busy: retry after Retry-After seconds */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 503,
                     *       "detail": "Database unavailable; retry shortly",
                     *       "code": "database_unavailable"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    updateSequence: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes the write safe to retry: a repeat with the same key within 24 hours (same caller, method, path and body) answers the stored status and body with `Idempotent-Replayed: true` and changes nothing. 1-255 printable ASCII characters, surrounding spaces trimmed (400 otherwise); the same key on another request is 422; while the first request with the key still runs, 409 with Retry-After. Server errors (5xx) are not stored, so their retry runs; 4xx answers are. A random UUID per operation serves. */
                "Idempotency-Key"?: components["parameters"]["Idempotency-Key"];
            };
            path: {
                /** @description The sequence's id */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpdateSequenceDto"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SequenceResponse"];
                };
            };
            /** @description The body is not valid JSON, or is empty with Content-Type application/json; or both `Authorization` and `X-Api-Key` sent; or: Unusable Idempotency-Key */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 400,
                     *       "detail": "Request body is not valid JSON"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Missing or unacceptable bearer token, or an unknown, revoked or expired API key */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 401,
                     *       "detail": "Missing bearer access token",
                     *       "code": "unauthenticated"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The workspace is on the free plan */
            402: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 402,
                     *       "detail": "You're viewing demo data. Upgrade to a premium plan to manage your real pipeline.",
                     *       "code": "premium_required"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description An API key without scope `sequences:write` */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 403,
                     *       "detail": "Scope 'sequences:write' required"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description No sequence with this id, or not one the caller may see */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 404,
                     *       "detail": "Sequence not found",
                     *       "code": "not_found"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description A request with this Idempotency-Key is still running; retry after Retry-After seconds */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 409,
                     *       "detail": "A request with this Idempotency-Key is still being processed; retry it once that one has finished (safe to retry with the same key)"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The body is larger than 1 MiB */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 413,
                     *       "detail": "Request body is larger than the 1 MiB limit"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The body is neither JSON nor text */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 415,
                     *       "detail": "Unsupported Content-Type; send application/json"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Validation failed: `errors` names each field; or: The Idempotency-Key was used for another request (method, path or body) */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 422,
                     *       "detail": "Validation failed: property role should not exist",
                     *       "code": "validation_failed",
                     *       "errors": [
                     *         {
                     *           "field": "role",
                     *           "message": "property role should not exist"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description More than 600 requests in a minute from this caller (its user, or its address without a valid token); or: A new identity's first request that would create a workspace past 20 new workspaces an hour from its address (joining on an invite creates none) */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 429,
                     *       "detail": "Too many requests: the limit is 600 a minute; retry after 42 seconds",
                     *       "code": "rate_limited"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The database is unavailable or too busy: retry after Retry-After seconds */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 503,
                     *       "detail": "Database unavailable; retry shortly",
                     *       "code": "database_unavailable"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    listEnrollments: {
        parameters: {
            query?: {
                /** @description Most items on the page */
                limit?: number;
                /** @description Opaque `next_cursor` of the previous page; leave out for the first page */
                cursor?: string;
                /** @description Enrollments in this status, or all of them */
                status?: "active" | "cancelled" | "finished" | "all";
            };
            header?: never;
            path: {
                /** @description The sequence's id */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EnrollmentPageResponse"];
                };
            };
            /** @description Both `Authorization` and `X-Api-Key` sent */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 400,
                     *       "detail": "Send either Authorization or X-Api-Key, not both: a request authenticates one way"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Missing or unacceptable bearer token, or an unknown, revoked or expired API key */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 401,
                     *       "detail": "Missing bearer access token",
                     *       "code": "unauthenticated"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description An API key without scope `sequences:read` */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 403,
                     *       "detail": "Scope 'sequences:read' required"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description No sequence with this id, or not one the caller may see */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 404,
                     *       "detail": "Sequence not found",
                     *       "code": "not_found"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Validation failed: `errors` names each field */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 422,
                     *       "detail": "Validation failed: id must not contain NUL characters or unpaired surrogates",
                     *       "code": "validation_failed",
                     *       "errors": [
                     *         {
                     *           "field": "id",
                     *           "message": "id must not contain NUL characters or unpaired surrogates"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description More than 600 requests in a minute from this caller (its user, or its address without a valid token); or: A new identity's first request that would create a workspace past 20 new workspaces an hour from its address (joining on an invite creates none) */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 429,
                     *       "detail": "Too many requests: the limit is 600 a minute; retry after 42 seconds",
                     *       "code": "rate_limited"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The database is unavailable or too busy: retry after Retry-After seconds */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 503,
                     *       "detail": "Database unavailable; retry shortly",
                     *       "code": "database_unavailable"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    enrollContacts: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes the write safe to retry: a repeat with the same key within 24 hours (same caller, method, path and body) answers the stored status and body with `Idempotent-Replayed: true` and changes nothing. 1-255 printable ASCII characters, surrounding spaces trimmed (400 otherwise); the same key on another request is 422; while the first request with the key still runs, 409 with Retry-After. Server errors (5xx) are not stored, so their retry runs; 4xx answers are. A random UUID per operation serves. */
                "Idempotency-Key"?: components["parameters"]["Idempotency-Key"];
            };
            path: {
                /** @description The sequence's id */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["EnrollDto"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EnrollResponse"];
                };
            };
            /** @description The body is not valid JSON, or is empty with Content-Type application/json; or both `Authorization` and `X-Api-Key` sent; or: Unusable Idempotency-Key */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 400,
                     *       "detail": "Request body is not valid JSON"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Missing or unacceptable bearer token, or an unknown, revoked or expired API key */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 401,
                     *       "detail": "Missing bearer access token",
                     *       "code": "unauthenticated"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The workspace is on the free plan */
            402: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 402,
                     *       "detail": "You're viewing demo data. Upgrade to a premium plan to manage your real pipeline.",
                     *       "code": "premium_required"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description An API key without scope `sequences:write` */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 403,
                     *       "detail": "Scope 'sequences:write' required"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description No sequence with this id, or not one the caller may see */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 404,
                     *       "detail": "Sequence not found",
                     *       "code": "not_found"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description A contact is already enrolled in this sequence; or: A request with this Idempotency-Key is still running; retry after Retry-After seconds */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 409,
                     *       "detail": "Contact is already enrolled in this sequence",
                     *       "code": "conflict",
                     *       "contact_ids": [
                     *         "0b7e4a52-9c3d-4f1e-a2b8-5d6c7e8f9a01"
                     *       ]
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The body is larger than 1 MiB */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 413,
                     *       "detail": "Request body is larger than the 1 MiB limit"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The body is neither JSON nor text */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 415,
                     *       "detail": "Unsupported Content-Type; send application/json"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Validation failed: `errors` names each field; or: The Idempotency-Key was used for another request (method, path or body) */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 422,
                     *       "detail": "Validation failed: property role should not exist",
                     *       "code": "validation_failed",
                     *       "errors": [
                     *         {
                     *           "field": "role",
                     *           "message": "property role should not exist"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description More than 600 requests in a minute from this caller (its user, or its address without a valid token); or: A new identity's first request that would create a workspace past 20 new workspaces an hour from its address (joining on an invite creates none) */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 429,
                     *       "detail": "Too many requests: the limit is 600 a minute; retry after 42 seconds",
                     *       "code": "rate_limited"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The database is unavailable or too busy: retry after Retry-After seconds */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 503,
                     *       "detail": "Database unavailable; retry shortly",
                     *       "code": "database_unavailable"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    cancelEnrollment: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes the write safe to retry: a repeat with the same key within 24 hours (same caller, method, path and body) answers the stored status and body with `Idempotent-Replayed: true` and changes nothing. 1-255 printable ASCII characters, surrounding spaces trimmed (400 otherwise); the same key on another request is 422; while the first request with the key still runs, 409 with Retry-After. Server errors (5xx) are not stored, so their retry runs; 4xx answers are. A random UUID per operation serves. */
                "Idempotency-Key"?: components["parameters"]["Idempotency-Key"];
            };
            path: {
                /** @description The sequence's id */
                id: string;
                /** @description The contact's id */
                contact_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description No Content */
            204: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Both `Authorization` and `X-Api-Key` sent; or: Unusable Idempotency-Key */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 400,
                     *       "detail": "Send either Authorization or X-Api-Key, not both: a request authenticates one way"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Missing or unacceptable bearer token, or an unknown, revoked or expired API key */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 401,
                     *       "detail": "Missing bearer access token",
                     *       "code": "unauthenticated"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The workspace is on the free plan */
            402: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 402,
                     *       "detail": "You're viewing demo data. Upgrade to a premium plan to manage your real pipeline.",
                     *       "code": "premium_required"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description An API key without scope `sequences:write` */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 403,
                     *       "detail": "Scope 'sequences:write' required"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description No contact with this id, or not one the caller may see */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 404,
                     *       "detail": "Contact not found",
                     *       "code": "not_found"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description A request with this Idempotency-Key is still running; retry after Retry-After seconds */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 409,
                     *       "detail": "A request with this Idempotency-Key is still being processed; retry it once that one has finished (safe to retry with the same key)"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Validation failed: `errors` names each field; or: The Idempotency-Key was used for another request (method, path or body) */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 422,
                     *       "detail": "Validation failed: id must not contain NUL characters or unpaired surrogates",
                     *       "code": "validation_failed",
                     *       "errors": [
                     *         {
                     *           "field": "id",
                     *           "message": "id must not contain NUL characters or unpaired surrogates"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description More than 600 requests in a minute from this caller (its user, or its address without a valid token); or: A new identity's first request that would create a workspace past 20 new workspaces an hour from its address (joining on an invite creates none) */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 429,
                     *       "detail": "Too many requests: the limit is 600 a minute; retry after 42 seconds",
                     *       "code": "rate_limited"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The database is unavailable or too busy: retry after Retry-After seconds */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 503,
                     *       "detail": "Database unavailable; retry shortly",
                     *       "code": "database_unavailable"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    getPipelineReport: {
        parameters: {
            query?: {
                /** @description A date (the start of that day in the workspace time zone) or an ISO 8601 datetime (no offset = UTC). Default: 29 days before the day of `to` */
                from?: string;
                /** @description A date (that whole day included, in the workspace time zone) or an ISO 8601 datetime (exclusive); not before `from`. Default: the end of today */
                to?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PipelineReportResponse"];
                };
            };
            /** @description Both `Authorization` and `X-Api-Key` sent */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 400,
                     *       "detail": "Send either Authorization or X-Api-Key, not both: a request authenticates one way"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Missing or unacceptable bearer token, or an unknown, revoked or expired API key */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 401,
                     *       "detail": "Missing bearer access token",
                     *       "code": "unauthenticated"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description An API key without scope `reports:read` */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 403,
                     *       "detail": "Scope 'reports:read' required"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Validation failed: `errors` names each field */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 422,
                     *       "detail": "Validation failed: from must not contain NUL characters or unpaired surrogates",
                     *       "code": "validation_failed",
                     *       "errors": [
                     *         {
                     *           "field": "from",
                     *           "message": "from must not contain NUL characters or unpaired surrogates"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description More than 600 requests in a minute from this caller (its user, or its address without a valid token); or: A new identity's first request that would create a workspace past 20 new workspaces an hour from its address (joining on an invite creates none) */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 429,
                     *       "detail": "Too many requests: the limit is 600 a minute; retry after 42 seconds",
                     *       "code": "rate_limited"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The database is unavailable or too busy: retry after Retry-After seconds */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 503,
                     *       "detail": "Database unavailable; retry shortly",
                     *       "code": "database_unavailable"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    getActivityReport: {
        parameters: {
            query?: {
                /** @description A date (the start of that day in the workspace time zone) or an ISO 8601 datetime (no offset = UTC). Default: 29 days before the day of `to` */
                from?: string;
                /** @description A date (that whole day included, in the workspace time zone) or an ISO 8601 datetime (exclusive); not before `from`. Default: the end of today */
                to?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ActivityReportResponse"];
                };
            };
            /** @description Both `Authorization` and `X-Api-Key` sent */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 400,
                     *       "detail": "Send either Authorization or X-Api-Key, not both: a request authenticates one way"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Missing or unacceptable bearer token, or an unknown, revoked or expired API key */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 401,
                     *       "detail": "Missing bearer access token",
                     *       "code": "unauthenticated"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description An API key without scope `reports:read` */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 403,
                     *       "detail": "Scope 'reports:read' required"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Validation failed: `errors` names each field */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 422,
                     *       "detail": "Validation failed: from must not contain NUL characters or unpaired surrogates",
                     *       "code": "validation_failed",
                     *       "errors": [
                     *         {
                     *           "field": "from",
                     *           "message": "from must not contain NUL characters or unpaired surrogates"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description More than 600 requests in a minute from this caller (its user, or its address without a valid token); or: A new identity's first request that would create a workspace past 20 new workspaces an hour from its address (joining on an invite creates none) */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 429,
                     *       "detail": "Too many requests: the limit is 600 a minute; retry after 42 seconds",
                     *       "code": "rate_limited"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The database is unavailable or too busy: retry after Retry-After seconds */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 503,
                     *       "detail": "Database unavailable; retry shortly",
                     *       "code": "database_unavailable"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    getFollowupsReport: {
        parameters: {
            query?: {
                /** @description A date (the start of that day in the workspace time zone) or an ISO 8601 datetime (no offset = UTC); bounds scheduled_for */
                from?: string;
                /** @description A date (that whole day included, in the workspace time zone) or an ISO 8601 datetime (exclusive); not before `from`; bounds scheduled_for */
                to?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FollowupsReportResponse"];
                };
            };
            /** @description Both `Authorization` and `X-Api-Key` sent */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 400,
                     *       "detail": "Send either Authorization or X-Api-Key, not both: a request authenticates one way"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Missing or unacceptable bearer token, or an unknown, revoked or expired API key */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 401,
                     *       "detail": "Missing bearer access token",
                     *       "code": "unauthenticated"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description An API key without scope `reports:read` */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 403,
                     *       "detail": "Scope 'reports:read' required"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Validation failed: `errors` names each field */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 422,
                     *       "detail": "Validation failed: from must not contain NUL characters or unpaired surrogates",
                     *       "code": "validation_failed",
                     *       "errors": [
                     *         {
                     *           "field": "from",
                     *           "message": "from must not contain NUL characters or unpaired surrogates"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description More than 600 requests in a minute from this caller (its user, or its address without a valid token); or: A new identity's first request that would create a workspace past 20 new workspaces an hour from its address (joining on an invite creates none) */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 429,
                     *       "detail": "Too many requests: the limit is 600 a minute; retry after 42 seconds",
                     *       "code": "rate_limited"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The database is unavailable or too busy: retry after Retry-After seconds */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 503,
                     *       "detail": "Database unavailable; retry shortly",
                     *       "code": "database_unavailable"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    listApiKeys: {
        parameters: {
            query?: {
                /** @description Most items on the page */
                limit?: number;
                /** @description Opaque `next_cursor` of the previous page; leave out for the first page */
                cursor?: string;
                /** @description Managers only: every member's keys in the workspace, not only yours */
                all?: boolean;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiKeyPageResponse"];
                };
            };
            /** @description Missing or unacceptable bearer token */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 401,
                     *       "detail": "Missing bearer access token",
                     *       "code": "unauthenticated"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description `all=true` by a non-manager */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 403,
                     *       "detail": "Managers only",
                     *       "code": "forbidden"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Validation failed: `errors` names each field */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 422,
                     *       "detail": "Validation failed: limit must not contain NUL characters or unpaired surrogates",
                     *       "code": "validation_failed",
                     *       "errors": [
                     *         {
                     *           "field": "limit",
                     *           "message": "limit must not contain NUL characters or unpaired surrogates"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description More than 600 requests in a minute from this caller (its user, or its address without a valid token); or: A new identity's first request that would create a workspace past 20 new workspaces an hour from its address (joining on an invite creates none) */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 429,
                     *       "detail": "Too many requests: the limit is 600 a minute; retry after 42 seconds",
                     *       "code": "rate_limited"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The database is unavailable or too busy: retry after Retry-After seconds */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 503,
                     *       "detail": "Database unavailable; retry shortly",
                     *       "code": "database_unavailable"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    createApiKey: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes the write safe to retry: a repeat with the same key within 24 hours (same caller, method, path and body) answers the stored status and body with `Idempotent-Replayed: true` and changes nothing. 1-255 printable ASCII characters, surrounding spaces trimmed (400 otherwise); the same key on another request is 422; while the first request with the key still runs, 409 with Retry-After. Server errors (5xx) are not stored, so their retry runs; 4xx answers are. A random UUID per operation serves. */
                "Idempotency-Key"?: components["parameters"]["Idempotency-Key"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateApiKeyDto"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CreatedApiKeyResponse"];
                };
            };
            /** @description The body is not valid JSON, or is empty with Content-Type application/json; or: Unusable Idempotency-Key */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 400,
                     *       "detail": "Request body is not valid JSON"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Missing or unacceptable bearer token */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 401,
                     *       "detail": "Missing bearer access token",
                     *       "code": "unauthenticated"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description A request with this Idempotency-Key is still running; retry after Retry-After seconds */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 409,
                     *       "detail": "A request with this Idempotency-Key is still being processed; retry it once that one has finished (safe to retry with the same key)"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The body is larger than 1 MiB */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 413,
                     *       "detail": "Request body is larger than the 1 MiB limit"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The body is neither JSON nor text */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 415,
                     *       "detail": "Unsupported Content-Type; send application/json"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Validation failed: `errors` names each field; or: The Idempotency-Key was used for another request (method, path or body) */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 422,
                     *       "detail": "Validation failed: property role should not exist",
                     *       "code": "validation_failed",
                     *       "errors": [
                     *         {
                     *           "field": "role",
                     *           "message": "property role should not exist"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description More than 600 requests in a minute from this caller (its user, or its address without a valid token); or: A new identity's first request that would create a workspace past 20 new workspaces an hour from its address (joining on an invite creates none) */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 429,
                     *       "detail": "Too many requests: the limit is 600 a minute; retry after 42 seconds",
                     *       "code": "rate_limited"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The database is unavailable or too busy: retry after Retry-After seconds */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 503,
                     *       "detail": "Database unavailable; retry shortly",
                     *       "code": "database_unavailable"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    revokeApiKey: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes the write safe to retry: a repeat with the same key within 24 hours (same caller, method, path and body) answers the stored status and body with `Idempotent-Replayed: true` and changes nothing. 1-255 printable ASCII characters, surrounding spaces trimmed (400 otherwise); the same key on another request is 422; while the first request with the key still runs, 409 with Retry-After. Server errors (5xx) are not stored, so their retry runs; 4xx answers are. A random UUID per operation serves. */
                "Idempotency-Key"?: components["parameters"]["Idempotency-Key"];
            };
            path: {
                /** @description The api key's id */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description No Content */
            204: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Unusable Idempotency-Key */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 400,
                     *       "detail": "Idempotency-Key must be 1 to 255 printable ASCII characters"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Missing or unacceptable bearer token */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 401,
                     *       "detail": "Missing bearer access token",
                     *       "code": "unauthenticated"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Another member's key, by a non-manager */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 403,
                     *       "detail": "Managers only",
                     *       "code": "forbidden"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description No api key with this id, or not one the caller may see */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 404,
                     *       "detail": "API key not found",
                     *       "code": "not_found"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description A request with this Idempotency-Key is still running; retry after Retry-After seconds */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 409,
                     *       "detail": "A request with this Idempotency-Key is still being processed; retry it once that one has finished (safe to retry with the same key)"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Validation failed: `errors` names each field; or: The Idempotency-Key was used for another request (method, path or body) */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 422,
                     *       "detail": "Validation failed: id must not contain NUL characters or unpaired surrogates",
                     *       "code": "validation_failed",
                     *       "errors": [
                     *         {
                     *           "field": "id",
                     *           "message": "id must not contain NUL characters or unpaired surrogates"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description More than 600 requests in a minute from this caller (its user, or its address without a valid token); or: A new identity's first request that would create a workspace past 20 new workspaces an hour from its address (joining on an invite creates none) */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 429,
                     *       "detail": "Too many requests: the limit is 600 a minute; retry after 42 seconds",
                     *       "code": "rate_limited"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The database is unavailable or too busy: retry after Retry-After seconds */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 503,
                     *       "detail": "Database unavailable; retry shortly",
                     *       "code": "database_unavailable"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    listWebhookEndpoints: {
        parameters: {
            query?: {
                /** @description Most items on the page */
                limit?: number;
                /** @description Opaque `next_cursor` of the previous page; leave out for the first page */
                cursor?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookEndpointPageResponse"];
                };
            };
            /** @description Both `Authorization` and `X-Api-Key` sent */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 400,
                     *       "detail": "Send either Authorization or X-Api-Key, not both: a request authenticates one way"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Missing or unacceptable bearer token, or an unknown, revoked or expired API key */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 401,
                     *       "detail": "Missing bearer access token",
                     *       "code": "unauthenticated"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Admin-level role required; or, with an API key: Scope 'webhooks:manage' required */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 403,
                     *       "detail": "Managers only",
                     *       "code": "forbidden"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Validation failed: `errors` names each field */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 422,
                     *       "detail": "Validation failed: limit must not contain NUL characters or unpaired surrogates",
                     *       "code": "validation_failed",
                     *       "errors": [
                     *         {
                     *           "field": "limit",
                     *           "message": "limit must not contain NUL characters or unpaired surrogates"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description More than 600 requests in a minute from this caller (its user, or its address without a valid token); or: A new identity's first request that would create a workspace past 20 new workspaces an hour from its address (joining on an invite creates none) */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 429,
                     *       "detail": "Too many requests: the limit is 600 a minute; retry after 42 seconds",
                     *       "code": "rate_limited"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The database is unavailable or too busy: retry after Retry-After seconds */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 503,
                     *       "detail": "Database unavailable; retry shortly",
                     *       "code": "database_unavailable"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    createWebhookEndpoint: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes the write safe to retry: a repeat with the same key within 24 hours (same caller, method, path and body) answers the stored status and body with `Idempotent-Replayed: true` and changes nothing. 1-255 printable ASCII characters, surrounding spaces trimmed (400 otherwise); the same key on another request is 422; while the first request with the key still runs, 409 with Retry-After. Server errors (5xx) are not stored, so their retry runs; 4xx answers are. A random UUID per operation serves. */
                "Idempotency-Key"?: components["parameters"]["Idempotency-Key"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateWebhookEndpointDto"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookEndpointWithSecretResponse"];
                };
            };
            /** @description The body is not valid JSON, or is empty with Content-Type application/json; or both `Authorization` and `X-Api-Key` sent; or: Unusable Idempotency-Key */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 400,
                     *       "detail": "Request body is not valid JSON"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Missing or unacceptable bearer token, or an unknown, revoked or expired API key */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 401,
                     *       "detail": "Missing bearer access token",
                     *       "code": "unauthenticated"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The workspace is on the free plan */
            402: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 402,
                     *       "detail": "You're viewing demo data. Upgrade to a premium plan to manage your real pipeline.",
                     *       "code": "premium_required"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Admin-level role required; or, with an API key: Scope 'webhooks:manage' required */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 403,
                     *       "detail": "Managers only",
                     *       "code": "forbidden"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description A request with this Idempotency-Key is still running; retry after Retry-After seconds */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 409,
                     *       "detail": "A request with this Idempotency-Key is still being processed; retry it once that one has finished (safe to retry with the same key)"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The body is larger than 1 MiB */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 413,
                     *       "detail": "Request body is larger than the 1 MiB limit"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The body is neither JSON nor text */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 415,
                     *       "detail": "Unsupported Content-Type; send application/json"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Validation failed, e.g. an http URL or a private address; or: The Idempotency-Key was used for another request (method, path or body) */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 422,
                     *       "detail": "Validation failed: url must use https",
                     *       "code": "validation_failed",
                     *       "errors": [
                     *         {
                     *           "field": "url",
                     *           "message": "url must use https"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description More than 600 requests in a minute from this caller (its user, or its address without a valid token); or: A new identity's first request that would create a workspace past 20 new workspaces an hour from its address (joining on an invite creates none) */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 429,
                     *       "detail": "Too many requests: the limit is 600 a minute; retry after 42 seconds",
                     *       "code": "rate_limited"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The database is unavailable or too busy: retry after Retry-After seconds */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 503,
                     *       "detail": "Database unavailable; retry shortly",
                     *       "code": "database_unavailable"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    getWebhookEndpoint: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The webhook endpoint's id */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookEndpointResponse"];
                };
            };
            /** @description Both `Authorization` and `X-Api-Key` sent */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 400,
                     *       "detail": "Send either Authorization or X-Api-Key, not both: a request authenticates one way"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Missing or unacceptable bearer token, or an unknown, revoked or expired API key */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 401,
                     *       "detail": "Missing bearer access token",
                     *       "code": "unauthenticated"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Admin-level role required; or, with an API key: Scope 'webhooks:manage' required */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 403,
                     *       "detail": "Managers only",
                     *       "code": "forbidden"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description No webhook endpoint with this id, or not one the caller may see */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 404,
                     *       "detail": "Webhook endpoint not found",
                     *       "code": "not_found"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Validation failed: `errors` names each field */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 422,
                     *       "detail": "Validation failed: id must not contain NUL characters or unpaired surrogates",
                     *       "code": "validation_failed",
                     *       "errors": [
                     *         {
                     *           "field": "id",
                     *           "message": "id must not contain NUL characters or unpaired surrogates"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description More than 600 requests in a minute from this caller (its user, or its address without a valid token); or: A new identity's first request that would create a workspace past 20 new workspaces an hour from its address (joining on an invite creates none) */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 429,
                     *       "detail": "Too many requests: the limit is 600 a minute; retry after 42 seconds",
                     *       "code": "rate_limited"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The database is unavailable or too busy: retry after Retry-After seconds */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 503,
                     *       "detail": "Database unavailable; retry shortly",
                     *       "code": "database_unavailable"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    deleteWebhookEndpoint: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes the write safe to retry: a repeat with the same key within 24 hours (same caller, method, path and body) answers the stored status and body with `Idempotent-Replayed: true` and changes nothing. 1-255 printable ASCII characters, surrounding spaces trimmed (400 otherwise); the same key on another request is 422; while the first request with the key still runs, 409 with Retry-After. Server errors (5xx) are not stored, so their retry runs; 4xx answers are. A random UUID per operation serves. */
                "Idempotency-Key"?: components["parameters"]["Idempotency-Key"];
            };
            path: {
                /** @description The webhook endpoint's id */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description No Content */
            204: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Both `Authorization` and `X-Api-Key` sent; or: Unusable Idempotency-Key */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 400,
                     *       "detail": "Send either Authorization or X-Api-Key, not both: a request authenticates one way"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Missing or unacceptable bearer token, or an unknown, revoked or expired API key */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 401,
                     *       "detail": "Missing bearer access token",
                     *       "code": "unauthenticated"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The workspace is on the free plan */
            402: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 402,
                     *       "detail": "You're viewing demo data. Upgrade to a premium plan to manage your real pipeline.",
                     *       "code": "premium_required"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Admin-level role required; or, with an API key: Scope 'webhooks:manage' required */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 403,
                     *       "detail": "Managers only",
                     *       "code": "forbidden"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description No webhook endpoint with this id, or not one the caller may see */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 404,
                     *       "detail": "Webhook endpoint not found",
                     *       "code": "not_found"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description A request with this Idempotency-Key is still running; retry after Retry-After seconds */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 409,
                     *       "detail": "A request with this Idempotency-Key is still being processed; retry it once that one has finished (safe to retry with the same key)"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Validation failed: `errors` names each field; or: The Idempotency-Key was used for another request (method, path or body) */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 422,
                     *       "detail": "Validation failed: id must not contain NUL characters or unpaired surrogates",
                     *       "code": "validation_failed",
                     *       "errors": [
                     *         {
                     *           "field": "id",
                     *           "message": "id must not contain NUL characters or unpaired surrogates"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description More than 600 requests in a minute from this caller (its user, or its address without a valid token); or: A new identity's first request that would create a workspace past 20 new workspaces an hour from its address (joining on an invite creates none) */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 429,
                     *       "detail": "Too many requests: the limit is 600 a minute; retry after 42 seconds",
                     *       "code": "rate_limited"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The database is unavailable or too busy: retry after Retry-After seconds */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 503,
                     *       "detail": "Database unavailable; retry shortly",
                     *       "code": "database_unavailable"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    updateWebhookEndpoint: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes the write safe to retry: a repeat with the same key within 24 hours (same caller, method, path and body) answers the stored status and body with `Idempotent-Replayed: true` and changes nothing. 1-255 printable ASCII characters, surrounding spaces trimmed (400 otherwise); the same key on another request is 422; while the first request with the key still runs, 409 with Retry-After. Server errors (5xx) are not stored, so their retry runs; 4xx answers are. A random UUID per operation serves. */
                "Idempotency-Key"?: components["parameters"]["Idempotency-Key"];
            };
            path: {
                /** @description The webhook endpoint's id */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpdateWebhookEndpointDto"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookEndpointResponse"];
                };
            };
            /** @description The body is not valid JSON, or is empty with Content-Type application/json; or both `Authorization` and `X-Api-Key` sent; or: Unusable Idempotency-Key */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 400,
                     *       "detail": "Request body is not valid JSON"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Missing or unacceptable bearer token, or an unknown, revoked or expired API key */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 401,
                     *       "detail": "Missing bearer access token",
                     *       "code": "unauthenticated"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The workspace is on the free plan */
            402: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 402,
                     *       "detail": "You're viewing demo data. Upgrade to a premium plan to manage your real pipeline.",
                     *       "code": "premium_required"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Admin-level role required; or, with an API key: Scope 'webhooks:manage' required */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 403,
                     *       "detail": "Managers only",
                     *       "code": "forbidden"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description No webhook endpoint with this id, or not one the caller may see */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 404,
                     *       "detail": "Webhook endpoint not found",
                     *       "code": "not_found"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description A request with this Idempotency-Key is still running; retry after Retry-After seconds */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 409,
                     *       "detail": "A request with this Idempotency-Key is still being processed; retry it once that one has finished (safe to retry with the same key)"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The body is larger than 1 MiB */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 413,
                     *       "detail": "Request body is larger than the 1 MiB limit"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The body is neither JSON nor text */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 415,
                     *       "detail": "Unsupported Content-Type; send application/json"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Validation failed, e.g. an http URL or a private address; or: The Idempotency-Key was used for another request (method, path or body) */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 422,
                     *       "detail": "Validation failed: url must use https",
                     *       "code": "validation_failed",
                     *       "errors": [
                     *         {
                     *           "field": "url",
                     *           "message": "url must use https"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description More than 600 requests in a minute from this caller (its user, or its address without a valid token); or: A new identity's first request that would create a workspace past 20 new workspaces an hour from its address (joining on an invite creates none) */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 429,
                     *       "detail": "Too many requests: the limit is 600 a minute; retry after 42 seconds",
                     *       "code": "rate_limited"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The database is unavailable or too busy: retry after Retry-After seconds */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 503,
                     *       "detail": "Database unavailable; retry shortly",
                     *       "code": "database_unavailable"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    rotateWebhookSecret: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes the write safe to retry: a repeat with the same key within 24 hours (same caller, method, path and body) answers the stored status and body with `Idempotent-Replayed: true` and changes nothing. 1-255 printable ASCII characters, surrounding spaces trimmed (400 otherwise); the same key on another request is 422; while the first request with the key still runs, 409 with Retry-After. Server errors (5xx) are not stored, so their retry runs; 4xx answers are. A random UUID per operation serves. */
                "Idempotency-Key"?: components["parameters"]["Idempotency-Key"];
            };
            path: {
                /** @description The webhook endpoint's id */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookEndpointWithSecretResponse"];
                };
            };
            /** @description Both `Authorization` and `X-Api-Key` sent; or: Unusable Idempotency-Key */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 400,
                     *       "detail": "Send either Authorization or X-Api-Key, not both: a request authenticates one way"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Missing or unacceptable bearer token, or an unknown, revoked or expired API key */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 401,
                     *       "detail": "Missing bearer access token",
                     *       "code": "unauthenticated"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The workspace is on the free plan */
            402: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 402,
                     *       "detail": "You're viewing demo data. Upgrade to a premium plan to manage your real pipeline.",
                     *       "code": "premium_required"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Admin-level role required; or, with an API key: Scope 'webhooks:manage' required */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 403,
                     *       "detail": "Managers only",
                     *       "code": "forbidden"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description No webhook endpoint with this id, or not one the caller may see */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 404,
                     *       "detail": "Webhook endpoint not found",
                     *       "code": "not_found"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description A request with this Idempotency-Key is still running; retry after Retry-After seconds */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 409,
                     *       "detail": "A request with this Idempotency-Key is still being processed; retry it once that one has finished (safe to retry with the same key)"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Validation failed: `errors` names each field; or: The Idempotency-Key was used for another request (method, path or body) */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 422,
                     *       "detail": "Validation failed: id must not contain NUL characters or unpaired surrogates",
                     *       "code": "validation_failed",
                     *       "errors": [
                     *         {
                     *           "field": "id",
                     *           "message": "id must not contain NUL characters or unpaired surrogates"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description More than 600 requests in a minute from this caller (its user, or its address without a valid token); or: A new identity's first request that would create a workspace past 20 new workspaces an hour from its address (joining on an invite creates none) */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 429,
                     *       "detail": "Too many requests: the limit is 600 a minute; retry after 42 seconds",
                     *       "code": "rate_limited"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The database is unavailable or too busy: retry after Retry-After seconds */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 503,
                     *       "detail": "Database unavailable; retry shortly",
                     *       "code": "database_unavailable"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    testWebhookEndpoint: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes the write safe to retry: a repeat with the same key within 24 hours (same caller, method, path and body) answers the stored status and body with `Idempotent-Replayed: true` and changes nothing. 1-255 printable ASCII characters, surrounding spaces trimmed (400 otherwise); the same key on another request is 422; while the first request with the key still runs, 409 with Retry-After. Server errors (5xx) are not stored, so their retry runs; 4xx answers are. A random UUID per operation serves. */
                "Idempotency-Key"?: components["parameters"]["Idempotency-Key"];
            };
            path: {
                /** @description The webhook endpoint's id */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Accepted */
            202: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookPingResponse"];
                };
            };
            /** @description Both `Authorization` and `X-Api-Key` sent; or: Unusable Idempotency-Key */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 400,
                     *       "detail": "Send either Authorization or X-Api-Key, not both: a request authenticates one way"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Missing or unacceptable bearer token, or an unknown, revoked or expired API key */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 401,
                     *       "detail": "Missing bearer access token",
                     *       "code": "unauthenticated"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The workspace is on the free plan */
            402: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 402,
                     *       "detail": "You're viewing demo data. Upgrade to a premium plan to manage your real pipeline.",
                     *       "code": "premium_required"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Admin-level role required; or, with an API key: Scope 'webhooks:manage' required */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 403,
                     *       "detail": "Managers only",
                     *       "code": "forbidden"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description No webhook endpoint with this id, or not one the caller may see */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 404,
                     *       "detail": "Webhook endpoint not found",
                     *       "code": "not_found"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The endpoint is off; or: A request with this Idempotency-Key is still running; retry after Retry-After seconds */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 409,
                     *       "detail": "Webhook endpoint is not active: activate it to send a test ping",
                     *       "code": "conflict"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Validation failed: `errors` names each field; or: The Idempotency-Key was used for another request (method, path or body) */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 422,
                     *       "detail": "Validation failed: id must not contain NUL characters or unpaired surrogates",
                     *       "code": "validation_failed",
                     *       "errors": [
                     *         {
                     *           "field": "id",
                     *           "message": "id must not contain NUL characters or unpaired surrogates"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description More than 600 requests in a minute from this caller (its user, or its address without a valid token); or: A new identity's first request that would create a workspace past 20 new workspaces an hour from its address (joining on an invite creates none) */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 429,
                     *       "detail": "Too many requests: the limit is 600 a minute; retry after 42 seconds",
                     *       "code": "rate_limited"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The database is unavailable or too busy: retry after Retry-After seconds */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 503,
                     *       "detail": "Database unavailable; retry shortly",
                     *       "code": "database_unavailable"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    listWebhookDeliveries: {
        parameters: {
            query?: {
                /** @description Most items on the page */
                limit?: number;
                /** @description Opaque `next_cursor` of the previous page; leave out for the first page */
                cursor?: string;
                /** @description Only attempts in this state */
                status?: "pending" | "succeeded" | "failed";
            };
            header?: never;
            path: {
                /** @description The webhook endpoint's id */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookDeliveryPageResponse"];
                };
            };
            /** @description Both `Authorization` and `X-Api-Key` sent */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 400,
                     *       "detail": "Send either Authorization or X-Api-Key, not both: a request authenticates one way"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Missing or unacceptable bearer token, or an unknown, revoked or expired API key */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 401,
                     *       "detail": "Missing bearer access token",
                     *       "code": "unauthenticated"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Admin-level role required; or, with an API key: Scope 'webhooks:manage' required */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 403,
                     *       "detail": "Managers only",
                     *       "code": "forbidden"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description No webhook endpoint with this id, or not one the caller may see */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 404,
                     *       "detail": "Webhook endpoint not found",
                     *       "code": "not_found"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Validation failed: `errors` names each field */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 422,
                     *       "detail": "Validation failed: id must not contain NUL characters or unpaired surrogates",
                     *       "code": "validation_failed",
                     *       "errors": [
                     *         {
                     *           "field": "id",
                     *           "message": "id must not contain NUL characters or unpaired surrogates"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description More than 600 requests in a minute from this caller (its user, or its address without a valid token); or: A new identity's first request that would create a workspace past 20 new workspaces an hour from its address (joining on an invite creates none) */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 429,
                     *       "detail": "Too many requests: the limit is 600 a minute; retry after 42 seconds",
                     *       "code": "rate_limited"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The database is unavailable or too busy: retry after Retry-After seconds */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 503,
                     *       "detail": "Database unavailable; retry shortly",
                     *       "code": "database_unavailable"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    redeliverWebhookDelivery: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes the write safe to retry: a repeat with the same key within 24 hours (same caller, method, path and body) answers the stored status and body with `Idempotent-Replayed: true` and changes nothing. 1-255 printable ASCII characters, surrounding spaces trimmed (400 otherwise); the same key on another request is 422; while the first request with the key still runs, 409 with Retry-After. Server errors (5xx) are not stored, so their retry runs; 4xx answers are. A random UUID per operation serves. */
                "Idempotency-Key"?: components["parameters"]["Idempotency-Key"];
            };
            path: {
                /** @description The webhook endpoint's id */
                id: string;
                /** @description The webhook delivery's id */
                delivery_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Accepted */
            202: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookDeliveryResponse"];
                };
            };
            /** @description Both `Authorization` and `X-Api-Key` sent; or: Unusable Idempotency-Key */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 400,
                     *       "detail": "Send either Authorization or X-Api-Key, not both: a request authenticates one way"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Missing or unacceptable bearer token, or an unknown, revoked or expired API key */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 401,
                     *       "detail": "Missing bearer access token",
                     *       "code": "unauthenticated"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The workspace is on the free plan */
            402: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 402,
                     *       "detail": "You're viewing demo data. Upgrade to a premium plan to manage your real pipeline.",
                     *       "code": "premium_required"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Admin-level role required; or, with an API key: Scope 'webhooks:manage' required */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 403,
                     *       "detail": "Managers only",
                     *       "code": "forbidden"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description No webhook delivery with this id, or not one the caller may see */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 404,
                     *       "detail": "Webhook delivery not found",
                     *       "code": "not_found"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The endpoint is not active; or: A request with this Idempotency-Key is still running; retry after Retry-After seconds */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 409,
                     *       "detail": "Webhook endpoint is not active: activate it to redeliver",
                     *       "code": "conflict"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Validation failed: `errors` names each field; or: The Idempotency-Key was used for another request (method, path or body) */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 422,
                     *       "detail": "Validation failed: id must not contain NUL characters or unpaired surrogates",
                     *       "code": "validation_failed",
                     *       "errors": [
                     *         {
                     *           "field": "id",
                     *           "message": "id must not contain NUL characters or unpaired surrogates"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description More than 600 requests in a minute from this caller (its user, or its address without a valid token); or: A new identity's first request that would create a workspace past 20 new workspaces an hour from its address (joining on an invite creates none) */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 429,
                     *       "detail": "Too many requests: the limit is 600 a minute; retry after 42 seconds",
                     *       "code": "rate_limited"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The database is unavailable or too busy: retry after Retry-After seconds */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 503,
                     *       "detail": "Database unavailable; retry shortly",
                     *       "code": "database_unavailable"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
}
