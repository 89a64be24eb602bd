/** The phone digits, account forms and field limits rules (rules: phone-digits, account-forms, field-limits): the forms of the forgot-password dialog, the password pages and the profile. */
import { boolean, object, ref, string, type InferType } from 'yup';
import { passwordRule, phoneRule } from './signInForms';

const email = string().trim().required('Email is required').email('Email is invalid').max(255, 'Email is invalid');

/** The valid booking rule (rules: booking-valid): "the email is required and checked as an email". */
export const forgotPasswordSchema = object({ email });
export type ForgotPasswordValues = InferType<typeof forgotPasswordSchema>;

/** A new password and its confirmation (reset link, change password, update password). */
export const newPasswordSchema = object({
  password: passwordRule('Password'),
  confirmPassword: passwordRule('Confirm password').oneOf([ref('password')], 'Password and Confirm password not match'),
});
export type NewPasswordValues = InferType<typeof newPasswordSchema>;

export const changePasswordSchema = object({
  // Trimmed like the password it was set as (the password length rule, rules: password-length), so its hash matches.
  oldPassword: string().trim().required('Current password is required').max(255, 'Current password is invalid'),
  password: passwordRule('Password'),
  confirmPassword: passwordRule('Confirm password').oneOf([ref('password')], 'Password and Confirm password not match'),
});
export type ChangePasswordValues = InferType<typeof changePasswordSchema>;

/** Update profile (the account calls rule (rules: call-account) updateprofile): names, phone, email and the two mailing lists. */
export const profileSchema = object({
  firstname: string().trim().required('First name is required').max(255, 'First name is invalid'),
  surname: string().trim().required('Surname is required').max(255, 'Surname is invalid'),
  phoneCountry: string().default('GB'),
  dialingcode: string().default('+44'),
  phone: phoneRule(),
  email,
  smsmailinglist: boolean().default(false),
  emailmailinglist: boolean().default(false),
});
export type ProfileValues = InferType<typeof profileSchema>;
