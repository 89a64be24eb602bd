/** An in-memory notification channel for stories and component tests: no socket, events sent by hand. */
import type {
  ConnectionState,
  NotificationChannel,
  SubscriptionHandlers,
  SubscriptionRefusal,
  TrackedBooking,
  TrackingEvent,
} from '../types';

export interface FakeChannelOptions {
  /** Milliseconds before connect() resolves, to show the connecting state in stories. */
  connectDelayMs?: number;
  /** connect() never resolves: the page stays "connecting". */
  neverConnect?: boolean;
  /** Every subscription is answered with this refusal. */
  refuse?: SubscriptionRefusal;
  /** Every subscription is answered with this state (a trackvehicle answer), as SubscribeBooking does. */
  snapshot?: Record<string, unknown>;
}

export interface FakeNotificationChannel extends NotificationChannel {
  /** Sends an event to every subscription, as OnNewData would. */
  emit(event: TrackingEvent): void;
  /** Moves the connection to a state, e.g. 'reconnecting' to show a lost connection. */
  setState(state: ConnectionState): void;
  /** Answers every subscription again with this state, as the hub does after a reconnection. */
  resubscribe(snapshot: Record<string, unknown>): void;
  readonly subscriptions: readonly TrackedBooking[];
  readonly closed: boolean;
}

export function createFakeNotificationChannel(options: FakeChannelOptions = {}): FakeNotificationChannel {
  const listeners = new Set<(state: ConnectionState) => void>();
  const subscribers = new Map<object, { booking: TrackedBooking; handlers: SubscriptionHandlers }>();
  let state: ConnectionState = 'disconnected';
  let closed = false;

  const setState = (next: ConnectionState) => {
    if (next === state) return;
    state = next;
    for (const listener of listeners) listener(next);
  };

  return {
    get state() {
      return state;
    },
    get subscriptions() {
      return [...subscribers.values()].map((entry) => entry.booking);
    },
    get closed() {
      return closed;
    },
    async connect() {
      closed = false;
      setState('connecting');
      if (options.neverConnect) return new Promise<void>(() => undefined);
      if (options.connectDelayMs) await new Promise((resolve) => setTimeout(resolve, options.connectDelayMs));
      setState('connected');
    },
    subscribe(booking, handlers) {
      const key = {};
      subscribers.set(key, { booking, handlers });
      const { refuse, snapshot } = options;
      if (refuse) queueMicrotask(() => handlers.onRefused?.(refuse));
      else if (snapshot) queueMicrotask(() => handlers.onSubscribed?.(snapshot));
      return () => subscribers.delete(key);
    },
    onStateChange(listener) {
      listeners.add(listener);
      listener(state);
      return () => listeners.delete(listener);
    },
    async close() {
      closed = true;
      setState('disconnected');
    },
    emit(event) {
      if (options.refuse) return;
      for (const { handlers } of subscribers.values()) handlers.onEvent(event);
    },
    setState,
    resubscribe(snapshot) {
      for (const { handlers } of subscribers.values()) handlers.onSubscribed?.(snapshot);
    },
  };
}
