import { RuleTester } from 'eslint';
import rule from '../../eslint-rules/one-pincode-cookie-writer.mjs';

// The lint rule behind "one pincode cookie writer" (issue 17): the two writers it replaced must fail it.
new RuleTester({ languageOptions: { ecmaVersion: 2022, sourceType: 'module' } }).run('one-pincode-cookie-writer', rule, {
  valid: [
    "import { writePincodeCookie } from '@tiles/shared'; writePincodeCookie('560001');",
    "document.cookie = 'tiles-lang=hi; path=/';",
    "import Cookies from 'js-cookie'; Cookies.set('consent', 'yes');",
  ],
  invalid: [
    // mf-leads' LocationPopup before issue 17.
    {
      code: 'document.cookie = `${COOKIE_KEYS.pincode}=${p}; path=/; max-age=15552000`;',
      errors: [{ messageId: 'secondWriter' }, { messageId: 'pincodeKey' }],
    },
    // mf-cart's pincode.ts before issue 17.
    {
      code: "import Cookies from 'js-cookie'; Cookies.set(COOKIE_KEYS.pincode, p, { expires: 30 });",
      errors: [{ messageId: 'pincodeKey' }],
    },
    { code: "document.cookie = 'pincode=' + p;", errors: [{ messageId: 'secondWriter' }] },
    { code: "Cookies.set('pincode', p);", errors: [{ messageId: 'secondWriter' }] },
    { code: "const v = COOKIE_KEYS['pincode'];", errors: [{ messageId: 'pincodeKey' }] },
  ],
});
