import type { StoreContext } from '../context';

export const storeResolvers = {
  Query: {
    storeConfig: (_: unknown, __: unknown, ctx: StoreContext) => ({
      id: 1,
      code: ctx.storeCode,
      store_code: ctx.storeCode,
      store_name: { en: 'Tiles Store', hi: 'टाइल्स स्टोर', ta: 'டைல்ஸ் ஸ்டோர்' }[ctx.lang],
      locale: { en: 'en_IN', hi: 'hi_IN', ta: 'ta_IN' }[ctx.lang],
      base_currency_code: 'INR',
      default_display_currency_code: 'INR',
      timezone: 'Asia/Kolkata',
      product_url_suffix: '',
      category_url_suffix: '',
      root_category_id: 2,
      root_category_uid: Buffer.from('2').toString('base64'),
    }),
  },
};
