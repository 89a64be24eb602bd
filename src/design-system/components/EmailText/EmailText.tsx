import { chakra } from '@chakra-ui/react';
import { Fragment } from 'react';

/** A part longer than this may still wrap inside (a narrow card holds about 30 characters a line on a phone). */
const UNBROKEN_PART_MAX = 30;

/**
 * Where a long address may wrap: before its @ and before each dot, as style guides break addresses, never in the
 * middle of a word. Pure, so the break points are tested without a browser.
 */
export function emailBreakParts(address: string): string[] {
  return address.split(/(?=[@.])/).filter(Boolean);
}

/**
 * An e-mail address that, when it does not fit its line, wraps before the @ or a dot rather than mid-word (a long
 * address in a narrow card broke anywhere, a hyphen included, which reads as a hyphenation). `<wbr>` offers the
 * break without adding a character to what is copied; each part keeps to one line unless it is longer than a line.
 */
export function EmailText({ address }: { address: string }) {
  return (
    <>
      {emailBreakParts(address).map((part, index) => (
        <Fragment key={index}>
          {index > 0 ? <wbr /> : null}
          {part.length <= UNBROKEN_PART_MAX ? <chakra.span whiteSpace="nowrap">{part}</chakra.span> : part}
        </Fragment>
      ))}
    </>
  );
}
