import { useSaveAfterSignIn } from './useSaveAfterSignIn';

/**
 * Tells a shopper who signed in to save a tile that it is saved (or why not). The status region is always there,
 * so screen readers announce the sentence when it appears.
 */
export function SavedAfterSignIn({ search }: { search: string }) {
  const message = useSaveAfterSignIn(search);
  return (
    <>
      <div role="status">{message?.saved && <p className="cart-message">{message.text}</p>}</div>
      {message && !message.saved && (
        <p className="cart-message cart-message--error" role="alert">
          {message.text}
        </p>
      )}
    </>
  );
}
