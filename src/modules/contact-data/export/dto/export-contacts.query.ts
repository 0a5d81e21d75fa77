import { OmitType } from '@nestjs/swagger';
import { ListContactsQuery } from '../../../contacts/dto/list-contacts.query.js';

/**
 * The filters and the sort of `GET /contacts` without its page: an export holds every matching
 * contact, in the list's order.
 */
export class ExportContactsQuery extends OmitType(ListContactsQuery, [
  'cursor',
  'limit',
] as const) {}
