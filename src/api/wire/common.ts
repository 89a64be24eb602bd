/** Shapes shared by several areas of the wire contract (spec 3.15, 7). */

export interface LatLng {
  lat: number;
  lng: number;
}

/** Generic result (3.15): id, code, message. Also the chosen shape wherever the spec says "not shown". */
export interface WireGenericResult {
  id?: number | string;
  code: number;
  message?: string;
}

/** Codes come as `code` or `Code` depending on the call (spec 7 writes both). */
export interface WireCodeMessage {
  code?: number;
  message?: string;
}
