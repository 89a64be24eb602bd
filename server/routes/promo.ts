import type { FastifyInstance } from 'fastify';
import type { Db } from '../db';
import type { OperatorConfigStore } from '../domain/operatorConfig';
import { currencyRate } from '../domain/pricing';
import { findPromo, promoDiscount } from '../domain/promo';
import { objectSchema, optionalId, requiredText } from '../lib/schemas';
import { requireOwnIds } from '../lib/session';

interface PromoBody {
  price: number;
  promocode: string;
  currencycode?: string;
  custid?: number | string | null;
}

/**
 * The promo calls rule (rules: call-promo): POST /api/promocode. Value is the amount taken off `price` (the total before discount, in
 * `currencycode`): the same figure createbookingTest takes off when the booking names the promocodeid.
 */
export function registerPromoRoutes(
  api: FastifyInstance,
  deps: { db: Db; operatorConfig: OperatorConfigStore; now: () => Date },
): void {
  api.post<{ Body: PromoBody }>(
    '/promocode',
    {
      schema: {
        body: objectSchema(
          {
            price: { type: 'number', minimum: 0, maximum: 1000000 },
            promocode: requiredText(50),
            currencycode: { type: 'string', pattern: '^[A-Za-z]{0,3}$' },
            custid: optionalId,
          },
          ['price', 'promocode'],
        ),
      },
    },
    async (request) => {
      const now = deps.now();
      await requireOwnIds(deps.db, request, now, { custid: request.body.custid });
      const operator = await deps.operatorConfig.get();
      const currency = (request.body.currencycode || operator.configuration.currencycode || 'GBP').toUpperCase();
      const rate = currencyRate(operator.currencyRates, currency);
      if (rate === undefined) return { Code: 2, Message: `Prices cannot be shown in ${currency}.` };
      const found = findPromo(operator.promoCodes, request.body.promocode, now);
      if (!found.ok) return { Code: 2, Message: found.message };
      return {
        Code: 1,
        Message: '',
        Value: promoDiscount(found.promo, request.body.price, rate),
        promocodeid: found.promo.id,
      };
    },
  );
}
