import { render, screen } from '@testing-library/react';
import { ResetPasswordView, type ResetPasswordViewProps } from '../ResetPasswordView';

const props: ResetPasswordViewProps = {
  hasToken: true,
  errors: {},
  busy: false,
  done: false,
  formError: null,
  linkRefused: false,
  onSubmit: () => undefined,
  askAgain: <p>ask again</p>,
};

describe('ResetPasswordView', () => {
  it('asks for the e-mail and the new password twice, each field labelled', () => {
    render(<ResetPasswordView {...props} />);
    const form = screen.getByRole('form', { name: 'Set a new password' });
    expect(form).toContainElement(screen.getByLabelText('Email'));
    expect(screen.getByLabelText('New password')).toHaveAttribute('autocomplete', 'new-password');
    expect(screen.getByLabelText('Confirm new password')).toHaveAttribute('type', 'password');
    expect(screen.queryByText('ask again')).toBeNull();
  });

  it('a refused link announces the store’s sentence and offers a new link beside the form', () => {
    render(<ResetPasswordView {...props} linkRefused formError="This link has expired." />);
    expect(screen.getByRole('alert')).toHaveTextContent('This link has expired.');
    expect(screen.getByText('ask again')).toBeInTheDocument();
    expect(screen.getByRole('form', { name: 'Set a new password' })).toBeInTheDocument();
  });

  it('a link without a token says so and offers only a new link', () => {
    render(<ResetPasswordView {...props} hasToken={false} />);
    expect(screen.getByRole('alert')).toHaveTextContent('This reset link is incomplete.');
    expect(screen.queryByRole('form')).toBeNull();
    expect(screen.getByText('ask again')).toBeInTheDocument();
  });

  it('after the change, says so and leads to sign in', () => {
    render(<ResetPasswordView {...props} done />);
    expect(screen.getByRole('status')).toHaveTextContent('Your password has been changed.');
    expect(screen.getByRole('link', { name: 'Go to sign in' })).toHaveAttribute('href', '/account');
  });
});
