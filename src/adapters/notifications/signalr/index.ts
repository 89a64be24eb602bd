/**
 * The SignalR notification channel (the live tracking and third-party services rules, rules: live-tracking, third-parties). Loaded only through the adapter's index with `import()`,
 * so `@microsoft/signalr` is in the tracking pages' chunk and nowhere else.
 */
import {
  HttpTransportType,
  HubConnectionBuilder,
  HubConnectionState,
  LogLevel,
  type HubConnection,
} from '@microsoft/signalr';
import {
  FORCED_CLOSE_FLAG_MS,
  KEEP_ALIVE_INTERVAL_MS,
  MESSAGE_BUFFER_SIZE,
  RECREATE_CHECK_MS,
  SERVER_TIMEOUT_MS,
  buildUserName,
  isForcedCloseFlagged,
  reconnectDelay,
  shouldRecreate,
} from '../schedule';
import type {
  ConnectionState,
  NotificationChannel,
  NotificationChannelOptions,
  SubscriptionHandlers,
  TrackedBooking,
} from '../types';
import {
  HUB_EVENT,
  SUBSCRIBE_METHOD,
  UNSUBSCRIBE_METHOD,
  eventMatches,
  hubUrlWithUser,
  parseHubEvent,
  parseSubscribeAnswer,
  subscribeArgument,
} from './wire';

interface Subscription {
  booking: TrackedBooking;
  handlers: SubscriptionHandlers;
  /** The booking's job part id once the server named it (a shared link knows only its id and code). */
  jobPartId?: number;
}

export function createSignalRChannel(options: NotificationChannelOptions): NotificationChannel {
  const url = hubUrlWithUser(options.hubUrl, buildUserName(options.user), options.baseUrl ?? window.location.href);
  const subscriptions = new Set<Subscription>();
  const stateListeners = new Set<(state: ConnectionState) => void>();
  let state: ConnectionState = 'disconnected';
  let connection: HubConnection | undefined;
  let wanted = false;
  let forcedCloseAt: number | undefined;
  let watchdog: ReturnType<typeof setInterval> | undefined;
  let starting: Promise<void> | undefined;
  let everConnected = false;

  const setState = (next: ConnectionState) => {
    if (next === state) return;
    state = next;
    for (const listener of stateListeners) listener(next);
  };

  const build = (): HubConnection => {
    const created = new HubConnectionBuilder()
      .withUrl(url, { transport: HttpTransportType.WebSockets, logger: LogLevel.None })
      .withAutomaticReconnect({ nextRetryDelayInMilliseconds: (context) => reconnectDelay(context.previousRetryCount) })
      .withServerTimeout(SERVER_TIMEOUT_MS)
      .withKeepAliveInterval(KEEP_ALIVE_INTERVAL_MS)
      .withStatefulReconnect({ bufferSize: MESSAGE_BUFFER_SIZE })
      .build();
    created.on(HUB_EVENT, (...args: unknown[]) => {
      const event = parseHubEvent(args);
      if (!event) return;
      for (const subscription of subscriptions) {
        if (eventMatches(event, subscription.booking, subscription.jobPartId)) subscription.handlers.onEvent(event);
      }
    });
    created.onreconnecting(() => {
      if (created === connection) setState('reconnecting');
    });
    created.onreconnected(() => {
      if (created !== connection) return;
      setState('connected');
      // The server forgets a connection's groups when it drops, so every booking is asked for again.
      for (const subscription of subscriptions) void send(subscription);
    });
    created.onclose(() => {
      if (created !== connection) return;
      // A close within 2 s of close() was asked for; any other close leaves the watchdog to re-create it.
      setState('disconnected');
      if (isForcedCloseFlagged(forcedCloseAt, Date.now())) connection = undefined;
    });
    return created;
  };

  const send = async (subscription: Subscription) => {
    const current = connection;
    if (!current || current.state !== HubConnectionState.Connected) return;
    try {
      const answer = parseSubscribeAnswer(
        await current.invoke(SUBSCRIBE_METHOD, subscribeArgument(subscription.booking)),
      );
      if (!subscriptions.has(subscription)) return;
      if ('refusal' in answer) subscription.handlers.onRefused?.(answer.refusal);
      if ('snapshot' in answer) {
        subscription.jobPartId = answer.jobPartId ?? subscription.jobPartId;
        subscription.handlers.onSubscribed?.(answer.snapshot);
      }
    } catch {
      // A connection lost mid-call is renewed by onreconnected or the watchdog, which send again.
    }
  };

  const start = (): Promise<void> => {
    starting ??= (async () => {
      const created = build();
      connection = created;
      // Re-creating a lost connection is still reconnecting to whoever watches; only the first is connecting.
      setState(everConnected ? 'reconnecting' : 'connecting');
      try {
        await created.start();
      } catch (error) {
        if (created === connection) setState('disconnected');
        throw error;
      }
      if (created !== connection || !wanted) {
        await created.stop();
        return;
      }
      everConnected = true;
      setState('connected');
      await Promise.all([...subscriptions].map(send));
    })().finally(() => {
      starting = undefined;
    });
    return starting;
  };

  return {
    get state() {
      return state;
    },
    async connect() {
      wanted = true;
      forcedCloseAt = undefined;
      watchdog ??= setInterval(() => {
        if (!starting && shouldRecreate({ state, wanted, forcedCloseAt, now: Date.now() })) {
          start().catch(() => undefined);
        }
      }, RECREATE_CHECK_MS);
      if (connection?.state === HubConnectionState.Connected) return;
      await start();
    },
    subscribe(booking, handlers) {
      const subscription: Subscription = { booking, handlers };
      subscriptions.add(subscription);
      void send(subscription);
      return () => {
        subscriptions.delete(subscription);
        const current = connection;
        if (current?.state === HubConnectionState.Connected) {
          current.invoke(UNSUBSCRIBE_METHOD, subscribeArgument(booking)).catch(() => undefined);
        }
      };
    },
    onStateChange(listener) {
      stateListeners.add(listener);
      listener(state);
      return () => stateListeners.delete(listener);
    },
    async close() {
      wanted = false;
      forcedCloseAt = Date.now();
      if (watchdog) clearInterval(watchdog);
      watchdog = undefined;
      const current = connection;
      connection = undefined;
      setState('disconnected');
      await current?.stop();
      // The flag lapses on its own: 2 s later a close is again taken for a loss.
      setTimeout(() => {
        if (forcedCloseAt !== undefined && !isForcedCloseFlagged(forcedCloseAt, Date.now())) forcedCloseAt = undefined;
      }, FORCED_CLOSE_FLAG_MS);
    },
  };
}
