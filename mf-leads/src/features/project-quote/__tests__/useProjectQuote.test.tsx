/** @jest-environment node */
// The working agreement: logic hooks are tested against the real backend over HTTP (test-only imports).
import { visit, withBackendPage } from '../../../../../backend/src/testing/browserPage';
import { freshMailDir, mailsTo } from '../../../../../backend/src/testing/mailbox';
import { act, renderHook } from '@testing-library/react';
import { getRuntimeSettings, setRuntimeSettings } from '@tiles/shared';
import { useProjectQuote } from '../useProjectQuote';
import { NO_ERRORS, emptyQuote } from '../quoteFields';
import { projectQuoteMessages } from '../i18n/messages';

const mailDir = freshMailDir();
const backend = withBackendPage('/project-quote');
beforeEach(() => setRuntimeSettings({ ...getRuntimeSettings(), restUrl: `${backend().url}/rest` }));
jest.setTimeout(60_000);

let keys = 0;
const start = (sku?: string) => ({
  values: emptyQuote(`hook-quote-${++keys}-${Date.now()}`, sku),
  errors: NO_ERRORS,
  message: null,
  sent: false,
});

/** The form as a shopper fills it: details typed, rows filled (adding rows as needed). */
function fill(sku: string | undefined, email: string, rows: [string, string, 'sqft' | 'boxes'][]) {
  const view = renderHook(() => useProjectQuote(start(sku)));
  act(() => {
    const q = view.result.current;
    for (const [field, value] of Object.entries({ name: 'Meera Iyer', phone: '9876543210', email, city: 'Chennai', pincode: '600001' }))
      q.handleChange(field as 'name', value);
  });
  rows.forEach(([s, quantity, unit], i) => {
    if (i >= view.result.current.values.lines.length) act(() => view.result.current.addLine());
    act(() => {
      view.result.current.handleLine(i, 'sku', s);
      view.result.current.handleLine(i, 'quantity', quantity);
      view.result.current.handleLine(i, 'unit', unit);
    });
  });
  return view;
}

describe('the quote form (useProjectQuote) against the real store', () => {
  it('sends the pre-filled tile and an added one, thanks the shopper, and the store mails an acknowledgement', async () => {
    const view = fill('TL-1001', 'meera.hook@example.in', [
      ['TL-1001', '800', 'sqft'],
      ['tl-1005', '12', 'boxes'],
    ]);
    await act(() => view.result.current.handleSubmit());
    expect(view.result.current.message).toBeNull();
    expect(view.result.current.sent).toBe(true);
    const [mail] = mailsTo(mailDir, 'meera.hook@example.in');
    expect(mail.text).toContain('(TL-1001): 800 sq.ft');
    expect(mail.text).toContain('(TL-1005): 12 boxes');
  });

  it('refuses an unknown SKU on its own row and keeps everything typed; nothing is mailed', async () => {
    const view = fill(undefined, 'meera.unknown@example.in', [
      ['TL-1001', '10', 'boxes'],
      ['', '', 'sqft'],
      ['XX-9999', '10', 'boxes'],
    ]);
    await act(() => view.result.current.handleSubmit());
    const q = view.result.current;
    expect(q.sent).toBe(false);
    // The blank middle row is not sent; the refusal points at the third row, where the shopper typed the SKU.
    expect(q.errors.lines).toEqual({ 2: 'We have no tile with this SKU' });
    expect(q.message).toBe('We have no tile with this SKU');
    expect(q.values.lines[2].sku).toBe('XX-9999');
    expect(mailsTo(mailDir, 'meera.unknown@example.in')).toHaveLength(0);
  });

  it('checks the shared rules before sending, in the page language (Hindi)', async () => {
    visit('http://hi.localhost:3000/project-quote');
    await projectQuoteMessages.load('hi');
    const view = fill(undefined, 'not-an-address', [['TL-1001', '0', 'boxes']]);
    act(() => view.result.current.handleChange('gstin', '27AAPFU0939F1ZW'));
    await act(() => view.result.current.handleSubmit());
    expect(view.result.current.errors).toEqual({
      fields: { email: 'एक मान्य ई-मेल पता दर्ज करें', gstin: 'एक मान्य 15-अक्षर का GST नंबर दर्ज करें' },
      lines: { 0: '1 से 100,000 तक की पूर्ण संख्या दर्ज करें' },
    });
  });

  it('stops adding rows at the cap, and never removes the last row', () => {
    const view = renderHook(() => useProjectQuote(start()));
    act(() => view.result.current.removeLine(0));
    expect(view.result.current.values.lines).toHaveLength(1);
    for (let i = 0; i < 40; i++) act(() => view.result.current.addLine());
    expect(view.result.current.values.lines).toHaveLength(25);
  });
});
