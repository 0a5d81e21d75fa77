import { createPipelineCrmClient } from '../../clients/index.js';

/**
 * Calls the typed client must refuse at compile time. Each `@ts-expect-error` fails the compile
 * when the line under it compiles after all; the suite also compiles this file without them and
 * expects an error on each of those lines.
 */
export async function callsTheClientRefuses(): Promise<void> {
  const crm = createPipelineCrmClient('http://127.0.0.1:3000', { token: 'dev:ada@example.com' });
  // @ts-expect-error first_name is required
  await crm.POST('/contacts', { body: { last_name: 'Lovelace' } });
  // @ts-expect-error value_cents is a number of cents, not a string
  await crm.POST('/contacts', { body: { first_name: 'Ada', value_cents: '2500.00' } });
  // @ts-expect-error the stage change needs the contact's id in the path
  await crm.POST('/contacts/{id}/stage', { body: { stage: 'qualified' } });
  // @ts-expect-error there is no such route
  await crm.GET('/contact');
  const { data } = await crm.GET('/me');
  // @ts-expect-error the answer's fields are snake_case
  console.log(data?.workspace.isPremium);
}
