/**
 * PayPal (the payment flow rule's (rules: payment-flow) paypal flow, the operator configuration rule (rules: configuration) IsPaypalAllowed, PayPalClientId) through @paypal/react-paypal-js. Loaded
 * with `import()` only when the PayPal method is shown. PayPal's buttons draw their own UI: the buyer presses one,
 * `createOrder` asks the page for the order the API created for the booking (in the booking's currency; card
 * funding off, cards go through the card method), the buyer approves in PayPal's window, and `onApprove` hands the
 * order id back to the page, which reports it with updatebooking; the API captures the order itself.
 */
import { PayPalButtons, PayPalScriptProvider, usePayPalScriptReducer } from '@paypal/react-paypal-js';
import type { PaymentProvider, ProviderFieldsProps } from '../types';

export interface PayPalProviderOptions {
  clientId: string;
  /** The page's language (en-GB, fr, …): PayPal's buttons speak it. */
  locale?: string;
}

/** The SDK's load options (https://developer.paypal.com/sdk/js/configuration/): the booking currency, capture, no card funding. */
export function paypalScriptOptions(clientId: string, currencyCode: string, locale?: string) {
  const paypal = locale ? PAYPAL_LOCALES[locale] : undefined;
  return {
    clientId,
    currency: currencyCode.toUpperCase(),
    intent: 'capture',
    disableFunding: 'card',
    components: 'buttons',
    ...(paypal ? { locale: paypal } : {}),
  };
}

/**
 * The SDK's `locale` for each page language (developer.paypal.com/reference/locale-codes): a language and a country;
 * Arabic is PayPal's ar_EG. A language not listed leaves PayPal to choose by the buyer's browser.
 */
const PAYPAL_LOCALES: Record<string, string> = {
  'en-GB': 'en_GB',
  fr: 'fr_FR',
  de: 'de_DE',
  es: 'es_ES',
  it: 'it_IT',
  pl: 'pl_PL',
  ar: 'ar_EG',
};

function LoadState() {
  const [{ isPending, isRejected }] = usePayPalScriptReducer();
  if (isRejected)
    return <p role="alert">PayPal could not be loaded. Please try again or choose another payment method.</p>;
  return isPending ? <p role="status">Loading PayPal…</p> : null;
}

export function createPayPalProvider(options: PayPalProviderOptions): PaymentProvider {
  function Fields(props: ProviderFieldsProps) {
    return (
      <PayPalScriptProvider options={paypalScriptOptions(options.clientId, props.currencyCode, options.locale)}>
        <LoadState />
        <PayPalButtons
          style={{ layout: 'vertical', label: 'pay' }}
          disabled={props.disabled}
          forceReRender={[props.amount, props.currencyCode]}
          createOrder={async () => {
            if (!props.createOrder) throw new Error('No order for this payment.');
            return props.createOrder();
          }}
          onApprove={async (data) => {
            await props.onApprove?.(data.orderID);
          }}
          onCancel={() => props.onCancel?.()}
          onError={(error) => props.onError?.(error)}
        />
      </PayPalScriptProvider>
    );
  }
  return { name: 'paypal', fields: 'own-fields', Fields, teardown() {} };
}
