import { useCallback, useState } from 'react';
import { useSearchParams, type SlotRenderers } from '@tiles/shared';
import { useSeo } from '../seo/useSeo';
import { MESSAGES } from './messages';
import { RoomView } from './RoomView';
import { parseViewState } from './viewState';

interface Props {
  slots: Pick<SlotRenderers, 'renderAddToCart' | 'renderCallbackButton'>;
}

/** `/visualiser?sku=…&room=…`: the room view as a page of its own, its URL kept in step so it can be shared. */
export function VisualiserPage({ slots }: Props) {
  const [params, setParams] = useSearchParams();
  const [initial] = useState(() => parseViewState(params));
  useSeo({ title: MESSAGES.title, description: MESSAGES.uploadHint, canonicalPath: '/visualiser' });
  const handleChange = useCallback((query: string) => {
    if (query !== params.toString()) setParams(new URLSearchParams(query), { replace: true });
  }, [params, setParams]);
  return (
    <div className="cat-vis-page">
      <RoomView initial={initial} slots={slots} onChange={handleChange} heading={<h1>{MESSAGES.title}</h1>} />
    </div>
  );
}
