import { isPincode, PINCODE_PATTERN, readPincodeCookie, writePincodeCookie } from '..';

const clearCookies = () =>
  document.cookie.split(';').forEach((c) => {
    document.cookie = `${c.split('=')[0].trim()}=; max-age=0; path=/`;
  });
beforeEach(clearCookies);

it('accepts six digits not starting with 0, nothing else', () => {
  expect(['400001', '110001', '999999'].map(isPincode)).toEqual([true, true, true]);
  expect(['000000', '012345', '40001', '4000011', '40a001', ' 400001', '', null, undefined, 400001].map(isPincode)).toEqual(
    Array(10).fill(false),
  );
  expect(PINCODE_PATTERN.source).toBe('^[1-9][0-9]{5}$');
});

it('writes a valid pincode that the next read returns, and refuses an invalid one', () => {
  expect(writePincodeCookie(' 560001 ')).toBe(true);
  expect(readPincodeCookie()).toBe('560001');
  expect(writePincodeCookie('000000')).toBe(false);
  expect(readPincodeCookie()).toBe('560001');
});

it.each(['000000', '%E0%A4%A', 'abc', '56000', '%'])('reads a corrupt or foreign cookie value %j as absent', (raw) => {
  document.cookie = `pincode=${raw}; path=/`;
  expect(readPincodeCookie()).toBeNull();
});
