import { initEngine, nextWakeAt, step, NO_MARKERS, type EngineInput } from '../engine';
import { DAY, HOUR, MINUTE, SECOND, remainingDaysHours } from '../rules';
import type { Effect, EngineCommand, EngineEvent, EngineState } from '../types';

const T0 = new Date(2025, 2, 9, 10, 0, 0).getTime();
const base: EngineInput = { now: T0, path: '/', referrer: '', host: 'shop.test', persisted: null, markers: NO_MARKERS, day: null };

/** A fake clock driving the engine the way the React layer does: wake at nextWakeAt, tick, repeat. */
class Driver {
  state: EngineState;
  now: number;
  log: Effect[] = [];
  constructor(input: Partial<EngineInput> = {}) {
    this.now = input.now ?? T0;
    this.state = initEngine({ ...base, ...input, now: this.now });
  }
  send(event: EngineCommand) {
    const r = step(this.state, { ...event, now: this.now } as EngineEvent);
    this.state = r.state;
    this.log.push(...r.effects);
    return r.effects;
  }
  /** Advances time, ticking at every wake-up that falls inside the interval. */
  advance(ms: number) {
    const until = this.now + ms;
    for (let wake = nextWakeAt(this.state); wake !== null && wake <= until; wake = nextWakeAt(this.state)) {
      this.now = Math.max(this.now, wake);
      const before = this.state;
      this.send({ type: 'tick' });
      if (this.state === before) break;
    }
    this.now = until;
  }
  opened = () => this.log.filter((e) => e.name === 'leads:popup-opened').map((e) => e.payload.popup);
}

describe('time-based get-in-touch popup', () => {
  it('opens at 30 s and not before', () => {
    const d = new Driver();
    d.advance(29_999);
    expect(d.state.open).toBeNull();
    d.advance(1);
    expect(d.state.open).toBe('timePopup');
  });

  it('fires again at 1, 2 and 5 minutes, each after the previous one was closed', () => {
    const d = new Driver();
    const times: number[] = [];
    for (let i = 0; i < 6 * 60; i++) {
      d.advance(SECOND);
      if (d.state.open) {
        times.push(d.now - T0);
        d.send({ type: 'close', popup: 'timePopup' });
      }
    }
    expect(times).toEqual([30 * SECOND, MINUTE, 2 * MINUTE, 5 * MINUTE]);
    expect(nextWakeAt(d.state)).toBeNull();
  });

  it('continues across page loads within the day, skipping slots already elapsed', () => {
    const first = new Driver();
    first.advance(40 * SECOND);
    expect(first.opened()).toEqual(['timePopup']);
    // Reload 45 s after the day's start: the 30 s slot is not repeated, the next one is at 1 min.
    const reload = new Driver({ now: T0 + 45 * SECOND, day: first.state.clock });
    reload.advance(14 * SECOND);
    expect(reload.state.open).toBeNull();
    reload.advance(SECOND);
    expect(reload.state.open).toBe('timePopup');
  });

  it('skips slots that elapsed while the shopper was away, and starts a new clock on a new day', () => {
    const day = { day: '2025-03-09', start: T0, fired: 1 };
    const later = new Driver({ now: T0 + 3 * MINUTE, day });
    expect(later.state.clock.fired).toBe(3);
    later.advance(2 * MINUTE);
    expect(later.opened()).toEqual(['timePopup']);
    const tomorrow = new Driver({ now: T0 + DAY, day });
    expect(tomorrow.state.clock).toEqual({ day: '2025-03-10', start: T0 + DAY, fired: 0 });
  });

  it('refuses when another popup is open, so at most one is ever open', () => {
    const d = new Driver();
    d.send({ type: 'request', popup: 'getInTouch' });
    d.advance(31 * SECOND);
    expect(d.state.open).toBe('getInTouch');
    expect(d.log).toContainEqual({ name: 'leads:popup-refused', payload: { popup: 'timePopup', reason: 'another-open' } });
  });
});

describe('location popup', () => {
  it('is the first timed prompt on a listing page, and is refused elsewhere', () => {
    const listing = new Driver({ path: '/tiles/wooden-tiles' });
    listing.advance(30 * SECOND);
    expect(listing.state.open).toBe('locationPopup');
    const home = new Driver();
    expect(home.send({ type: 'request', popup: 'locationPopup' })).toEqual([
      { name: 'leads:popup-refused', payload: { popup: 'locationPopup', reason: 'not-allowed-here' } },
    ]);
  });

  it('closing it on a listing page with no skip marker re-opens the side prompt; skipping does not', () => {
    const closed = new Driver({ path: '/tiles' });
    closed.send({ type: 'request', popup: 'locationPopup' });
    closed.send({ type: 'close', popup: 'locationPopup' });
    expect(closed.state.persisted.sidePromptModal).toBe(true);
    const skipped = new Driver({ path: '/tiles' });
    skipped.send({ type: 'request', popup: 'locationPopup' });
    skipped.send({ type: 'location-skipped' });
    expect(skipped.state).toMatchObject({ open: null, markers: { locationSkip: true }, persisted: { sidePromptModal: false } });
  });

  it('with a skip marker, listing pages get the time popup; leaving the listing closes it', () => {
    const d = new Driver({ path: '/tiles', markers: { ...NO_MARKERS, locationSkip: true } });
    d.advance(30 * SECOND);
    expect(d.state.open).toBe('timePopup');
    const e = new Driver({ path: '/tiles' });
    e.send({ type: 'request', popup: 'locationPopup' });
    e.send({ type: 'navigate', path: '/checkout/cart' });
    expect(e.state.open).toBeNull();
  });
});

