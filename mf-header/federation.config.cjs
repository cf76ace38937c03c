/** Federation settings for mf-header; the exposes are its one public surface (typed in shared/src/contracts). */
module.exports = {
  name: 'mf_header',
  exposes: {
    './Header': './src/exposes/Header.tsx',
    './CategorySlider': './src/exposes/CategorySlider.tsx',
  },
};
