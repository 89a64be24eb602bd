import { createContext, useContext, type ReactNode } from 'react';
import type { NotificationChannel } from './types';

const ChannelContext = createContext<(() => NotificationChannel) | undefined>(undefined);

/** Puts another channel (the fake) under every tracking view below, for stories and component tests. */
export function NotificationChannelProvider({
  create,
  children,
}: {
  create: () => NotificationChannel;
  children: ReactNode;
}) {
  return <ChannelContext.Provider value={create}>{children}</ChannelContext.Provider>;
}

export function useNotificationChannelOverride(): (() => NotificationChannel) | undefined {
  return useContext(ChannelContext);
}
