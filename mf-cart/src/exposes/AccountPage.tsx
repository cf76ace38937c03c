import { lazy, Suspense } from 'react';
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

// Server-only code, loaded when the shell's server calls it: the browser's chunks of this module do not carry it.
export const loader: ModuleLoader = (request) =>
  import('../features/password-reset/forgotPasswordServer').then((m) => m.loadAccountPage(request));
export const action: ModuleAction = (request) =>
  import('../features/password-reset/forgotPasswordServer').then((m) => m.answerForgotPassword(request));

const samePath = (a: string, b: string) => a.replace(/\/$/, '').toLowerCase() === b.replace(/\/$/, '').toLowerCase();

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

/** One shopper's pages: never a shared copy. */
/** Its pages (the shell routes by these) and its name in the shell's message when its code cannot load. */
export const handle: ModuleHandle = {
  personal: true,
  routes: [PATHS.account, `${PATHS.customerAccount}/*`, `${PATHS.salesGuest}/*`, `${PATHS.salesOrder}/*`, PATHS.wishlist],
  pageName: { en: 'Your account', hi: 'आपका खाता', ta: 'உங்கள் கணக்கு' },
};

export default function AccountPage(_props: EmptyProps) {
  const { pathname, search } = useLocation();
  const forgotPassword = useLoaderData<ForgotPasswordState>();
  useHead(noindexHead(catalogueOf(pathname).useT()('title')));
  if (samePath(pathname, PATHS.forgotPassword))
    return (
      <Suspense fallback={<Loading />}>
        <ForgotPasswordPage initial={forgotPassword} />
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
        <GuestOrderSection />
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
  return <Account search={search} pathname={pathname} />;
}
