import { useId } from 'react';
import { MESSAGES } from './messages';
import { PATTERNS } from './tileLayout';
import type { RoomViewModel } from './useRoomView';
import { GROUT_COLOURS, MAX_GROUT_MM, PHOTO, ROTATIONS } from './viewState';

/** Room, surface and how the tiles are laid: plain form controls, so every one works from the keyboard. */
export function RoomControls({ m }: { m: RoomViewModel }) {
  const id = useId();
  const { view } = m;
  return (
    <div className="cat-vis__controls">
      <label htmlFor={`${id}-room`}>{MESSAGES.scene}</label>
      <select id={`${id}-room`} value={m.isPhoto ? PHOTO : m.chosenScene?.id ?? ''} onChange={(e) => m.handleRoom(e.target.value)} data-testid="cat-vis-room">
        {m.scenes?.map((s) => <option key={s.id} value={s.id}>{s.name}</option>)}
        {m.photo.photo && <option value={PHOTO}>{MESSAGES.yourPhoto}</option>}
      </select>

      {!m.isPhoto && m.scene && m.scene.planes.length > 1 && (
        <fieldset className="cat-vis__radios">
          <legend>{MESSAGES.surface}</legend>
          {m.scene.planes.map((p) => (
            <label key={p.kind}>
              <input type="radio" name={`${id}-plane`} checked={m.planeKind === p.kind} onChange={() => m.handlePlane(p.kind)} /> {MESSAGES[p.kind]}
            </label>
          ))}
        </fieldset>
      )}

      <label htmlFor={`${id}-pattern`}>{MESSAGES.pattern}</label>
      <select id={`${id}-pattern`} value={m.layout.pattern} onChange={(e) => m.handlePattern(e.target.value as typeof view.pattern)} data-testid="cat-vis-pattern" aria-describedby={m.herringboneOk ? undefined : `${id}-hb`}>
        {PATTERNS.map((p) => <option key={p} value={p} disabled={p === 'herringbone' && !m.herringboneOk}>{MESSAGES[p]}</option>)}
      </select>
      {!m.herringboneOk && <p id={`${id}-hb`} className="cat-vis__hint">{MESSAGES.herringboneNeedsPlanks}</p>}

      <label htmlFor={`${id}-rot`}>{MESSAGES.rotation}</label>
      <select id={`${id}-rot`} value={view.rotationDeg} onChange={(e) => m.handleRotation(Number(e.target.value))} data-testid="cat-vis-rotation">
        {ROTATIONS.map((r) => <option key={r} value={r}>{r}°</option>)}
      </select>

      <label htmlFor={`${id}-grout`}>{MESSAGES.groutWidth}: {view.groutMm}</label>
      <input id={`${id}-grout`} type="range" min={0} max={MAX_GROUT_MM} step={1} value={view.groutMm} onChange={(e) => m.handleGrout(Number(e.target.value))} data-testid="cat-vis-grout" />

      <fieldset className="cat-vis__swatches">
        <legend>{MESSAGES.groutColour}</legend>
        {GROUT_COLOURS.map((c) => (
          <label key={c.hex} className="cat-vis__swatch">
            <input type="radio" name={`${id}-gc`} checked={view.groutColour === c.hex} onChange={() => m.handleGroutColour(c.hex)} />
            <span style={{ background: c.hex }} aria-hidden="true" /> {c.name}
          </label>
        ))}
      </fieldset>
    </div>
  );
}
