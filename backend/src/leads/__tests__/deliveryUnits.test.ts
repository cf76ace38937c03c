import { nextWait, retryAfterMs, retryDelay } from '../delivery/backoff';
import { signature } from '../delivery/attempt';
import { csvCell } from '../export/format';
import { exportOptions, sinceTime } from '../export/args';

describe('the retry schedule', () => {
  const base = 10_000;
  const hour = 3_600_000;
  it('doubles from the base up to an hour, each wait drawn between half and the whole step', () => {
    const lowest = [1, 2, 3, 4, 12, 50].map((f) => retryDelay(f, base, hour, () => 0));
    const highest = [1, 2, 3, 4, 12, 50].map((f) => retryDelay(f, base, hour, () => 1));
    expect(highest).toEqual([10_000, 20_000, 40_000, 80_000, hour, hour]);
    expect(lowest).toEqual(highest.map((h) => h / 2));
  });

  it('waits as long as a Retry-After asks, but never beyond the longest wait', () => {
    expect(retryAfterMs('120', 0)).toBe(120_000);
    expect(retryAfterMs(new Date(90_000).toUTCString(), 30_000)).toBe(60_000);
    expect(retryAfterMs('soon', 0)).toBeNull();
    expect(nextWait(1, 120_000, base, hour, () => 0)).toBe(120_000);
    expect(nextWait(1, 10 * hour, base, hour, () => 0)).toBe(hour);
    expect(nextWait(1, 1000, base, hour, () => 1)).toBe(10_000);
  });
});

it('signs the raw body with HMAC-SHA256 (a known vector)', () => {
  // RFC 4231 test case 2.
  expect(signature('what do ya want for nothing?', 'Jefe')).toBe('sha256=5bdcc146bf60754e6a042426089575c75a003f089d2739839dec58b964ec3843');
});

describe('CSV cells', () => {
  it.each([
    ['Asha Rao', 'Asha Rao'],
    ['=1+1', "'=1+1"],
    ['+919876543210', "'+919876543210"],
    ['-2', "'-2"],
    ['@SUM(A1)', "'@SUM(A1)"],
    ['\tcmd', "'\tcmd"],
    ['\r=1', `"'\r=1"`],
    ['Rao, Asha', '"Rao, Asha"'],
    ['say "hi"', '"say ""hi"""'],
    ['two\nlines', '"two\nlines"'],
    ['=A1,"x"', `"'=A1,""x"""`],
  ])('writes %j as %j', (value, cell) => expect(csvCell(value)).toBe(cell));

  it('writes null as an empty cell and numbers as they are', () => {
    expect([csvCell(null), csvCell(3)]).toEqual(['', '3']);
  });
});

describe('export arguments', () => {
  it('reads a date as UTC midnight and a time as UTC unless it names a zone', () => {
    expect(sinceTime('2026-11-01')).toBe('2026-11-01T00:00:00.000Z');
    expect(sinceTime('2026-11-01T09:30')).toBe('2026-11-01T09:30:00.000Z');
    expect(sinceTime('2026-11-01T09:30:00+05:30')).toBe('2026-11-01T04:00:00.000Z');
    expect(sinceTime('2026-13-45')).toBeNull();
    expect(sinceTime('1')).toBeNull();
  });

  it('defaults to CSV of every lead', () => {
    expect(exportOptions([])).toEqual({ since: null, format: 'csv' });
    expect(exportOptions(['--format', 'jsonl', '--since', '2026-11-01'])).toEqual({ since: '2026-11-01T00:00:00.000Z', format: 'jsonl' });
    expect(exportOptions(['stray'])).toHaveProperty('error');
  });
});
