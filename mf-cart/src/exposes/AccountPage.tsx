import { lazy, Suspense, useEffect, useState } from 'react';
import {
  noindexHead,
  PATHS,
  useHead,
  useLoaderData,
  useLocation,
  type EmptyProps,
  type ModuleAction,
  type ModuleHead,
  type ModuleLoader,
  type ModuleHandle,
} from '@tiles/shared';
import { AccountView } from '../features/account/AccountView';
import { useAccount } from '../features/account/useAccount';
import { SignedInSections } from '../features/account/SignedInSections';
import { ForgotPasswordDisclosure } from '../features/account/ForgotPasswordDisclosure';
import { AccountPageLoading as Loading } from '../features/account/AccountPageLoading';
import type { ForgotPasswordState } from '../features/password-reset/useForgotPassword';
import type { GuestOrderState } from '../features/guest-order/useGuestOrder';
import { SignInPage } from '../features/account/SignInPage';
import { SignedInFirstView } from '../features/account/SignedInFirstView';
import type { SignedInFirstViewState, SignInPageState } from '../features/account/signInState';
import { accountMessages } from '../features/account/i18n/messages';
import { wishlistPageMessages } from '../features/wishlist-page/i18n/messages';

/** Pages a mail or a guest opens once: chunks of their own, so /account carries none of their code. */
const ResetPasswordSection = lazy(() =>
  import(/* webpackChunkName: "password-reset" */ '../features/password-reset/ResetPasswordSection').then((m) => ({
    default: m.ResetPasswordSection,
  })),
);
const GuestOrderSection = lazy(() =>
  import(/* webpackChunkName: "guest-order" */ '../features/guest-order/GuestOrderSection').then((m) => ({ default: m.GuestOrderSection })),
);
/**
 * The reset-link request page is server-rendered (it works without scripts) inside the same Suspense boundary as
 * here (its loader and action: features/password-reset/forgotPasswordServer.ts): the server's HTML stays as drawn until
 * this chunk is here, then hydrates.
 */
const ForgotPasswordPage = lazy(() =>
  import(/* webpackChunkName: "password-reset-request-page" */ '../features/password-reset/ForgotPasswordPage').then((m) => ({
    default: m.ForgotPasswordPage,
  })),
);
const WishlistSection = lazy(() =>
  import(/* webpackChunkName: "wishlist-page" */ '../features/wishlist-page/WishlistSection').then((m) => ({ default: m.WishlistSection })),
);

const samePath = (a: string, b: string) => a.replace(/\/$/, '').toLowerCase() === b.replace(/\/$/, '').toLowerCase();

// Server-only code, loaded when the shell's server calls it: the browser's chunks of this module do not carry it. The
// guest order look-up, the sign-in page and the reset-link request are drawn by the server (their forms work without
// scripts); /account only with the token a script-less sign-in handed over.
const guestOrderServer = () => import('../features/guest-order/guestOrderServer');
const signInServer = () => import('../features/account/signInServer');
const forgotPasswordServer = () => import('../features/password-reset/forgotPasswordServer');
export const loader: ModuleLoader = (request) => {
  const path = request.url.pathname;
  if (samePath(path, PATHS.guestOrder)) return guestOrderServer().then((m) => m.loadGuestOrderPage(request));
  if (samePath(path, PATHS.signIn)) return signInServer().then((m) => m.loadSignInPage(request));
  if (samePath(path, PATHS.account)) return signInServer().then((m) => m.loadSignedInAccount(request));
  return forgotPasswordServer().then((m) => m.loadAccountPage(request));
};
export const action: ModuleAction = (request) => {
  const path = request.url.pathname;
  if (samePath(path, PATHS.guestOrder)) return guestOrderServer().then((m) => m.answerGuestOrder(request));
  if (samePath(path, PATHS.signIn)) return signInServer().then((m) => m.answerSignIn(request));
  return forgotPasswordServer().then((m) => m.answerForgotPassword(request));
};

