-- Issue 32, a changed booking's higher fare paid at Stripe or PayPal: a provider payment (PaymentIntent, order) made
-- for the difference of one change, not for the booking. NULL purpose: the booking's own payment. The change asked
-- for is kept with it, so the payment settles that change (exactly once, by its request id) whichever reports it
-- first: the customer's page or Stripe's webhook.
ALTER TABLE provider_payments ADD COLUMN purpose text;
ALTER TABLE provider_payments ADD COLUMN change_request jsonb;
