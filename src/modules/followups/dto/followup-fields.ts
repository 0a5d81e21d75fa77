import { Transform } from 'class-transformer';
import { ME } from '../followups.rules.js';

/** Lower-cases `me` so `owner_id=Me` behaves as expected; leaves UUIDs to their validator. */
export const OwnerQueryTransform = () =>
  Transform(({ value }: { value: unknown }) =>
    typeof value === 'string' && value.toLowerCase() === ME ? ME : value,
  );
