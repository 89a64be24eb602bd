/** The account calls rule (rules: call-account): account calls. Each takes plain passwords and sends only their hash (see hashPassword). */
import { request, type CallOptions } from './client';
import { hashPassword } from './password';
import type { WireGenericResult } from './wire/common';
import type {
  WireProfile,
  WireResetPasswordRequest,
  WireSignInResponse,
  WireSignUpRequest,
  WireSignUpResponse,
  WireUpdateLanguageRequest,
  WireUpdateProfileRequest,
  WireWelcomeLinkAnswer,
} from './wire/account';

/** Phone numbers travel without spaces and without a leading 0; the dialing code is sent apart (the customer profile rule, rules: customer-profile). */
export function stripPhone(phone: string): string {
  return phone.replace(/\s+/g, '').replace(/^0+/, '');
}

export interface SignInInput {
  email: string;
  password: string;
  /** Remember me (the storage rule, rules: storage): the server makes its session cookie outlive the browser session. */
  rememberme?: boolean;
}

export type SignUpInput = Omit<WireSignUpRequest, 'passwordhash' | 'dialingcode'> & {
  password: string;
  /** Default +44 (the customer profile rule, rules: customer-profile). */
  dialingcode?: string;
};

export async function signIn(input: SignInInput, options?: CallOptions): Promise<WireSignInResponse> {
  const body = {
    email: input.email,
    passwordhash: await hashPassword(input.password),
    rememberme: input.rememberme ?? false,
  };
  return request({ method: 'post', path: '/api/signIn', body }, options);
}

/** Ends the server session (its HttpOnly cookie); not in the spec, which keeps sessions on the client only. */
export function signOut(options?: CallOptions): Promise<WireGenericResult> {
  return request({ method: 'post', path: '/api/signOut', body: {} }, options);
}

/** The signed-in customer's profile (not in the spec): confirms a stored profile's session; 401 when it is gone. */
export function getProfile(options?: CallOptions): Promise<WireProfile> {
  return request({ method: 'get', path: '/api/profile' }, options);
}

export async function signUp(input: SignUpInput, options?: CallOptions): Promise<WireSignUpResponse> {
  const { password, dialingcode, ...rest } = input;
  const body: WireSignUpRequest = {
    ...rest,
    phone: stripPhone(rest.phone),
    dialingcode: dialingcode || '+44',
    passwordhash: await hashPassword(password),
  };
  return request({ method: 'post', path: '/api/signUp', body }, options);
}

export function resetPassword(body: WireResetPasswordRequest, options?: CallOptions): Promise<WireGenericResult> {
  return request({ method: 'post', path: '/api/resetpassword', body }, options);
}

/** Keeps the signed-in customer's chosen language on their profile (beyond the spec: the profile language rule, issue 34). */
export function updateLanguage(body: WireUpdateLanguageRequest, options?: CallOptions): Promise<WireGenericResult> {
  return request({ method: 'put', path: '/api/updatelanguage', body }, options);
}

export function updateProfile(body: WireUpdateProfileRequest, options?: CallOptions): Promise<WireProfile> {
  return request(
    { method: 'put', path: '/api/updateprofile', body: { ...body, phone: stripPhone(body.phone) } },
    options,
  );
}

/** Sets a new password from a reset link (id and code come from the link). */
export async function savePassword(
  input: { id: number | string; code: string; password: string },
  options?: CallOptions,
): Promise<WireGenericResult> {
  const body = { id: input.id, code: input.code, passwordhash: await hashPassword(input.password) };
  return request({ method: 'put', path: '/api/savepassword', body }, options);
}

/** Whether the link a booker's new customer was mailed can still set their password (issue 15, confirmpassword). */
export function checkWelcomeLink(
  query: { id: number | string; code: string },
  options?: CallOptions,
): Promise<WireWelcomeLinkAnswer> {
  return request({ method: 'get', path: '/api/confirmpassword', query: { ...query } }, options);
}

/** Sets the first password of an account a booker opened, from the mailed link (id and code come from the link). */
export async function confirmPassword(
  input: { id: number | string; code: string; password: string },
  options?: CallOptions,
): Promise<WireWelcomeLinkAnswer> {
  const body = { id: input.id, code: input.code, passwordhash: await hashPassword(input.password) };
  return request({ method: 'put', path: '/api/confirmpassword', body }, options);
}

export async function changePassword(
  input: { custid: number | string; password: string; oldPassword: string },
  options?: CallOptions,
): Promise<WireGenericResult> {
  const [passwordhash, oldpasswordhash] = await Promise.all([
    hashPassword(input.password),
    hashPassword(input.oldPassword),
  ]);
  return request(
    { method: 'put', path: '/api/changepassword', body: { custid: input.custid, passwordhash, oldpasswordhash } },
    options,
  );
}
