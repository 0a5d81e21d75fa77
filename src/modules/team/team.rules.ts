/** Roles a manager hands out; `super_admin` (the app owner) comes only from `OWNER_EMAILS`. */
export const ASSIGNABLE_ROLES = ['member', 'admin'] as const;
export type AssignableRole = (typeof ASSIGNABLE_ROLES)[number];

/** The longest e-mail address an invite takes: SMTP's limit on an address. */
export const EMAIL_MAX_LENGTH = 254;

/**
 * The sample teammate's address: unique per workspace (e-mails are unique across users) and
 * never able to sign in: `.invalid` is reserved, and sign-in never matches demo users anyway.
 */
export function demoTeammateEmail(workspaceId: string): string {
  return `demo.rep+${workspaceId}@demo.invalid`;
}
