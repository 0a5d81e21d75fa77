import { Transform } from 'class-transformer';

export const TITLE_MAX_LENGTH = 200;

export const trim = ({ value }: { value: unknown }) =>
  typeof value === 'string' ? value.trim() : value;

/** `owner_id=me` stands for the caller, so a rep's own agenda needs no lookup of their id. */
export const ME = 'me';

/** Lower-cases `me` so `owner_id=Me` behaves as expected; leaves UUIDs to their validator. */
export const OwnerQueryTransform = () =>
  Transform(({ value }: { value: unknown }) =>
    typeof value === 'string' && value.toLowerCase() === ME ? ME : value,
  );
