import { render, screen } from '@testing-library/react';
import { LEAD_MESSAGES, validateCallback } from '@tiles/shared';
import { CallbackForm } from '../CallbackForm';

const noop = () => undefined;
const empty = { name: '', phone: '', pincode: '' };

describe('callback validation', () => {
  it('requires name and a 10-digit mobile; pincode is optional but 6 digits when given', () => {
    expect(validateCallback(empty)).toEqual({ name: LEAD_MESSAGES.nameRequired, phone: LEAD_MESSAGES.mobileRequired });
    expect(validateCallback({ name: 'Ravi', phone: '98765', pincode: '123' })).toEqual({
      phone: LEAD_MESSAGES.invalidMobile,
      pincode: LEAD_MESSAGES.pincodeDigits,
    });
    expect(validateCallback({ name: 'Ravi', phone: '9876543210', pincode: '' })).toEqual({});
  });
});

describe('CallbackForm view', () => {
  it('has the labels Name*, Mobile Number* and Pincode, with required marks and numeric inputs', () => {
    render(<CallbackForm values={empty} fieldErrors={{}} error={null} loading={false} onChange={noop} onSubmit={noop} />);
    expect(screen.getByLabelText('Name*')).toBeRequired();
    expect(screen.getByLabelText('Mobile Number*')).toHaveAttribute('inputmode', 'numeric');
    expect(screen.getByLabelText('Mobile Number*')).toBeRequired();
    expect(screen.getByLabelText('Pincode')).toHaveAttribute('inputmode', 'numeric');
    expect(screen.getByLabelText('Pincode')).not.toBeRequired();
  });

  it('reads "Submitting" while loading and shows the error paragraph and field messages', () => {
    render(
      <CallbackForm
        values={empty}
        fieldErrors={{ phone: LEAD_MESSAGES.invalidMobile }}
        error="Server says no"
        loading
        productName="Statuario"
        onChange={noop}
        onSubmit={noop}
      />,
    );
    expect(screen.getByRole('button', { name: 'Submitting' })).toBeDisabled();
    expect(screen.getByRole('alert')).toHaveTextContent('Server says no');
    expect(screen.getByLabelText('Mobile Number*')).toHaveAccessibleDescription(LEAD_MESSAGES.invalidMobile);
    expect(screen.getByText('Statuario')).toBeInTheDocument();
  });
});
