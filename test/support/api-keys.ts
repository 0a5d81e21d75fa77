import { call, type RequestOptions, type TestApp } from './test-app.js';

export interface CreatedKey {
  id: string;
  key: string;
  prefix: string;
}

/** Makes a personal API key as `email` (a bearer-token call) and answers it. */
export async function createKey(
  t: TestApp,
  email: string,
  scopes: string[],
  body: Record<string, unknown> = {},
): Promise<CreatedKey> {
  const res = await call(t, 'POST', '/api-keys', {
    as: email,
    body: { name: 'Integration', scopes, ...body },
  });
  if (res.status !== 200) throw new Error(`create key failed: ${res.status} ${res.text}`);
  return { id: res.body.id, key: res.body.key, prefix: res.body.prefix };
}

/** One call authenticated with `X-Api-Key` only. */
export function withKey(
  t: TestApp,
  key: string,
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  url: string,
  options: Omit<RequestOptions, 'as'> = {},
) {
  return call(t, method, url, { ...options, headers: { 'x-api-key': key, ...options.headers } });
}
