/** The customer profile rule (rules: customer-profile) and 7.4. Passwords travel only as `passwordhash` (see hashPassword). */

/** POST /api/signIn */
export interface WireSignInRequest {
  email: string;
  passwordhash: string;
  /** Remember me (the storage rule (rules: storage); added here): true makes the session cookie persistent (30 days), else it ends with the browser. */
  rememberme?: boolean;
}

/** POST /api/signUp (phone is the number only, dialing code apart). */
export interface WireSignUpRequest {
  email: string;
  phone: string;
  surname: string;
  firstname: string;
  /** Default +44. */
  dialingcode: string;
  passwordhash: string;
}

/** Customer or profile (the customer profile rule, rules: customer-profile). Servers send custid or Id, bookerid or BookerId. */
export interface WireProfile {
  custid?: number | string;
  Id?: number | string;
  code?: number;
  phone?: string;
  bookerid?: number | string;
  BookerId?: number | string;
  /** Beyond the spec (issue 15): the booker's account requires a cost centre on every booking. */
  costcentrerequired?: boolean;
  email?: string;
  surname?: string;
  firstname?: string;
  LastName?: string;
  dialingcode?: string;
  smsmailinglist?: boolean;
  emailmailinglist?: boolean;
  /** Beyond the spec (issue 34): the language the customer chose, a code of LOCALES; absent until they choose. */
  language?: string;
  message?: string;
}

/** Sign-in (and sign-up) response: Code, Message, Id plus profile fields. */
export interface WireSignInResponse extends WireProfile {
  Code: number;
  Message?: string;
}
export type WireSignUpResponse = WireSignInResponse;

/** POST /api/resetpassword. Response code (1 success) and message. */
export interface WireResetPasswordRequest {
  custid?: number | string;
  email: string;
  source: number;
}

/** PUT /api/updateprofile. Response: WireProfile with code and message (chosen here). */
export interface WireUpdateProfileRequest {
  custid: number | string;
  phone: string;
  email: string;
  surname: string;
  firstname: string;
  dialingcode: string;
  smsmailinglist: boolean;
  emailmailinglist: boolean;
}

/** PUT /api/updatelanguage (beyond the spec, issue 34): the signed-in customer's chosen language. Answer: code, message. */
export interface WireUpdateLanguageRequest {
  custid: number | string;
  language: string;
}

/** PUT /api/savepassword (from a reset link: id and code come from the link). */
export interface WireSavePasswordRequest {
  id: number | string;
  code: string;
  passwordhash: string;
}

/**
 * GET and PUT /api/confirmpassword (not in the spec; issue 15): the link mailed to a customer whose account a booker
 * opened. Code 1 with the account's e-mail when the link can set a password; code 2 with the message and why not.
 */
export interface WireWelcomeLinkAnswer {
  code: number;
  message?: string;
  email?: string;
  firstname?: string;
  state?: 'unknown' | 'used' | 'expired';
}

/** PUT /api/changepassword */
export interface WireChangePasswordRequest {
  custid: number | string;
  passwordhash: string;
  oldpasswordhash: string;
}
