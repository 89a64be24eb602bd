import { Alert } from '@chakra-ui/react';
import { yupResolver } from '@hookform/resolvers/yup';
import { useEffect, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import * as yup from 'yup';
import { GENERIC_ERROR, promoCode, type WirePromoCodeRequest, type WirePromoCodeResponse } from '@/api';
import { FormDialog, TextBox } from '@/design-system';
import type { BookingPromo } from '../../model/draft';
import { formatMoney } from '@/shared';
import { PROMO_REQUIRED, PROMO_TITLE, promoOutcome } from '../../model/promo';

const schema = yup.object({ code: yup.string().trim().required(PROMO_REQUIRED).max(50, 'Promo code is invalid') });

export interface PromoDialogProps {
  open: boolean;
  /** A code a promotion link offered (the small records rule, rules: other-entities): the field starts with it, still checked when applied. */
  offeredCode?: string;
  /** The request for a code: the price, currency and customer of the booking (the promo calls rule, rules: call-promo). */
  requestFor: (code: string) => WirePromoCodeRequest;
  currencyCode: string;
  onApplied: (promo: BookingPromo) => void;
  onClose: () => void;
  /** The promo call; stories pass a stand-in for the operator API. */
  check?: (body: WirePromoCodeRequest) => Promise<WirePromoCodeResponse>;
}

type Result = { ok: true; promo: BookingPromo } | { ok: false; message: string } | null;

/** The dialogs and promo calls rules (rules: modals, call-promo): "Add Promo Code". Code 1 is valid, 0 the generic text, otherwise the server message. */
export function PromoDialog({
  open,
  requestFor,
  currencyCode,
  onApplied,
  onClose,
  check = (body) => promoCode(body),
  offeredCode = '',
}: PromoDialogProps) {
  const form = useForm<{ code: string }>({ resolver: yupResolver(schema), defaultValues: { code: offeredCode } });
  const [result, setResult] = useState<Result>(null);
  useEffect(() => {
    if (!open) return;
    form.reset({ code: offeredCode });
    setResult(null);
    // Each opening starts empty, or with the code a promotion link offered.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open]);

  const submit = form.handleSubmit(async ({ code }) => {
    setResult(null);
    try {
      const body = requestFor(code);
      const outcome = promoOutcome(code, await check(body), body.price);
      setResult(outcome);
      if (outcome.ok) onApplied(outcome.promo);
    } catch {
      setResult({ ok: false, message: GENERIC_ERROR });
    }
  });

  return (
    <FormDialog
      open={open}
      title={PROMO_TITLE}
      onClose={onClose}
      onSubmit={submit}
      submitLabel="Apply"
      busy={form.formState.isSubmitting}
      busyLabel="Checking…"
      done={result?.ok === true}
      cancelLabel={result?.ok ? 'Done' : 'Cancel'}
    >
      {result ? (
        <Alert.Root
          status={result.ok ? 'success' : 'error'}
          role={result.ok ? 'status' : 'alert'}
          data-testid="promo-result"
        >
          <Alert.Indicator />
          <Alert.Title>
            {result.ok
              ? `${result.promo.code.toUpperCase()} applied: ${formatMoney(result.promo.value, currencyCode)} off${result.promo.message ? `. ${result.promo.message}` : ''}`
              : result.message}
          </Alert.Title>
        </Alert.Root>
      ) : null}
      {result?.ok ? null : (
        <Controller
          control={form.control}
          name="code"
          render={({ field, fieldState }) => (
            <TextBox
              id="booking-promo-code"
              label="Promo code"
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              required
              error={fieldState.error?.message ?? ''}
              autoComplete="off"
              maxLength={50}
            />
          )}
        />
      )}
    </FormDialog>
  );
}
