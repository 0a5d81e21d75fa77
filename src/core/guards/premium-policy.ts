const READ_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export interface PremiumOptOuts {
  isPublic: boolean;
  allowOnFreeWorkspace: boolean;
}

/**
 * Deny by default: any method that can change data needs a premium workspace unless the route
 * is public or explicitly allowed on a free workspace. Used by the guard, the OpenAPI document
 * and the route audit test, so the three always agree.
 */
export function requiresPremium(method: string, policy: PremiumOptOuts): boolean {
  return (
    !READ_METHODS.has(method.toUpperCase()) && !policy.isPublic && !policy.allowOnFreeWorkspace
  );
}
