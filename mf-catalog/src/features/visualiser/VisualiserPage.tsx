import { useCallback, useState } from 'react';
import { useSearchParams, type SlotRenderers } from '@tiles/shared';
import { visualiserMessages } from './i18n/messages';
import { RoomView } from './RoomView';
import { parseViewState } from './viewState';
import { visualiserHead } from './visualiserHead';

interface Props {
  slots: Pick<SlotRenderers, 'renderAddToCart' | 'renderCallbackButton'>;
}

/** `/visualiser?sku=…&room=…`: the room view as a page of its own, its URL kept in step so it can be shared. */
export function VisualiserPage({ slots }: Props) {
  const [params, setParams] = useSearchParams();
  const t = visualiserMessages.useT();
  const [initial] = useState(() => parseViewState(params));
  visualiserHead.useFixedHead();
  const handleChange = useCallback(
    (query: string) => {
      if (query !== params.toString()) setParams(new URLSearchParams(query), { replace: true });
    },
    [params, setParams],
  );
  return (
    <div className="cat-vis-page">
      <RoomView initial={initial} slots={slots} onChange={handleChange} heading={<h1>{t('title')}</h1>} />
    </div>
  );
}
