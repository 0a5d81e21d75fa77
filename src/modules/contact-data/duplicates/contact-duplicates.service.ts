import { Injectable } from '@nestjs/common';
import { shorthandFilters } from '../../contacts/dto/list-contacts.query.js';
import type { AuthenticatedUser, WorkspaceScope } from '../../../core/auth/request-context.js';
import { ContactQueryService } from '../../contacts/query/contact-query.service.js';
import type { FilterParamValues } from '../../../core/http/filter-params.decorator.js';
import type { DuplicatesQuery } from './dto/duplicates.query.js';
import { Db } from '../../../database/db.js';
import { InvalidCursor, type Page } from '../../../database/keyset.js';
import { ContactPresenter } from '../../contacts/contact-presenter.js';
import {
  DUPLICATE_ORDER,
  duplicateGroupMembers,
  duplicateGroupPage,
  phonesFrom,
  setPhoneKeys,
} from './contact-duplicates.queries.js';
import {
  DUPLICATE_KINDS,
  type DuplicateKind,
  MAX_GROUP_CONTACTS,
  REKEY_BATCH,
} from './contact-duplicates.rules.js';
import type { ContactResponse } from '../../contacts/dto/contact.response.js';
import type { DuplicateGroupResponse } from './dto/contact-duplicates.response.js';
import { phoneKey } from '../../contacts/phone-key.js';

/** Contacts that look like the same person: a shared normalised e-mail or phone. */
@Injectable()
export class ContactDuplicatesService {
  constructor(
    private readonly db: Db,
    private readonly queries: ContactQueryService,
  ) {}

  /**
   * One page of groups in (kind, value) order, each with its first contacts, among the contacts
   * a view and `filter[...]` keep: two statements whatever the page's size. A free workspace sees
   * the groups of its demo rows.
   */
  async list(
    scope: WorkspaceScope,
    user: AuthenticatedUser,
    query: DuplicatesQuery,
    filters: FilterParamValues,
  ): Promise<Page<DuplicateGroupResponse>> {
    const after = DUPLICATE_ORDER.decode(query.cursor);
    if (after !== null && !DUPLICATE_KINDS.includes(after[0] as DuplicateKind)) {
      throw new InvalidCursor();
    }
    const { where } = await this.queries.read(
      scope,
      user,
      { list: shorthandFilters(query), params: filters, view: query.view },
      new Date(),
    );
    const rows = await this.db.rows(
      duplicateGroupPage(scope, {
        after: after as [DuplicateKind, string] | null,
        limit: query.limit,
        where,
      }),
    );
    const page = DUPLICATE_ORDER.page(rows, query.limit);
    if (page.items.length === 0) return { items: [], next_cursor: page.next_cursor };
    const members = await this.db.rows(
      duplicateGroupMembers(scope, page.items, MAX_GROUP_CONTACTS, where),
    );
    const presenter = new ContactPresenter(scope, new Date());
    const byGroup = new Map<string, ContactResponse[]>();
    for (const { kind, value, ...row } of members) {
      const key = `${kind}:${value}`;
      const list = byGroup.get(key) ?? [];
      list.push(presenter.present(row));
      byGroup.set(key, list);
    }
    return {
      items: page.items.map((g) => ({
        kind: g.kind,
        value: g.value,
        contacts_count: g.contacts,
        contacts: byGroup.get(`${g.kind}:${g.value}`) ?? [],
      })),
      next_cursor: page.next_cursor,
    };
  }

  /**
   * Rewrites the `phone_key` of every contact of a workspace (demo rows too) for a new default
   * region, in the caller's transaction, which holds the workspace's settings lock: a creation or
   * phone edit that read the old region waits for it, writes nothing and goes again in the new
   * one (see `insertContact`, `updateContact`).
   */
  async rekeyPhones(tx: Db, workspaceId: string, region: string): Promise<void> {
    let after: string | null = null;
    for (;;) {
      const rows: { id: string; phone: string }[] = await tx.rows(
        phonesFrom(workspaceId, after, REKEY_BATCH),
      );
      if (rows.length === 0) return;
      await tx.exec(
        setPhoneKeys(
          workspaceId,
          rows.map((r) => ({ id: r.id, phone: r.phone, key: phoneKey(r.phone, region) })),
        ),
      );
      after = rows[rows.length - 1].id;
    }
  }
}
