import { wishlistMessages } from './i18n/messages';
import './wishlist.css';

export interface SaveButtonProps {
  name: string;
  saved: boolean;
  pending: boolean;
  onToggle: () => void;
}

/**
 * The heart toggle; its name says which tile, aria-pressed whether it is saved. Its messages join the add-to-cart
 * button's alert and status regions beside it.
 */
export function SaveButton(p: SaveButtonProps) {
  const t = wishlistMessages.useT();
  return (
    <button
      type="button"
      className={p.saved ? 'cart-save cart-save--on' : 'cart-save'}
      aria-pressed={p.saved}
      aria-label={t(p.saved ? 'savedLabel' : 'saveLabel', { name: p.name })}
      aria-busy={p.pending || undefined}
      disabled={p.pending}
      onClick={p.onToggle}
    >
      <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
        <path d="M12 21s-7.5-4.6-9.4-9.3C1.3 8.4 3.4 5 6.8 5c2 0 3.4 1.1 4.2 2.4h2C13.8 6.1 15.2 5 17.2 5c3.4 0 5.5 3.4 4.2 6.7C19.5 16.4 12 21 12 21z" />
      </svg>
    </button>
  );
}
