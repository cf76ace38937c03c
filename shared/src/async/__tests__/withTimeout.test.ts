/** @jest-environment node */
import { withTimeout } from '../withTimeout';

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

const never = () => new Promise<string>(() => undefined);

describe('withTimeout', () => {
  it('answers with the promise when it settles first, and leaves no timer behind', async () => {
    await expect(withTimeout(Promise.resolve('menu'), 1000, () => null)).resolves.toBe('menu');
    expect(jest.getTimerCount()).toBe(0);
  });

  it('passes the promise’s own rejection through', async () => {
    await expect(withTimeout(Promise.reject(new Error('offline')), 1000, () => null)).rejects.toThrow('offline');
    expect(jest.getTimerCount()).toBe(0);
  });

  it('answers with the late value once the time has passed, not before', async () => {
    const raced = withTimeout(never(), 1000, () => ({ error: 'The store was slow.' }));
    let settled = false;
    void raced.then(() => {
      settled = true;
    });
    await jest.advanceTimersByTimeAsync(999);
    expect(settled).toBe(false);
    await jest.advanceTimersByTimeAsync(1);
    await expect(raced).resolves.toEqual({ error: 'The store was slow.' });
  });

  it('rejects with the error onLate throws', async () => {
    const raced = withTimeout(never(), 50, () => {
      throw new Error('no answer within 50 ms');
    });
    const assertion = expect(raced).rejects.toThrow('no answer within 50 ms');
    await jest.advanceTimersByTimeAsync(50);
    await assertion;
  });
});
