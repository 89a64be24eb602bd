import { boolean, object, ref, string, type InferType } from 'yup';

/** The field limits rule (rules: field-limits): password length 6 to 20 after trimming; the password length rule (rules: password-length) message. */
export const passwordRule = (title: string) =>
  string()
    .trim()
    .required(`${title} is required`)
    .min(6, `${title} must be at least 6 characters long`)
    .max(20, `${title} must be at least 6 characters long`);

export interface PhoneCheckContext {
  /** International validation (libphonenumber, loaded lazily) of "+<dial code><digits>"; absent until loaded. */
  isValidPhoneNumber?: (e164: string) => boolean;
}

/**
 * The phone digits rule (rules: phone-digits): digits only, no leading 0, no spaces, and a valid international number for the chosen
 * dialing code (a sibling field `dialingcode`). The international check comes through the validation
 * context, so the rule stays pure and the phone metadata loads only with the form.
 */
export const phoneRule = () =>
  string()
    .trim()
    .required('Phone is required')
    .matches(/^[1-9]\d{3,14}$/, 'Phone is invalid')
    .test('international', 'Phone is invalid', function check(value) {
      const context = this.options.context as PhoneCheckContext | undefined;
      if (!value || !context?.isValidPhoneNumber) return true;
      const dial = String((this.parent as { dialingcode?: string }).dialingcode || '+44').replace(/^\+?/, '+');
      return context.isValidPhoneNumber(`${dial}${value}`);
    });

/**
 * The account forms rule (rules: account-forms): sign-in needs an email (checked as an email) and a password. The password is trimmed like every
 * password that is set (the password length rule (rules: password-length) counts its length after trimming), so the one signed in with hashes the same.
 */
export const signInSchema = object({
  email: string().trim().required('Email is required').email('Email is invalid').max(255, 'Email is invalid'),
  password: string().trim().required('Password is required').max(255, 'Password is invalid'),
  remember: boolean().default(false),
});
export type SignInValues = InferType<typeof signInSchema>;

/** The phone digits and account forms rules (rules: phone-digits, account-forms): sign-up fields, phone digits without a leading 0, passwords that match. */
export const signUpSchema = object({
  firstname: string().trim().required('First name is required').max(255, 'First name is invalid'),
  surname: string().trim().required('Surname is required').max(255, 'Surname is invalid'),
  phoneCountry: string().default('GB'),
  dialingcode: string().default('+44'),
  phone: phoneRule(),
  email: string().trim().required('Email is required').email('Email is invalid').max(255, 'Email is invalid'),
  password: passwordRule('Password'),
  confirmPassword: passwordRule('Confirm password').oneOf([ref('password')], 'Password and Confirm password not match'),
});
export type SignUpValues = InferType<typeof signUpSchema>;

/** The required text rule (rules: required-text): non-digits and a leading 0 are stripped as the user types. */
export function cleanPhoneDigits(value: string): string {
  return value.replace(/\D/g, '').replace(/^0+/, '');
}
