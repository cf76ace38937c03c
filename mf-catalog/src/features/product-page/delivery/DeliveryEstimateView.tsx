import { useState } from 'react';
import { formatPrice } from '@tiles/shared';
import { deliveryMessages } from './i18n/messages';
import type { ProductDelivery } from './useProductDelivery';
import './delivery.css';

interface Props {
  boxes: number;
  savedPincode: string;
  delivery: ProductDelivery;
  onCheck: (pincode: string) => void;
}

/** "Delivery to your pincode": the carriers, prices and working days for the calculator's boxes, or that the store cannot deliver there. */
export function DeliveryEstimateView({ boxes, savedPincode, delivery, onCheck }: Props) {
  const t = deliveryMessages.useT();
  const [value, setValue] = useState(savedPincode);
  const invalid = delivery.kind === 'invalid';
  return (
    <section className="cat-pdp__delivery" aria-labelledby="cat-delivery-title">
      <h2 id="cat-delivery-title">{t('deliveryTitle')}</h2>
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          onCheck(value);
        }}
      >
        <label htmlFor="cat-delivery-pincode">{t('deliveryPincode')}</label>
        <div className="cat-pdp__delivery-row">
          <input
            id="cat-delivery-pincode"
            inputMode="numeric"
            autoComplete="postal-code"
            maxLength={6}
            value={value}
            onChange={(e) => setValue(e.target.value.replace(/\D/g, ''))}
            aria-invalid={invalid || undefined}
            aria-describedby="cat-delivery-result"
          />
          <button type="submit" className="cat-btn">
            {t('deliveryCheck')}
          </button>
        </div>
      </form>
      <div id="cat-delivery-result" aria-live="polite" className="cat-pdp__delivery-result">
        <DeliveryResult boxes={boxes} delivery={delivery} />
      </div>
    </section>
  );
}

function DeliveryResult({ boxes, delivery: d }: { boxes: number; delivery: ProductDelivery }) {
  const t = deliveryMessages.useT();
  switch (d.kind) {
    case 'none':
      return <p>{t('deliveryPrompt')}</p>;
    case 'invalid':
      return <p className="cat-pdp__delivery-error">{t('deliveryInvalid')}</p>;
    case 'asking':
      return <p>{t('deliveryAsking', { pincode: d.pincode })}</p>;
    case 'failed':
      return <p className="cat-pdp__delivery-error">{d.text}</p>;
    case 'unserved':
      return <p className="cat-pdp__delivery-error">{t('deliveryNone', { pincode: d.pincode })}</p>;
    case 'options':
      return (
        <>
          <p>{t('deliveryFor', { boxes, pincode: d.pincode })}</p>
          <ul className="cat-pdp__delivery-options">
            {d.options.map((o) => (
              <li key={o.carrier}>
                <strong>{o.carrier === 'free' ? t('deliveryFree') : t('deliveryStandard')}</strong>{' '}
                {o.amount > 0 ? formatPrice(o.amount) : t('deliveryNoCharge')} · {t('deliveryDays', { min: o.daysMin, max: o.daysMax })}
              </li>
            ))}
          </ul>
        </>
      );
  }
}
