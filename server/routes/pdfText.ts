/** Test helper: reads back the text of the reference API's uncompressed pdfkit documents. */

/**
 * The text a PDF shows: pdfkit (uncompressed) writes each run of text as hex strings in TJ arrays, with kerning
 * numbers between them; joining the hex parts of each array gives the run. WinAnsi, so latin1 decodes it.
 */
export function pdfText(pdf: Buffer): string {
  const source = pdf.toString('latin1');
  const runs = [...source.matchAll(/\[((?:<[0-9a-f]*>\s*-?[\d.]*\s*)+)\]\s*TJ/gi)].map((match) =>
    [...match[1].matchAll(/<([0-9a-f]*)>/gi)].map((hex) => Buffer.from(hex[1], 'hex').toString('latin1')).join(''),
  );
  return runs.join('\n');
}
