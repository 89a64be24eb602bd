/** The routing providers this server has: offline (the default, and the only one the reference API needs). */
export type * from './types';
export { offlineRouting } from './offline';
