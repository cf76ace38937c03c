import { graphql } from '../../graphql';

/** Magento mails a reset link to the account's address; the answer is the same whether an account exists or not. */
export const REQUEST_PASSWORD_RESET = graphql(/* GraphQL */ `
  mutation MfCartRequestPasswordReset($email: String!) {
    requestPasswordResetEmail(email: $email)
  }
`);

/** The mailed link's token with the account's e-mail sets the new password (the token works once). */
export const RESET_PASSWORD = graphql(/* GraphQL */ `
  mutation MfCartResetPassword($email: String!, $token: String!, $password: String!) {
    resetPassword(email: $email, resetPasswordToken: $token, newPassword: $password)
  }
`);
