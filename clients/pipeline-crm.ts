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
        get: operations["HealthController_check"];
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
        get: operations["HealthController_ready"];
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
         * @description The first request of an identity provisions it: a pending invite joins the inviting workspace with the invited role; otherwise a new free workspace is created with the user as its `admin` (OWNER_EMAILS get `super_admin`). Repopulates the demo data of a free workspace when it is missing (after a demo reset); concurrent sign-ins seed once. Demo leads sit in every stage (some dormant), each with two or three past interactions, the latest at its last activity; open follow-ups are overdue, due later today and upcoming relative to the time of seeding, a few are completed (on time and late); there are two sequences and a sample teammate. A free workspace reads only demo rows, a premium one only real rows.
         */
        get: operations["MeController_signIn"];
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
         * List contacts, newest first, with filters
         * @description Filters combine: `stage` (a key), `owner_id`, `dormant=true|false` and `q`, a case-insensitive substring search over first and last name, e-mail and company together (`ada lovelace` matches Ada Lovelace). Every contact carries the derived `dormant` and `days_inactive`.
         */
        get: operations["ContactsController_list"];
        put?: never;
        /**
         * Create a contact (premium); answers 200 with the contact
         * @description `first_name` is required. `stage` defaults to the first open stage. Without `owner_id` the owner comes from routing (`GET /routing`; the creator under manual routing); `owner_id: null` leaves the contact unassigned and uses no routing turn. `last_activity_at` starts at now, and the entry into the pipeline is recorded as a stage move (`from_stage: null`).
         */
        post: operations["ContactsController_create"];
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
         * @description A contact is dormant when its `last_activity_at` is at least `dormancy_days` (settings) whole days of 24 h ago, computed at read time and never stored; `threshold_days` is that setting. `last_activity_at` is set at creation and bumped only by a stage change, logging an interaction and scheduling a follow-up. Editing a contact, completing, editing or deleting a follow-up, and every read leave it alone.
         */
        get: operations["ContactsController_dormant"];
        put?: never;
        post?: never;
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
         * @description Another workspace's contact is 404 `Contact not found`, as an unknown id is.
         */
        get: operations["ContactsController_get"];
        put?: never;
        post?: never;
        /**
         * Delete a contact (premium)
         * @description Its interactions, follow-ups, stage moves and sequence enrollments are deleted with it.
         */
        delete: operations["ContactsController_remove"];
        options?: never;
        head?: never;
        /**
         * Edit fields (premium); does not change stage or last_activity_at
         * @description Fields only: the stage changes through `POST /contacts/{id}/stage`. Editing is not activity, so the contact stays as dormant as it was.
         */
        patch: operations["ContactsController_update"];
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
         * @description `{ "stage": "<key>" }`; an unknown key is 422 naming the valid ones. Sets `last_activity_at` to now and records the move (from, to, by, at) in one transaction. Posting the stage the contact is already in still counts as activity but records no move. A move into a won- or lost-kind stage (the kind comes from the workspace stages, so a custom `gone_cold` of kind `lost` counts) finishes every active sequence enrollment of the contact and cancels their open follow-ups, in the same transaction.
         */
        post: operations["ContactsController_changeStage"];
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
        get: operations["BillingController_status"];
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
         * @description Any member may start it. Creates a Checkout Session in subscription mode for STRIPE_PRICE_ID; send the browser to `url`. The session carries the workspace id as `metadata.company_id` (also on the subscription) and `client_reference_id`, and the caller's e-mail (or the workspace's known Stripe customer). Stripe returns to `<APP_URL>/billing?checkout=success&session_id=...` or `<APP_URL>/billing?checkout=cancelled`. Repeated calls by one user within 10 minutes, or with the same `Idempotency-Key`, answer the same session. Payments disabled: 409 naming `/billing/simulate-payment`; already premium: 409. Stripe unreachable or busy: 503; Stripe failing or refusing: 502; never a 500. The upgrade itself arrives through the webhook.
         */
        post: operations["BillingController_checkout"];
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
        post: operations["BillingController_simulatePayment"];
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
        post: operations["BillingController_devUpgrade"];
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
        post: operations["PaymentsWebhookController_receive"];
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
        get: operations["AdminController_listCompanies"];
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
        post: operations["AdminController_togglePremium"];
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
        post: operations["AdminController_resetDemo"];
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
        get: operations["AdminController_listTierChanges"];
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
         * @description Open to every member; writing them needs a manager and a premium workspace.
         */
        get: operations["SettingsController_get"];
        /**
         * Replace the settings (managers, premium)
         * @description Full replacement: `dormancy_days` (1-365, applies from the next read), `timezone` and `stages` are all required. `timezone` must be an IANA zone known to both PostgreSQL and Node (`europe/paris` is stored as `Europe/Paris`); offsets such as `+01:00` are refused because they ignore daylight saving. `stages` lists 1-20 stages in board order; keys are unique lowercase slugs of up to 40 characters, labels 1-60 characters, and at least one stage is `open` (new contacts land in the first one). To rename a stage keep its key and change the label. Leaving out a stage that still holds real contacts is 409 (`Stage 'proposal' still holds 3 contacts; move them first`); demo contacts never block. The check and the write hold a lock on the workspace that contact creation and stage changes also take, so no contact slips into a stage while it is being removed.
         */
        put: operations["SettingsController_replace"];
        post?: never;
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
         * @description Real members always; a free workspace also lists its sample teammate (`is_demo: true`, `demo.rep+<workspace id>@demo.invalid`, never able to sign in), who owns part of the demo contacts and goes with the rest of the demo data on a demo reset.
         */
        get: operations["TeamController_list"];
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
         * @description An invite leaves the list once accepted (at the first sign-in of its e-mail).
         */
        get: operations["TeamController_listInvites"];
        put?: never;
        /**
         * Invite someone by e-mail (managers, premium)
         * @description Answers 201 with the invite. The invitee joins this workspace with `role` (`member` or `admin`) at their first sign-in. 409 when the e-mail is already a member or already invited here. Someone with an account elsewhere gets the same 201 (the answer reveals nothing about other workspaces), but a user belongs to one workspace, so that invite never takes effect; nor does one for the app owner. Several workspaces may invite the same e-mail; the newest invite wins at sign-in.
         */
        post: operations["TeamController_invite"];
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
         * @description Answers 204; an invite already accepted is 409.
         */
        delete: operations["TeamController_revokeInvite"];
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
         * @description Answers 204. Their contacts become unassigned and routing skips them; their next sign-in starts afresh (a pending invite, or a workspace of their own), so they can be invited back. The app owner cannot be removed (403); the last admin neither (409).
         */
        delete: operations["TeamController_remove"];
        options?: never;
        head?: never;
        /**
         * Change a member's role (managers, premium)
         * @description `member` or `admin` only (`super_admin` is 422), effective on their next request. The app owner's role cannot be changed here (403; it comes from OWNER_EMAILS). A workspace keeps at least one manager: the last admin stepping down is 409.
         */
        patch: operations["TeamController_changeRole"];
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
         * @description `next_member_id` says who gets the next one under round robin. The demo data of a free workspace routes round robin over the signed-in user and its sample teammate.
         */
        get: operations["RoutingController_get"];
        /**
         * Replace the routing rule (managers, premium)
         * @description Both fields are required. `manual` gives a contact created without `owner_id` to its creator; `round_robin` to the next of `member_ids` (distinct members of this workspace, at least one), in order. The turn is taken atomically inside the contact's transaction, so concurrent creations split evenly and a failed creation gives its turn back. Members who have left are skipped (with nobody left, the creator gets it). Saving the same rule keeps the turn; changing the strategy or the list restarts at the first member. An explicit `owner_id` (or `null`, unassigned) on a contact bypasses routing and uses no turn.
         */
        put: operations["RoutingController_replace"];
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
         * @description Ordered by `occurred_at`; `?type=` keeps one type.
         */
        get: operations["InteractionsController_list"];
        put?: never;
        /**
         * Log an interaction (premium); bumps the contact's last_activity_at; answers 200
         * @description `type`: `call`, `email`, `meeting`, `note` or `message`. `summary` is trimmed, 1-5000 characters. `occurred_at` defaults to now and may be back-dated; more than 5 minutes in the future is 422. The contact's `last_activity_at` becomes now in the same transaction, even when back-dated: it records when the rep touched the lead.
         */
        post: operations["InteractionsController_log"];
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
         * @description `title` 1-200 characters; `scheduled_for` at most a year in the past and ten years ahead (no offset = UTC); `owner_id` is the assignee, a member, defaulting to the contact's owner, else the caller. Scheduling is activity: the contact's `last_activity_at` becomes now in the same transaction. `enrollment_id` is null for follow-ups scheduled by hand. Another workspace's contact is 404 `Contact not found`.
         */
        post: operations["FollowupsController_schedule"];
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
         * @description `status`: `open` (default), `completed` or `all`. `owner_id`: an assignee id or `me`. `contact_id`, and `due_from` (inclusive) / `due_before` (exclusive) on `scheduled_for`.
         */
        get: operations["FollowupsController_list"];
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
         * @description Another workspace's follow-up is 404 `Follow-up not found`.
         */
        get: operations["FollowupsController_get"];
        put?: never;
        post?: never;
        /**
         * Delete a follow-up (premium); not activity
         * @description It leaves the contact timeline with it: events are read from the records.
         */
        delete: operations["FollowupsController_remove"];
        options?: never;
        head?: never;
        /**
         * Reschedule, retitle or reassign an open follow-up; not activity (no bump)
         * @description A completed follow-up is history: editing it is 409.
         */
        patch: operations["FollowupsController_update"];
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
         * @description Sets `completed_at` and `completed_by`. A second completion, even a concurrent one, is 409 `Follow-up already completed`. Completing is not activity: `last_activity_at` stays.
         */
        post: operations["FollowupsController_complete"];
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
         * @description `overdue`: `scheduled_for` before now, including earlier today (a call due at 9:00 is late at 10:00). `today`: from now to the end of the calendar day in the workspace's time zone (settings `timezone`). `upcoming`: the `days` calendar days after today (default 7, 1-90). Days follow the zone's daylight-saving changes. Each bucket is soonest due first, at most `limit` items (default 50, max 200); `counts` has each bucket in all. The answer also carries `timezone`, `date` (today there), `today_ends_at` and `upcoming_ends_at`. `owner_id` (an id or `me`) keeps one assignee.
         */
        get: operations["AgendaController_agenda"];
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
         * @description Every stage of the workspace in board order, each `{ key, label, kind, count, value_cents, contacts, next_cursor }`. `contacts` are the first `per_stage` (default 20, max 100), most recently active first, shown as `GET /contacts` shows them; `next_cursor` continues that column at `GET /board/stages/{key}/contacts`. `owner_id` filters counts and cards alike.
         */
        get: operations["BoardController_get"];
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
         * @description Pass the column's `next_cursor` from `GET /board`; `owner_id` keeps one member's contacts. A key that is not a stage of the workspace is 404 `Stage not found`.
         */
        get: operations["BoardController_column"];
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
         * Interactions, stage moves and follow-ups (scheduled, completed) of a contact, newest first
         * @description Event kinds: `interaction` (at `occurred_at`), `stage_move` (at `moved_at`, including the entry into the pipeline with `from_stage: null`), `followup_scheduled` (when it was scheduled) and `followup_completed` (when it was completed). Each event has `kind`, `at`, `id`, `actor_id` and its record under `interaction`, `stage_move` or `followup`. Events are read from the records, so a deleted follow-up leaves the timeline. Keyset-paginated.
         */
        get: operations["TimelineController_get"];
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
         * @description Each with `enrollment_counts: { active, cancelled, finished }`. The demo data of a free workspace has two sequences; the first has three active enrollments and a finished one.
         */
        get: operations["SequencesController_list"];
        put?: never;
        /**
         * Create a sequence (premium); answers 200 like the other creations
         * @description A cadence of follow-ups: `{ name (1-120), steps: [{ day_offset (0-365), title (1-200), channel: call|email|task }] }` with 1-50 steps, kept in day order (steps of the same day keep the order given).
         */
        post: operations["SequencesController_create"];
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
         * @description Another workspace's sequence is 404 `Sequence not found`.
         */
        get: operations["SequencesController_get"];
        put?: never;
        post?: never;
        /**
         * Delete a sequence (premium)
         * @description Answers 204. Cancels the open follow-ups of its enrollments, then deletes it with its enrollments; completed follow-ups stay on their contacts with `enrollment_id` set to null. The sequence is locked first, so an enrollment running at the same time either completes before (and is cleaned up) or finds the sequence gone.
         */
        delete: operations["SequencesController_remove"];
        options?: never;
        head?: never;
        /**
         * Rename a sequence or replace its steps (premium)
         * @description Changing the steps reschedules nobody: contacts already enrolled keep the follow-ups they were given; the new steps apply to enrollments made afterwards.
         */
        patch: operations["SequencesController_update"];
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
         * @description `status`: `active`, `cancelled`, `finished` or `all` (default). Each enrollment has its contact's name, `status`, `steps_scheduled`, `steps_completed`, `steps_open`, `next_due_at`, `enrolled_at` and `ended_at`.
         */
        get: operations["SequencesController_listEnrollments"];
        put?: never;
        /**
         * Enroll contacts (premium): one follow-up per step, all contacts or none
         * @description `contact_ids`: 1-100 distinct contacts of the workspace, all enrolled or none. Each gets one follow-up per step, due `day_offset` calendar days after now at the same time of day in the workspace time zone (a step stays at 9:30 across a daylight-saving change), assigned to the contact's owner (else the caller) and carrying its `enrollment_id`. Each is a scheduling, so the contact's `last_activity_at` is bumped. A contact not in the workspace is 404; one with an active enrollment in this sequence is 409 (with `contact_ids`); of concurrent enrollments of one contact exactly one succeeds, and overlapping enrollments never deadlock (contacts are locked in id order). Contacts already won or lost may be enrolled; their next move into a won or lost stage finishes the enrollment. Answers `{ enrollments, followups_scheduled }`.
         */
        post: operations["SequencesController_enroll"];
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
         * @description Answers 204. Deletes the open follow-ups of its active enrollment (completed ones stay) and marks it `cancelled`, kept as history, so the contact may be enrolled again. Not activity. No active enrollment: 404 `Enrollment not found`.
         */
        delete: operations["SequencesController_cancelEnrollment"];
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
         * @description Open on every tier: a free workspace reports its demo data, a premium one its real data. Stages in workspace order with `count` and `value_cents` of the contacts in them now, and `entered`: contacts that moved into each stage between `from` and `to` (default: the last 30 days; a new contact enters its first stage). `totals` overall and per kind. `win_rate` = won / (won + lost) over the contacts now in won- and lost-kind stages, 4 decimals, null when none is closed (no data is not 0 %). Periods: `from=2026-03-01&to=2026-03-31` is March in the workspace time zone; `to` before `from` is 422; the answer carries the resolved instants and the `timezone`.
         */
        get: operations["ReportsController_pipeline"];
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
         * @description Interactions that happened in the period, per calendar day in the workspace time zone (every day listed, zeros included) with `by_type` counts, per `owner_id` = who logged them (the rep's own activity, whoever owns the contact), busiest first, and `totals`. Default period: the last 30 calendar days including today; at most 366 days, else 422. Free workspaces report their demo data; an empty workspace answers zeros.
         */
        get: operations["ReportsController_activity"];
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
         * @description Per assignee (`owner_id`) and in `totals`: `on_time` (completed_at <= scheduled_for), `late`, `overdue` (open, scheduled_for before now), `upcoming` (open, due later), `completed`, `open`, `total` and `on_time_rate` (on time / completed; null without completions). `from`/`to` bound scheduled_for and are optional: without them every follow-up counts. `as_of` is the "now" used. Free workspaces report their demo data.
         */
        get: operations["ReportsController_followups"];
        put?: never;
        post?: never;
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
        };
        ContactPageResponse: {
            items: components["schemas"]["ContactResponse"][];
            next_cursor: string | null;
        };
        DormantContactPageResponse: {
            items: components["schemas"]["ContactResponse"][];
            next_cursor: string | null;
            /** @description The workspace's dormancy_days */
            threshold_days: number;
        };
        CreateContactDto: {
            last_name?: string | null;
            /** Format: email */
            email?: string | null;
            phone?: string | null;
            company?: string | null;
            title?: string | null;
            /**
             * Format: uuid
             * @description A member of this workspace
             */
            owner_id?: string | null;
            /** @description Deal value in cents */
            value_cents?: number;
            tags?: string[];
            /** @example Ada */
            first_name: string;
            /** @description Stage key; defaults to the first open stage */
            stage?: string;
        };
        UpdateContactDto: {
            last_name?: string | null;
            /** Format: email */
            email?: string | null;
            phone?: string | null;
            company?: string | null;
            title?: string | null;
            /**
             * Format: uuid
             * @description A member of this workspace
             */
            owner_id?: string | null;
            /** @description Deal value in cents */
            value_cents?: number;
            tags?: string[];
            first_name?: string;
        };
        ChangeStageDto: {
            /**
             * @description Key of one of the workspace stages
             * @example qualified
             */
            stage: string;
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
            /** @description The pipeline, in board order. Keys are unique; at least one stage is `open`; contacts are created in the first open stage unless told otherwise. A stage that still holds contacts cannot be left out (409). */
            stages: components["schemas"]["StageDto"][];
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
             * @enum {string}
             */
            role: "member" | "admin";
        };
        ChangeRoleDto: {
            /** @enum {string} */
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
             * @enum {string}
             */
            strategy: "manual" | "round_robin";
            /** @description The rotation, in order: distinct members of this workspace. At least one for `round_robin`; kept but unused under `manual`. */
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
             * @example 2026-11-24T09:30:00Z
             */
            scheduled_for: string;
            /**
             * Format: uuid
             * @description Assignee, a member of the workspace; defaults to the contact's owner, else you
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
        UpdateFollowupDto: {
            title?: string;
            /**
             * Format: date-time
             * @description No offset = UTC
             */
            scheduled_for?: string;
            /**
             * Format: uuid
             * @description New assignee, a member of the workspace
             */
            owner_id?: string;
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
        TimelineEvent: {
            /** @enum {string} */
            kind: "interaction" | "stage_move" | "followup_scheduled" | "followup_completed";
            /**
             * Format: date-time
             * @description When it happened: occurred_at of an interaction, moved_at of a stage move, when a follow-up was scheduled (created_at) or completed (completed_at)
             */
            at: string;
            /**
             * Format: uuid
             * @description Id of the interaction, stage move or follow-up (a follow-up has two events)
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
            /** @enum {string} */
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
            /** @description Kept in day order (steps on the same day keep the order given) */
            steps: components["schemas"]["SequenceStepDto"][];
        };
        UpdateSequenceDto: {
            name?: string;
            /** @description Kept in day order (steps on the same day keep the order given). Replaces every step; contacts already enrolled keep their follow-ups. */
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
            /** @description Contacts of this workspace; all are enrolled or none (404 or 409 otherwise) */
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
            /** @description on_time / completed, 4 decimals; null when none is completed */
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
            /** @description on_time / completed, 4 decimals; null when none is completed */
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
        /** @description RFC 9457 problem details */
        Problem: {
            /** @example about:blank */
            type?: string;
            title?: string;
            status: number;
            detail: string;
            code?: string;
            errors?: {
                field?: string;
                message?: string;
            }[];
        };
    };
    responses: never;
    parameters: never;
    requestBodies: never;
    headers: {
        /** @description The caller's requests a minute */
        "RateLimit-Limit": number;
        /** @description Requests left in this minute */
        "RateLimit-Remaining": number;
        /** @description Seconds until the minute is over */
        "RateLimit-Reset": number;
        /** @description Seconds to wait before the next request */
        "Retry-After": number;
    };
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    HealthController_check: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HealthResponse"];
                };
            };
            /** @description The database is unreachable */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HealthResponse"];
                };
            };
        };
    };
    HealthController_ready: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ReadinessResponse"];
                };
            };
            /** @description Shutting down, or the database is unreachable */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
        };
    };
    MeController_signIn: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MeResponse"];
                };
            };
            /** @description Missing or unacceptable bearer token */
            401: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description More than 600 requests in a minute from this caller (its user, or its address without a valid token) */
            429: {
                headers: {
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
                     *       "detail": "Too many requests: the limit is 600 a minute; retry after 42 seconds"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    ContactsController_list: {
        parameters: {
            query?: {
                limit?: number;
                /** @description Opaque `next_cursor` of the previous page */
                cursor?: string;
                /** @description Stage key */
                stage?: string;
                owner_id?: string;
                /** @description Matches first/last name, e-mail or company */
                q?: string;
                dormant?: boolean;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ContactPageResponse"];
                };
            };
            /** @description Missing or unacceptable bearer token */
            401: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Validation failed */
            422: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description More than 600 requests in a minute from this caller (its user, or its address without a valid token) */
            429: {
                headers: {
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
                     *       "detail": "Too many requests: the limit is 600 a minute; retry after 42 seconds"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    ContactsController_create: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateContactDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ContactResponse"];
                };
            };
            /** @description Missing or unacceptable bearer token */
            401: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The workspace is on the free plan */
            402: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 402,
                     *       "detail": "You're viewing demo data. Upgrade to a premium plan to manage your real pipeline."
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Validation failed */
            422: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description More than 600 requests in a minute from this caller (its user, or its address without a valid token) */
            429: {
                headers: {
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
                     *       "detail": "Too many requests: the limit is 600 a minute; retry after 42 seconds"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    ContactsController_dormant: {
        parameters: {
            query?: {
                limit?: number;
                /** @description Opaque `next_cursor` of the previous page */
                cursor?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DormantContactPageResponse"];
                };
            };
            /** @description Missing or unacceptable bearer token */
            401: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Validation failed */
            422: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description More than 600 requests in a minute from this caller (its user, or its address without a valid token) */
            429: {
                headers: {
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
                     *       "detail": "Too many requests: the limit is 600 a minute; retry after 42 seconds"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    ContactsController_get: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ContactResponse"];
                };
            };
            /** @description Missing or unacceptable bearer token */
            401: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description No such record in this workspace */
            404: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Validation failed */
            422: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description More than 600 requests in a minute from this caller (its user, or its address without a valid token) */
            429: {
                headers: {
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
                     *       "detail": "Too many requests: the limit is 600 a minute; retry after 42 seconds"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    ContactsController_remove: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            204: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Missing or unacceptable bearer token */
            401: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The workspace is on the free plan */
            402: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 402,
                     *       "detail": "You're viewing demo data. Upgrade to a premium plan to manage your real pipeline."
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description No such record in this workspace */
            404: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Validation failed */
            422: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description More than 600 requests in a minute from this caller (its user, or its address without a valid token) */
            429: {
                headers: {
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
                     *       "detail": "Too many requests: the limit is 600 a minute; retry after 42 seconds"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    ContactsController_update: {
        parameters: {
            query?: never;
            header?: never;
            path: {
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
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ContactResponse"];
                };
            };
            /** @description Missing or unacceptable bearer token */
            401: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The workspace is on the free plan */
            402: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 402,
                     *       "detail": "You're viewing demo data. Upgrade to a premium plan to manage your real pipeline."
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description No such record in this workspace */
            404: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Validation failed */
            422: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description More than 600 requests in a minute from this caller (its user, or its address without a valid token) */
            429: {
                headers: {
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
                     *       "detail": "Too many requests: the limit is 600 a minute; retry after 42 seconds"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    ContactsController_changeStage: {
        parameters: {
            query?: never;
            header?: never;
            path: {
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
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ContactResponse"];
                };
            };
            /** @description Missing or unacceptable bearer token */
            401: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The workspace is on the free plan */
            402: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 402,
                     *       "detail": "You're viewing demo data. Upgrade to a premium plan to manage your real pipeline."
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description No such record in this workspace */
            404: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Validation failed */
            422: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description More than 600 requests in a minute from this caller (its user, or its address without a valid token) */
            429: {
                headers: {
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
                     *       "detail": "Too many requests: the limit is 600 a minute; retry after 42 seconds"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    BillingController_status: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
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
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description More than 600 requests in a minute from this caller (its user, or its address without a valid token) */
            429: {
                headers: {
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
                     *       "detail": "Too many requests: the limit is 600 a minute; retry after 42 seconds"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    BillingController_checkout: {
        parameters: {
            query?: never;
            header?: {
                /** @description Optional; the same key answers the same session */
                "idempotency-key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CheckoutSessionResponse"];
                };
            };
            /** @description Missing or unacceptable bearer token */
            401: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Payments are disabled (use /billing/simulate-payment), or the workspace is already premium */
            409: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description Validation failed */
            422: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description More than 600 requests in a minute from this caller (its user, or its address without a valid token) */
            429: {
                headers: {
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
                     *       "detail": "Too many requests: the limit is 600 a minute; retry after 42 seconds"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The payment provider failed */
            502: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description The payment provider is unreachable */
            503: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
        };
    };
    BillingController_simulatePayment: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
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
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Payments are enabled; use /billing/checkout */
            409: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description More than 600 requests in a minute from this caller (its user, or its address without a valid token) */
            429: {
                headers: {
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
                     *       "detail": "Too many requests: the limit is 600 a minute; retry after 42 seconds"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    BillingController_devUpgrade: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
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
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description `Managers only`, or payments are enabled and ALLOW_DEV_UPGRADE is not set */
            403: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description More than 600 requests in a minute from this caller (its user, or its address without a valid token) */
            429: {
                headers: {
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
                     *       "detail": "Too many requests: the limit is 600 a minute; retry after 42 seconds"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    PaymentsWebhookController_receive: {
        parameters: {
            query?: never;
            header: {
                /** @description Set by Stripe */
                "Stripe-Signature": string;
            };
            path?: never;
            cookie?: never;
        };
        /** @description A Stripe event */
        requestBody: {
            content: {
                "application/json": Record<string, never>;
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookAckResponse"];
                };
            };
            /** @description Missing, invalid or stale signature */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description STRIPE_WEBHOOK_SECRET is not configured; nothing is acted on */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
        };
    };
    AdminController_listCompanies: {
        parameters: {
            query?: {
                limit?: number;
                /** @description Opaque `next_cursor` of the previous page */
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
            200: {
                headers: {
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
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description App owner only */
            403: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 403,
                     *       "detail": "App owner only"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Validation failed */
            422: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description More than 600 requests in a minute from this caller (its user, or its address without a valid token) */
            429: {
                headers: {
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
                     *       "detail": "Too many requests: the limit is 600 a minute; retry after 42 seconds"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    AdminController_togglePremium: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CompanyResponse"];
                };
            };
            /** @description Missing or unacceptable bearer token */
            401: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description App owner only */
            403: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 403,
                     *       "detail": "App owner only"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description No such record in this workspace */
            404: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Validation failed */
            422: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description More than 600 requests in a minute from this caller (its user, or its address without a valid token) */
            429: {
                headers: {
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
                     *       "detail": "Too many requests: the limit is 600 a minute; retry after 42 seconds"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    AdminController_resetDemo: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DemoResetResponse"];
                };
            };
            /** @description Missing or unacceptable bearer token */
            401: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description App owner only */
            403: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 403,
                     *       "detail": "App owner only"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description More than 600 requests in a minute from this caller (its user, or its address without a valid token) */
            429: {
                headers: {
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
                     *       "detail": "Too many requests: the limit is 600 a minute; retry after 42 seconds"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    AdminController_listTierChanges: {
        parameters: {
            query?: {
                limit?: number;
                /** @description Opaque `next_cursor` of the previous page */
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
            200: {
                headers: {
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
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description App owner only */
            403: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 403,
                     *       "detail": "App owner only"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Validation failed */
            422: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description More than 600 requests in a minute from this caller (its user, or its address without a valid token) */
            429: {
                headers: {
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
                     *       "detail": "Too many requests: the limit is 600 a minute; retry after 42 seconds"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    SettingsController_get: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SettingsResponse"];
                };
            };
            /** @description Missing or unacceptable bearer token */
            401: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description More than 600 requests in a minute from this caller (its user, or its address without a valid token) */
            429: {
                headers: {
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
                     *       "detail": "Too many requests: the limit is 600 a minute; retry after 42 seconds"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    SettingsController_replace: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SettingsDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SettingsResponse"];
                };
            };
            /** @description Missing or unacceptable bearer token */
            401: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The workspace is on the free plan */
            402: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 402,
                     *       "detail": "You're viewing demo data. Upgrade to a premium plan to manage your real pipeline."
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Admin-level role required */
            403: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 403,
                     *       "detail": "Managers only"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description A removed stage still holds contacts */
            409: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description Validation failed */
            422: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description More than 600 requests in a minute from this caller (its user, or its address without a valid token) */
            429: {
                headers: {
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
                     *       "detail": "Too many requests: the limit is 600 a minute; retry after 42 seconds"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    TeamController_list: {
        parameters: {
            query?: {
                limit?: number;
                /** @description Opaque `next_cursor` of the previous page */
                cursor?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TeamPageResponse"];
                };
            };
            /** @description Missing or unacceptable bearer token */
            401: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Validation failed */
            422: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description More than 600 requests in a minute from this caller (its user, or its address without a valid token) */
            429: {
                headers: {
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
                     *       "detail": "Too many requests: the limit is 600 a minute; retry after 42 seconds"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    TeamController_listInvites: {
        parameters: {
            query?: {
                limit?: number;
                /** @description Opaque `next_cursor` of the previous page */
                cursor?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InvitePageResponse"];
                };
            };
            /** @description Missing or unacceptable bearer token */
            401: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Validation failed */
            422: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description More than 600 requests in a minute from this caller (its user, or its address without a valid token) */
            429: {
                headers: {
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
                     *       "detail": "Too many requests: the limit is 600 a minute; retry after 42 seconds"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    TeamController_invite: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateInviteDto"];
            };
        };
        responses: {
            201: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InviteResponse"];
                };
            };
            /** @description Missing or unacceptable bearer token */
            401: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The workspace is on the free plan */
            402: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 402,
                     *       "detail": "You're viewing demo data. Upgrade to a premium plan to manage your real pipeline."
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Admin-level role required */
            403: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 403,
                     *       "detail": "Managers only"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Already a member, or already invited */
            409: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description Validation failed */
            422: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description More than 600 requests in a minute from this caller (its user, or its address without a valid token) */
            429: {
                headers: {
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
                     *       "detail": "Too many requests: the limit is 600 a minute; retry after 42 seconds"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    TeamController_revokeInvite: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            204: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Missing or unacceptable bearer token */
            401: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The workspace is on the free plan */
            402: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 402,
                     *       "detail": "You're viewing demo data. Upgrade to a premium plan to manage your real pipeline."
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Admin-level role required */
            403: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 403,
                     *       "detail": "Managers only"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description No such record in this workspace */
            404: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The invite was already accepted */
            409: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description Validation failed */
            422: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description More than 600 requests in a minute from this caller (its user, or its address without a valid token) */
            429: {
                headers: {
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
                     *       "detail": "Too many requests: the limit is 600 a minute; retry after 42 seconds"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    TeamController_remove: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                user_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            204: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Missing or unacceptable bearer token */
            401: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The workspace is on the free plan */
            402: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 402,
                     *       "detail": "You're viewing demo data. Upgrade to a premium plan to manage your real pipeline."
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description `Managers only`, or the target is the app owner */
            403: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description No such record in this workspace */
            404: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description It would leave the workspace without an admin */
            409: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description Validation failed */
            422: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description More than 600 requests in a minute from this caller (its user, or its address without a valid token) */
            429: {
                headers: {
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
                     *       "detail": "Too many requests: the limit is 600 a minute; retry after 42 seconds"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    TeamController_changeRole: {
        parameters: {
            query?: never;
            header?: never;
            path: {
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
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TeamMemberResponse"];
                };
            };
            /** @description Missing or unacceptable bearer token */
            401: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The workspace is on the free plan */
            402: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 402,
                     *       "detail": "You're viewing demo data. Upgrade to a premium plan to manage your real pipeline."
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description `Managers only`, or the target is the app owner (`The app owner's role cannot be changed`) */
            403: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description No such record in this workspace */
            404: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description It would leave the workspace without an admin */
            409: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description Validation failed */
            422: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description More than 600 requests in a minute from this caller (its user, or its address without a valid token) */
            429: {
                headers: {
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
                     *       "detail": "Too many requests: the limit is 600 a minute; retry after 42 seconds"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    RoutingController_get: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RoutingResponse"];
                };
            };
            /** @description Missing or unacceptable bearer token */
            401: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description More than 600 requests in a minute from this caller (its user, or its address without a valid token) */
            429: {
                headers: {
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
                     *       "detail": "Too many requests: the limit is 600 a minute; retry after 42 seconds"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    RoutingController_replace: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ReplaceRoutingDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RoutingResponse"];
                };
            };
            /** @description Missing or unacceptable bearer token */
            401: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The workspace is on the free plan */
            402: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 402,
                     *       "detail": "You're viewing demo data. Upgrade to a premium plan to manage your real pipeline."
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Admin-level role required */
            403: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 403,
                     *       "detail": "Managers only"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Validation failed */
            422: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description More than 600 requests in a minute from this caller (its user, or its address without a valid token) */
            429: {
                headers: {
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
                     *       "detail": "Too many requests: the limit is 600 a minute; retry after 42 seconds"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    InteractionsController_list: {
        parameters: {
            query?: {
                limit?: number;
                /** @description Opaque `next_cursor` of the previous page */
                cursor?: string;
                type?: "call" | "email" | "meeting" | "note" | "message";
            };
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InteractionPageResponse"];
                };
            };
            /** @description Missing or unacceptable bearer token */
            401: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description No such record in this workspace */
            404: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Validation failed */
            422: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description More than 600 requests in a minute from this caller (its user, or its address without a valid token) */
            429: {
                headers: {
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
                     *       "detail": "Too many requests: the limit is 600 a minute; retry after 42 seconds"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    InteractionsController_log: {
        parameters: {
            query?: never;
            header?: never;
            path: {
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
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InteractionResponse"];
                };
            };
            /** @description Missing or unacceptable bearer token */
            401: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The workspace is on the free plan */
            402: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 402,
                     *       "detail": "You're viewing demo data. Upgrade to a premium plan to manage your real pipeline."
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description No such record in this workspace */
            404: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Validation failed */
            422: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description More than 600 requests in a minute from this caller (its user, or its address without a valid token) */
            429: {
                headers: {
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
                     *       "detail": "Too many requests: the limit is 600 a minute; retry after 42 seconds"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    FollowupsController_schedule: {
        parameters: {
            query?: never;
            header?: never;
            path: {
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
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FollowupResponse"];
                };
            };
            /** @description Missing or unacceptable bearer token */
            401: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The workspace is on the free plan */
            402: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 402,
                     *       "detail": "You're viewing demo data. Upgrade to a premium plan to manage your real pipeline."
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description No such record in this workspace */
            404: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Validation failed */
            422: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description More than 600 requests in a minute from this caller (its user, or its address without a valid token) */
            429: {
                headers: {
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
                     *       "detail": "Too many requests: the limit is 600 a minute; retry after 42 seconds"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    FollowupsController_list: {
        parameters: {
            query?: {
                limit?: number;
                /** @description Opaque `next_cursor` of the previous page */
                cursor?: string;
                status?: "open" | "completed" | "all";
                /** @description An assignee id, or `me` */
                owner_id?: string;
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
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FollowupPageResponse"];
                };
            };
            /** @description Missing or unacceptable bearer token */
            401: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Validation failed */
            422: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description More than 600 requests in a minute from this caller (its user, or its address without a valid token) */
            429: {
                headers: {
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
                     *       "detail": "Too many requests: the limit is 600 a minute; retry after 42 seconds"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    FollowupsController_get: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FollowupResponse"];
                };
            };
            /** @description Missing or unacceptable bearer token */
            401: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description No such record in this workspace */
            404: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Validation failed */
            422: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description More than 600 requests in a minute from this caller (its user, or its address without a valid token) */
            429: {
                headers: {
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
                     *       "detail": "Too many requests: the limit is 600 a minute; retry after 42 seconds"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    FollowupsController_remove: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            204: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Missing or unacceptable bearer token */
            401: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The workspace is on the free plan */
            402: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 402,
                     *       "detail": "You're viewing demo data. Upgrade to a premium plan to manage your real pipeline."
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description No such record in this workspace */
            404: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Validation failed */
            422: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description More than 600 requests in a minute from this caller (its user, or its address without a valid token) */
            429: {
                headers: {
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
                     *       "detail": "Too many requests: the limit is 600 a minute; retry after 42 seconds"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    FollowupsController_update: {
        parameters: {
            query?: never;
            header?: never;
            path: {
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
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FollowupResponse"];
                };
            };
            /** @description Missing or unacceptable bearer token */
            401: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The workspace is on the free plan */
            402: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 402,
                     *       "detail": "You're viewing demo data. Upgrade to a premium plan to manage your real pipeline."
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description No such record in this workspace */
            404: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The follow-up is already completed */
            409: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "detail": "Follow-up already completed"
                     *     }
                     */
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description Validation failed */
            422: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description More than 600 requests in a minute from this caller (its user, or its address without a valid token) */
            429: {
                headers: {
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
                     *       "detail": "Too many requests: the limit is 600 a minute; retry after 42 seconds"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    FollowupsController_complete: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FollowupResponse"];
                };
            };
            /** @description Missing or unacceptable bearer token */
            401: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The workspace is on the free plan */
            402: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 402,
                     *       "detail": "You're viewing demo data. Upgrade to a premium plan to manage your real pipeline."
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description No such record in this workspace */
            404: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The follow-up is already completed */
            409: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "detail": "Follow-up already completed"
                     *     }
                     */
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description Validation failed */
            422: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description More than 600 requests in a minute from this caller (its user, or its address without a valid token) */
            429: {
                headers: {
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
                     *       "detail": "Too many requests: the limit is 600 a minute; retry after 42 seconds"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    AgendaController_agenda: {
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
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AgendaResponse"];
                };
            };
            /** @description Missing or unacceptable bearer token */
            401: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Validation failed */
            422: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description More than 600 requests in a minute from this caller (its user, or its address without a valid token) */
            429: {
                headers: {
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
                     *       "detail": "Too many requests: the limit is 600 a minute; retry after 42 seconds"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    BoardController_get: {
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
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BoardResponse"];
                };
            };
            /** @description Missing or unacceptable bearer token */
            401: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Validation failed */
            422: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description More than 600 requests in a minute from this caller (its user, or its address without a valid token) */
            429: {
                headers: {
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
                     *       "detail": "Too many requests: the limit is 600 a minute; retry after 42 seconds"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    BoardController_column: {
        parameters: {
            query?: {
                limit?: number;
                /** @description Opaque `next_cursor` of the previous page */
                cursor?: string;
                /** @description Only this member's contacts */
                owner_id?: string;
            };
            header?: never;
            path: {
                key: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ContactPageResponse"];
                };
            };
            /** @description Missing or unacceptable bearer token */
            401: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description No such record in this workspace */
            404: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Validation failed */
            422: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description More than 600 requests in a minute from this caller (its user, or its address without a valid token) */
            429: {
                headers: {
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
                     *       "detail": "Too many requests: the limit is 600 a minute; retry after 42 seconds"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    TimelineController_get: {
        parameters: {
            query?: {
                limit?: number;
                /** @description Opaque `next_cursor` of the previous page */
                cursor?: string;
            };
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TimelinePageResponse"];
                };
            };
            /** @description Missing or unacceptable bearer token */
            401: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description No such record in this workspace */
            404: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Validation failed */
            422: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description More than 600 requests in a minute from this caller (its user, or its address without a valid token) */
            429: {
                headers: {
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
                     *       "detail": "Too many requests: the limit is 600 a minute; retry after 42 seconds"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    SequencesController_list: {
        parameters: {
            query?: {
                limit?: number;
                /** @description Opaque `next_cursor` of the previous page */
                cursor?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SequencePageResponse"];
                };
            };
            /** @description Missing or unacceptable bearer token */
            401: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Validation failed */
            422: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description More than 600 requests in a minute from this caller (its user, or its address without a valid token) */
            429: {
                headers: {
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
                     *       "detail": "Too many requests: the limit is 600 a minute; retry after 42 seconds"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    SequencesController_create: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateSequenceDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SequenceResponse"];
                };
            };
            /** @description Missing or unacceptable bearer token */
            401: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The workspace is on the free plan */
            402: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 402,
                     *       "detail": "You're viewing demo data. Upgrade to a premium plan to manage your real pipeline."
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Validation failed */
            422: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description More than 600 requests in a minute from this caller (its user, or its address without a valid token) */
            429: {
                headers: {
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
                     *       "detail": "Too many requests: the limit is 600 a minute; retry after 42 seconds"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    SequencesController_get: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SequenceResponse"];
                };
            };
            /** @description Missing or unacceptable bearer token */
            401: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description No such record in this workspace */
            404: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Validation failed */
            422: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description More than 600 requests in a minute from this caller (its user, or its address without a valid token) */
            429: {
                headers: {
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
                     *       "detail": "Too many requests: the limit is 600 a minute; retry after 42 seconds"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    SequencesController_remove: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            204: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Missing or unacceptable bearer token */
            401: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The workspace is on the free plan */
            402: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 402,
                     *       "detail": "You're viewing demo data. Upgrade to a premium plan to manage your real pipeline."
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description No such record in this workspace */
            404: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Validation failed */
            422: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description More than 600 requests in a minute from this caller (its user, or its address without a valid token) */
            429: {
                headers: {
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
                     *       "detail": "Too many requests: the limit is 600 a minute; retry after 42 seconds"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    SequencesController_update: {
        parameters: {
            query?: never;
            header?: never;
            path: {
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
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SequenceResponse"];
                };
            };
            /** @description Missing or unacceptable bearer token */
            401: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The workspace is on the free plan */
            402: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 402,
                     *       "detail": "You're viewing demo data. Upgrade to a premium plan to manage your real pipeline."
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description No such record in this workspace */
            404: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Validation failed */
            422: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description More than 600 requests in a minute from this caller (its user, or its address without a valid token) */
            429: {
                headers: {
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
                     *       "detail": "Too many requests: the limit is 600 a minute; retry after 42 seconds"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    SequencesController_listEnrollments: {
        parameters: {
            query?: {
                limit?: number;
                /** @description Opaque `next_cursor` of the previous page */
                cursor?: string;
                status?: "active" | "cancelled" | "finished" | "all";
            };
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EnrollmentPageResponse"];
                };
            };
            /** @description Missing or unacceptable bearer token */
            401: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description No such record in this workspace */
            404: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Validation failed */
            422: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description More than 600 requests in a minute from this caller (its user, or its address without a valid token) */
            429: {
                headers: {
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
                     *       "detail": "Too many requests: the limit is 600 a minute; retry after 42 seconds"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    SequencesController_enroll: {
        parameters: {
            query?: never;
            header?: never;
            path: {
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
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EnrollResponse"];
                };
            };
            /** @description Missing or unacceptable bearer token */
            401: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The workspace is on the free plan */
            402: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 402,
                     *       "detail": "You're viewing demo data. Upgrade to a premium plan to manage your real pipeline."
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description No such record in this workspace */
            404: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description A contact is already enrolled in this sequence */
            409: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "detail": "Contact is already enrolled in this sequence"
                     *     }
                     */
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description Validation failed */
            422: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description More than 600 requests in a minute from this caller (its user, or its address without a valid token) */
            429: {
                headers: {
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
                     *       "detail": "Too many requests: the limit is 600 a minute; retry after 42 seconds"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    SequencesController_cancelEnrollment: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
                contact_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            204: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Missing or unacceptable bearer token */
            401: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The workspace is on the free plan */
            402: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 402,
                     *       "detail": "You're viewing demo data. Upgrade to a premium plan to manage your real pipeline."
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description No such record in this workspace */
            404: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Validation failed */
            422: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description More than 600 requests in a minute from this caller (its user, or its address without a valid token) */
            429: {
                headers: {
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
                     *       "detail": "Too many requests: the limit is 600 a minute; retry after 42 seconds"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    ReportsController_pipeline: {
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
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PipelineReportResponse"];
                };
            };
            /** @description Missing or unacceptable bearer token */
            401: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Validation failed */
            422: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description More than 600 requests in a minute from this caller (its user, or its address without a valid token) */
            429: {
                headers: {
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
                     *       "detail": "Too many requests: the limit is 600 a minute; retry after 42 seconds"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    ReportsController_activity: {
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
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ActivityReportResponse"];
                };
            };
            /** @description Missing or unacceptable bearer token */
            401: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Validation failed */
            422: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description More than 600 requests in a minute from this caller (its user, or its address without a valid token) */
            429: {
                headers: {
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
                     *       "detail": "Too many requests: the limit is 600 a minute; retry after 42 seconds"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    ReportsController_followups: {
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
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FollowupsReportResponse"];
                };
            };
            /** @description Missing or unacceptable bearer token */
            401: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Validation failed */
            422: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description More than 600 requests in a minute from this caller (its user, or its address without a valid token) */
            429: {
                headers: {
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
                     *       "detail": "Too many requests: the limit is 600 a minute; retry after 42 seconds"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
}
