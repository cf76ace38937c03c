import { useEffect, useRef } from 'react';
import type { SlotRenderers } from '@tiles/shared';
import { visualiserMessages } from './i18n/messages';
import { RoomView } from './RoomView';
import { parseViewState } from './viewState';

interface Props {
  sku: string;
  slots: Pick<SlotRenderers, 'renderAddToCart' | 'renderCallbackButton'>;
  onClose: () => void;
}

/** The room view over the product page, in a modal <dialog> (focus kept inside, Escape closes it). */
export default function VisualiserDialog({ sku, slots, onClose }: Props) {
  const ref = useRef<HTMLDialogElement>(null);
  const t = visualiserMessages.useT();
  useEffect(() => {
    const dialog = ref.current;
    if (dialog && !dialog.open) dialog.showModal?.();
    return () => dialog?.close?.();
  }, []);
  return (
    <dialog ref={ref} className="cat-vis-dialog" aria-labelledby="cat-vis-dialog-title" onClose={onClose} data-testid="cat-vis-dialog">
      <button type="button" className="cat-vis-dialog__close" onClick={onClose}>
        {t('close')}
      </button>
      <RoomView
        initial={parseViewState(new URLSearchParams({ sku }))}
        slots={slots}
        heading={<h2 id="cat-vis-dialog-title">{t('title')}</h2>}
      />
    </dialog>
  );
}
