/** A workspace's tier: a premium workspace works on real data, a free one on the demo data. */
export const TIERS = ['free', 'premium'] as const;
export type Tier = (typeof TIERS)[number];

/** The paths that can change a workspace's tier. */
export const TIER_CHANGE_VIAS = ['webhook', 'simulate', 'dev', 'admin'] as const;
export type TierChangeVia = (typeof TIER_CHANGE_VIAS)[number];

export function tierOf(isPremium: boolean): Tier {
  return isPremium ? 'premium' : 'free';
}
