const READ_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export interface PremiumOptOuts {
  isPublic: boolean;
  allowOnFreeWorkspace: boolean;
  /** A POST that changes nothing (@ReadOnly()). */
  readOnly: boolean;
}

/** Whether a request with `method` only reads. */
export function isReadMethod(method: string): boolean {
  return READ_METHODS.has(method.toUpperCase());
}

/**
 * Deny by default: any method that can change data needs a premium workspace unless the route
 * is public or explicitly allowed on a free workspace. Used by the guard, the OpenAPI document
 * and the route audit test, so the three always agree.
 */
export function requiresPremium(method: string, policy: PremiumOptOuts): boolean {
  return (
    !isReadMethod(method) && !policy.readOnly && !policy.isPublic && !policy.allowOnFreeWorkspace
  );
}
