/** The pricing calls rule (rules: call-pricing): GET /api/configuration. */
import { request, type CallOptions } from './client';
import type { WireConfiguration } from './wire/configuration';

export interface ConfigurationQuery {
  /** The spec always asks for the airports list; false only to save bytes where it is not needed. */
  airports?: boolean;
  sandbox?: boolean;
  source?: number;
  currencyCode?: string;
}

export function getConfiguration(query: ConfigurationQuery = {}, options?: CallOptions): Promise<WireConfiguration> {
  const { airports = true, ...rest } = query;
  return request({ method: 'get', path: '/api/configuration', query: { airports, ...rest } }, options);
}
