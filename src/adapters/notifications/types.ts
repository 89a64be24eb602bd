/**
 * The real-time notification channel features see (the live tracking and third-party services rules, rules: live-tracking, third-parties). The SignalR client stays behind it
 * (DESIGN.md rule 4): features subscribe to a booking and receive its events, whatever carries them.
 */

/**
 * Which booking to follow, the three ways trackvehicle names one (the tracking calls rule (rules: call-tracking), docs/tracking.md): the signed-in customer's
 * own by job part id, the booking reference with its access code, or a shareable tracking link's token.
 */
export type TrackedBooking = { jobPartId: number } | { id: number | string; code: string } | { share: string };

/** The live tracking rule (rules: live-tracking): "Event OnNewData with types statusUpdate and locationUpdate". */
export interface StatusUpdate {
  type: 'statusUpdate';
  jobPartId: number;
  /** The status text as the server words it (the booking status rule (rules: booking-status): not enumerated, matched case-insensitively). */
  status: string;
  /** Anything else the update carries (ETA, distance, driver), passed through as sent. */
  data: Record<string, unknown>;
}

export interface LocationUpdate {
  type: 'locationUpdate';
  jobPartId: number;
  lat: number;
  lng: number;
  /** The tracking fields rule (rules: tracking-fields): "A live update carries current latitude, longitude and a signal type". */
  signalType: string;
  data: Record<string, unknown>;
}

export type TrackingEvent = StatusUpdate | LocationUpdate;

/**
 * - `connecting`: the first connection is being made;
 * - `connected`: updates flow;
 * - `reconnecting`: the connection was lost and the client retries on the schedule of the third-party services rule (rules: third-parties);
 * - `disconnected`: retries gave up (the channel re-creates the connection every 10 s) or it was closed.
 */
export type ConnectionState = 'connecting' | 'connected' | 'reconnecting' | 'disconnected';

/** Why the server refused a subscription: the booking is not the caller's, unknown, finished or cancelled. */
export interface SubscriptionRefusal {
  code: number;
  message: string;
}

export interface SubscriptionHandlers {
  onEvent: (event: TrackingEvent) => void;
  /**
   * The server accepted the subscription (again after every reconnection) and sent the booking's state now, as
   * trackvehicle answers it: what was missed while disconnected is caught up from here.
   */
  onSubscribed?: (snapshot: Record<string, unknown>) => void;
  /** The server answered the subscription with a refusal; no updates follow. */
  onRefused?: (refusal: SubscriptionRefusal) => void;
}

export interface NotificationChannel {
  /** Opens the connection (resolves once connected, rejects when the first attempt fails; it keeps retrying). */
  connect(): Promise<void>;
  /** Follows a booking; subscriptions are renewed after every reconnection. Returns the unsubscribe. */
  subscribe(booking: TrackedBooking, handlers: SubscriptionHandlers): () => void;
  /** The connection state now and each change after. Returns the unsubscribe. */
  onStateChange(listener: (state: ConnectionState) => void): () => void;
  readonly state: ConnectionState;
  /** Closes on demand (the live tracking rule, rules: live-tracking): a forced close, so nothing re-creates the connection. */
  close(): Promise<void>;
}

/** What a channel is built from: the hub's address and the parts of the live tracking rule (rules: live-tracking) user name. */
export interface NotificationChannelOptions {
  /** The configuration's ChatApiUrl (the operator configuration rule, rules: configuration): the hub, absolute or relative to the page. */
  hubUrl: string;
  /** What a relative hubUrl is resolved against: the API host (docs/tracking.md); the page's address by default. */
  baseUrl?: string;
  /** The parts of the user-name parameter (the live tracking rule, rules: live-tracking). */
  user: UserNameParts;
}

export interface UserNameParts {
  /** The visitor's IP address when known ('unknown' otherwise); the server sees the real one either way. */
  ip?: string;
  /** A stable identifier of this browser (see `deviceFingerprint`). */
  fingerprint: string;
  /** The signed-in customer's profile id, if any. */
  profileId?: number | string;
  /** The booking's job part id, used when no profile id is known (a shared link). */
  jobPartId?: number | string;
}

export type NotificationChannelFactory = (options: NotificationChannelOptions) => NotificationChannel;
