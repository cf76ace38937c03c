import { useId, type ReactNode } from 'react';
import { formatNumber } from '@tiles/shared';
import { visualiserMessages } from './i18n/messages';
import type { RoomViewModel } from './useRoomView';

interface Props {
  m: RoomViewModel;
  addToCart: ReactNode;
  callback: ReactNode;
}

/** Area and boxes, the cart team's button for them, the leads team's callback, the share link, compare. */
export function RoomActions({ m, addToCart, callback }: Props) {
  const id = useId();
  const t = visualiserMessages.useT();
  const others = [...m.choices.similar, ...m.choices.sameSize, ...m.choices.recent].filter(
    (t, i, all) => all.findIndex((o) => o.sku === t.sku) === i,
  );
  return (
    <div className="cat-vis__actions">
      {m.isPhoto && (
        <fieldset className="cat-vis__area">
          <legend>{t('roomSize')}</legend>
          <label>
            {t('widthM')}
            <input inputMode="decimal" value={m.areaM.width} onChange={(e) => m.handleArea('width', e.target.value)} />
          </label>
          <label>
            {t('depthM')}
            <input inputMode="decimal" value={m.areaM.depth} onChange={(e) => m.handleArea('depth', e.target.value)} />
          </label>
        </fieldset>
      )}
      {m.boxes && (
        <p className="cat-vis__boxes" data-testid="cat-vis-boxes" data-boxes={m.boxes.boxes}>
          {t('boxes', { boxes: m.boxes.boxes, sqft: formatNumber(Math.round(m.areaSqft * 10) / 10), pct: m.wastagePct })}
        </p>
      )}
      <div className="cat-vis__cart">{addToCart}</div>
      <div className="cat-vis__callback">{callback}</div>

      <label htmlFor={`${id}-cmp`}>{t('compare')}</label>
      <select
        id={`${id}-cmp`}
        value={m.view.compareSku ?? ''}
        onChange={(e) => m.handleCompare(e.target.value || null)}
        data-testid="cat-vis-compare"
      >
        <option value="">{t('compareNone')}</option>
        {m.view.compareSku && !others.some((t) => t.sku === m.view.compareSku) && (
          <option value={m.view.compareSku}>{m.compare.tile?.name ?? m.view.compareSku}</option>
        )}
        {others.map((t) => (
          <option key={t.sku} value={t.sku}>
            {t.name}
          </option>
        ))}
      </select>

      <div className="cat-vis__share">
        <button type="button" onClick={m.handleShare} data-testid="cat-vis-share">
          {t('share')}
        </button>
        <input
          readOnly
          value={m.shareUrl}
          aria-label={t('share')}
          data-testid="cat-vis-share-url"
          onFocus={(e) => e.currentTarget.select()}
        />
        <p role="status" className="cat-vis__hint">
          {m.copied ? t('copied') : ''} {m.isPhoto ? t('shareNote') : ''}
        </p>
      </div>
    </div>
  );
}
