import { useId } from 'react';
import { useUnits } from '../cart-identity/format';
import { addToCartMessages } from './i18n/messages';
import type { QuantityMode, QuantityPlan } from './quantity';
import { WASTAGE } from './quantity';
import '../cart-identity/base.css';
import './addToCart.css';

export interface AddToCartViewProps {
  name: string;
  withQuantity: boolean;
  mode: QuantityMode;
  entry: string;
  plan: QuantityPlan | null;
  entryError: string | null;
  pending: boolean;
  error: string | null;
  status: string;
  onModeChange: (mode: QuantityMode) => void;
  onEntryChange: (value: string) => void;
  onAdd: () => void;
}

export function AddToCartView(p: AddToCartViewProps) {
  const id = useId();
  const t = addToCartMessages.useT();
  const units = useUnits();
  return (
    <div className={p.withQuantity ? 'cart-atc cart-atc--full' : 'cart-atc'} data-boundary="mf-cart">
      {p.withQuantity && (
        <fieldset className="cart-atc-qty">
          <legend>{t('quantity')}</legend>
          <div className="cart-atc-modes">
            {(['boxes', 'area'] as const).map((m) => (
              <label key={m} className="cart-atc-mode">
                <input type="radio" name={`${id}-mode`} checked={p.mode === m} onChange={() => p.onModeChange(m)} />
                {t(m === 'boxes' ? 'modeBoxes' : 'modeArea')}
              </label>
            ))}
          </div>
          <label htmlFor={`${id}-entry`} className="cart-atc-entry-label">{t(p.mode === 'boxes' ? 'entryBoxes' : 'entryArea')}</label>
          <input
            id={`${id}-entry`} className="cart-atc-entry" type="number" inputMode={p.mode === 'boxes' ? 'numeric' : 'decimal'}
            min={p.mode === 'boxes' ? 1 : 0} step={p.mode === 'boxes' ? 1 : 'any'} value={p.entry}
            aria-invalid={p.entryError ? true : undefined} aria-describedby={`${id}-plan`}
            onChange={(e) => p.onEntryChange(e.target.value)}
          />
          <p id={`${id}-plan`} className={p.entryError ? 'cart-field-error' : 'cart-atc-plan'}>
            {p.entryError ?? (p.plan && (p.plan.neededSqft !== null
              ? t('plan', { needed: units.area(p.plan.neededSqft), pct: WASTAGE * 100, boxes: units.boxes(p.plan.boxes), covered: units.area(p.plan.coveredSqft) })
              : t('covers', { covered: units.area(p.plan.coveredSqft) })))}
          </p>
        </fieldset>
      )}
      <button type="button" className="cart-btn cart-atc-button" onClick={p.onAdd} disabled={p.pending || !p.plan} aria-busy={p.pending || undefined}>
        {p.pending ? t('adding') : t('add')}<span className="cart-visually-hidden">: {p.name}</span>
      </button>
      {p.error && <p className="cart-field-error" role="alert">{p.error}</p>}
      <p className="cart-visually-hidden" role="status">{p.status}</p>
    </div>
  );
}
