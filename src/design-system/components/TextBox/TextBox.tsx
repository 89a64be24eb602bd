import { Badge, Group, Input, NativeSelect, Textarea } from '@chakra-ui/react';
import { useEffect, useId, useState, type KeyboardEvent, type Ref } from 'react';
import { useT } from '@/i18n';
import {
  describeCardNumber,
  isAllowedPhoneKey,
  maxLengthFor,
  stripCardNumber,
  validateText,
  type TextBoxType,
  type ValidationResult,
} from '../../model/validation';
import { normalisePhoneEntry, settlePhoneEntry } from '../../model/phoneEntry';
import { FormField } from '../Field/FormField';
import { DEFAULT_PHONE_COUNTRY } from './phoneCountries';
import { usePhoneLibrary } from './usePhoneLibrary';

export interface TextBoxProps {
  /** The field's title: its label and the {title} of its messages. */
  label: string;
  type?: TextBoxType;
  name?: string;
  id?: string;
  value?: string;
  /** Receives the cleaned value (card spaces stripped). Compatible with react-hook-form's `field.onChange`. */
  onChange?: (value: string) => void;
  onBlur?: () => void;
  ref?: Ref<HTMLInputElement & HTMLTextAreaElement & HTMLSelectElement>;
  required?: boolean;
  /** A message from outside (e.g. react-hook-form); replaces the box's own validation. */
  error?: string;
  requiredMessage?: string;
  invalidMessage?: string;
  maxLength?: number;
  /** confirmpassword: the password it must match. */
  compareWith?: string;
  /** phone: ISO country code of the dial-code picker, default GB. */
  phoneCountry?: string;
  onPhoneCountryChange?: (code: string, dialCode: string) => void;
  /** Show the valid styling once a touched value passes. */
  showValid?: boolean;
  /** Called after each internal validation. */
  onValidate?: (result: ValidationResult) => void;
  placeholder?: string;
  helperText?: string;
  disabled?: boolean;
  autoComplete?: string;
}

const AUTOCOMPLETE: Partial<Record<TextBoxType, string>> = {
  email: 'email',
  phone: 'tel-national',
  postcode: 'postal-code',
  password: 'current-password',
  confirmpassword: 'new-password',
  cardnumber: 'cc-number',
  cardcvc: 'cc-csc',
  country: 'country',
};

const INPUT_TYPE: Partial<Record<TextBoxType, string>> = {
  email: 'email',
  phone: 'tel',
  password: 'password',
  confirmpassword: 'password',
};

const NUMERIC: TextBoxType[] = ['phone', 'cardnumber', 'cardcvc'];

/** Numbers and addresses read left to right on a right-to-left page too (the right-to-left rule, docs/languages.md). */
const LEFT_TO_RIGHT: TextBoxType[] = ['phone', 'cardnumber', 'cardcvc', 'postcode', 'email'];

