import { DeliveryEstimateView } from './DeliveryEstimateView';
import { useProductDelivery } from './useProductDelivery';

/** The product page's delivery estimate: a chunk of its own, loaded once the page is live (ProductPage.tsx). */
export default function DeliveryEstimate({ sku, boxes }: { sku: string; boxes: number }) {
  const d = useProductDelivery(sku, boxes);
  return <DeliveryEstimateView boxes={boxes} savedPincode={d.savedPincode} delivery={d.delivery} onCheck={d.handleCheck} />;
}
