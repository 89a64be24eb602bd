import type { FastifyInstance } from 'fastify';
import type { Db } from '../db';
import { tokenizeCard, type CardInput } from '../gateways/payments/sandbox';
import { ClientError } from '../lib/errors';
import { objectSchema, text } from '../lib/schemas';

export const SANDBOX_TOKENIZE_PATH = '/sandbox-gateway/tokenize';

/**
 * POST /sandbox-gateway/tokenize: outside /api because it stands for the card provider's host (the card token rule, rules: card-token).
 * A refused card is a 400 with the error shape and a message for the customer (the error behaviour rule (rules: error-behaviour) shows it in a dialog).
 */
export function registerSandboxGatewayRoutes(app: FastifyInstance, deps: { db: Db; now: () => Date }): void {
  app.post<{ Body: CardInput }>(
    SANDBOX_TOKENIZE_PATH,
    {
      schema: {
        body: objectSchema(
          {
            cardnumber: text(30),
            expirymonth: { type: 'integer', minimum: 1, maximum: 12 },
            expiryyear: { type: 'integer', minimum: 0, maximum: 9999 },
            cvc: text(4),
            name: text(),
            // A billing postcode may be foreign, so it gets more room than a UK one.
            postcode: text(20),
          },
          ['cardnumber', 'expirymonth', 'expiryyear', 'cvc', 'name', 'postcode'],
        ),
      },
    },
    async (request) => {
      const result = await tokenizeCard(deps.db, request.body, deps.now());
      if (!result.ok) throw new ClientError(400, result.message);
      return { code: 1, message: '', ...result.card };
    },
  );
}