/** The text box of the shared widgets and required text rules (rules: shared-widgets, required-text), for every type, controlled or through react-hook-form. */
export function TextBox(props: TextBoxProps) {
  const { label, type = 'text', value, onChange, required, disabled, placeholder, name, ref } = props;
  const t = useT();
  const generatedId = useId();
  const id = props.id ?? generatedId;
  const [touched, setTouched] = useState(false);
  const library = usePhoneLibrary(type === 'phone' || type === 'country');
  const phoneCountryCode = props.phoneCountry ?? DEFAULT_PHONE_COUNTRY.code;
  const phoneCountry = library?.countries.find((c) => c.code === phoneCountryCode) ?? DEFAULT_PHONE_COUNTRY;
  const text = value ?? '';
  const card = type === 'cardnumber' && text ? describeCardNumber(text) : null;

  const validation = validateText(
    text,
    {
      title: label,
      type,
      required,
      requiredMessage: props.requiredMessage,
      invalidMessage: props.invalidMessage,
      maxLength: props.maxLength,
      compareWith: props.compareWith,
      dialCode: phoneCountry.dialCode,
      isValidInternational: library?.isValidPhoneNumber,
    },
    t,
  );
  const error = props.error ?? (touched ? validation.message || undefined : undefined);
  const valid = props.showValid && touched && !error && text !== '';

  // The phone entry rule: whatever arrives (typed, pasted, autofilled) keeps its national digits, and another
  // country's dial code switches the picker.
  const enterPhone = (next: string) => {
    const entry = normalisePhoneEntry(next, phoneCountry.dialCode, library?.entryTools);
    if (entry.country && entry.dialCode) props.onPhoneCountryChange?.(entry.country, entry.dialCode);
    if (entry.value !== text || next !== text) onChange?.(entry.value);
  };
  const emit = (next: string) => {
    if (type === 'phone') enterPhone(next);
    else onChange?.(type === 'cardnumber' ? stripCardNumber(next) : next);
  };
  // A number that arrived before libphonenumber loaded, or from outside (a stored profile, a link), is read again
  // with it: "+33…" held until then switches the picker now.
  const libraryReady = Boolean(library);
  useEffect(() => {
    if (type === 'phone' && libraryReady && text && !/^[1-9]\d*$/.test(text)) enterPhone(text);
    // Only when the library arrives or a value from outside is not yet in the box's form.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [type, libraryReady, text]);
  const blur = () => {
    setTouched(true);
    if (type === 'phone' && text.startsWith('+')) onChange?.(settlePhoneEntry(text));
    props.onValidate?.(validation);
    props.onBlur?.();
  };
  const maxLength = props.maxLength ?? (type === 'cardcvc' ? 4 : type === 'cardnumber' ? 23 : maxLengthFor(type));
  const common = {
    id,
    name,
    ref,
    value: text,
    disabled,
    placeholder,
    required,
    onBlur: blur,
    borderColor: valid ? 'border.success' : undefined,
    'data-valid': valid ? '' : undefined,
  };

  const phoneKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const isCharacter = event.key.length === 1 && !event.ctrlKey && !event.metaKey && !event.altKey;
    if (isCharacter && !isAllowedPhoneKey(event.key, event.currentTarget.selectionStart ?? text.length)) {
      event.preventDefault();
    }
  };

  let control;
  if (type === 'textarea') {
    control = <Textarea {...common} maxLength={maxLength} onChange={(e) => emit(e.target.value)} />;
  } else if (type === 'country') {
    control = (
      <NativeSelect.Root disabled={disabled}>
        <NativeSelect.Field
          {...common}
          onChange={(e) => emit(e.target.value)}
          autoComplete={props.autoComplete ?? 'country'}
        >
          <option value="">{placeholder ?? t('design.textBox.selectCountry')}</option>
          {(library?.countries ?? [DEFAULT_PHONE_COUNTRY]).map((country) => (
            <option key={country.code} value={country.code}>
              {country.name}
            </option>
          ))}
          {text && !library?.countries.some((c) => c.code === text) && text !== DEFAULT_PHONE_COUNTRY.code ? (
            <option value={text}>{text}</option>
          ) : null}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    );
  } else {
    const input = (
      <Input
        {...common}
        type={INPUT_TYPE[type] ?? 'text'}
        inputMode={NUMERIC.includes(type) ? 'numeric' : undefined}
        maxLength={maxLength}
        dir={LEFT_TO_RIGHT.includes(type) ? 'ltr' : undefined}
        autoComplete={props.autoComplete ?? AUTOCOMPLETE[type]}
        onChange={(e) => emit(e.target.value)}
        onKeyDown={type === 'phone' ? phoneKeyDown : undefined}
      />
    );
    control =
      type === 'phone' ? (
        <Group attached w="full" dir="ltr">
          <NativeSelect.Root width="auto" disabled={disabled}>
            <NativeSelect.Field
              id={`${id}-country`}
              aria-label={t('design.textBox.countryCode', { label })}
              value={phoneCountry.code}
              onChange={(e) => {
                const chosen = library?.countries.find((c) => c.code === e.target.value);
                if (chosen) props.onPhoneCountryChange?.(chosen.code, chosen.dialCode);
              }}
            >
              {(library?.countries ?? [DEFAULT_PHONE_COUNTRY]).map((country) => (
                <option key={country.code} value={country.code}>
                  {`${country.name} +${country.dialCode}`}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
          {input}
        </Group>
      ) : type === 'cardnumber' ? (
        <Group attached w="full">
          {input}
          {card?.cardType ? (
            <Badge variant="subtle" px="3" aria-live="polite" data-testid="card-type">
              {card.cardType}
            </Badge>
          ) : null}
        </Group>
      ) : (
        input
      );
  }

  return (
    <FormField
      label={label}
      id={id}
      required={required}
      error={error}
      helperText={props.helperText}
      disabled={disabled}
    >
      {control}
    </FormField>
  );
}
