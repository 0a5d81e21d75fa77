import { withClient } from './database.js';

/** The contact history's triggers (migration ContactHistory), by table. */
const HISTORY_TRIGGERS = {
  contacts_all: ['contact_history_insert', 'contact_history_update'],
  followups_all: ['followup_history_insert', 'followup_history_update', 'followup_history_delete'],
};

/**
 * The contact history's triggers, turned off for the reference run of a scenario that records
 * history (`historyRecorded`): the route as it was before the history, answered by the same
 * service over the same data, side by side with the route as it is.
 */
export class HistorySwitch {
  constructor(private readonly databaseUrl: string) {}

  async turn(on: boolean): Promise<void> {
    const action = on ? 'ENABLE' : 'DISABLE';
    await withClient(this.databaseUrl, async (client) => {
      for (const [table, triggers] of Object.entries(HISTORY_TRIGGERS)) {
        await client.query(
          `ALTER TABLE ${table} ${triggers.map((t) => `${action} TRIGGER ${t}`).join(', ')}`,
        );
      }
    });
  }
}
