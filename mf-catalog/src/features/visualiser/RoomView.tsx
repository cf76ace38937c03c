import type { ReactNode } from 'react';
import { Link, type SlotRenderers } from '@tiles/shared';
import { CornerHandles } from './CornerHandles';
import { visualiserMessages } from './i18n/messages';
import { PhotoUpload } from './PhotoUpload';
import { RoomActions } from './RoomActions';
import { RoomCanvas } from './RoomCanvas';
import { RoomControls } from './RoomControls';
import { TilePicker } from './TilePicker';
import { useRoomView } from './useRoomView';
import type { ViewState } from './viewState';
import './visualiser.css';

export interface RoomViewProps {
  initial: ViewState;
  slots: Pick<SlotRenderers, 'renderAddToCart' | 'renderCallbackButton'>;
  /** Called with the view's query on every change (the page keeps its URL in step). */
  onChange?: (query: string) => void;
  heading: ReactNode;
}

/** The room view: the tile laid in a room scene or the shopper's photo, with everything to change it. */
export function RoomView({ initial, slots, onChange, heading }: RoomViewProps) {
  const m = useRoomView(initial, onChange);
  const t = visualiserMessages.useT();
  const tile = m.main.tile;
  if (m.main.status === 'missing')
    return (
      <div className="cat-vis">
        {heading}
        <p role="alert">{t('noProduct')}</p>
      </div>
    );
  if (m.scenesFailed || m.stageFailed) {
    return (
      <div className="cat-vis">
        {heading}
        <p role="alert">{t('failed')}</p>
        <button type="button" onClick={m.handleRetry}>
          {t('retry')}
        </button>
      </div>
    );
  }
  const canvasProps = m.stage
    ? { scene: m.stage.pixels, overlay: m.stage.overlay, plane: m.plane, layout: m.layout, grout: m.view.groutColour }
    : null;
  return (
    <div className="cat-vis" data-testid="cat-vis">
      {heading}
      {tile && (
        <p className="cat-vis__tile-name">
          {tile.name} · {tile.tile_size} · {tile.tile_finish_label} · <Link to={`/${tile.url_key}`}>{t('viewProduct')}</Link>
        </p>
      )}
      <div className="cat-vis__layout">
        <div className={m.view.compareSku ? 'cat-vis__stages cat-vis__stages--two' : 'cat-vis__stages'}>
          {canvasProps ? (
            <>
              <figure>
                <RoomCanvas {...canvasProps} tile={m.mainPixels} label={m.mainAlt} testId="cat-vis-canvas">
                  {m.isPhoto && m.photo.corners && m.photo.photo && (
                    <CornerHandles
                      corners={m.photo.corners}
                      width={m.photo.photo.width}
                      height={m.photo.photo.height}
                      onMove={m.photo.handleCorner}
                    />
                  )}
                </RoomCanvas>
                {m.view.compareSku && <figcaption>{tile?.name}</figcaption>}
              </figure>
              {m.view.compareSku && (
                <figure>
                  <RoomCanvas {...canvasProps} tile={m.comparePixels} label={m.compareAlt} testId="cat-vis-canvas-compare" />
                  <figcaption>{m.compare.tile?.name}</figcaption>
                </figure>
              )}
            </>
          ) : (
            <p role="status" className="cat-vis__loading">
              {t('loading')}
            </p>
          )}
          {m.isPhoto && <p className="cat-vis__hint">{t('handles')}</p>}
        </div>
        <div className="cat-vis__side">
          <RoomControls m={m} />
          <PhotoUpload reading={m.photo.reading} message={m.photo.message} onFile={m.handlePhotoFile} />
          {tile && (
            <RoomActions
              m={m}
              addToCart={
                m.boxes
                  ? slots.renderAddToCart({
                      sku: tile.sku,
                      name: tile.name,
                      sqftPerBox: tile.sqft_per_box ?? 0,
                      boxes: m.boxes.boxes,
                      withQuantity: true,
                    })
                  : null
              }
              callback={slots.renderCallbackButton({ productName: tile.name, sku: tile.sku, variant: 'inline' })}
            />
          )}
        </div>
      </div>
      <TilePicker choices={m.choices} current={m.view.sku} onPick={m.handleTile} />
    </div>
  );
}