/**
 * /account drawn by the server signed in (the token a script-less sign-in handed over): that view until this code
 * runs, then the live account (which takes the token over from its cookie).
 */
function AccountAfterServerSignIn({ served, search, pathname }: { served: SignedInFirstViewState; search: string; pathname: string }) {
  const [live, setLive] = useState(false);
  useEffect(() => setLive(true), []);
  return live ? <Account search={search} pathname={pathname} /> : <SignedInFirstView served={served} />;
}

function Account({ search, pathname }: { search: string; pathname: string }) {
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
      forgotPassword={<ForgotPasswordDisclosure />}
    >
      {a.signedIn && a.customer && (
        <SignedInSections customer={a.customer} onCustomerChanged={a.handleCustomerChanged} search={search} pathname={pathname} />
      )}
    </AccountView>
  );
}

/**
 * /account (sign in, create an account, forgot password; signed in: addresses, orders, account details), Magento's
 * reset page /customer/account/createPassword/?token=…, its reset-link request /customer/account/forgotpassword
 * (server-rendered), its guest order look-up /sales/guest/form, a guest's order by its mailed token
 * /sales/guest/view/?token=…, the customer's /wishlist, and the order mails' /sales/order/view/order_id/<id>/ (the
 * account page with that order open). Other paths under /customer/account/, /sales/guest/ and /sales/order/ show the
 * account page.
 */
/** The account's pages and the wishlist: one shopper's, never indexed; named after the page. */
const catalogueOf = (pathname: string) => (samePath(pathname, PATHS.wishlist) ? wishlistPageMessages : accountMessages);
export const head: ModuleHead = async ({ language, url }) => noindexHead((await catalogueOf(url.pathname).load(language))('title'));

/** One shopper's pages (never a shared copy); where they are (the shell routes by these) and their name in the shell's message. */
export const handle: ModuleHandle = {
  personal: true,
  routes: [PATHS.account, `${PATHS.customerAccount}/*`, `${PATHS.salesGuest}/*`, `${PATHS.salesOrder}/*`, PATHS.wishlist],
  pageName: { en: 'Your account', hi: 'आपका खाता', ta: 'உங்கள் கணக்கு' },
};

export default function AccountPage(_props: EmptyProps) {
  const { pathname, search } = useLocation();
  const served = useLoaderData<ForgotPasswordState | GuestOrderState | SignInPageState | SignedInFirstViewState>();
  useHead(noindexHead(catalogueOf(pathname).useT()('title')));
  if (samePath(pathname, PATHS.forgotPassword))
    return (
      <Suspense fallback={<Loading />}>
        <ForgotPasswordPage initial={served as ForgotPasswordState | undefined} />
      </Suspense>
    );
  if (samePath(pathname, PATHS.resetPassword))
    return (
      <Suspense fallback={<Loading />}>
        <ResetPasswordSection search={search} />
      </Suspense>
    );
  if (samePath(pathname, PATHS.wishlist))
    return (
      <Suspense fallback={<Loading />}>
        <WishlistSection />
      </Suspense>
    );
  if (samePath(pathname, PATHS.guestOrder))
    return (
      <Suspense fallback={<Loading />}>
        <GuestOrderSection initial={served as GuestOrderState | undefined} />
      </Suspense>
    );
  if (samePath(pathname, PATHS.guestOrderByToken))
    return (
      <Suspense fallback={<Loading />}>
        <GuestOrderSection
          token={new URLSearchParams(search).get('token')}
          confirmKey={new URLSearchParams(search).get('confirm_cancel')}
        />
      </Suspense>
    );
  if (samePath(pathname, PATHS.signIn)) return <SignInPage initial={served as SignInPageState | undefined} />;
  if (served && 'customer' in served) return <AccountAfterServerSignIn served={served} search={search} pathname={pathname} />;
  return <Account search={search} pathname={pathname} />;
}
