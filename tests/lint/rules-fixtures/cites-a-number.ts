/** After sign-in the booking goes on to its target (spec 4.7). */
export const SIGN_IN_NOTE = 'See spec 4.7 in the product document.';

// Spec 5.1: a phone number never starts with 0.
export const phonePattern = /^[1-9]\d*$/;

export function Badge() {
  // A `//` in JSX text is text, and a version such as 4.10.2 or 2.5 km is no citation.
  return '<p>spec 4.7 // 2.5 km</p>';
}
