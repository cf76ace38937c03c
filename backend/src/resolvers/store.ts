import type { StoreContext } from '../context';
import { langFromStoreCode } from '../context';
import { STORE_CODES } from '../storeHeader';
import { tokenTtlMs } from '../customer/tokens';
import { mediaBase } from '../media/mediaBase';

const NAMES = { en: 'Tiles Store', hi: 'टाइल्स स्टोर', ta: 'டைல்ஸ் ஸ்டோர்' } as const;
const LOCALES = { en: 'en_IN', hi: 'hi_IN', ta: 'ta_IN' } as const;
/** A listing's page sizes, as the storefront's own listing pages them (Magento's setting holds the choices as text). */
const GRID_PER_PAGE = 24;

/** One store view's configuration (`default`, `hi` or `ta`), with Magento's defaults for what this store does not set. */
export function storeConfigFor(storeCode: string) {
  const lang = langFromStoreCode(storeCode);
  const media = `${mediaBase()}/media/`;
  return {
    id: STORE_CODES.indexOf(storeCode as (typeof STORE_CODES)[number]) + 1,
    code: storeCode,
    store_code: storeCode,
    store_name: NAMES[lang],
    store_sort_order: STORE_CODES.indexOf(storeCode as (typeof STORE_CODES)[number]),
    is_default_store: storeCode === 'default',
    store_group_code: 'main_website_store',
    store_group_name: 'Main Website Store',
    is_default_store_group: true,
    website_id: 1,
    website_code: 'base',
    website_name: 'Main Website',
    locale: LOCALES[lang],
    base_currency_code: 'INR',
    default_display_currency_code: 'INR',
    timezone: 'Asia/Kolkata',
    product_url_suffix: '',
    category_url_suffix: '',
    root_category_id: 2,
    root_category_uid: Buffer.from('2').toString('base64'),
    secure_base_media_url: media,
    base_media_url: media,
    cms_home_page: 'home',
    cms_no_route: 'no-route',
    list_mode: 'grid-list',
    grid_per_page: GRID_PER_PAGE,
    grid_per_page_values: '12,24,36',
    list_per_page: 10,
    list_per_page_values: '5,10,15,20,25',
    configurable_thumbnail_source: 'parent',
    minimum_password_length: '8',
    required_character_classes_number: '3',
    magento_wishlist_general_is_enabled: '1',
    customer_access_token_lifetime: tokenTtlMs() / 3_600_000,
  };
}

export const storeResolvers = {
  Query: {
    storeConfig: (_: unknown, __: unknown, ctx: StoreContext) => storeConfigFor(ctx.storeCode),
    /** Every store view of the store's one website and group (the languages), in their sort order. */
    availableStores: () => STORE_CODES.map(storeConfigFor),
    /** The store has no reCAPTCHA keys: Magento answers the settings with no form protected. */
    recaptchaV3Config: () => ({
      is_enabled: false,
      website_key: '',
      minimum_score: 0.5,
      badge_position: 'inline',
      language_code: null,
      failure_message: 'reCAPTCHA verification failed.',
      forms: [],
      theme: 'light',
    }),
    /** Magento_Directory: one currency, the rupee, at the rate 1. */
    currency: () => ({
      base_currency_code: 'INR',
      base_currency_symbol: '₹',
      default_display_currency_code: 'INR',
      default_display_currency_symbol: '₹',
      available_currency_codes: ['INR'],
      exchange_rates: [{ currency_to: 'INR', rate: 1 }],
    }),
  },
};
