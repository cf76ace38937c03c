export const FRONTENDS = ['mf-header', 'mf-cart', 'mf-leads', 'mf-search', 'mf-catalog', 'shell'];
