import { describe, expect, it } from 'vitest';
import { eventMatches, hubUrlWithUser, parseHubEvent, parseSubscribeAnswer, subscribeArgument } from './wire';

describe('the hub wire contract', () => {
  it('adds the user name to a relative or absolute hub address', () => {
    expect(hubUrlWithUser('/hubs/tracking', 'customer_1_f_2', 'https://example.com/tracking/9')).toBe(
      'https://example.com/hubs/tracking?username=customer_1_f_2',
    );
    expect(hubUrlWithUser('https://chat.example.com/hub?x=1', 'u', 'https://example.com/')).toBe(
      'https://chat.example.com/hub?x=1&username=u',
    );
  });

  it('subscribes with the trackvehicle parameters of 7.7, or a share token', () => {
    expect(subscribeArgument({ jobPartId: 12 })).toEqual({ jobpartid: 12 });
    expect(subscribeArgument({ id: '12', code: 'abc' })).toEqual({ id: '12', jobpartid: 0, code: 'abc' });
    expect(subscribeArgument({ share: 'tok' })).toEqual({ share: 'tok' });
  });

  it('reads statusUpdate and locationUpdate, as one object or as type then data', () => {
    expect(parseHubEvent([{ type: 'statusUpdate', jobpartid: 5, status: 'POB', eta: 3 }])).toMatchObject({
      type: 'statusUpdate',
      jobPartId: 5,
      status: 'POB',
    });
    expect(parseHubEvent(['locationUpdate', { jobpartid: '5', lat: 51.5, lng: -0.1, signaltype: 'gps' }])).toEqual({
      type: 'locationUpdate',
      jobPartId: 5,
      lat: 51.5,
      lng: -0.1,
      signalType: 'gps',
      data: { jobpartid: '5', lat: 51.5, lng: -0.1, signaltype: 'gps' },
    });
  });

  it('drops malformed events instead of throwing', () => {
    for (const args of [[], [null], ['statusUpdate'], [{ type: 'statusUpdate' }], [{ type: 'other', status: 'x' }]]) {
      expect(parseHubEvent(args)).toBeNull();
    }
    expect(parseHubEvent([{ type: 'locationUpdate', lat: 91, lng: 0 }])).toBeNull();
    expect(parseHubEvent([{ type: 'locationUpdate', lat: 'x', lng: 0 }])).toBeNull();
  });

  it('delivers an event to its own booking only', () => {
    const event = { type: 'statusUpdate' as const, jobPartId: 5, status: 'POB', data: {} };
    expect(eventMatches(event, { jobPartId: 5 })).toBe(true);
    expect(eventMatches(event, { jobPartId: 6 })).toBe(false);
    expect(eventMatches(event, { id: '9', code: 'c' })).toBe(true);
    expect(eventMatches(event, { id: '9', code: 'c' }, 6)).toBe(false);
  });

  it("reads SubscribeBooking's answer: code 1 is the state now, any other code a refusal with the server's words", () => {
    const state = { code: 1, message: '', jobid: 5, status: 'Started' };
    expect(parseSubscribeAnswer(state)).toEqual({ snapshot: state, jobPartId: 5 });
    expect(parseSubscribeAnswer({ code: 2, message: 'This trip has finished.' })).toEqual({
      refusal: { code: 2, message: 'This trip has finished.' },
    });
    expect(parseSubscribeAnswer(undefined)).toEqual({ unreadable: true });
    expect(parseSubscribeAnswer({ message: 'x' })).toEqual({ unreadable: true });
  });
});
