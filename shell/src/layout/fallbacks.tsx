import { PATHS } from '@tiles/shared';

/** What each slot shows when its remote is down: still useful, never blank. */
export function HeaderFallback({ retry }: { retry: () => void }) {
  return (
    <header className="shell-header-fallback">
      <a href="/" className="shell-logo">Tiles</a>
      <nav aria-label="Main">
        <a href={PATHS.tiles}>All Tiles</a> <a href={PATHS.storeLocator}>Store Locator</a>{' '}
        <a href={PATHS.account}>Account</a> <a href={PATHS.cart}>Cart</a>
      </nav>
      <button type="button" onClick={retry}>Retry</button>
    </header>
  );
}

export function CartFallback() {
  return <a href={PATHS.cart}>View cart</a>;
}

export function PageFallback({ retry, what }: { retry: () => void; what: string }) {
  return (
    <section className="shell-page-fallback" role="alert">
      <h1>{what} is not available right now</h1>
      <p>Please try again in a moment. You can still browse <a href={PATHS.tiles}>all tiles</a>.</p>
      <button type="button" onClick={retry}>Try again</button>
    </section>
  );
}

export function QuietFallback() {
  return null;
}
