/** Space held while the route resolves (tall enough that the footer does not jump). */
export function RouteLoading() {
  return <div className="cat-route-loading" role="status" aria-live="polite"><span className="cat-sr">Loading…</span></div>;
}

/** The store could not be reached: not a 404, so say so and offer a retry. */
export function RouteError({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <div className="cat-route-error" role="alert">
      <h1>This page did not load</h1>
      <p>{message}</p>
      <button type="button" className="cat-btn" onClick={onRetry}>Try again</button>
    </div>
  );
}
