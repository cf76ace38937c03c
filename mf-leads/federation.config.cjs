/** Federation settings for mf-leads; the exposes are its one public surface (typed in shared/src/contracts). */
module.exports = {
  name: 'mf_leads',
  exposes: {
    './CallbackButton': './src/exposes/CallbackButton.tsx',
    './PopupHost': './src/exposes/PopupHost.tsx',
    './StoreLocatorPage': './src/exposes/StoreLocatorPage.tsx',
    './ContactPage': './src/exposes/ContactPage.tsx',
    './NewsletterSignup': './src/exposes/NewsletterSignup.tsx',
  },
};
