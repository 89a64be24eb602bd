/** Shapes shared by several areas of the wire contract (the small records and API calls rules, rules: other-entities, api-calls). */

export interface LatLng {
  lat: number;
  lng: number;
}

/** Generic result (the small records rule, rules: other-entities): id, code, message. Also the chosen shape wherever the spec says "not shown". */
export interface WireGenericResult {
  id?: number | string;
  code: number;
  message?: string;
}

/** Codes come as `code` or `Code` depending on the call (the API calls rule (rules: api-calls) writes both). */
export interface WireCodeMessage {
  code?: number;
  message?: string;
}

/** A check that did not stop the booking but that the customer should look at: a stable code and its words. */
export interface WireWarning {
  code: 'flight-airport' | 'flight-terminal' | 'flight-landing' | 'duplicate';
  message: string;
  /** `return`: the return journey's flight (its pick-up is the drop-off); absent: the onward journey. */
  leg?: 'return';
}
