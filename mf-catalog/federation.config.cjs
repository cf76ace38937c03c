/** Federation settings for mf-catalog; the exposes are its one public surface (typed in shared/src/contracts). */
module.exports = {
  name: 'mf_catalog',
  exposes: {
    './HomePage': './src/exposes/HomePage.tsx',
    './CatalogRoute': './src/exposes/CatalogRoute.tsx',
    './VisualiserPage': './src/exposes/VisualiserPage.tsx',
  },
};
