import { Suspense } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { readPincodeCookie } from '@tiles/shared';
import { LocationPopup } from '../LocationPopup';

// The popup saves through the shared pincode module: what it saves is what the cart reads, with the cart's rule.
const clearCookies = () =>
  document.cookie.split(';').forEach((c) => {
    document.cookie = `${c.split('=')[0].trim()}=; max-age=0; path=/`;
  });
beforeEach(clearCookies);

async function mount() {
  const onSkip = jest.fn();
  render(
    <Suspense fallback={null}>
      <LocationPopup onClose={jest.fn()} onSkip={onSkip} />
    </Suspense>,
  );
  return { onSkip, input: await screen.findByLabelText('Pincode') };
}

it('saves a valid pincode where the cart reads it', async () => {
  const { onSkip, input } = await mount();
  await userEvent.type(input, '560001');
  await userEvent.click(screen.getByRole('button', { name: 'Save location' }));
  expect(readPincodeCookie()).toBe('560001');
  expect(onSkip).toHaveBeenCalled();
});

it('refuses 000000 (the cart would ignore it) and saves nothing', async () => {
  const { onSkip, input } = await mount();
  await userEvent.type(input, '000000');
  await userEvent.click(screen.getByRole('button', { name: 'Save location' }));
  expect(screen.getByRole('alert')).toHaveTextContent('Invalid Pincode');
  expect(document.cookie).not.toMatch(/pincode=/);
  expect(onSkip).not.toHaveBeenCalled();
});
