import { describe, expect, it } from 'vitest';
import { ANALYTICS_EVENTS } from './analytics-events';
import {
  connectDataLayer,
  DATA_LAYER_PENDING_LIMIT,
  type DataLayerWindow,
} from './connect-data-layer';
import { createEventBus } from './create-event-bus';

/** A board's bus connected to a window's dataLayer, with the key and consent given, if any. */
function connected(win: DataLayerWindow = {}, key?: string, granted?: boolean | null) {
  const bus = createEventBus();
  const connection = connectDataLayer(bus, { window: win });
  if (key !== undefined) connection.setKey(key);
  if (granted !== undefined) connection.setConsent(granted);
  return { bus, win, connection };
}

describe('connectDataLayer', () => {
  it('pushes analytics events as {event, ...payload} with a key and consent', () => {
    const { bus, win } = connected({}, 'GTM-ABC123', true);
    bus.emit('job_apply_start', { job: { uuid: 'u1', title: 'Nurse' } });
    bus.emit('search', { keyword: 'nurse' });
    expect(win.dataLayer).toEqual([
      { event: 'job_apply_start', job: { uuid: 'u1', title: 'Nurse' } },
      { event: 'search', keyword: 'nurse' },
    ]);
  });

  it('appends to an existing dataLayer', () => {
    const { bus, win } = connected({ dataLayer: [{ event: 'gtm.js' }] }, 'GTM-ABC123', true);
    bus.emit('login', { role: 'employer' });
    expect(win.dataLayer).toEqual([{ event: 'gtm.js' }, { event: 'login', role: 'employer' }]);
  });

  it('pushes nothing without a key, and drops what waited', () => {
    const { bus, win, connection } = connected({}, undefined, true);
    bus.emit('login', { role: 'employer' });
    connection.setKey('  ');
    bus.emit('search', { keyword: 'nurse' });
    expect(win.dataLayer).toBeUndefined();
  });

  it('keeps the runtime events (error, navigate, ready) out of the dataLayer', () => {
    const { bus, win } = connected({}, 'GTM-ABC123', true);
    bus.emit('error', { error: new Error('secret@example.com') });
    bus.emit('navigate', { path: '/jobs' });
    bus.emit('ready', {});
    expect(win.dataLayer).toBeUndefined();
  });

  it('stops pushing after disconnect', () => {
    const { bus, win, connection } = connected({}, 'GTM-ABC123', true);
    connection.disconnect();
    bus.emit('search', {});
    expect(win.dataLayer).toBeUndefined();
  });

  it('keeps events from before the key (a first navigation) until the key and consent', () => {
    const { bus, win, connection } = connected();
    bus.emit('login', { role: 'employer' });
    connection.setKey('GTM-ABC123');
    expect(win.dataLayer).toBeUndefined();
    connection.setConsent(true);
    expect(win.dataLayer).toEqual([{ event: 'login', role: 'employer' }]);
  });

  it('keeps events in memory until the visitor accepts the tag manager, then pushes them', () => {
    const { bus, win, connection } = connected({}, 'GTM-ABC123');
    bus.emit('job_view', { job: { uuid: 'u1', title: 'Nurse' } });
    expect(win.dataLayer).toBeUndefined();
    connection.setConsent(null);
    bus.emit('search', { keyword: 'nurse' });
    expect(win.dataLayer).toBeUndefined();
    connection.setConsent(true);
    bus.emit('login', { role: 'candidate' });
    expect(win.dataLayer).toEqual([
      { event: 'job_view', job: { uuid: 'u1', title: 'Nurse' } },
      { event: 'search', keyword: 'nurse' },
      { event: 'login', role: 'candidate' },
    ]);
  });

  it('drops the waiting events and pushes none when the visitor rejects the tag manager', () => {
    const { bus, win, connection } = connected({}, 'GTM-ABC123');
    bus.emit('job_view', {});
    connection.setConsent(false);
    bus.emit('search', {});
    connection.setConsent(true);
    bus.emit('login', { role: 'candidate' });
    expect(win.dataLayer).toEqual([{ event: 'login', role: 'candidate' }]);
    connection.setConsent(false);
    bus.emit('search', {});
    expect(win.dataLayer).toHaveLength(1);
  });

  it(`keeps at most ${DATA_LAYER_PENDING_LIMIT} events waiting`, () => {
    const { bus, win, connection } = connected({}, 'GTM-ABC123');
    for (let index = 0; index < DATA_LAYER_PENDING_LIMIT + 5; index++) bus.emit('search', {});
    connection.setConsent(true);
    expect(win.dataLayer).toHaveLength(DATA_LAYER_PENDING_LIMIT);
  });

  it('covers every event the spec lists (§3)', () => {
    expect(ANALYTICS_EVENTS).toEqual([
      'job_alert_create',
      'job_apply_start',
      'job_apply_finish',
      'job_view',
      'whatsapp_apply_start',
      'whatsapp_apply_finish',
      'search',
      'register',
      'login',
      'favourites',
      'post_job',
      'order_product',
      'outbound_link',
    ]);
  });
});
