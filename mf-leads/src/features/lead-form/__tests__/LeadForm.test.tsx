import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LEAD_MESSAGES, validateGetInTouch } from '@tiles/shared';
import { LeadForm } from '../LeadForm';

const valid = { name: 'Asha', phone: '9876543210', pincode: '560001' };

describe('lead form validation (spec §5)', () => {
  it.each([
    [{ ...valid, name: '' }, 'All fields are required'],
    [{ ...valid, phone: '  ' }, 'All fields are required'],
    [{ ...valid, pincode: '' }, 'All fields are required'],
    [{ ...valid, pincode: '56000' }, 'Invalid Pincode'],
    [{ ...valid, pincode: '5600010' }, 'Invalid Pincode'],
    [{ ...valid, pincode: '56000a' }, 'Invalid Pincode'],
    [{ ...valid, phone: '987654321' }, LEAD_MESSAGES.invalidMobile],
    [{ ...valid, phone: '1234567890' }, LEAD_MESSAGES.invalidMobile],
    [valid, null],
  ])('%j → %s', (input, message) => {
    expect(validateGetInTouch(input)).toBe(message);
  });
});

describe('LeadForm view', () => {
  const noop = () => undefined;

  it('labels Name, Number and Pincode, shows the error, and reads "Submitting" while loading', () => {
    const { rerender } = render(
      <LeadForm values={{ name: '', number: '', pincode: '' }} error="Invalid Pincode" loading={false} onChange={noop} onSubmit={noop} />,
    );
    expect(screen.getByLabelText('Name')).toBeInTheDocument();
    expect(screen.getByLabelText('Number')).toHaveAttribute('inputmode', 'numeric');
    expect(screen.getByLabelText('Pincode')).toHaveAttribute('maxlength', '6');
    expect(screen.getByRole('alert')).toHaveTextContent('Invalid Pincode');
    rerender(<LeadForm values={{ name: '', number: '', pincode: '' }} error={null} loading onChange={noop} onSubmit={noop} />);
    expect(screen.getByRole('button', { name: 'Submitting' })).toBeDisabled();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('keeps only digits in the number and pincode, and submits on Enter', async () => {
    const onChange = jest.fn();
    const onSubmit = jest.fn();
    render(
      <LeadForm values={{ name: 'A', number: '', pincode: '' }} error={null} loading={false} onChange={onChange} onSubmit={onSubmit} />,
    );
    await userEvent.type(screen.getByLabelText('Number'), '9a');
    expect(onChange).toHaveBeenLastCalledWith('number', '');
    expect(onChange).toHaveBeenCalledWith('number', '9');
    await userEvent.type(screen.getByLabelText('Name'), '{Enter}');
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });
});
