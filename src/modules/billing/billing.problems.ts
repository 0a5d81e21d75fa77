import { Problem } from '../../core/http/problem.js';

export const SIMULATE_PAYMENT_PATH = '/billing/simulate-payment';
export const CHECKOUT_PATH = '/billing/checkout';

export class PaymentsDisabledProblem extends Problem {
  constructor() {
    super(
      409,
      `Payments are not enabled on this server; upgrade with POST ${SIMULATE_PAYMENT_PATH} instead`,
      'payments_disabled',
      { simulate_path: SIMULATE_PAYMENT_PATH },
    );
  }
}

export class PaymentsEnabledProblem extends Problem {
  constructor() {
    super(
      409,
      `Payments are enabled on this server; upgrade through POST ${CHECKOUT_PATH}`,
      'payments_enabled',
      { checkout_path: CHECKOUT_PATH },
    );
  }
}

export class AlreadyPremiumProblem extends Problem {
  constructor() {
    super(409, 'This workspace is already premium', 'already_premium');
  }
}

export class WebhookNotConfiguredProblem extends Problem {
  constructor() {
    super(
      503,
      'The payment webhook is not configured: STRIPE_WEBHOOK_SECRET is not set',
      'webhook_not_configured',
      // Every 503 says when to come back; the provider redelivers on its own schedule anyway.
      { retry_after: 60 },
    );
  }
}

export class WebhookSignatureProblem extends Problem {
  constructor(detail: string) {
    super(400, detail, 'invalid_signature');
  }
}
