import { send } from './processes.js';

/**
 * One webhook endpoint of the large workspace, made and switched through the API as its admin,
 * for the scenario that measures a write with a subscriber against the same write without. Its
 * URL is never called: the measured service runs with its worker off (deliveries are a worker's
 * work; `npm run bench:webhooks` measures them), so only the outbox's cost is on the write.
 */
export class WebhookEndpointSwitch {
  private constructor(
    private readonly token: string,
    private readonly id: string,
  ) {}

  /** Subscribes an endpoint to every event, left off until `turn(true)`. */
  static async create(serviceUrl: string, token: string): Promise<WebhookEndpointSwitch> {
    const res = await send(
      'POST',
      `${serviceUrl}/webhook-endpoints`,
      { authorization: token, 'content-type': 'application/json' },
      JSON.stringify({
        url: 'http://127.0.0.1:9/bench-receiver',
        events: ['*'],
        description: 'bench: a subscriber on every write',
      }),
    );
    if (res.status !== 200 && res.status !== 201) {
      throw new Error(`creating the bench webhook endpoint: ${res.status} ${res.body}`);
    }
    const endpoint = new WebhookEndpointSwitch(token, (JSON.parse(res.body) as { id: string }).id);
    await endpoint.turn(serviceUrl, false);
    return endpoint;
  }

  async turn(serviceUrl: string, active: boolean): Promise<void> {
    const res = await send(
      'PATCH',
      `${serviceUrl}/webhook-endpoints/${this.id}`,
      { authorization: this.token, 'content-type': 'application/json' },
      JSON.stringify({ active }),
    );
    if (res.status !== 200)
      throw new Error(`switching the bench webhook endpoint: ${res.status} ${res.body}`);
  }

  async remove(serviceUrl: string): Promise<void> {
    await send('DELETE', `${serviceUrl}/webhook-endpoints/${this.id}`, {
      authorization: this.token,
    });
  }
}
