import { Alert } from '@chakra-ui/react';
import { yupResolver } from '@hookform/resolvers/yup';
import { useEffect, useMemo, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import * as yup from 'yup';
import { GENERIC_ERROR, promoCode, type WirePromoCodeRequest, type WirePromoCodeResponse } from '@/api';
import { FormDialog, TextBox } from '@/design-system';
import { useTranslator } from '@/i18n';
import type { BookingPromo } from '../../model/draft';
import { formatMoney } from '@/shared';
import { knownMessage, type Translate } from '../../model/messages';
import { promoOutcome } from '../../model/promo';

const schemaFor = (t: Translate) =>
  yup.object({
    code: yup.string().trim().required(t('booking.message.promoRequired')).max(50, t('booking.message.promoInvalid')),
  });

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
  const { t, locale } = useTranslator();
  const schema = useMemo(() => schemaFor(t), [t]);
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
      title={t('booking.customer.addPromo')}
      onClose={onClose}
      onSubmit={submit}
      submitLabel={t('booking.promo.apply')}
      busy={form.formState.isSubmitting}
      busyLabel={t('booking.promo.checking')}
      done={result?.ok === true}
      cancelLabel={t(result?.ok ? 'booking.promo.done' : 'booking.promo.cancel')}
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
              ? t(result.promo.message ? 'booking.promo.appliedWithMessage' : 'booking.promo.applied', {
                  code: result.promo.code.toUpperCase(),
                  amount: formatMoney(result.promo.value, currencyCode, locale),
                  message: result.promo.message,
                })
              : knownMessage(t, result.message)}
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
              label={t('booking.customer.promo')}
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
