import type { EmptyProps } from '@tiles/shared';
import { AccountView } from '../features/account/AccountView';
import { useAccount } from '../features/account/useAccount';
import { SignedInSections } from '../features/account/SignedInSections';

/** /account: sign in (merging the guest cart), create an account, sign out; signed in: saved addresses and orders. */
export default function AccountPage(_props: EmptyProps) {
  const a = useAccount();
  return (
    <AccountView
      signedIn={a.signedIn}
      customer={a.customer}
      checking={a.checking}
      busy={a.busy}
      signInErrors={a.signInErrors}
      createErrors={a.createErrors}
      formError={a.formError}
      onSignIn={a.handleSignIn}
      onCreate={a.handleCreate}
      onSignOut={a.handleSignOut}
    >
      {a.signedIn && <SignedInSections />}
    </AccountView>
  );
}
