import { afterEach, describe, expect, it, vi } from 'vitest';
import { createEventBus } from './create-event-bus';

afterEach(() => {
  vi.useRealTimers();
});

describe('createEventBus', () => {
  it('calls the handlers of an event with its payload, and no others', () => {
    const bus = createEventBus();
    const onSearch = vi.fn();
    const onLogin = vi.fn();
    bus.on('search', onSearch);
    bus.on('login', onLogin);
    bus.emit('search', { keyword: 'nurse' });
    expect(onSearch).toHaveBeenCalledWith({ keyword: 'nurse' });
    expect(onLogin).not.toHaveBeenCalled();
  });

  it('stops calling a handler after off() or the returned unsubscribe', () => {
    const bus = createEventBus();
    const viaOff = vi.fn();
    const viaReturn = vi.fn();
    bus.on('ready', viaOff);
    const unsubscribe = bus.on('ready', viaReturn);
    bus.off('ready', viaOff);
    unsubscribe();
    bus.emit('ready', {});
    expect(viaOff).not.toHaveBeenCalled();
    expect(viaReturn).not.toHaveBeenCalled();
  });

  it('tells onAny handlers every event with its name', () => {
    const bus = createEventBus();
    const seen: unknown[] = [];
    const unsubscribe = bus.onAny((event, payload) => seen.push([event, payload]));
    bus.emit('outbound_link', { url: 'https://example.com' });
    bus.emit('navigate', { path: '/jobs' });
    unsubscribe();
    bus.emit('ready', {});
    expect(seen).toEqual([
      ['outbound_link', { url: 'https://example.com' }],
      ['navigate', { path: '/jobs' }],
    ]);
  });

  it('keeps calling the other handlers when one throws, and rethrows later', () => {
    vi.useFakeTimers();
    const bus = createEventBus();
    const after = vi.fn();
    bus.on('login', () => {
      throw new Error('tag broke');
    });
    bus.on('login', after);
    bus.emit('login', { role: 'candidate' });
    expect(after).toHaveBeenCalledOnce();
    expect(() => vi.runAllTimers()).toThrow('tag broke');
  });

  it('does not skip a neighbour when a handler unsubscribes itself while running', () => {
    const bus = createEventBus();
    const second = vi.fn();
    const unsubscribe = bus.on('search', () => unsubscribe());
    bus.on('search', second);
    bus.emit('search', {});
    expect(second).toHaveBeenCalledOnce();
  });
});