describe('promo image', () => {
  it('opens after 90 s for a visit from an external referrer', () => {
    // Today's timed slots are all used up, so only the promo is left to fire.
    const day = { day: '2025-03-09', start: T0 - HOUR, fired: 4 };
    const d = new Driver({ referrer: 'https://www.google.com/search?q=tiles', day });
    d.advance(89 * SECOND);
    expect(d.state.open).toBeNull();
    d.advance(SECOND);
    expect(d.state.open).toBe('tarrekImage');
    d.send({ type: 'close', popup: 'tarrekImage' });
    expect(d.state.markers.promoClosed).toBe(true);
  });

  it('never for internal or missing referrers, nor after it was closed', () => {
    for (const input of [
      { referrer: 'http://shop.test/tiles' },
      { referrer: '' },
      { referrer: 'https://google.com', markers: { ...NO_MARKERS, promoClosed: true } },
    ]) {
      const d = new Driver(input);
      d.advance(10 * MINUTE);
      expect(d.opened()).not.toContain('tarrekImage');
    }
  });
});

describe('form filled', () => {
  it('records flag, time and markers, closes every popup, and nothing opens afterwards', () => {
    const d = new Driver({ referrer: 'https://google.com' });
    d.advance(30 * SECOND);
    const at = new Date(d.now).toISOString();
    expect(d.send({ type: 'form-filled', at })).toEqual([{ name: 'leads:popup-closed', payload: { popup: 'timePopup' } }]);
    expect(d.state).toMatchObject({
      open: null,
      persisted: { isFormFilled: true, whenFormFilled: at },
      markers: { leadFilled: true, promoClosed: true },
    });
    d.advance(10 * MINUTE);
    d.send({ type: 'request', popup: 'getInTouch' });
    expect(d.opened()).toEqual(['timePopup']);
    expect(d.log.at(-1)).toEqual({ name: 'leads:popup-refused', payload: { popup: 'getInTouch', reason: 'form-filled' } });
  });

  it('expires after 15 days and is cleared; the remaining time reads as days and hours', () => {
    const at = new Date(T0).toISOString();
    const persisted = { sidePromptModal: false, sidePromptModalClicked: false, isFormFilled: true, whenFormFilled: at };
    expect(remainingDaysHours(at, T0 + 30 * MINUTE)).toEqual({ days: 14, hours: 23 });
    expect(remainingDaysHours(at, T0 + 5 * DAY + 3 * HOUR)).toEqual({ days: 9, hours: 21 });
    const d = new Driver({ now: T0 + 14 * DAY, persisted, markers: { ...NO_MARKERS, leadFilled: true } });
    expect(d.state.persisted.isFormFilled).toBe(true);
    expect(nextWakeAt(d.state)).toBe(T0 + 15 * DAY);
    d.advance(DAY);
    expect(d.state.persisted).toMatchObject({ isFormFilled: false, whenFormFilled: null });
    expect(d.state.markers.leadFilled).toBe(false);
    const late = new Driver({ now: T0 + 16 * DAY, persisted });
    expect(late.state.persisted.isFormFilled).toBe(false);
  });
});

describe('reset, requests, typing', () => {
  it('reset clears every marker and reopens the location popup', () => {
    const at = new Date(T0).toISOString();
    const d = new Driver({
      path: '/tiles/marble-tiles',
      persisted: { sidePromptModal: true, sidePromptModalClicked: true, isFormFilled: true, whenFormFilled: at },
      markers: { leadFilled: true, promoClosed: true, locationSkip: true },
    });
    d.send({ type: 'reset' });
    expect(d.state).toMatchObject({
      open: 'locationPopup',
      markers: NO_MARKERS,
      persisted: { isFormFilled: false, sidePromptModal: false, sidePromptModalClicked: false },
    });
  });

  it('the side prompt opens get in touch and remembers the click; dismissing hides it', () => {
    const d = new Driver();
    d.send({ type: 'side-prompt-clicked' });
    expect(d.state).toMatchObject({ open: 'getInTouch', persisted: { sidePromptModalClicked: true } });
    d.send({ type: 'close', popup: 'getInTouch' });
    expect(d.state.persisted.sidePromptModal).toBe(true);
    d.send({ type: 'side-prompt-dismissed' });
    expect(d.state.persisted.sidePromptModal).toBe(false);
  });

  it('queues an automatic popup while the shopper types elsewhere, and opens it once idle', () => {
    const d = new Driver();
    d.advance(29 * SECOND);
    d.send({ type: 'typing' });
    d.advance(SECOND);
    expect(d.state).toMatchObject({ open: null, queued: 'timePopup' });
    d.advance(400);
    d.send({ type: 'typing' });
    d.advance(1499);
    expect(d.state.open).toBeNull();
    d.advance(1);
    expect(d.state.open).toBe('timePopup');
  });

  it('while the callback dialog is open nothing opens, and opening it closes the current popup', () => {
    const d = new Driver();
    d.send({ type: 'request', popup: 'getInTouch' });
    d.send({ type: 'blocked', blocked: true });
    expect(d.state.open).toBeNull();
    d.advance(31 * SECOND);
    expect(d.state.open).toBeNull();
    d.send({ type: 'blocked', blocked: false });
    d.send({ type: 'request', popup: 'getInTouch' });
    expect(d.state.open).toBe('getInTouch');
  });
});
