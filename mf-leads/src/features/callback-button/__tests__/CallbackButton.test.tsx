import { fireEvent, render, screen } from '@testing-library/react';
import { getBus, getRuntimeSettings, localSettings, PORTS, setRuntimeSettings } from '@tiles/shared';
import { CallbackButton, telHref } from '../CallbackButton';

beforeAll(() => setRuntimeSettings(localSettings(PORTS)));

it('is a link that calls the help line, whose click asks for the callback dialog instead once live', () => {
  const asked: unknown[] = [];
  const stop = getBus().subscribe('leads:callback-requested', (p) => asked.push(p));
  render(<CallbackButton variant="header" productName="Quartz" sku="TL-1001" />);
  const link = screen.getByRole('link', { name: /^Request a callback/ });
  expect(link).toHaveAttribute('href', telHref(getRuntimeSettings().phone));
  expect(link.getAttribute('href')).toMatch(/^tel:\+?\d+$/);
  // Handled: the browser does not follow the tel: link.
  expect(fireEvent.click(link)).toBe(false);
  expect(asked).toEqual([{ source: 'callback-button:header', productName: 'Quartz', sku: 'TL-1001' }]);
  stop();
});
