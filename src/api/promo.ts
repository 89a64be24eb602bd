/** The promo calls rule (rules: call-promo): promo code, promotion link and e-mailed receipt. */
import { request, type CallOptions } from './client';
import type { WireGenericResult } from './wire/common';
import type { WireEmailReceiptRequest, WirePromoCodeRequest, WirePromoCodeResponse, WirePromotion } from './wire/promo';

export function promoCode(body: WirePromoCodeRequest, options?: CallOptions): Promise<WirePromoCodeResponse> {
  return request({ method: 'post', path: '/api/promocode', body }, options);
}

export function promotion(token: string, options?: CallOptions): Promise<WirePromotion> {
  return request({ method: 'get', path: '/api/promotion', query: { token } }, options);
}

export function emailReceipt(body: WireEmailReceiptRequest, options?: CallOptions): Promise<WireGenericResult> {
  return request({ method: 'post', path: '/api/emailreceipt', body }, options);
}
