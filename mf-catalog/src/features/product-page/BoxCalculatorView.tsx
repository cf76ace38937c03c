import type { FormEvent, ReactNode } from 'react';
import { formatNumber, formatPrice } from '@tiles/shared';
import { productMessages } from './i18n/messages';
import { WASTAGE_CHOICES, type CalcInput, type CalcMode, type CalcResult, type LengthUnit } from '../box-calculator/boxCalculator';
import { CALC_FIELDS as F } from '../box-calculator/calcParams';

/** The calculator's fields join this form by their `form` attribute: the cart's own form sits inside the section. */
const FORM = 'cat-calc-form';

interface Props {
  input: CalcInput;
  result: CalcResult | null;
  invalid: boolean;
  sqftPerBox: number;
  onMode: (mode: CalcMode) => void;
  onUnit: (unit: LengthUnit) => void;
  onField: (field: 'length' | 'width' | 'area', value: string) => void;
  onWastage: (pct: number) => void;
  onSubmit: (e: FormEvent) => void;
  /** The cart team's button, given the boxes worked out here. */
  addToCart: ReactNode;
}

export function BoxCalculatorView({ input, result, invalid, sqftPerBox, onMode, onUnit, onField, onWastage, onSubmit, addToCart }: Props) {
  const t = productMessages.useT();
  const fmt = formatNumber;
  return (
    <section className="cat-calc" aria-labelledby="cat-calc-title">
      <h2 id="cat-calc-title">{t('calcTitle')}</h2>
      {/* No action: sent without scripts to the product's own page, which draws the answer (useBoxCalculator). */}
      <form id={FORM} method="get" onSubmit={onSubmit} hidden />
      <fieldset className="cat-calc__modes">
        <legend>{t('measureBy')}</legend>
        <label>
          <input type="radio" name={F.mode} value="room" form={FORM} checked={input.mode === 'room'} onChange={() => onMode('room')} />{' '}
          {t('roomSize')}
        </label>
        <label>
          <input type="radio" name={F.mode} value="area" form={FORM} checked={input.mode === 'area'} onChange={() => onMode('area')} />{' '}
          {t('areaMode')}
        </label>
      </fieldset>
      {input.mode === 'room' ? (
        <div className="cat-calc__row">
          <label>
            {t('length')}
            <input
              inputMode="decimal"
              name={F.length}
              form={FORM}
              value={input.length}
              onChange={(e) => onField('length', e.target.value)}
            />
          </label>
          <span aria-hidden="true" className="cat-calc__x">
            ×
          </span>
          <label>
            {t('width')}
            <input inputMode="decimal" name={F.width} form={FORM} value={input.width} onChange={(e) => onField('width', e.target.value)} />
          </label>
          <label>
            {t('unit')}
            <select name={F.unit} form={FORM} value={input.unit} onChange={(e) => onUnit(e.target.value === 'm' ? 'm' : 'ft')}>
              <option value="ft">{t('feet')}</option>
              <option value="m">{t('metres')}</option>
            </select>
          </label>
        </div>
      ) : (
        <div className="cat-calc__row">
          <label>
            {t('areaField')}
            <input inputMode="decimal" name={F.area} form={FORM} value={input.area} onChange={(e) => onField('area', e.target.value)} />
          </label>
        </div>
      )}
      <div className="cat-calc__row">
        <label>
          {t('wastage')}
          <select name={F.wastage} form={FORM} value={input.wastagePct} onChange={(e) => onWastage(Number(e.target.value))}>
            {WASTAGE_CHOICES.map((w) => (
              <option key={w} value={w}>
                {t(w === 10 ? 'wastageRecommended' : 'wastageOption', { pct: w })}
              </option>
            ))}
          </select>
        </label>
      </div>
      <button type="submit" form={FORM} className="cat-btn cat-without-scripts">
        {t('calculate')}
      </button>
      <div className="cat-calc__result" role="status" aria-live="polite">
        {result ? (
          <p>
            <strong data-testid="cat-calc-boxes">{t('boxes', { boxes: result.boxes })}</strong>{' '}
            {t('calcNeed', { area: fmt(result.areaSqft), pct: input.wastagePct, needed: fmt(result.neededSqft) })}{' '}
            {t('calcCovers', { covered: fmt(result.coveredSqft), perBox: fmt(sqftPerBox), price: formatPrice(result.totalPrice) })}
          </p>
        ) : invalid ? (
          <p className="cat-calc__error">{t('calcInvalid')}</p>
        ) : (
          <p>{t('calcPrompt')}</p>
        )}
      </div>
      <div className="cat-calc__cart">{addToCart}</div>
    </section>
  );
}
