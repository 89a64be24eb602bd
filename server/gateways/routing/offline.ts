/** Routing without internet (server/domain/routing.ts): the reference API's provider, and the default. */
import { planRoute } from '../../domain/routing';
import type { RoutingProvider } from './types';

export const offlineRouting: RoutingProvider = { name: 'offline', route: planRoute };
