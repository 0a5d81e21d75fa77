import { Injectable } from '@nestjs/common';
import type { WorkspaceScope } from '../../core/auth/request-context.js';
import { NotFoundProblem, ValidationProblem } from '../../core/http/problem.js';
import { DAY_MS } from '../../calendar/calendar.js';
import { Db } from '../../database/db.js';
import { WebhookEventsService } from '../webhooks/webhook-events.service.js';
import { PREVIOUS_FIELDS } from './contact-field-lists.js';
import { presentContact } from './contact-presenter.js';
import { contactForUpdate, setContactSnooze } from './contacts.queries.js';
import { MAX_SNOOZE_DAYS } from './contacts.rules.js';
import type { ContactResponse } from './dto/contact.response.js';
import type { SnoozeContactDto } from './dto/snooze-contact.dto.js';

/**
 * Snoozes: a contact kept off the dormant list until a time (and not dormant on any read) without
 * counting as activity. Each change announces `contact.updated` with the snooze it replaced.
 */
@Injectable()
export class ContactSnoozeService {
  constructor(
    private readonly db: Db,
    private readonly events: WebhookEventsService,
  ) {}

  /** Snoozes until `dto.until`: in the future and at most MAX_SNOOZE_DAYS ahead (422 otherwise). */
  snooze(scope: WorkspaceScope, id: string, dto: SnoozeContactDto): Promise<ContactResponse> {
    const until = dto.until;
    const now = Date.now();
    if (until.getTime() <= now) {
      throw ValidationProblem.of('until', 'until must be in the future');
    }
    if (until.getTime() > now + MAX_SNOOZE_DAYS * DAY_MS) {
      throw ValidationProblem.of('until', `until must be at most ${MAX_SNOOZE_DAYS} days ahead`);
    }
    return this.set(scope, id, { until, reason: dto.reason ?? null });
  }

  /** Ends a snooze (a contact not snoozed stays as it is). */
  wake(scope: WorkspaceScope, id: string): Promise<ContactResponse> {
    return this.set(scope, id, { until: null, reason: null });
  }

  private set(
    scope: WorkspaceScope,
    id: string,
    snooze: { until: Date | null; reason: string | null },
  ): Promise<ContactResponse> {
    return this.events.write(this.db, scope, ['contact.updated'], (db, emit) =>
      db.transaction(async (tx) => {
        const before = (await emit.listening())
          ? await tx.oneOrNone(contactForUpdate(scope, id))
          : null;
        const row = await tx.oneOrNone(setContactSnooze(scope, id, snooze));
        if (!row) throw new NotFoundProblem('Contact');
        const now = new Date();
        const contact = presentContact(scope, row, now);
        if (before) {
          await emit('contact.updated', {
            record: contact,
            edit: { before: presentContact(scope, before, now), fields: PREVIOUS_FIELDS },
          });
        }
        return contact;
      }),
    );
  }
}
