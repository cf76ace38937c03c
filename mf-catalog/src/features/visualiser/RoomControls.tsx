import { useId } from 'react';
import { visualiserMessages } from './i18n/messages';
import { PATTERNS } from './tileLayout';
import type { RoomViewModel } from './useRoomView';
import { sceneText } from './sceneText';
import { GROUT_COLOURS, groutColourId, MAX_GROUT_MM, PHOTO, ROTATIONS } from './viewState';

/** Room, surface and how the tiles are laid: plain form controls, so every one works from the keyboard. */
export function RoomControls({ m }: { m: RoomViewModel }) {
  const id = useId();
  const t = visualiserMessages.useT();
  const { view } = m;
  return (
    <div className="cat-vis__controls">
      <label htmlFor={`${id}-room`}>{t('scene')}</label>
      <select
        id={`${id}-room`}
        value={m.isPhoto ? PHOTO : (m.chosenScene?.id ?? '')}
        onChange={(e) => m.handleRoom(e.target.value)}
        data-testid="cat-vis-room"
      >
        {m.scenes?.map((s) => (
          <option key={s.id} value={s.id}>
            {sceneText(t, s).name}
          </option>
        ))}
        {m.photo.photo && <option value={PHOTO}>{t('yourPhoto')}</option>}
      </select>

      {!m.isPhoto && m.scene && m.scene.planes.length > 1 && (
        <fieldset className="cat-vis__radios">
          <legend>{t('surface')}</legend>
          {m.scene.planes.map((p) => (
            <label key={p.kind}>
              <input type="radio" name={`${id}-plane`} checked={m.planeKind === p.kind} onChange={() => m.handlePlane(p.kind)} />{' '}
              {t(p.kind)}
            </label>
          ))}
        </fieldset>
      )}

      <label htmlFor={`${id}-pattern`}>{t('pattern')}</label>
      <select
        id={`${id}-pattern`}
        value={m.layout.pattern}
        onChange={(e) => m.handlePattern(e.target.value as typeof view.pattern)}
        data-testid="cat-vis-pattern"
        aria-describedby={m.herringboneOk ? undefined : `${id}-hb`}
      >
        {PATTERNS.map((p) => (
          <option key={p} value={p} disabled={p === 'herringbone' && !m.herringboneOk}>
            {t(p)}
          </option>
        ))}
      </select>
      {!m.herringboneOk && (
        <p id={`${id}-hb`} className="cat-vis__hint">
          {t('herringboneNeedsPlanks')}
        </p>
      )}

      <label htmlFor={`${id}-rot`}>{t('rotation')}</label>
      <select
        id={`${id}-rot`}
        value={view.rotationDeg}
        onChange={(e) => m.handleRotation(Number(e.target.value))}
        data-testid="cat-vis-rotation"
      >
        {ROTATIONS.map((r) => (
          <option key={r} value={r}>
            {t('degrees', { deg: r })}
          </option>
        ))}
      </select>

      <label htmlFor={`${id}-grout`}>{t('groutWidth', { mm: view.groutMm })}</label>
      <input
        id={`${id}-grout`}
        type="range"
        min={0}
        max={MAX_GROUT_MM}
        step={1}
        value={view.groutMm}
        onChange={(e) => m.handleGrout(Number(e.target.value))}
        data-testid="cat-vis-grout"
      />

      <fieldset className="cat-vis__swatches">
        <legend>{t('groutColour')}</legend>
        {GROUT_COLOURS.map((c) => (
          <label key={c.hex} className="cat-vis__swatch">
            <input type="radio" name={`${id}-gc`} checked={view.groutColour === c.hex} onChange={() => m.handleGroutColour(c.hex)} />
            <span style={{ background: c.hex }} aria-hidden="true" /> {t(groutColourId(c.hex))}
          </label>
        ))}
      </fieldset>
    </div>
  );
}
