import { DynamicModule, Module } from '@nestjs/common';
import type { Logger as SqlLogger } from 'typeorm';
import { ConfigModule } from './config/config.module.js';
import type { Environment } from './config/environment.js';
import { CoreModule } from './core/core.module.js';
import { databaseSettings } from './database/data-source-options.js';
import { DatabaseModule } from './database/database.module.js';
import { JobsModule } from './jobs/jobs.module.js';
import { DemoSeedersModule } from './tenancy/demo-seeding.js';
import { ApiKeysModule } from './modules/api-keys/api-keys.module.js';
import { WebhooksModule } from './modules/webhooks/webhooks.module.js';
import { AdminModule } from './modules/admin/admin.module.js';
import { BillingModule } from './modules/billing/billing.module.js';
import { ContactDuplicatesModule } from './modules/contact-data/duplicates/contact-duplicates.module.js';
import { ContactsExportModule } from './modules/contact-data/export/contacts-export.module.js';
import { ContactMergeModule } from './modules/contact-data/merge/contact-merge.module.js';
import { ContactsModule } from './modules/contacts/contacts.module.js';
import { CustomFieldsModule } from './modules/custom-fields/custom-fields.module.js';
import { BulkModule } from './modules/contact-data/bulk/bulk.module.js';
import { DemoModule } from './modules/demo/demo.module.js';
import { FollowupsModule } from './modules/followups/followups.module.js';
import { HealthModule } from './modules/health/health.module.js';
import { ImportsModule } from './modules/imports/imports.module.js';
import { TrashModule } from './modules/trash/trash.module.js';
import { ErasureModule } from './modules/erasure/erasure.module.js';
import { HistoryModule } from './modules/history/history.module.js';
import { DataExportModule } from './modules/contact-data/data-export/data-export.module.js';
import { InteractionsModule } from './modules/interactions/interactions.module.js';
import { MeModule } from './modules/me/me.module.js';
import { RoutingModule } from './modules/routing/routing.module.js';
import { SettingsModule } from './modules/settings/settings.module.js';
import { PipelinesModule } from './modules/pipelines/pipelines.module.js';
import { TeamModule } from './modules/team/team.module.js';
import { BoardModule } from './modules/board/board.module.js';
import { ReportsModule } from './modules/reports/reports.module.js';
import { SequencesModule } from './modules/sequences/sequences.module.js';
import { TimelineModule } from './modules/timeline/timeline.module.js';
import { ViewsModule } from './modules/views/views.module.js';
import { GroupsModule } from './modules/groups/groups.module.js';
import { EventsModule } from './modules/events/events.module.js';
import { WorkspacesModule } from './modules/workspaces/workspaces.module.js';

@Module({})
export class AppModule {
  static forRoot(env: Environment, databaseUrl: string, sqlLogger?: SqlLogger): DynamicModule {
    return {
      module: AppModule,
      imports: [
        ConfigModule.forRoot(env),
        DatabaseModule.forRoot(databaseUrl, databaseSettings(env), sqlLogger),
        JobsModule.forRoot(databaseUrl),
        CoreModule,
        DemoSeedersModule,
        WorkspacesModule,
        DemoModule,
        HealthModule,
        MeModule,
        ContactsModule,
        BulkModule,
        ContactsExportModule,
        ContactDuplicatesModule,
        ContactMergeModule,
        TrashModule,
        ErasureModule,
        HistoryModule,
        DataExportModule,
        ImportsModule,
        BillingModule,
        AdminModule,
        SettingsModule,
        PipelinesModule,
        CustomFieldsModule,
        ViewsModule,
        GroupsModule,
        EventsModule,
        TeamModule,
        RoutingModule,
        InteractionsModule,
        FollowupsModule,
        BoardModule,
        TimelineModule,
        SequencesModule,
        ReportsModule,
        ApiKeysModule,
        WebhooksModule,
      ],
    };
  }
}
