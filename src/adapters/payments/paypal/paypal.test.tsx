/**
 * The PayPal provider with @paypal/react-paypal-js replaced at the module boundary: the stand-in keeps the package's
 * documented interface (PayPalScriptProvider options, PayPalButtons callbacks with `data.orderID`, the script
 * reducer's pending and rejected states) and lets the test play the buyer, without loading PayPal's script.
 */
import { act, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';

const sdk = vi.hoisted(() => ({
  options: null as Record<string, unknown> | null,
  buttons: null as null | {
    createOrder: () => Promise<string>;
    onApprove: (data: { orderID: string }) => Promise<void>;
    onCancel: () => void;
    onError: (error: unknown) => void;
    disabled?: boolean;
  },
  script: { isPending: false, isRejected: false },
}));

vi.mock('@paypal/react-paypal-js', () => ({
  PayPalScriptProvider: ({ options, children }: { options: Record<string, unknown>; children: ReactNode }) => {
    sdk.options = options;
    return <>{children}</>;
  },
  usePayPalScriptReducer: () => [sdk.script],
  PayPalButtons: (props: NonNullable<typeof sdk.buttons>) => {
    sdk.buttons = props;
    return <button type="button">PayPal</button>;
  },
}));

const { createPayPalProvider } = await import('.');

function renderButtons(props: Record<string, unknown> = {}) {
  const provider = createPayPalProvider({ clientId: 'sb-client' });
  const Fields = provider.Fields!;
  const calls = {
    createOrder: vi.fn(async () => 'ORDER42'),
    onApprove: vi.fn(async () => undefined),
    onCancel: vi.fn(),
    onError: vi.fn(),
  };
  render(<Fields amount={45} currencyCode="eur" {...calls} {...props} />);
  return { provider, calls };
}

beforeEach(() => {
  sdk.options = null;
  sdk.buttons = null;
  sdk.script = { isPending: false, isRejected: false };
});

describe('the PayPal provider', () => {
  it('loads the SDK in the booking currency, to capture, with card funding off', () => {
    renderButtons();
    expect(sdk.options).toEqual({
      clientId: 'sb-client',
      currency: 'EUR',
      intent: 'capture',
      disableFunding: 'card',
      components: 'buttons',
    });
    expect(screen.getByRole('button', { name: 'PayPal' })).toBeInTheDocument();
  });

  it("loads the SDK in the page's language, as PayPal names it", () => {
    const Fields = createPayPalProvider({ clientId: 'sb-client', locale: 'fr' }).Fields!;
    render(<Fields amount={45} currencyCode="eur" />);
    expect(sdk.options).toMatchObject({ locale: 'fr_FR' });
    const Arabic = createPayPalProvider({ clientId: 'sb-client', locale: 'ar' }).Fields!;
    render(<Arabic amount={45} currencyCode="eur" />);
    expect(sdk.options).toMatchObject({ locale: 'ar_EG' });
  });

  it('gives PayPal the order the page made, and the approved order id back to the page', async () => {
    const { calls } = renderButtons();
    await expect(sdk.buttons!.createOrder()).resolves.toBe('ORDER42');
    await act(() => sdk.buttons!.onApprove({ orderID: 'ORDER42' }));
    expect(calls.onApprove).toHaveBeenCalledWith('ORDER42');
  });

  it('passes a cancel and an SDK error on, and fails createOrder when the page has no order', async () => {
    const { calls } = renderButtons();
    sdk.buttons!.onCancel();
    sdk.buttons!.onError(new Error('popup blocked'));
    expect(calls.onCancel).toHaveBeenCalledOnce();
    expect(calls.onError).toHaveBeenCalledOnce();
    sdk.buttons = null;
    renderButtons({ createOrder: undefined });
    await expect(sdk.buttons!.createOrder()).rejects.toThrow();
  });

  it('says when PayPal is loading, and when its script could not be loaded', () => {
    sdk.script = { isPending: true, isRejected: false };
    const { provider } = renderButtons();
    expect(screen.getByRole('status')).toHaveTextContent('Loading PayPal…');
    sdk.script = { isPending: false, isRejected: true };
    renderButtons();
    expect(screen.getByRole('alert')).toHaveTextContent('PayPal could not be loaded.');
    expect(provider.fields).toBe('own-fields');
  });
});
