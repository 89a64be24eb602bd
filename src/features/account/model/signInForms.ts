import { boolean, object, ref, string, type InferType } from 'yup';
import type { MessageId, MessageValues } from '@/i18n';

/** The page's `t`: the account forms' messages are said in the page's language. */
export type Translate = (id: MessageId, values?: MessageValues) => string;

/** Each account field's title: its label and the {title} of its messages (the spec's message table in English). */
export const accountFieldTitles = {
  email: 'account.field.email',
  password: 'account.field.password',
  confirmPassword: 'account.field.confirmPassword',
  oldPassword: 'account.field.currentPassword',
  firstname: 'account.field.firstName',
  surname: 'account.field.surname',
  phone: 'account.field.phone',
} as const satisfies Record<string, MessageId>;
export type AccountField = keyof typeof accountFieldTitles;

/** "{title} is required" and "{title} is invalid" (the text length rule, rules: text-length) for an account field. */
export function fieldMessages(t: Translate) {
  return {
    required: (field: AccountField) => t('design.validation.required', { title: t(accountFieldTitles[field]) }),
    invalid: (field: AccountField) => t('design.validation.invalid', { title: t(accountFieldTitles[field]) }),
  };
}

/** A required email checked as an email (the account forms rule, rules: account-forms). */
export const emailRule = (t: Translate) => {
  const { required, invalid } = fieldMessages(t);
  return string().trim().required(required('email')).email(invalid('email')).max(255, invalid('email'));
};

/** The field limits rule (rules: field-limits): password length 6 to 20 after trimming; the password length rule (rules: password-length) message. */
export const passwordRule = (t: Translate, field: 'password' | 'confirmPassword') => {
  const length = t('design.validation.passwordLength', { title: t(accountFieldTitles[field]) });
  return string().trim().required(fieldMessages(t).required(field)).min(6, length).max(20, length);
};

/** The new password and its confirmation, which must match (the account forms rule, rules: account-forms). */
export const newPasswordRules = (t: Translate) => ({
  password: passwordRule(t, 'password'),
  confirmPassword: passwordRule(t, 'confirmPassword').oneOf([ref('password')], t('design.validation.passwordMismatch')),
});

export interface PhoneCheckContext {
  /** International validation (libphonenumber, loaded lazily) of "+<dial code><digits>"; absent until loaded. */
  isValidPhoneNumber?: (e164: string) => boolean;
}

/**
 * The phone digits rule (rules: phone-digits): digits only, no leading 0, no spaces, and a valid international number for the chosen
 * dialing code (a sibling field `dialingcode`). The international check comes through the validation
 * context, so the rule stays pure and the phone metadata loads only with the form.
 */
export const phoneRule = (t: Translate) => {
  const { required, invalid } = fieldMessages(t);
  return string()
    .trim()
    .required(required('phone'))
    .matches(/^[1-9]\d{3,14}$/, invalid('phone'))
    .test('international', invalid('phone'), function check(value) {
      const context = this.options.context as PhoneCheckContext | undefined;
      if (!value || !context?.isValidPhoneNumber) return true;
      const dial = String((this.parent as { dialingcode?: string }).dialingcode || '+44').replace(/^\+?/, '+');
      return context.isValidPhoneNumber(`${dial}${value}`);
    });
};

/**
 * The account forms rule (rules: account-forms): sign-in needs an email (checked as an email) and a password. The password is trimmed like every
 * password that is set (the password length rule (rules: password-length) counts its length after trimming), so the one signed in with hashes the same.
 */
export function signInSchema(t: Translate) {
  const { required, invalid } = fieldMessages(t);
  return object({
    email: emailRule(t),
    password: string().trim().required(required('password')).max(255, invalid('password')),
    remember: boolean().default(false),
  });
}
export type SignInValues = InferType<ReturnType<typeof signInSchema>>;

/** The phone digits and account forms rules (rules: phone-digits, account-forms): sign-up fields, phone digits without a leading 0, passwords that match. */
export function signUpSchema(t: Translate) {
  return object({ ...contactRules(t), ...newPasswordRules(t) });
}
export type SignUpValues = InferType<ReturnType<typeof signUpSchema>>;

/** First name and surname, each required and at most 255 characters (the field limits rule, rules: field-limits). */
export function nameRules(t: Translate) {
  const { required, invalid } = fieldMessages(t);
  return {
    firstname: string().trim().required(required('firstname')).max(255, invalid('firstname')),
    surname: string().trim().required(required('surname')).max(255, invalid('surname')),
  };
}

/** A customer's own details, as sign-up and the profile ask them: names, phone (with its country) and e-mail. */
export function contactRules(t: Translate) {
  return {
    ...nameRules(t),
    phoneCountry: string().default('GB'),
    dialingcode: string().default('+44'),
    phone: phoneRule(t),
    email: emailRule(t),
  };
}

/** The required text rule (rules: required-text): non-digits and a leading 0 are stripped as the user types. */
export function cleanPhoneDigits(value: string): string {
  return value.replace(/\D/g, '').replace(/^0+/, '');
}
