import { describe, expect, it } from 'vitest';
import type { TrackingEvent } from '@/adapters/notifications';
import type { MessageId } from '@/i18n';
import { sourceTranslator } from '@/i18n/sourceTranslator';
import { refusalMessage, say, type TrackingWords } from './messages';
import { noticeRoute } from './notify';
import { connectionText, initialSession, trackingReducer, type TrackingAction, type TrackingSession } from './session';

/** What the page says in English (the source catalog). */
const english = sourceTranslator().t;
const said = (words: TrackingWords | undefined | null) => (words ? say(words, english) : undefined);

const idOf = (id: MessageId | null) => (id ? { id } : undefined);

const run = (...actions: TrackingAction[]): TrackingSession => actions.reduce(trackingReducer, initialSession);
const started = {
  type: 'answered',
  jobPartId: 5,
  answer: { code: 1, jobid: 5, status: 'Started', name: 'Tom Walsh', eta: 4 },
} as const;
const status = (value: string, data: Record<string, unknown> = {}): TrackingAction => ({
  type: 'event',
  event: { type: 'statusUpdate', jobPartId: 5, status: value, data } as TrackingEvent,
});
const moved = (lat: number, lng: number, data: Record<string, unknown> = {}): TrackingAction => ({
  type: 'event',
  event: { type: 'locationUpdate', jobPartId: 5, lat, lng, signalType: 'gps', data } as TrackingEvent,
});

describe('the tracking session', () => {
  it('follows the trip through its statuses to the end, with a notice for each change', () => {
    let session = run(started, moved(51.5, -0.1, { eta: 3 }));
    expect(session.phase).toBe('live');
    expect(session.trip?.etaMinutes).toBe(3);
    expect(session.notice).toBeUndefined();
    session = [status('Arrived'), status('POB', { eta: 20 })].reduce(trackingReducer, session);
    expect(said(session.notice?.words)).toBe('You are on board. Enjoy your journey.');
    expect(session.notice?.serial).toBe(2);
    expect(session.trip?.etaMinutes).toBe(20);
    session = trackingReducer(session, status('Finished'));
    expect(session.phase).toBe('over');
    expect(said(session.message)).toBe('This trip has finished.');
    // Nothing moves a finished trip.
    expect(trackingReducer(session, moved(51.6, -0.2))).toBe(session);
  });

  it('notices a status carried by a location update', () => {
    const session = run(started, moved(51.5, -0.1, { status: 'Arrived' }));
    expect(session.trip?.status).toBe('Arrived');
    expect(said(session.notice?.words)).toBe('Tom Walsh has arrived at the pick-up.');
  });

  it('shows the refusal for a booking that is not the visitor’s, unknown, cancelled or finished', () => {
    const notFound = run({ type: 'answered', jobPartId: 5, answer: { code: 2, message: 'Booking not found.' } });
    expect(notFound.phase).toBe('refused');
    expect(said(notFound.message)).toBe('Booking not found.');
    const cancelled = run({
      type: 'answered',
      jobPartId: 5,
      answer: { code: 2, message: 'This booking has been cancelled.' },
    });
    expect(cancelled.phase).toBe('refused');
    expect(said(cancelled.message)).toBe('This booking has been cancelled.');
    expect(run({ type: 'failed', message: { text: 'Offline.' } }).phase).toBe('refused');
  });

  it('keeps the trip on screen when the trip ended while the connection was down', () => {
    const session = run(started, {
      type: 'answered',
      jobPartId: 5,
      answer: { code: 2, message: 'This trip has finished.' },
    });
    expect(session.phase).toBe('over');
    expect(said(session.message)).toBe('This trip has finished.');
    expect(session.trip?.driver?.name).toBe('Tom Walsh');
  });

  it('catches up from the state sent after a reconnection, keeping the driven path', () => {
    let session = run(started, moved(51.5, -0.1), moved(51.51, -0.11));
    session = trackingReducer(session, {
      ...started,
      answer: { ...started.answer, status: 'POB', currentlat: 51.52, currentlng: -0.12 },
    });
    expect(session.trip?.footprint).toHaveLength(3);
    expect(session.trip?.status).toBe('POB');
  });

  it('says connecting until updates flow, then reconnecting when they stop', () => {
    let session = run(started);
    expect(said(idOf(connectionText(session)))).toBe('Connecting to live updates…');
    session = trackingReducer(session, { type: 'connection', state: 'connected' });
    expect(connectionText(session)).toBeNull();
    session = trackingReducer(session, { type: 'connection', state: 'reconnecting' });
    expect(said(idOf(connectionText(session)))).toBe('Connection lost. Reconnecting…');
    session = trackingReducer(session, { type: 'connection', state: 'disconnected' });
    expect(said(idOf(connectionText(session)))).toBe('Connection lost. Reconnecting…');
  });
});

describe('refusal words and notices', () => {
  it('shows a refusal by 8.1: code 2 its message, code 0 the generic text', () => {
    expect(said(refusalMessage({ code: 2, message: 'This trip has finished.' }))).toBe('This trip has finished.');
    expect(said(refusalMessage({ code: 0, message: 'This trip has finished.' }))).toBe(
      'Something went wrong, please try again.',
    );
    expect(refusalMessage({ code: 2, message: 'Call us.' })).toEqual({ text: 'Call us.' });
    // The reference API's known refusals are said in the page's language, not in the server's English.
    expect(refusalMessage({ code: 2, message: 'Booking not found.' })).toEqual({ id: 'tracking.refusal.notFound' });
  });

  it('uses a browser notification only when allowed, else the in-page dialog (8.3)', () => {
    expect(noticeRoute('granted')).toBe('browser');
    expect(noticeRoute('denied')).toBe('dialog');
    expect(noticeRoute('default')).toBe('dialog');
    expect(noticeRoute('unsupported')).toBe('dialog');
  });
});
