import { useEffect, useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import './leads.css';
import { dialogMessages } from './i18n/messages';

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

interface Props {
  title: string;
  onClose: () => void;
  children: ReactNode;
  /** Which popup this is, for styling and tests. */
  kind: string;
}

/**
 * A modal dialog: named by its heading, focus moved to the first control inside and returned to where it
 * was on close, Tab kept inside, Escape and the backdrop close it.
 */
export function Dialog({ title, onClose, children, kind }: Props) {
  const t = dialogMessages.useT();
  const titleId = useId();
  const ref = useRef<HTMLDivElement>(null);
  const onCloseRef = useRef(onClose);
  onCloseRef.current = onClose;

  useEffect(() => {
    const returnTo = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const body = ref.current?.querySelector('.lead-dialog-body')?.querySelector<HTMLElement>(FOCUSABLE);
    (body ?? ref.current)?.focus();
    return () => {
      if (returnTo?.isConnected) returnTo.focus();
    };
  }, []);

  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    if (e.key === 'Escape') {
      e.stopPropagation();
      onCloseRef.current();
      return;
    }
    if (e.key !== 'Tab' || !ref.current) return;
    const items = [...ref.current.querySelectorAll<HTMLElement>(FOCUSABLE)];
    if (!items.length) return;
    const [first, last] = [items[0], items[items.length - 1]];
    if (e.shiftKey && document.activeElement === first) {
      e.preventDefault();
      last.focus();
    } else if (!e.shiftKey && document.activeElement === last) {
      e.preventDefault();
      first.focus();
    }
  };

  return (
    <div
      className="lead-backdrop"
      onMouseDown={(e) => {
        if (e.target === e.currentTarget) onClose();
      }}
    >
      <div
        ref={ref}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        className={`lead-dialog lead-dialog--${kind}`}
        data-leads-dialog={kind}
        onKeyDown={onKeyDown}
      >
        <div className="lead-dialog-head">
          <h2 id={titleId} className="lead-dialog-title">
            {title}
          </h2>
          <button type="button" className="lead-dialog-close" aria-label={t('close')} onClick={onClose}>
            ×
          </button>
        </div>
        <div className="lead-dialog-body">{children}</div>
      </div>
    </div>
  );
}
