import { expect } from '@jest/globals';

/**
 * One row of a table of bodies a route refuses with 422: what is wrong with the body, the body,
 * and the field and message the answer names for it.
 */
export type Refusal = [
  description: string,
  body: Record<string, unknown>,
  field: string,
  message: string,
];

/** The answer is a 422 whose errors name `field` with `message`. */
export function expectRefusal(
  res: { status: number; body?: { errors?: unknown } },
  field: string,
  message: string,
): void {
  expect(res.status).toBe(422);
  expect(res.body?.errors).toContainEqual({ field, message });
}
