import { useCallback, useEffect, useState } from 'react';
import { failureText, isPincode, readPincodeCookie, runOperation, writePincodeCookie } from '@tiles/shared';
import { PRODUCT_DELIVERY } from './deliveryEstimate.gql';

export interface DeliveryOption {
  carrier: 'free' | 'standard';
  amount: number;
  daysMin: number;
  daysMax: number;
}

export type ProductDelivery =
  | { kind: 'none' }
  | { kind: 'asking'; pincode: string }
  | { kind: 'options'; pincode: string; options: DeliveryOption[] }
  | { kind: 'unserved'; pincode: string }
  | { kind: 'invalid' }
  | { kind: 'failed'; text: string };

/**
 * What delivering the calculator's boxes to a pincode costs and takes. The pincode is the store's one delivery
 * pincode (the shared cookie the cart page and prices read): one typed here is the cart's, and a saved one is asked
 * about as soon as the page is live. Asked again when the boxes change.
 */
export function useProductDelivery(sku: string, boxes: number) {
  const [pincode, setPincode] = useState<string | null>(() => readPincodeCookie());
  const [delivery, setDelivery] = useState<ProductDelivery>({ kind: 'none' });

  useEffect(() => {
    if (!pincode || !Number.isInteger(boxes) || boxes < 1) return;
    let current = true;
    setDelivery({ kind: 'asking', pincode });
    void runOperation(PRODUCT_DELIVERY, { sku, quantity: boxes, pincode }).then((res) => {
      if (!current) return;
      if (res.error) return setDelivery({ kind: 'failed', text: failureText(res.error) });
      const answer = res.data.estimateProductDelivery;
      if (!answer?.serviceable) return setDelivery({ kind: 'unserved', pincode });
      const options = answer.methods.map((m) => ({
        carrier: m.carrier_code === 'freeshipping' ? ('free' as const) : ('standard' as const),
        amount: m.amount.value ?? 0,
        daysMin: m.delivery_days_min,
        daysMax: m.delivery_days_max,
      }));
      setDelivery({ kind: 'options', pincode, options });
    });
    return () => {
      current = false;
    };
  }, [sku, boxes, pincode]);

  const handleCheck = useCallback((typed: string) => {
    const value = typed.trim();
    if (!isPincode(value)) return setDelivery({ kind: 'invalid' });
    writePincodeCookie(value);
    setPincode(value);
  }, []);

  return { savedPincode: pincode ?? '', delivery, handleCheck };
}
