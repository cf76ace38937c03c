import { lazy, Suspense, useState, type MouseEvent } from 'react';
import { PATHS, type SlotRenderers } from '@tiles/shared';
import { productMessages } from './i18n/messages';

// The room view's code loads only when the shopper opens it: the product page's first load stays as it was.
const VisualiserDialog = lazy(() => import(/* webpackChunkName: "visualiser" */ '../visualiser/VisualiserDialog'));

interface Props {
  sku: string;
  slots: Pick<SlotRenderers, 'renderAddToCart' | 'renderCallbackButton'>;
}

/** A link to the room view page (works before the script runs, and in a new tab); a click opens it as a dialog. */
export function SeeInRoomButton({ sku, slots }: Props) {
  const [open, setOpen] = useState(false);
  const t = productMessages.useT();
  const handleClick = (e: MouseEvent<HTMLAnchorElement>) => {
    if (e.metaKey || e.ctrlKey || e.shiftKey || e.button !== 0) return;
    e.preventDefault();
    setOpen(true);
  };
  return (
    <>
      <a
        className="cat-vis-open"
        href={`${PATHS.visualiser}?sku=${encodeURIComponent(sku)}`}
        onClick={handleClick}
        data-testid="cat-vis-open"
      >
        {t('openRoomView')}
      </a>
      {open && (
        <Suspense fallback={null}>
          <VisualiserDialog sku={sku} slots={slots} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
