import { Transform } from 'class-transformer';
import { ME } from '../followups.rules.js';

/** Lower-cases `me` so `owner_id=Me` behaves as expected; leaves UUIDs to their validator. */
export const OwnerQueryTransform = () =>
  Transform(({ value }: { value: unknown }) =>
    typeof value === 'string' && value.toLowerCase() === ME ? ME : value,
  );

/** What an `owner_id` query takes, as its schema says it: a member id (any case), or `me`. */
export const OWNER_QUERY_PATTERN =
  '^(?:[mM][eE]|[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12})$';
