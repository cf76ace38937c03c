import { commonMessages } from '../../i18n/messages';
import { productMessages } from './i18n/messages';

interface Props {
  stockStatus: string | null | undefined;
  /** Magento's only_x_left_in_stock: set only at or under the store's threshold. */
  onlyLeft: number | null | undefined;
}

/** "Only N boxes left" or "Out of stock": a room needs all its boxes from one batch, so a shortage is said up front. */
export function StockNote({ stockStatus, onlyLeft }: Props) {
  const t = productMessages.useT();
  const common = commonMessages.useT();
  if (stockStatus === 'OUT_OF_STOCK') return <p className="cat-pdp__stock cat-pdp__stock--out">{common('outOfStock')}</p>;
  if (onlyLeft == null) return null;
  return <p className="cat-pdp__stock">{t('onlyLeft', { count: onlyLeft })}</p>;
}
