import { CanActivate, ExecutionContext, Injectable } from '@nestjs/common';
import { CustomFieldCatalog } from '../../tenancy/custom-field-catalog.js';
import { DemoSeeding } from '../../tenancy/demo-seeding.js';
import { IdentityService } from '../../tenancy/identity.service.js';
import {
  type AuthenticatedUser,
  DEMO_ADDRESS_DETAIL,
  DemoAddressError,
} from '../../tenancy/identity.js';
import type { Workspace } from '../../tenancy/workspace.entity.js';
import { ApiKeyVerifier, BothCredentialsProblem, sendsApiKey } from '../auth/api-key-verifier.js';
import type { CrmRequest } from '../auth/request-context.js';
import { StreamTickets, TicketWithHeaderProblem } from '../auth/stream-tickets.js';
import { TokenVerifier } from '../auth/token-verifier.js';
import { RoutePolicies } from './route-policies.js';
import { ProvisioningLimit } from '../http/rate-limit.js';

/**
 * First global guard: every route needs a valid bearer token, or a personal API key in
 * `X-Api-Key`, unless it is `@Public()`; an event stream also takes a single-use ticket
 * (`?ticket=`, for a browser's EventSource). `Authorization` keeps its rules whether or not keys
 * exist; a request carrying two credentials is 400. The caller's workspace comes with its custom field
 * definitions attached, and the caller with the role OWNER_EMAILS gives them now, however they
 * signed the request (`IdentityService.withOwnerRole`). A free workspace whose demo rows are
 * missing (new, or after a demo reset) is seeded before the request goes on.
 */
@Injectable()
export class AuthGuard implements CanActivate {
  constructor(
    private readonly policies: RoutePolicies,
    private readonly verifier: TokenVerifier,
    private readonly apiKeys: ApiKeyVerifier,
    private readonly identities: IdentityService,
    private readonly provisioning: ProvisioningLimit,
    private readonly customFields: CustomFieldCatalog,
    private readonly tickets: StreamTickets,
    private readonly demo: DemoSeeding,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const policy = this.policies.of(context);
    if (policy.isPublic) return true;

    const request = context.switchToHttp().getRequest<CrmRequest>();
    const ticket = policy.stream ? ticketOf(request) : undefined;
    if (ticket !== undefined) {
      if (request.headers.authorization !== undefined || sendsApiKey(request)) {
        throw new TicketWithHeaderProblem();
      }
      const { user, workspace, apiKey } = await this.tickets.identify(ticket);
      // Spent by the stream it opens, not here: a request refused later leaves it usable.
      request.streamTicket = ticket;
      // Asked for with an API key: the request is the key's, its scopes checked as of now.
      if (apiKey) request.apiKey = apiKey;
      return this.admit(request, user, workspace);
    }
    if (sendsApiKey(request)) {
      if (request.headers.authorization !== undefined) throw new BothCredentialsProblem();
      const { user, workspace, apiKey } = await this.apiKeys.verifyRequest(request);
      request.apiKey = apiKey;
      return this.admit(request, user, workspace);
    }
    const identity = await this.verifier.verifyRequest(request);
    const { user, workspace } = await this.identities
      .resolve(identity, () => this.provisioning.spend(request))
      .catch((error: unknown) => {
        if (error instanceof DemoAddressError) throw this.verifier.refusal(DEMO_ADDRESS_DETAIL);
        throw error;
      });
    return this.admit(request, user, workspace);
  }

  private async admit(
    request: CrmRequest,
    user: AuthenticatedUser,
    workspace: Workspace,
  ): Promise<true> {
    request.user = await this.identities.withOwnerRole(user);
    request.workspace = workspace;
    await this.customFields.attach(workspace);
    // A free workspace reads its demo rows from its first request on, whatever it asks (checked
    // here first: a seeded workspace's requests take no await for it).
    if (!workspace.is_premium && !workspace.demo_seeded_at) {
      await this.demo.ensureSeeded(workspace, user.id);
    }
    return true;
  }
}

/**
 * The `?ticket=` of a request, when it sends one. A repeated one is identified by its first, so
 * a stranger's request is 401 before its query is read; the query's validation then refuses the
 * repeat (422), and the ticket, spent only when a stream opens, stays usable.
 */
function ticketOf(request: CrmRequest): string | undefined {
  const query = request.query as Record<string, unknown> | undefined;
  const ticket = query?.ticket;
  const first = Array.isArray(ticket) ? (ticket[0] as unknown) : ticket;
  return typeof first === 'string' ? first : undefined;
}
