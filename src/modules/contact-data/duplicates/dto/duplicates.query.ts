import { IntersectionType } from '@nestjs/swagger';
import { PageQueryDto } from '../../../../core/pagination/pagination.js';
import { ViewQuery } from '../../../contacts/dto/list-contacts.query.js';

/** `GET /contacts/duplicates`: a page, and a view whose filter chooses the contacts grouped. */
export class DuplicatesQuery extends IntersectionType(PageQueryDto, ViewQuery) {}
