import { lazy, Suspense, useEffect, type ReactNode } from 'react';
import { loadCustomerStep, loadVehiclePanel } from '@/features/booking';
import { loadPaymentStep } from '@/features/payment';

/**
 * The panels of the steps after the journey, each its own chunk (issue 27): on a phone's first visit the template's
 * first screen hydrated only once all of their code (the customer's forms with yup and react-hook-form, the payment
 * step with the card checks and the payments adapter) had arrived on the same slow line. The server's prerender waits
 * for them, so a template that shows them at once has their HTML, kept until their code arrives (React hydrates each
 * Suspense boundary on its own).
 */
export const LazyVehiclePanel = lazy(() => loadVehiclePanel().then((m) => ({ default: m.VehiclePanel })));
export const LazyCustomerStep = lazy(() => loadCustomerStep().then((m) => ({ default: m.CustomerStep })));
export const LazyPaymentStep = lazy(() => loadPaymentStep().then((m) => ({ default: m.PaymentStep })));

/** A later step's panel: nothing in its place for the moment its code is still on the way (it was asked for at idle). */
export function LaterStep({ children }: { children: ReactNode }) {
  return <Suspense fallback={null}>{children}</Suspense>;
}

function loadLaterSteps(): void {
  void Promise.all([loadVehiclePanel(), loadCustomerStep(), loadPaymentStep()]).catch(() => {
    // A failed prefetch is asked again by React.lazy when the step shows.
  });
}

/**
 * Asks for the later steps' code once the page is idle after hydration, so Next finds it there; a browser without
 * requestIdleCallback (Safari) asks after a short wait.
 */
export function usePrefetchLaterSteps(): void {
  useEffect(() => {
    if (typeof window.requestIdleCallback === 'function') {
      const id = window.requestIdleCallback(loadLaterSteps, { timeout: 3000 });
      return () => window.cancelIdleCallback(id);
    }
    const timer = window.setTimeout(loadLaterSteps, 500);
    return () => window.clearTimeout(timer);
  }, []);
}
