import type { ReactNode } from 'react';
import { formatInr } from '../product-card/formatPrice';
import { WASTAGE_CHOICES, type CalcInput, type CalcMode, type CalcResult, type LengthUnit } from './boxCalculator';

interface Props {
  input: CalcInput;
  result: CalcResult | null;
  invalid: boolean;
  sqftPerBox: number;
  onMode: (mode: CalcMode) => void;
  onUnit: (unit: LengthUnit) => void;
  onField: (field: 'length' | 'width' | 'area', value: string) => void;
  onWastage: (pct: number) => void;
  /** The cart team's button, given the boxes worked out here. */
  addToCart: ReactNode;
}

const fmt = (n: number) => n.toLocaleString('en-IN', { maximumFractionDigits: 2 });

export function BoxCalculatorView({ input, result, invalid, sqftPerBox, onMode, onUnit, onField, onWastage, addToCart }: Props) {
  return (
    <section className="cat-calc" aria-labelledby="cat-calc-title">
      <h2 id="cat-calc-title">How many boxes do you need?</h2>
      <fieldset className="cat-calc__modes">
        <legend>Measure by</legend>
        <label><input type="radio" name="cat-calc-mode" checked={input.mode === 'room'} onChange={() => onMode('room')} /> Room size</label>
        <label><input type="radio" name="cat-calc-mode" checked={input.mode === 'area'} onChange={() => onMode('area')} /> Area in sq.ft</label>
      </fieldset>
      {input.mode === 'room' ? (
        <div className="cat-calc__row">
          <label>Length<input inputMode="decimal" value={input.length} onChange={(e) => onField('length', e.target.value)} /></label>
          <span aria-hidden="true" className="cat-calc__x">×</span>
          <label>Width<input inputMode="decimal" value={input.width} onChange={(e) => onField('width', e.target.value)} /></label>
          <label>Unit
            <select value={input.unit} onChange={(e) => onUnit(e.target.value === 'm' ? 'm' : 'ft')}>
              <option value="ft">feet</option>
              <option value="m">metres</option>
            </select>
          </label>
        </div>
      ) : (
        <div className="cat-calc__row">
          <label>Area (sq.ft)<input inputMode="decimal" value={input.area} onChange={(e) => onField('area', e.target.value)} /></label>
        </div>
      )}
      <div className="cat-calc__row">
        <label>Wastage allowance
          <select value={input.wastagePct} onChange={(e) => onWastage(Number(e.target.value))}>
            {WASTAGE_CHOICES.map((w) => <option key={w} value={w}>{w}%{w === 10 ? ' (recommended)' : ''}</option>)}
          </select>
        </label>
      </div>
      <div className="cat-calc__result" role="status" aria-live="polite">
        {result ? (
          <p>
            <strong data-testid="cat-calc-boxes">{result.boxes} {result.boxes === 1 ? 'box' : 'boxes'}</strong>
            {' '}for {fmt(result.areaSqft)} sq.ft + {input.wastagePct}% wastage ({fmt(result.neededSqft)} sq.ft).
            {' '}Covers {fmt(result.coveredSqft)} sq.ft at {fmt(sqftPerBox)} sq.ft per box · {formatInr(result.totalPrice)}
          </p>
        ) : invalid ? <p className="cat-calc__error">Enter sizes greater than zero, as numbers.</p> : <p>Enter your room size or area to see the boxes you need.</p>}
      </div>
      <div className="cat-calc__cart">{addToCart}</div>
    </section>
  );
}
