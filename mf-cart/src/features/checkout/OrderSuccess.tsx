import { checkoutMessages } from './i18n/messages';
import { PATHS } from '@tiles/shared';

export function OrderSuccess({ orderNumber }: { orderNumber: string | null }) {
  const t = checkoutMessages.useT();
  return (
    <div className="cart-page" data-boundary="mf-cart">
      <div className="cart-card cart-success">
        <h1>{orderNumber ? t('thanks') : t('noRecent')}</h1>
        {orderNumber ? (
          <p>
            {t('orderNumberBefore')} <strong className="cart-order-number">{orderNumber}</strong>
            {t('orderNumberAfter')}
          </p>
        ) : (
          <p>{t('notFound')}</p>
        )}
        <a href={PATHS.tiles} className="cart-btn">
          {t('continueShopping')}
        </a>
      </div>
    </div>
  );
}
