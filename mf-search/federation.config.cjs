/** Federation settings for mf-search; the exposes are its one public surface (typed in shared/src/contracts). */
module.exports = {
  name: 'mf_search',
  exposes: {
    './SearchBox': './src/exposes/SearchBox.tsx',
    './SearchResultsPage': './src/exposes/SearchResultsPage.tsx',
    './VisualSearchPage': './src/exposes/VisualSearchPage.tsx',
  },
};
