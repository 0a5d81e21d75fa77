import { ValidationProblem } from '../../core/http/problem.js';

/**
 * Runs `work` whose validation problems name fields of a body nested under `parent`, and names
 * them by their path from the request body (`owner_id` becomes `contact.owner_id`), as the
 * validation pipe names nested fields.
 */
export async function inField<T>(parent: string, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (!(error instanceof ValidationProblem)) throw error;
    throw new ValidationProblem(error.errors.map((e) => ({ ...e, field: `${parent}.${e.field}` })));
  }
}
