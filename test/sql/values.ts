/** Fixed argument values for the SQL snapshot's examples, so the rendered files are stable. */
export const WORKSPACE = '00000000-0000-4000-8000-000000000001';
export const USER = '00000000-0000-4000-8000-000000000002';
export const CONTACT = '00000000-0000-4000-8000-000000000003';
export const OTHER = '00000000-0000-4000-8000-000000000004';
export const AT = new Date('2026-01-15T09:30:00.000Z');
/** Who a write comes from (`ChangeOrigin`): a member's request. */
export const ORIGIN = {
  request_id: 'req-1',
  actor: { type: 'user', user_id: USER, api_key_id: null },
} as const;
export const SCOPE = { workspace: { id: WORKSPACE }, demo: false, origin: ORIGIN } as const;
/** A scope that also knows its workspace's phone region (`PhoneScope`). */
export const PHONE_SCOPE = {
  workspace: { id: WORKSPACE, default_region: 'GB' },
  demo: false,
  origin: ORIGIN,
} as const;
/** A scope whose workspace has an archived custom field (`old_arr`) beside an active one. */
export const ARCHIVED_FIELD_SCOPE = {
  ...SCOPE,
  workspace: {
    id: WORKSPACE,
    custom_fields: [
      { key: 'arr', archived_at: null },
      { key: 'old_arr', archived_at: '2026-01-15T09:30:00.000Z' },
    ],
  },
} as const;
/** A decoded keyset cursor: (timestamp, id). */
export const AFTER = ['2026-01-15T09:30:00.000Z', CONTACT] as const;
export const SEQUENCE = '00000000-0000-4000-8000-000000000005';
export const ENROLLMENT = '00000000-0000-4000-8000-000000000006';
export const OPERATION = '00000000-0000-4000-8000-000000000007';
/** A member who sees their own contacts and their groups' (`settings.member_visibility = group`). */
export const GROUP_SCOPE = {
  ...SCOPE,
  visibility: { owners: [USER, OTHER], unassigned: true },
} as const;
/** A member who sees only their own contacts, not the unassigned ones. */
export const OWN_SCOPE = {
  ...SCOPE,
  visibility: { owners: [USER], unassigned: false },
} as const;
