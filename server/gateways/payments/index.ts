/** The payment gateways this server has, by the operator configuration's `paymentgateway` name. */
import { sandboxGateway } from './sandbox';
import type { PaymentGateway } from './types';

export type * from './types';
export { CARD_PROCESSING_MESSAGE, PAYMENT_INFO_MESSAGE } from './sandbox';

/** Adding Stripe or PayPal is an entry here plus its module implementing PaymentGateway. */
const gateways: Record<string, PaymentGateway> = { sandbox: sandboxGateway };

export const PAYMENT_GATEWAY_NAMES: readonly string[] = Object.keys(gateways);

/** The configured gateway; throws for a name this server does not have (the configuration check refuses it first). */
export function paymentGateway(name: string): PaymentGateway {
  const gateway = Object.hasOwn(gateways, name) ? gateways[name] : undefined;
  if (!gateway)
    throw new Error(`Unknown payment gateway "${name}": this server has ${PAYMENT_GATEWAY_NAMES.join(', ')}.`);
  return gateway;
}
