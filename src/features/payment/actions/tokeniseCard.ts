import { isCardTokenisationError, type CardDetails, type PaymentProvider } from '@/adapters/payments';
import { cardProviderFailure, tokenisationFailure, type SubmitOutcome } from '../model/outcome';

/**
 * Tokenises the card with the gateway, so the card never reaches the operator API (the card token rule's (rules: card-token) nonce path).
 * A failure comes back as the outcome to show (the error behaviour rule, rules: error-behaviour): the gateway's own message, or the card message.
 */
export async function tokeniseCard(
  loadProvider: () => Promise<PaymentProvider>,
  card: CardDetails,
): Promise<{ nonce: string } | { failed: SubmitOutcome }> {
  try {
    const provider = await loadProvider();
    if (!provider.tokenise) return { failed: cardProviderFailure() };
    return { nonce: (await provider.tokenise(card)).nonce };
  } catch (error) {
    return { failed: isCardTokenisationError(error) ? tokenisationFailure(error.message) : cardProviderFailure() };
  }
}
