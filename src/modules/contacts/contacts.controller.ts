import { Body, Controller, Delete, Get, HttpCode, Patch, Post, Query } from '@nestjs/common';
import {
  ApiBearerAuth,
  ApiNoContentResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
} from '@nestjs/swagger';
import type { AuthenticatedUser, WorkspaceScope } from '../../core/auth/request-context.js';
import { CurrentUser, CurrentWorkspace } from '../../core/decorators/request-context.decorators.js';
import { PageQueryDto } from '../../core/http/pagination.js';
import { IdParam } from '../../core/http/id-param.decorator.js';
import { ContactsService } from './contacts.service.js';
import { ChangeStageDto } from './dto/change-stage.dto.js';
import {
  ContactPageResponse,
  ContactResponse,
  DormantContactPageResponse,
} from './dto/contact.response.js';
import { CreateContactDto } from './dto/create-contact.dto.js';
import { ListContactsQuery } from './dto/list-contacts.query.js';
import { UpdateContactDto } from './dto/update-contact.dto.js';

@ApiTags('Contacts')
@ApiBearerAuth()
@Controller('contacts')
export class ContactsController {
  constructor(private readonly contacts: ContactsService) {}

  @Get()
  @ApiOperation({ summary: 'List contacts, newest first, with filters' })
  @ApiOkResponse({ type: ContactPageResponse })
  list(@CurrentWorkspace() scope: WorkspaceScope, @Query() query: ListContactsQuery) {
    return this.contacts.list(scope, query);
  }

  @Get('dormant')
  @ApiOperation({ summary: 'Dormant contacts, longest inactive first' })
  @ApiOkResponse({ type: DormantContactPageResponse })
  dormant(@CurrentWorkspace() scope: WorkspaceScope, @Query() query: PageQueryDto) {
    return this.contacts.listDormant(scope, query);
  }

  @Post()
  @HttpCode(200)
  @ApiOperation({ summary: 'Create a contact (premium); answers 200 with the contact' })
  @ApiOkResponse({ type: ContactResponse })
  create(
    @CurrentWorkspace() scope: WorkspaceScope,
    @CurrentUser() user: AuthenticatedUser,
    @Body() dto: CreateContactDto,
  ) {
    return this.contacts.create(scope, user, dto);
  }

  @Get(':id')
  @ApiOkResponse({ type: ContactResponse })
  get(@CurrentWorkspace() scope: WorkspaceScope, @IdParam('Contact') id: string) {
    return this.contacts.get(scope, id);
  }

  @Patch(':id')
  @ApiOperation({ summary: 'Edit fields; does not change stage or last_activity_at' })
  @ApiOkResponse({ type: ContactResponse })
  update(
    @CurrentWorkspace() scope: WorkspaceScope,
    @IdParam('Contact') id: string,
    @Body() dto: UpdateContactDto,
  ) {
    return this.contacts.update(scope, id, dto);
  }

  @Delete(':id')
  @HttpCode(204)
  @ApiNoContentResponse()
  remove(@CurrentWorkspace() scope: WorkspaceScope, @IdParam('Contact') id: string) {
    return this.contacts.remove(scope, id);
  }

  @Post(':id/stage')
  @HttpCode(200)
  @ApiOperation({ summary: 'Move to a stage; records the move and bumps last_activity_at' })
  @ApiOkResponse({ type: ContactResponse })
  changeStage(
    @CurrentWorkspace() scope: WorkspaceScope,
    @CurrentUser() user: AuthenticatedUser,
    @IdParam('Contact') id: string,
    @Body() dto: ChangeStageDto,
  ) {
    return this.contacts.changeStage(scope, user, id, dto);
  }
}
