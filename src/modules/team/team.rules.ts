/** Roles a manager hands out; `super_admin` (the app owner) comes only from `OWNER_EMAILS`. */
export const ASSIGNABLE_ROLES = ['member', 'admin'] as const;
export type AssignableRole = (typeof ASSIGNABLE_ROLES)[number];

/** The longest e-mail address an invite takes: SMTP's limit on an address. */
export const EMAIL_MAX_LENGTH = 254;

/**
 * Why an invite for a demo teammate's address is refused (422 on `email`): that address is taken
 * by the demo data and can never sign in, so the invite would stay pending forever.
 */
export const DEMO_ADDRESS_INVITE_MESSAGE =
  "This e-mail address is a demo teammate's, reserved for the demo data; it cannot be invited";

/**
 * The sample teammate's address: unique per workspace (e-mails are unique across users) and
 * never able to sign in: `.invalid` is reserved, and sign-in never matches demo users anyway.
 */
export function demoTeammateEmail(workspaceId: string): string {
  return `demo.rep+${workspaceId}@demo.invalid`;
}

/** Why an invite for an address with control or bidirectional formatting characters is refused. */
export const UNSAFE_INVITE_EMAIL_MESSAGE =
  'email must not contain control or bidirectional formatting characters';
