import type { TestApp } from './test-app.js';

/** Requests as the rate-limit specs send them: a token, the connection's address, a forwarded one. */
export interface Request {
  authorization?: string;
  /** The connection's address (the balancer's, behind one). */
  from?: string;
  forwardedFor?: string;
  method?: 'GET' | 'POST' | 'PUT';
}

export async function send(t: TestApp, url: string, request: Request = {}) {
  const response = await t.app.inject({
    method: request.method ?? 'GET',
    url,
    remoteAddress: request.from ?? '127.0.0.1',
    headers: {
      ...(request.authorization !== undefined ? { authorization: request.authorization } : {}),
      ...(request.forwardedFor !== undefined ? { 'x-forwarded-for': request.forwardedFor } : {}),
    },
  });
  return { status: response.statusCode, headers: response.headers, text: response.body };
}

export async function statuses(t: TestApp, url: string, requests: Request[]): Promise<number[]> {
  const result = [];
  for (const request of requests) result.push((await send(t, url, request)).status);
  return result;
}

export const devToken = (email: string) => `Bearer dev:${email}`;

export function limitedDetail(retryAfter: number): string {
  return `Too many requests: the limit is 3 a minute; retry after ${retryAfter} ${retryAfter === 1 ? 'second' : 'seconds'}`;
}

/** Waits for a condition the service reaches on its own (a reconnection); not a measurement. */
export async function eventually(condition: () => Promise<boolean> | boolean, what: string) {
  for (let attempt = 0; attempt < 400; attempt++) {
    if (await condition()) return;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error(`gave up waiting: ${what}`);
}
