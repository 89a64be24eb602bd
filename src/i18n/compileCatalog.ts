/**
 * Compiles ICU messages into the form the browser's runtime reads. Runs on the server, in tests and in Storybook,
 * never in the app's bundle: the parser is most of a message library's weight.
 */
import { compileMessage } from '@lingui/message-utils/compileMessage';
import type { CompiledCatalog } from './catalogs';

export function compileCatalog(source: Record<string, string>): CompiledCatalog {
  const compiled: CompiledCatalog = {};
  for (const [id, message] of Object.entries(source)) compiled[id] = compileMessage(message);
  return compiled;
}
