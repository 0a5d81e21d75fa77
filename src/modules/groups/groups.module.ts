import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { Group, GroupMember } from './group.entity.js';

/** Groups of members, which `settings.member_visibility = group` reads. */
@Module({
  imports: [TypeOrmModule.forFeature([Group, GroupMember])],
})
export class GroupsModule {}
