import { Injectable } from '@nestjs/common';
import type { WorkspaceScope } from '../../core/auth/request-context.js';
import type { AuthenticatedUser } from '../../core/auth/request-context.js';
import { ValidationProblem } from '../../core/http/problem.js';
import { isTimeZone } from '../../calendar/calendar.js';
import { Db } from '../../database/db.js';
import { WebhookEventsService } from '../webhooks/webhook-events.service.js';
import { ContactDuplicatesService } from '../contact-data/duplicates/contact-duplicates.service.js';
import { isPhoneRegion } from '../contacts/phone-key.js';
import { WorkspacesService } from '../workspaces/workspaces.service.js';
import type { SettingsDto, SettingsResponse } from './dto/settings.dto.js';
import { timeZoneNamed } from './settings.queries.js';
import { DEFAULT_PIPELINE_KEY, pipelineStages } from '../../tenancy/stages.js';
import { pipelineErrors } from '../pipelines/pipelines.rules.js';
import { PipelinesService } from '../pipelines/pipelines.service.js';
import type { WorkspaceSettings } from '../workspaces/workspaces.queries.js';

@Injectable()
export class SettingsService {
  constructor(
    private readonly db: Db,
    private readonly workspaces: WorkspacesService,
    private readonly pipelines: PipelinesService,
    private readonly duplicates: ContactDuplicatesService,
    private readonly events: WebhookEventsService,
  ) {}

  get(scope: WorkspaceScope): SettingsResponse {
    return settingsView(scope.workspace);
  }

  /**
   * Replaces the settings; `stages` are the default pipeline's (PipelinesService.replaceStages:
   * a stage that still holds contacts is removed only with `move_to`). The workspace is locked,
   * the contacts of the removed stages counted and the settings written in one transaction, and
   * contact writes that place a contact in a stage hold the workspace too, so no contact slips
   * into a stage while it is being removed. A new `default_region` (left out: kept) re-keys the
   * workspace's phones in the same transaction.
   */
  async replace(
    scope: WorkspaceScope,
    user: Pick<AuthenticatedUser, 'id'>,
    dto: SettingsDto,
  ): Promise<SettingsResponse> {
    const errors = pipelineErrors(dto.stages);
    if (errors.length > 0) throw new ValidationProblem(errors);
    if (dto.default_region !== undefined && !isPhoneRegion(dto.default_region)) {
      throw ValidationProblem.of(
        'default_region',
        `default_region '${dto.default_region}' is not an ISO 3166-1 alpha-2 country code with a phone numbering plan, e.g. FR`,
      );
    }
    const timezone = await this.canonicalTimeZone(dto.timezone);
    return this.db.transaction((tx) =>
      this.events.write(tx, scope, ['settings.updated'], async (tx, emit) => {
        const { before, after } = await this.write(tx, scope, user, dto, timezone);
        const fields = Object.keys(before);
        await emit('settings.updated', { record: after, edit: { before, fields } });
        return after;
      }),
    );
  }

  /** The replacement, in its transaction: the settings before and after it. */
  private async write(
    tx: Db,
    scope: WorkspaceScope,
    user: Pick<AuthenticatedUser, 'id'>,
    dto: SettingsDto,
    timezone: string,
  ): Promise<{ before: SettingsResponse; after: SettingsResponse }> {
    const current = await this.workspaces.lockSettings(tx, scope.workspace.id);
    const lost_reasons = dto.lost_reasons ?? current.lost_reasons;
    const require_lost_reason = dto.require_lost_reason ?? current.require_lost_reason;
    if (require_lost_reason && lost_reasons.length === 0) {
      throw ValidationProblem.of(
        'require_lost_reason',
        'require_lost_reason needs lost_reasons to choose from',
      );
    }
    const region = dto.default_region ?? current.default_region;
    const rekeying = region !== current.default_region;
    // Its stages checked against the lost reasons as this write leaves them.
    const checked = { ...current, lost_reasons, require_lost_reason };
    await this.pipelines.replaceStages(
      tx,
      scope,
      user,
      checked,
      DEFAULT_PIPELINE_KEY,
      { stages: dto.stages, move_to: dto.move_to },
      rekeying,
    );
    // After the stages' change, which locked the contacts with a phone with its own, in id order.
    if (rekeying) await this.duplicates.rekeyPhones(tx, scope.workspace.id, region);
    const written = settingsView(
      await this.workspaces.writeSettings(tx, scope.workspace.id, {
        dormancy_days: dto.dormancy_days,
        timezone,
        default_region: region,
        currency: dto.currency ?? current.currency,
        lost_reasons,
        require_lost_reason,
        dormancy_ignores_closed: dto.dormancy_ignores_closed ?? current.dormancy_ignores_closed,
        dormancy_respects_plans: dto.dormancy_respects_plans ?? current.dormancy_respects_plans,
        trash_retention_days: dto.trash_retention_days ?? current.trash_retention_days,
        member_visibility: dto.member_visibility ?? current.member_visibility,
        unassigned_visible: dto.unassigned_visible ?? current.unassigned_visible,
      }),
    );
    return { before: settingsView(current), after: written };
  }

  /**
   * An IANA zone both the database and the runtime know, spelled as the database spells it
   * (`europe/paris` becomes `Europe/Paris`). Offsets and POSIX rules (`+01:00`, `UTC+3`) are
   * refused: they ignore daylight saving time.
   */
  private async canonicalTimeZone(input: string): Promise<string> {
    const row = await this.db.oneOrNone(timeZoneNamed(input));
    if (!row || !isTimeZone(row.name)) {
      throw ValidationProblem.of(
        'timezone',
        `timezone '${input}' is not a known IANA time zone, e.g. Europe/Paris`,
      );
    }
    return row.name;
  }
}

/** The settings as the API shows them: `stages` are the default pipeline's. */
function settingsView(settings: WorkspaceSettings): SettingsResponse {
  const { dormancy_days, timezone, default_region, currency, lost_reasons, require_lost_reason } =
    settings;
  const { dormancy_ignores_closed, dormancy_respects_plans, trash_retention_days } = settings;
  const { member_visibility, unassigned_visible } = settings;
  return {
    dormancy_days,
    dormancy_ignores_closed,
    dormancy_respects_plans,
    trash_retention_days,
    timezone,
    default_region,
    stages: pipelineStages(settings.stages, DEFAULT_PIPELINE_KEY),
    currency,
    lost_reasons,
    require_lost_reason,
    member_visibility,
    unassigned_visible,
  };
}
