import { shareableSearch } from '../paths';

describe('shareableSearch: links to the page a shopper is on never repeat its secrets', () => {
  it('drops the reset link’s token and keeps everything else', () => {
    expect(shareableSearch('/customer/account/createPassword/', '?token=abc&x=1')).toBe('?x=1');
    expect(shareableSearch('/Customer/Account/CreatePassword', '?token=abc')).toBe('');
  });

  it('keeps a guest order page’s token (its language switch still shows the order) but not the one-use cancellation key', () => {
    expect(shareableSearch('/sales/guest/view/', '?token=t0k&confirm_cancel=k3y')).toBe('?token=t0k');
    expect(shareableSearch('/sales/guest/view', '?token=t0k')).toBe('?token=t0k');
  });

  it('leaves other pages alone', () => {
    expect(shareableSearch('/tiles', '?p=2&token=x')).toBe('?p=2&token=x');
  });
});
