import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ContactForm } from '../ContactForm';

const EMPTY = { name: '', email: '', telephone: '', comment: '' };
const noop = () => undefined;

describe('ContactForm view', () => {
  it('is a labelled form whose fields and submit are reached with the keyboard, the refusal announced', async () => {
    const onSubmit = jest.fn();
    const onChange = jest.fn();
    render(
      <ContactForm
        values={EMPTY}
        error="Please enter a valid email address."
        sending={false}
        sent={false}
        onChange={onChange}
        onSubmit={onSubmit}
        onAnother={noop}
      />,
    );
    const form = screen.getByRole('form', { name: 'Write to us' });
    expect(form.tagName).toBe('FORM');
    expect(screen.getByRole('alert')).toHaveTextContent('Please enter a valid email address.');
    await userEvent.tab();
    expect(screen.getByLabelText('Name')).toHaveFocus();
    await userEvent.keyboard('A');
    expect(onChange).toHaveBeenLastCalledWith('name', 'A');
    for (const label of ['E-mail address', 'Phone number (optional)', 'Your message']) {
      await userEvent.tab();
      expect(screen.getByLabelText(label)).toHaveFocus();
    }
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Send message' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it('says "Sending" and cannot be sent twice while the store answers', () => {
    render(<ContactForm values={EMPTY} error={null} sending sent={false} onChange={noop} onSubmit={noop} onAnother={noop} />);
    expect(screen.getByRole('button', { name: 'Sending' })).toBeDisabled();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('once sent, thanks the shopper with focus on the thank-you, and "Send another message" brings the form back', async () => {
    const onAnother = jest.fn();
    const { rerender } = render(
      <ContactForm values={EMPTY} error={null} sending={false} sent onChange={noop} onSubmit={noop} onAnother={onAnother} />,
    );
    expect(screen.getByRole('heading', { name: 'Thank you for your message' })).toHaveFocus();
    await userEvent.click(screen.getByRole('button', { name: 'Send another message' }));
    expect(onAnother).toHaveBeenCalled();
    rerender(
      <ContactForm values={EMPTY} error={null} sending={false} sent={false} onChange={noop} onSubmit={noop} onAnother={onAnother} />,
    );
    expect(screen.getByLabelText('Name')).toHaveFocus();
  });
});
