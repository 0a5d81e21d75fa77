import { CanActivate, ExecutionContext, Injectable } from '@nestjs/common';
import { CustomFieldCatalog } from '../../tenancy/custom-field-catalog.js';
import { IdentityService } from '../../tenancy/identity.service.js';
import { ApiKeyVerifier, BothCredentialsProblem, sendsApiKey } from '../auth/api-key-verifier.js';
import type { CrmRequest } from '../auth/request-context.js';
import { TokenVerifier } from '../auth/token-verifier.js';
import { RoutePolicies } from './route-policies.js';
import { ProvisioningLimit } from '../http/rate-limit.js';

/**
 * First global guard: every route needs a valid bearer token, or a personal API key in
 * `X-Api-Key`, unless it is `@Public()`. `Authorization` keeps its rules whether or not keys
 * exist; a request carrying both is 400. The caller's workspace comes with its custom field
 * definitions attached.
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
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    if (this.policies.of(context).isPublic) return true;

    const request = context.switchToHttp().getRequest<CrmRequest>();
    if (sendsApiKey(request)) {
      if (request.headers.authorization !== undefined) throw new BothCredentialsProblem();
      const { user, workspace, apiKey } = await this.apiKeys.verifyRequest(request);
      request.user = user;
      request.workspace = workspace;
      request.apiKey = apiKey;
      await this.customFields.attach(workspace);
      return true;
    }
    const identity = await this.verifier.verifyRequest(request);
    const { user, workspace } = await this.identities.resolve(identity, () =>
      this.provisioning.spend(request),
    );
    request.user = user;
    request.workspace = workspace;
    await this.customFields.attach(workspace);
    return true;
  }
}
