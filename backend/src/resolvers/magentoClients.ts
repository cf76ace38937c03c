import type { StoreContext } from '../context';
import { inputError } from '../errors';
import { isValidEmail } from '../customer/accountInput';
import { stockFields } from '../stock/stock';
import { attributesForm } from '../customer/attributeForms';
import { productCustomAttributes, type AttributeFilter } from '../catalog/customAttributes';

/**
 * Magento Open Source fields that Adobe's storefront drop-ins send (schema/magento-2.4.8.graphql) and that no other
 * domain answers: EAV forms, checkout agreements, e-mail confirmation, store settings, customer details.
 */

/** Magento's General customer group (id 1), the group of every account here. */
const GENERAL_GROUP = { uid: Buffer.from('1').toString('base64') };

/**
 * Account confirmation (customer/create_account/confirm) is off in this store, so no account ever waits for it.
 * Magento then answers an existing account's request with these words and an unknown address with others ("There is
 * no user registered …"); here every well-formed address gets the same answer, so neither mutation tells whether an
 * address has an account (as isEmailAvailable does not).
 */
const CONFIRMATION_NOT_NEEDED = "Confirmation isn't needed.";
const CONFIRMATION_KEY_INVALID = 'This confirmation key is invalid or has expired.';

export const magentoClientResolvers = {
  Query: {
    attributesForm: (_: unknown, { formCode }: { formCode: string }) => attributesForm(formCode),
    // Terms and conditions at checkout (checkout/options/enable_agreements) are off: Magento answers an empty list.
    checkoutAgreements: () => [],
  },
  Mutation: {
    confirmEmail: (_: unknown, { input }: { input?: { email?: string | null; confirmation_key?: string | null } | null }) => {
      if (!isValidEmail(String(input?.email ?? '').trim())) throw inputError('Email is invalid');
      if (!input?.confirmation_key?.trim()) throw inputError('Confirmation key is invalid');
      throw inputError(CONFIRMATION_KEY_INVALID);
    },
    resendConfirmationEmail: (_: unknown, { email }: { email: string }) => {
      if (!isValidEmail(String(email ?? '').trim())) throw inputError('Email address is not valid');
      throw inputError(CONFIRMATION_NOT_NEEDED);
    },
  },
  StoreConfig: {
    default_country: () => 'IN',
    // Magento's defaults for the countries this store serves: India requires a state, and a pincode.
    countries_with_required_region: () => 'IN',
    optional_zip_countries: () => 'HK,IE,MO,PA,GB',
    display_state_if_optional: () => false,
    is_checkout_agreements_enabled: () => false,
    allow_order: () => '0',
    allow_items: () => '0',
    shopping_assistance_enabled: () => false,
    shopping_assistance_checkbox_title: () => 'Allow remote shopping assistance',
    shopping_assistance_checkbox_tooltip: () =>
      'This allows merchants to "see what you see" and take actions on your behalf in order to provide better assistance.',
    share_customer_accounts_scope: () => '1',
    // Prices are MRP with GST included: the cart and the order show them including tax (2).
    shopping_cart_display_price: () => 2,
    shopping_cart_display_shipping: () => 2,
    shopping_cart_display_subtotal: () => 2,
    shopping_cart_display_grand_total: () => false,
    shopping_cart_display_full_summary: () => false,
    shopping_cart_display_zero_tax: () => false,
    shopping_cart_display_tax_gift_wrapping: () => 'DISPLAY_INCLUDING_TAX',
    orders_invoices_credit_memos_display_price: () => 2,
    orders_invoices_credit_memos_display_shipping_amount: () => 2,
    orders_invoices_credit_memos_display_subtotal: () => 2,
    orders_invoices_credit_memos_display_grandtotal: () => false,
    orders_invoices_credit_memos_display_full_summary: () => false,
    orders_invoices_credit_memos_display_zero_tax: () => false,
  },
  Customer: {
    // Login as Customer is not enabled in this store, so no shopper has allowed it.
    allow_remote_shopping_assistance: () => false,
    group: () => GENERAL_GROUP,
  },
  CustomerAddress: {
    uid: (a: { id: number }) => Buffer.from(String(a.id)).toString('base64'),
  },
  SimpleProduct: {
    // Magento 2.4.8 answers the quantity only where it shows "Only X left": the same figure, under the same threshold.
    quantity: (p: { sku: string }, _: unknown, ctx: StoreContext) => stockFields(ctx.db, p.sku).only_x_left_in_stock,
    custom_attributesV2: (p: Record<string, unknown>, { filters }: { filters?: AttributeFilter | null }) =>
      productCustomAttributes(p, filters),
  },
  CustomAttributeMetadataInterface: { __resolveType: (m: { __typename: string }) => m.__typename },
  CustomAttributeOptionInterface: { __resolveType: () => 'AttributeOptionMetadata' },
  AttributeValueInterface: { __resolveType: (v: { __typename?: string }) => v.__typename ?? 'AttributeValue' },
};
