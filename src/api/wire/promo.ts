/** The promo discount and small records rules (rules: promo-discount, other-entities) and 7.5. */

/** POST /api/promocode */
export interface WirePromoCodeRequest {
  price: number;
  promocode: string;
  currencycode: string;
  custid?: number | string;
}
/** Response Code, Value, Message (the promo discount rule (rules: promo-discount) adds promocodeid). Code 1 means valid. */
export interface WirePromoCodeResponse {
  Code: number;
  Value?: number;
  Message?: string;
  promocodeid?: number | string;
}

/** GET /api/promotion?token= : the promotion link (the small records rule, rules: other-entities). Key spelling chosen here where the small records rule (rules: other-entities) gives prose. */
export interface WirePromotion {
  code: number;
  message?: string;
  /** The page the link opens: lite, quick or booking (docs/embedding.md); others open the link's own page. */
  mode?: string;
  /** The passenger (the small records rule (rules: other-entities) phone, e-mail, names); the phone without its dialing code, which defaults to +44. */
  phone?: string;
  dialingcode?: string;
  email?: string;
  firstname?: string;
  surname?: string;
  picklat?: number;
  picklng?: number;
  dofflat?: number;
  dofflng?: number;
  pickupaddress?: string;
  dropoffaddress?: string;
  pickpostcode?: string;
  droppostcode?: string;
  pickcategory?: string;
  doffcategory?: string;
  pickname?: string;
  doffname?: string;
  bookerid?: number | string;
  custid?: number | string;
  promocode?: string;
  vehtypeid?: number;
  changesallowed?: boolean;
  smsmailinglist?: boolean;
  emailmailinglist?: boolean;
  /**
   * Added by the server (not the small records rule (rules: other-entities)) for the signed-in booker the link names: the booker's customer its custid names,
   * as the booker's Customer section asks for them. Absent for anyone else.
   */
  customer?: WirePromotionCustomer;
}

/** A booker's customer named by a promotion link (WirePromotion.customer). */
export interface WirePromotionCustomer {
  custid: number | string;
  firstname?: string;
  surname?: string;
  email?: string;
  phone?: string;
  dialingcode?: string;
}

/** POST /api/emailreceipt. Code 1 means sent, code 0 the generic error. Response: WireGenericResult. */
export interface WireEmailReceiptRequest {
  source: number;
  bookingref: number | string;
  /** The booking's access code (BookingCode): lets the ticket page resend a receipt without a session (added). */
  code?: string;
}
