import { Link } from '@tiles/shared';
import { PATHS } from '@tiles/shared';
import { headerMessages } from './i18n/messages';
import { Icon } from './Icon';

interface Props {
  catalogueHref: string;
  pathname: string;
  className: string;
}

/** Store Locator, Download Catalogue and Account: in the main bar on wide screens, in the drawer on narrow ones. */
export function QuickLinks({ catalogueHref, pathname, className }: Props) {
  const t = headerMessages.useT();
  const current = (href: string) => (pathname === href ? 'page' : undefined);
  return (
    <ul className={`hdr-quick ${className}`}>
      <li>
        <Link className="hdr-quick__link" to={PATHS.storeLocator} aria-current={current(PATHS.storeLocator)}>
          <Icon name="pin" /> <span>{t('storeLocator')}</span>
        </Link>
      </li>
      <li>
        <Link className="hdr-quick__link" to={catalogueHref} aria-current={current(catalogueHref)}>
          <Icon name="download" /> <span>{t('downloadCatalogue')}</span>
        </Link>
      </li>
      <li>
        <Link className="hdr-quick__link" to={PATHS.account} aria-current={current(PATHS.account)}>
          <Icon name="user" /> <span>{t('account')}</span>
        </Link>
      </li>
    </ul>
  );
}
