/* eslint-disable */
import * as types from './graphql';



/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "\n  mutation MfCartUpdateName($firstname: String!, $lastname: String!) {\n    updateCustomerV2(input: { firstname: $firstname, lastname: $lastname }) {\n      customer {\n        firstname\n        lastname\n        email\n      }\n    }\n  }\n": typeof types.MfCartUpdateNameDocument,
    "\n  mutation MfCartUpdateEmail($email: String!, $password: String!) {\n    updateCustomerEmail(email: $email, password: $password) {\n      customer {\n        firstname\n        lastname\n        email\n      }\n    }\n  }\n": typeof types.MfCartUpdateEmailDocument,
    "\n  mutation MfCartChangePassword($currentPassword: String!, $newPassword: String!) {\n    changeCustomerPassword(currentPassword: $currentPassword, newPassword: $newPassword) {\n      email\n    }\n  }\n": typeof types.MfCartChangePasswordDocument,
    "\n  mutation MfCartSignIn($email: String!, $password: String!) {\n    generateCustomerToken(email: $email, password: $password) {\n      token\n    }\n  }\n": typeof types.MfCartSignInDocument,
    "\n  mutation MfCartSignOut {\n    revokeCustomerToken {\n      result\n    }\n  }\n": typeof types.MfCartSignOutDocument,
    "\n  mutation MfCartCreateAccount($input: CustomerCreateInput!) {\n    createCustomerV2(input: $input) {\n      customer {\n        firstname\n        email\n      }\n    }\n  }\n": typeof types.MfCartCreateAccountDocument,
    "\n    mutation MfCartAddSimple($cartId: String!, $sku: String!, $quantity: Float!) {\n      addSimpleProductsToCart(input: { cart_id: $cartId, cart_items: [{ data: { sku: $sku, quantity: $quantity } }] }) {\n        cart {\n          ...MfCartFields\n        }\n      }\n    }\n  ": typeof types.MfCartAddSimpleDocument,
    "\n    mutation MfCartAddToNewCart($cartId: String!, $sku: String!, $quantity: Float!) {\n      createEmptyCart(input: { cart_id: $cartId })\n      addSimpleProductsToCart(input: { cart_id: $cartId, cart_items: [{ data: { sku: $sku, quantity: $quantity } }] }) {\n        cart {\n          ...MfCartFields\n        }\n      }\n    }\n  ": typeof types.MfCartAddToNewCartDocument,
    "\n    mutation MfCartAddCustomPrice($cartId: String!, $pincode: String!, $items: [CustomPriceCartItemInput!]!) {\n      addSimpleProductsToCartCustomPrice(input: { cart_id: $cartId, pincode: $pincode, cart_items: $items }) {\n        cart {\n          ...MfCartFields\n        }\n      }\n    }\n  ": typeof types.MfCartAddCustomPriceDocument,
    "\n  query MfCartPincodePrice($sku: String!, $pincode: String!) {\n    products(filter: { sku: { eq: $sku } }) {\n      items {\n        sku\n        price_per_box\n        price_per_box_for_pincode(pincode: $pincode)\n      }\n    }\n  }\n": typeof types.MfCartPincodePriceDocument,
    "\n  fragment MfCartCustomerAddress on CustomerAddress {\n    id\n    firstname\n    lastname\n    street\n    city\n    postcode\n    telephone\n    default_shipping\n    default_billing\n    region {\n      region_id\n      region_code\n      region\n    }\n  }\n": typeof types.MfCartCustomerAddressFragmentDoc,
    "\n    query MfCartCustomerAddresses {\n      customer {\n        addresses {\n          ...MfCartCustomerAddress\n        }\n      }\n    }\n  ": typeof types.MfCartCustomerAddressesDocument,
    "\n    mutation MfCartCreateAddress($input: CustomerAddressInput!) {\n      createCustomerAddress(input: $input) {\n        ...MfCartCustomerAddress\n      }\n    }\n  ": typeof types.MfCartCreateAddressDocument,
    "\n    mutation MfCartUpdateAddress($id: Int!, $input: CustomerAddressInput!) {\n      updateCustomerAddress(id: $id, input: $input) {\n        ...MfCartCustomerAddress\n      }\n    }\n  ": typeof types.MfCartUpdateAddressDocument,
    "\n  mutation MfCartDeleteAddress($id: Int!) {\n    deleteCustomerAddress(id: $id)\n  }\n": typeof types.MfCartDeleteAddressDocument,
    "\n  query MfCartIndiaRegions {\n    country(id: \"IN\") {\n      id\n      available_regions {\n        id\n        code\n        name\n      }\n    }\n  }\n": typeof types.MfCartIndiaRegionsDocument,
    "\n  fragment MfCartFields on Cart {\n    id\n    pincode\n    email\n    total_quantity\n    applied_coupons {\n      code\n    }\n    prices {\n      grand_total {\n        value\n        currency\n      }\n      subtotal_including_tax {\n        value\n        currency\n      }\n      discounts {\n        label\n        amount {\n          value\n          currency\n        }\n      }\n    }\n    items {\n      uid\n      quantity\n      errors {\n        code\n        message\n      }\n      prices {\n        price {\n          value\n          currency\n        }\n        row_total {\n          value\n          currency\n        }\n        total_item_discount {\n          value\n          currency\n        }\n        discounts {\n          label\n          amount {\n            value\n            currency\n          }\n        }\n      }\n      product {\n        sku\n        name\n        url_key\n        small_image {\n          url\n          label\n        }\n        price_range {\n          minimum_price {\n            regular_price {\n              value\n              currency\n            }\n          }\n        }\n        sqft_per_box\n        tile_size\n        price_per_box\n      }\n    }\n  }\n": typeof types.MfCartFieldsFragmentDoc,
    "\n    query MfCartCart($cartId: String!) {\n      cart(cart_id: $cartId) {\n        ...MfCartFields\n      }\n    }\n  ": typeof types.MfCartCartDocument,
    "\n  query MfCartCustomerCart {\n    customerCart {\n      id\n    }\n  }\n": typeof types.MfCartCustomerCartDocument,
    "\n  mutation MfCartCreateEmptyCart {\n    createEmptyCart\n  }\n": typeof types.MfCartCreateEmptyCartDocument,
    "\n  query MfCartCustomerName {\n    customer {\n      firstname\n      lastname\n      email\n    }\n  }\n": typeof types.MfCartCustomerNameDocument,
    "\n    mutation MfCartMergeCarts($source: String!, $destination: String!) {\n      mergeCarts(source_cart_id: $source, destination_cart_id: $destination) {\n        ...MfCartFields\n      }\n    }\n  ": typeof types.MfCartMergeCartsDocument,
    "\n    mutation MfCartUpdateItems($cartId: String!, $items: [CartItemUpdateInput]!) {\n      updateCartItems(input: { cart_id: $cartId, cart_items: $items }) {\n        cart {\n          ...MfCartFields\n        }\n      }\n    }\n  ": typeof types.MfCartUpdateItemsDocument,
    "\n    mutation MfCartApplyCoupon($cartId: String!, $code: String!) {\n      applyCouponToCart(input: { cart_id: $cartId, coupon_code: $code }) {\n        cart {\n          ...MfCartFields\n        }\n      }\n    }\n  ": typeof types.MfCartApplyCouponDocument,
    "\n    mutation MfCartRemoveCoupon($cartId: String!) {\n      removeCouponFromCart(input: { cart_id: $cartId }) {\n        cart {\n          ...MfCartFields\n        }\n      }\n    }\n  ": typeof types.MfCartRemoveCouponDocument,
    "\n    mutation MfCartSetPincode($cartId: String!, $pincode: String!) {\n      addSimpleProductsToCartCustomPrice(input: { cart_id: $cartId, pincode: $pincode, cart_items: [] }) {\n        cart {\n          ...MfCartFields\n        }\n      }\n    }\n  ": typeof types.MfCartSetPincodeDocument,
    "\n  mutation MfCartEstimateDelivery($cartId: String!, $pincode: String!) {\n    estimateShippingMethods(input: { cart_id: $cartId, address: { country_code: IN, postcode: $pincode } }) {\n      carrier_code\n      method_title\n      amount {\n        value\n        currency\n      }\n    }\n  }\n": typeof types.MfCartEstimateDeliveryDocument,
    "\n    fragment MfCartCheckoutFields on Cart {\n      ...MfCartFields\n      shipping_addresses {\n        firstname\n        lastname\n        street\n        city\n        postcode\n        telephone\n        region {\n          code\n          label\n          region_id\n        }\n        country {\n          code\n          label\n        }\n        available_shipping_methods {\n          carrier_code\n          carrier_title\n          method_code\n          method_title\n          available\n          amount {\n            value\n            currency\n          }\n        }\n        selected_shipping_method {\n          carrier_code\n          carrier_title\n          method_code\n          method_title\n          amount {\n            value\n            currency\n          }\n        }\n      }\n      billing_address {\n        firstname\n        lastname\n        street\n        city\n        postcode\n        telephone\n        region {\n          code\n          label\n        }\n      }\n      available_payment_methods {\n        code\n        title\n      }\n      selected_payment_method {\n        code\n        title\n      }\n    }\n  ": typeof types.MfCartCheckoutFieldsFragmentDoc,
    "\n    query MfCartCheckoutCart($cartId: String!) {\n      cart(cart_id: $cartId) {\n        ...MfCartCheckoutFields\n      }\n    }\n  ": typeof types.MfCartCheckoutCartDocument,
    "\n  mutation MfCartSetGuestEmail($cartId: String!, $email: String!) {\n    setGuestEmailOnCart(input: { cart_id: $cartId, email: $email }) {\n      cart {\n        email\n      }\n    }\n  }\n": typeof types.MfCartSetGuestEmailDocument,
    "\n    mutation MfCartSetShippingAddress($cartId: String!, $address: CartAddressInput!) {\n      setShippingAddressesOnCart(input: { cart_id: $cartId, shipping_addresses: [{ address: $address }] }) {\n        cart {\n          ...MfCartCheckoutFields\n        }\n      }\n    }\n  ": typeof types.MfCartSetShippingAddressDocument,
    "\n    mutation MfCartSetShippingAddressFromBook($cartId: String!, $addressId: Int!) {\n      setShippingAddressesOnCart(input: { cart_id: $cartId, shipping_addresses: [{ customer_address_id: $addressId }] }) {\n        cart {\n          ...MfCartCheckoutFields\n        }\n      }\n    }\n  ": typeof types.MfCartSetShippingAddressFromBookDocument,
    "\n    mutation MfCartSetShippingMethod($cartId: String!, $carrier: String!, $method: String!) {\n      setShippingMethodsOnCart(input: { cart_id: $cartId, shipping_methods: [{ carrier_code: $carrier, method_code: $method }] }) {\n        cart {\n          ...MfCartCheckoutFields\n        }\n      }\n    }\n  ": typeof types.MfCartSetShippingMethodDocument,
    "\n  mutation MfCartSetBillingAddress($cartId: String!, $billing: BillingAddressInput!) {\n    setBillingAddressOnCart(input: { cart_id: $cartId, billing_address: $billing }) {\n      cart {\n        id\n      }\n    }\n  }\n": typeof types.MfCartSetBillingAddressDocument,
    "\n  mutation MfCartSetPaymentMethod($cartId: String!, $code: String!) {\n    setPaymentMethodOnCart(input: { cart_id: $cartId, payment_method: { code: $code } }) {\n      cart {\n        id\n      }\n    }\n  }\n": typeof types.MfCartSetPaymentMethodDocument,
    "\n  mutation MfCartPlaceOrder($cartId: String!) {\n    placeOrder(input: { cart_id: $cartId }) {\n      order {\n        order_number\n      }\n      errors {\n        message\n        code\n      }\n    }\n  }\n": typeof types.MfCartPlaceOrderDocument,
    "\n    query MfCartGuestOrder($input: OrderInformationInput!) {\n      guestOrder(input: $input) {\n        ...MfCartOrderDetail\n      }\n    }\n  ": typeof types.MfCartGuestOrderDocument,
    "\n    query MfCartGuestOrderByToken($token: String!) {\n      storeConfig {\n        order_cancellation_enabled\n        order_cancellation_reasons {\n          description\n        }\n      }\n      guestOrderByToken(input: { token: $token }) {\n        ...MfCartOrderDetail\n      }\n    }\n  ": typeof types.MfCartGuestOrderByTokenDocument,
    "\n  mutation MfCartRequestGuestCancel($token: String!, $reason: String!) {\n    requestGuestOrderCancel(input: { token: $token, reason: $reason }) {\n      error\n    }\n  }\n": typeof types.MfCartRequestGuestCancelDocument,
    "\n    mutation MfCartConfirmGuestCancel($orderId: ID!, $key: String!) {\n      confirmCancelOrder(input: { order_id: $orderId, confirmation_key: $key }) {\n        error\n        order {\n          ...MfCartOrderDetail\n        }\n      }\n    }\n  ": typeof types.MfCartConfirmGuestCancelDocument,
    "\n    mutation MfCartRemoveItem($cartId: String!, $uid: ID!) {\n      removeItemFromCart(input: { cart_id: $cartId, cart_item_uid: $uid }) {\n        cart {\n          ...MfCartFields\n        }\n      }\n    }\n  ": typeof types.MfCartRemoveItemDocument,
    "\n    mutation MfCartCancelOrder($orderId: ID!, $reason: String!) {\n      cancelOrder(input: { order_id: $orderId, reason: $reason }) {\n        error\n        order {\n          ...MfCartOrderDetail\n        }\n      }\n    }\n  ": typeof types.MfCartCancelOrderDocument,
    "\n    mutation MfCartReorderItems($orderNumber: String!) {\n      reorderItems(orderNumber: $orderNumber) {\n        cart {\n          ...MfCartFields\n        }\n        userInputErrors {\n          message\n        }\n      }\n    }\n  ": typeof types.MfCartReorderItemsDocument,
    "\n  fragment MfCartOrderDetail on CustomerOrder {\n    id\n    number\n    order_date\n    status\n    status_code\n    status_history {\n      status\n      changed_at\n    }\n    shipments {\n      id\n      tracking {\n        title\n        number\n        tracking_url\n      }\n    }\n    shipping_method\n    payment_methods {\n      name\n    }\n    items {\n      id\n      product_name\n      product_sku\n      quantity_ordered\n      product_sale_price {\n        value\n        currency\n      }\n    }\n    total {\n      subtotal {\n        value\n        currency\n      }\n      discounts {\n        label\n        amount {\n          value\n          currency\n        }\n      }\n      total_shipping {\n        value\n        currency\n      }\n      total_tax {\n        value\n        currency\n      }\n      grand_total {\n        value\n        currency\n      }\n    }\n    shipping_address {\n      firstname\n      lastname\n      street\n      city\n      region\n      postcode\n      telephone\n    }\n    billing_address {\n      firstname\n      lastname\n      street\n      city\n      region\n      postcode\n      telephone\n    }\n  }\n": typeof types.MfCartOrderDetailFragmentDoc,
    "\n    query MfCartCustomerOrders($pageSize: Int!) {\n      storeConfig {\n        order_cancellation_enabled\n        order_cancellation_reasons {\n          description\n        }\n      }\n      customer {\n        orders(pageSize: $pageSize) {\n          total_count\n          items {\n            ...MfCartOrderDetail\n          }\n        }\n      }\n    }\n  ": typeof types.MfCartCustomerOrdersDocument,
    "\n  mutation MfCartRequestPasswordReset($email: String!) {\n    requestPasswordResetEmail(email: $email)\n  }\n": typeof types.MfCartRequestPasswordResetDocument,
    "\n  mutation MfCartResetPassword($email: String!, $token: String!, $password: String!) {\n    resetPassword(email: $email, resetPasswordToken: $token, newPassword: $password)\n  }\n": typeof types.MfCartResetPasswordDocument,
    "\n  query MfCartWishlistPage($currentPage: Int!) {\n    customer {\n      wishlists(pageSize: 1) {\n        id\n        items_v2(currentPage: $currentPage, pageSize: 50) {\n          page_info {\n            current_page\n            total_pages\n          }\n          items {\n            id\n            product {\n              sku\n              name\n              url_key\n              sqft_per_box\n              price_per_box\n              small_image {\n                url\n              }\n              price_range {\n                minimum_price {\n                  final_price {\n                    value\n                    currency\n                  }\n                }\n              }\n            }\n          }\n        }\n      }\n    }\n  }\n": typeof types.MfCartWishlistPageDocument,
    "\n  fragment MfCartWishlistFields on Wishlist {\n    id\n    items_count\n    items_v2(currentPage: 1, pageSize: 200) {\n      items {\n        id\n        product {\n          sku\n          name\n        }\n      }\n    }\n  }\n": typeof types.MfCartWishlistFieldsFragmentDoc,
    "\n    query MfCartWishlist {\n      customer {\n        wishlists(pageSize: 1) {\n          ...MfCartWishlistFields\n        }\n      }\n    }\n  ": typeof types.MfCartWishlistDocument,
    "\n    mutation MfCartAddToWishlist($wishlistId: ID!, $sku: String!) {\n      addProductsToWishlist(wishlistId: $wishlistId, wishlistItems: [{ sku: $sku, quantity: 1 }]) {\n        wishlist {\n          ...MfCartWishlistFields\n        }\n        user_errors {\n          code\n          message\n        }\n      }\n    }\n  ": typeof types.MfCartAddToWishlistDocument,
    "\n    mutation MfCartRemoveFromWishlist($wishlistId: ID!, $itemId: ID!) {\n      removeProductsFromWishlist(wishlistId: $wishlistId, wishlistItemsIds: [$itemId]) {\n        wishlist {\n          ...MfCartWishlistFields\n        }\n        user_errors {\n          code\n          message\n        }\n      }\n    }\n  ": typeof types.MfCartRemoveFromWishlistDocument,
};
const documents: Documents = {
    "\n  mutation MfCartUpdateName($firstname: String!, $lastname: String!) {\n    updateCustomerV2(input: { firstname: $firstname, lastname: $lastname }) {\n      customer {\n        firstname\n        lastname\n        email\n      }\n    }\n  }\n": types.MfCartUpdateNameDocument,
    "\n  mutation MfCartUpdateEmail($email: String!, $password: String!) {\n    updateCustomerEmail(email: $email, password: $password) {\n      customer {\n        firstname\n        lastname\n        email\n      }\n    }\n  }\n": types.MfCartUpdateEmailDocument,
    "\n  mutation MfCartChangePassword($currentPassword: String!, $newPassword: String!) {\n    changeCustomerPassword(currentPassword: $currentPassword, newPassword: $newPassword) {\n      email\n    }\n  }\n": types.MfCartChangePasswordDocument,
    "\n  mutation MfCartSignIn($email: String!, $password: String!) {\n    generateCustomerToken(email: $email, password: $password) {\n      token\n    }\n  }\n": types.MfCartSignInDocument,
    "\n  mutation MfCartSignOut {\n    revokeCustomerToken {\n      result\n    }\n  }\n": types.MfCartSignOutDocument,
    "\n  mutation MfCartCreateAccount($input: CustomerCreateInput!) {\n    createCustomerV2(input: $input) {\n      customer {\n        firstname\n        email\n      }\n    }\n  }\n": types.MfCartCreateAccountDocument,
    "\n    mutation MfCartAddSimple($cartId: String!, $sku: String!, $quantity: Float!) {\n      addSimpleProductsToCart(input: { cart_id: $cartId, cart_items: [{ data: { sku: $sku, quantity: $quantity } }] }) {\n        cart {\n          ...MfCartFields\n        }\n      }\n    }\n  ": types.MfCartAddSimpleDocument,
    "\n    mutation MfCartAddToNewCart($cartId: String!, $sku: String!, $quantity: Float!) {\n      createEmptyCart(input: { cart_id: $cartId })\n      addSimpleProductsToCart(input: { cart_id: $cartId, cart_items: [{ data: { sku: $sku, quantity: $quantity } }] }) {\n        cart {\n          ...MfCartFields\n        }\n      }\n    }\n  ": types.MfCartAddToNewCartDocument,
    "\n    mutation MfCartAddCustomPrice($cartId: String!, $pincode: String!, $items: [CustomPriceCartItemInput!]!) {\n      addSimpleProductsToCartCustomPrice(input: { cart_id: $cartId, pincode: $pincode, cart_items: $items }) {\n        cart {\n          ...MfCartFields\n        }\n      }\n    }\n  ": types.MfCartAddCustomPriceDocument,
    "\n  query MfCartPincodePrice($sku: String!, $pincode: String!) {\n    products(filter: { sku: { eq: $sku } }) {\n      items {\n        sku\n        price_per_box\n        price_per_box_for_pincode(pincode: $pincode)\n      }\n    }\n  }\n": types.MfCartPincodePriceDocument,
    "\n  fragment MfCartCustomerAddress on CustomerAddress {\n    id\n    firstname\n    lastname\n    street\n    city\n    postcode\n    telephone\n    default_shipping\n    default_billing\n    region {\n      region_id\n      region_code\n      region\n    }\n  }\n": types.MfCartCustomerAddressFragmentDoc,
    "\n    query MfCartCustomerAddresses {\n      customer {\n        addresses {\n          ...MfCartCustomerAddress\n        }\n      }\n    }\n  ": types.MfCartCustomerAddressesDocument,
    "\n    mutation MfCartCreateAddress($input: CustomerAddressInput!) {\n      createCustomerAddress(input: $input) {\n        ...MfCartCustomerAddress\n      }\n    }\n  ": types.MfCartCreateAddressDocument,
    "\n    mutation MfCartUpdateAddress($id: Int!, $input: CustomerAddressInput!) {\n      updateCustomerAddress(id: $id, input: $input) {\n        ...MfCartCustomerAddress\n      }\n    }\n  ": types.MfCartUpdateAddressDocument,
    "\n  mutation MfCartDeleteAddress($id: Int!) {\n    deleteCustomerAddress(id: $id)\n  }\n": types.MfCartDeleteAddressDocument,
    "\n  query MfCartIndiaRegions {\n    country(id: \"IN\") {\n      id\n      available_regions {\n        id\n        code\n        name\n      }\n    }\n  }\n": types.MfCartIndiaRegionsDocument,
    "\n  fragment MfCartFields on Cart {\n    id\n    pincode\n    email\n    total_quantity\n    applied_coupons {\n      code\n    }\n    prices {\n      grand_total {\n        value\n        currency\n      }\n      subtotal_including_tax {\n        value\n        currency\n      }\n      discounts {\n        label\n        amount {\n          value\n          currency\n        }\n      }\n    }\n    items {\n      uid\n      quantity\n      errors {\n        code\n        message\n      }\n      prices {\n        price {\n          value\n          currency\n        }\n        row_total {\n          value\n          currency\n        }\n        total_item_discount {\n          value\n          currency\n        }\n        discounts {\n          label\n          amount {\n            value\n            currency\n          }\n        }\n      }\n      product {\n        sku\n        name\n        url_key\n        small_image {\n          url\n          label\n        }\n        price_range {\n          minimum_price {\n            regular_price {\n              value\n              currency\n            }\n          }\n        }\n        sqft_per_box\n        tile_size\n        price_per_box\n      }\n    }\n  }\n": types.MfCartFieldsFragmentDoc,
    "\n    query MfCartCart($cartId: String!) {\n      cart(cart_id: $cartId) {\n        ...MfCartFields\n      }\n    }\n  ": types.MfCartCartDocument,
    "\n  query MfCartCustomerCart {\n    customerCart {\n      id\n    }\n  }\n": types.MfCartCustomerCartDocument,
    "\n  mutation MfCartCreateEmptyCart {\n    createEmptyCart\n  }\n": types.MfCartCreateEmptyCartDocument,
    "\n  query MfCartCustomerName {\n    customer {\n      firstname\n      lastname\n      email\n    }\n  }\n": types.MfCartCustomerNameDocument,
    "\n    mutation MfCartMergeCarts($source: String!, $destination: String!) {\n      mergeCarts(source_cart_id: $source, destination_cart_id: $destination) {\n        ...MfCartFields\n      }\n    }\n  ": types.MfCartMergeCartsDocument,
    "\n    mutation MfCartUpdateItems($cartId: String!, $items: [CartItemUpdateInput]!) {\n      updateCartItems(input: { cart_id: $cartId, cart_items: $items }) {\n        cart {\n          ...MfCartFields\n        }\n      }\n    }\n  ": types.MfCartUpdateItemsDocument,
    "\n    mutation MfCartApplyCoupon($cartId: String!, $code: String!) {\n      applyCouponToCart(input: { cart_id: $cartId, coupon_code: $code }) {\n        cart {\n          ...MfCartFields\n        }\n      }\n    }\n  ": types.MfCartApplyCouponDocument,
    "\n    mutation MfCartRemoveCoupon($cartId: String!) {\n      removeCouponFromCart(input: { cart_id: $cartId }) {\n        cart {\n          ...MfCartFields\n        }\n      }\n    }\n  ": types.MfCartRemoveCouponDocument,
    "\n    mutation MfCartSetPincode($cartId: String!, $pincode: String!) {\n      addSimpleProductsToCartCustomPrice(input: { cart_id: $cartId, pincode: $pincode, cart_items: [] }) {\n        cart {\n          ...MfCartFields\n        }\n      }\n    }\n  ": types.MfCartSetPincodeDocument,
    "\n  mutation MfCartEstimateDelivery($cartId: String!, $pincode: String!) {\n    estimateShippingMethods(input: { cart_id: $cartId, address: { country_code: IN, postcode: $pincode } }) {\n      carrier_code\n      method_title\n      amount {\n        value\n        currency\n      }\n    }\n  }\n": types.MfCartEstimateDeliveryDocument,
    "\n    fragment MfCartCheckoutFields on Cart {\n      ...MfCartFields\n      shipping_addresses {\n        firstname\n        lastname\n        street\n        city\n        postcode\n        telephone\n        region {\n          code\n          label\n          region_id\n        }\n        country {\n          code\n          label\n        }\n        available_shipping_methods {\n          carrier_code\n          carrier_title\n          method_code\n          method_title\n          available\n          amount {\n            value\n            currency\n          }\n        }\n        selected_shipping_method {\n          carrier_code\n          carrier_title\n          method_code\n          method_title\n          amount {\n            value\n            currency\n          }\n        }\n      }\n      billing_address {\n        firstname\n        lastname\n        street\n        city\n        postcode\n        telephone\n        region {\n          code\n          label\n        }\n      }\n      available_payment_methods {\n        code\n        title\n      }\n      selected_payment_method {\n        code\n        title\n      }\n    }\n  ": types.MfCartCheckoutFieldsFragmentDoc,
    "\n    query MfCartCheckoutCart($cartId: String!) {\n      cart(cart_id: $cartId) {\n        ...MfCartCheckoutFields\n      }\n    }\n  ": types.MfCartCheckoutCartDocument,
    "\n  mutation MfCartSetGuestEmail($cartId: String!, $email: String!) {\n    setGuestEmailOnCart(input: { cart_id: $cartId, email: $email }) {\n      cart {\n        email\n      }\n    }\n  }\n": types.MfCartSetGuestEmailDocument,
    "\n    mutation MfCartSetShippingAddress($cartId: String!, $address: CartAddressInput!) {\n      setShippingAddressesOnCart(input: { cart_id: $cartId, shipping_addresses: [{ address: $address }] }) {\n        cart {\n          ...MfCartCheckoutFields\n        }\n      }\n    }\n  ": types.MfCartSetShippingAddressDocument,
    "\n    mutation MfCartSetShippingAddressFromBook($cartId: String!, $addressId: Int!) {\n      setShippingAddressesOnCart(input: { cart_id: $cartId, shipping_addresses: [{ customer_address_id: $addressId }] }) {\n        cart {\n          ...MfCartCheckoutFields\n        }\n      }\n    }\n  ": types.MfCartSetShippingAddressFromBookDocument,
    "\n    mutation MfCartSetShippingMethod($cartId: String!, $carrier: String!, $method: String!) {\n      setShippingMethodsOnCart(input: { cart_id: $cartId, shipping_methods: [{ carrier_code: $carrier, method_code: $method }] }) {\n        cart {\n          ...MfCartCheckoutFields\n        }\n      }\n    }\n  ": types.MfCartSetShippingMethodDocument,
    "\n  mutation MfCartSetBillingAddress($cartId: String!, $billing: BillingAddressInput!) {\n    setBillingAddressOnCart(input: { cart_id: $cartId, billing_address: $billing }) {\n      cart {\n        id\n      }\n    }\n  }\n": types.MfCartSetBillingAddressDocument,
    "\n  mutation MfCartSetPaymentMethod($cartId: String!, $code: String!) {\n    setPaymentMethodOnCart(input: { cart_id: $cartId, payment_method: { code: $code } }) {\n      cart {\n        id\n      }\n    }\n  }\n": types.MfCartSetPaymentMethodDocument,
    "\n  mutation MfCartPlaceOrder($cartId: String!) {\n    placeOrder(input: { cart_id: $cartId }) {\n      order {\n        order_number\n      }\n      errors {\n        message\n        code\n      }\n    }\n  }\n": types.MfCartPlaceOrderDocument,
    "\n    query MfCartGuestOrder($input: OrderInformationInput!) {\n      guestOrder(input: $input) {\n        ...MfCartOrderDetail\n      }\n    }\n  ": types.MfCartGuestOrderDocument,
    "\n    query MfCartGuestOrderByToken($token: String!) {\n      storeConfig {\n        order_cancellation_enabled\n        order_cancellation_reasons {\n          description\n        }\n      }\n      guestOrderByToken(input: { token: $token }) {\n        ...MfCartOrderDetail\n      }\n    }\n  ": types.MfCartGuestOrderByTokenDocument,
    "\n  mutation MfCartRequestGuestCancel($token: String!, $reason: String!) {\n    requestGuestOrderCancel(input: { token: $token, reason: $reason }) {\n      error\n    }\n  }\n": types.MfCartRequestGuestCancelDocument,
    "\n    mutation MfCartConfirmGuestCancel($orderId: ID!, $key: String!) {\n      confirmCancelOrder(input: { order_id: $orderId, confirmation_key: $key }) {\n        error\n        order {\n          ...MfCartOrderDetail\n        }\n      }\n    }\n  ": types.MfCartConfirmGuestCancelDocument,
    "\n    mutation MfCartRemoveItem($cartId: String!, $uid: ID!) {\n      removeItemFromCart(input: { cart_id: $cartId, cart_item_uid: $uid }) {\n        cart {\n          ...MfCartFields\n        }\n      }\n    }\n  ": types.MfCartRemoveItemDocument,
    "\n    mutation MfCartCancelOrder($orderId: ID!, $reason: String!) {\n      cancelOrder(input: { order_id: $orderId, reason: $reason }) {\n        error\n        order {\n          ...MfCartOrderDetail\n        }\n      }\n    }\n  ": types.MfCartCancelOrderDocument,
    "\n    mutation MfCartReorderItems($orderNumber: String!) {\n      reorderItems(orderNumber: $orderNumber) {\n        cart {\n          ...MfCartFields\n        }\n        userInputErrors {\n          message\n        }\n      }\n    }\n  ": types.MfCartReorderItemsDocument,
    "\n  fragment MfCartOrderDetail on CustomerOrder {\n    id\n    number\n    order_date\n    status\n    status_code\n    status_history {\n      status\n      changed_at\n    }\n    shipments {\n      id\n      tracking {\n        title\n        number\n        tracking_url\n      }\n    }\n    shipping_method\n    payment_methods {\n      name\n    }\n    items {\n      id\n      product_name\n      product_sku\n      quantity_ordered\n      product_sale_price {\n        value\n        currency\n      }\n    }\n    total {\n      subtotal {\n        value\n        currency\n      }\n      discounts {\n        label\n        amount {\n          value\n          currency\n        }\n      }\n      total_shipping {\n        value\n        currency\n      }\n      total_tax {\n        value\n        currency\n      }\n      grand_total {\n        value\n        currency\n      }\n    }\n    shipping_address {\n      firstname\n      lastname\n      street\n      city\n      region\n      postcode\n      telephone\n    }\n    billing_address {\n      firstname\n      lastname\n      street\n      city\n      region\n      postcode\n      telephone\n    }\n  }\n": types.MfCartOrderDetailFragmentDoc,
    "\n    query MfCartCustomerOrders($pageSize: Int!) {\n      storeConfig {\n        order_cancellation_enabled\n        order_cancellation_reasons {\n          description\n        }\n      }\n      customer {\n        orders(pageSize: $pageSize) {\n          total_count\n          items {\n            ...MfCartOrderDetail\n          }\n        }\n      }\n    }\n  ": types.MfCartCustomerOrdersDocument,
    "\n  mutation MfCartRequestPasswordReset($email: String!) {\n    requestPasswordResetEmail(email: $email)\n  }\n": types.MfCartRequestPasswordResetDocument,
    "\n  mutation MfCartResetPassword($email: String!, $token: String!, $password: String!) {\n    resetPassword(email: $email, resetPasswordToken: $token, newPassword: $password)\n  }\n": types.MfCartResetPasswordDocument,
    "\n  query MfCartWishlistPage($currentPage: Int!) {\n    customer {\n      wishlists(pageSize: 1) {\n        id\n        items_v2(currentPage: $currentPage, pageSize: 50) {\n          page_info {\n            current_page\n            total_pages\n          }\n          items {\n            id\n            product {\n              sku\n              name\n              url_key\n              sqft_per_box\n              price_per_box\n              small_image {\n                url\n              }\n              price_range {\n                minimum_price {\n                  final_price {\n                    value\n                    currency\n                  }\n                }\n              }\n            }\n          }\n        }\n      }\n    }\n  }\n": types.MfCartWishlistPageDocument,
    "\n  fragment MfCartWishlistFields on Wishlist {\n    id\n    items_count\n    items_v2(currentPage: 1, pageSize: 200) {\n      items {\n        id\n        product {\n          sku\n          name\n        }\n      }\n    }\n  }\n": types.MfCartWishlistFieldsFragmentDoc,
    "\n    query MfCartWishlist {\n      customer {\n        wishlists(pageSize: 1) {\n          ...MfCartWishlistFields\n        }\n      }\n    }\n  ": types.MfCartWishlistDocument,
    "\n    mutation MfCartAddToWishlist($wishlistId: ID!, $sku: String!) {\n      addProductsToWishlist(wishlistId: $wishlistId, wishlistItems: [{ sku: $sku, quantity: 1 }]) {\n        wishlist {\n          ...MfCartWishlistFields\n        }\n        user_errors {\n          code\n          message\n        }\n      }\n    }\n  ": types.MfCartAddToWishlistDocument,
    "\n    mutation MfCartRemoveFromWishlist($wishlistId: ID!, $itemId: ID!) {\n      removeProductsFromWishlist(wishlistId: $wishlistId, wishlistItemsIds: [$itemId]) {\n        wishlist {\n          ...MfCartWishlistFields\n        }\n        user_errors {\n          code\n          message\n        }\n      }\n    }\n  ": types.MfCartRemoveFromWishlistDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation MfCartUpdateName($firstname: String!, $lastname: String!) {\n    updateCustomerV2(input: { firstname: $firstname, lastname: $lastname }) {\n      customer {\n        firstname\n        lastname\n        email\n      }\n    }\n  }\n"): typeof import('./graphql').MfCartUpdateNameDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation MfCartUpdateEmail($email: String!, $password: String!) {\n    updateCustomerEmail(email: $email, password: $password) {\n      customer {\n        firstname\n        lastname\n        email\n      }\n    }\n  }\n"): typeof import('./graphql').MfCartUpdateEmailDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation MfCartChangePassword($currentPassword: String!, $newPassword: String!) {\n    changeCustomerPassword(currentPassword: $currentPassword, newPassword: $newPassword) {\n      email\n    }\n  }\n"): typeof import('./graphql').MfCartChangePasswordDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation MfCartSignIn($email: String!, $password: String!) {\n    generateCustomerToken(email: $email, password: $password) {\n      token\n    }\n  }\n"): typeof import('./graphql').MfCartSignInDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation MfCartSignOut {\n    revokeCustomerToken {\n      result\n    }\n  }\n"): typeof import('./graphql').MfCartSignOutDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation MfCartCreateAccount($input: CustomerCreateInput!) {\n    createCustomerV2(input: $input) {\n      customer {\n        firstname\n        email\n      }\n    }\n  }\n"): typeof import('./graphql').MfCartCreateAccountDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    mutation MfCartAddSimple($cartId: String!, $sku: String!, $quantity: Float!) {\n      addSimpleProductsToCart(input: { cart_id: $cartId, cart_items: [{ data: { sku: $sku, quantity: $quantity } }] }) {\n        cart {\n          ...MfCartFields\n        }\n      }\n    }\n  "): typeof import('./graphql').MfCartAddSimpleDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    mutation MfCartAddToNewCart($cartId: String!, $sku: String!, $quantity: Float!) {\n      createEmptyCart(input: { cart_id: $cartId })\n      addSimpleProductsToCart(input: { cart_id: $cartId, cart_items: [{ data: { sku: $sku, quantity: $quantity } }] }) {\n        cart {\n          ...MfCartFields\n        }\n      }\n    }\n  "): typeof import('./graphql').MfCartAddToNewCartDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    mutation MfCartAddCustomPrice($cartId: String!, $pincode: String!, $items: [CustomPriceCartItemInput!]!) {\n      addSimpleProductsToCartCustomPrice(input: { cart_id: $cartId, pincode: $pincode, cart_items: $items }) {\n        cart {\n          ...MfCartFields\n        }\n      }\n    }\n  "): typeof import('./graphql').MfCartAddCustomPriceDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MfCartPincodePrice($sku: String!, $pincode: String!) {\n    products(filter: { sku: { eq: $sku } }) {\n      items {\n        sku\n        price_per_box\n        price_per_box_for_pincode(pincode: $pincode)\n      }\n    }\n  }\n"): typeof import('./graphql').MfCartPincodePriceDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment MfCartCustomerAddress on CustomerAddress {\n    id\n    firstname\n    lastname\n    street\n    city\n    postcode\n    telephone\n    default_shipping\n    default_billing\n    region {\n      region_id\n      region_code\n      region\n    }\n  }\n"): typeof import('./graphql').MfCartCustomerAddressFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    query MfCartCustomerAddresses {\n      customer {\n        addresses {\n          ...MfCartCustomerAddress\n        }\n      }\n    }\n  "): typeof import('./graphql').MfCartCustomerAddressesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    mutation MfCartCreateAddress($input: CustomerAddressInput!) {\n      createCustomerAddress(input: $input) {\n        ...MfCartCustomerAddress\n      }\n    }\n  "): typeof import('./graphql').MfCartCreateAddressDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    mutation MfCartUpdateAddress($id: Int!, $input: CustomerAddressInput!) {\n      updateCustomerAddress(id: $id, input: $input) {\n        ...MfCartCustomerAddress\n      }\n    }\n  "): typeof import('./graphql').MfCartUpdateAddressDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation MfCartDeleteAddress($id: Int!) {\n    deleteCustomerAddress(id: $id)\n  }\n"): typeof import('./graphql').MfCartDeleteAddressDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MfCartIndiaRegions {\n    country(id: \"IN\") {\n      id\n      available_regions {\n        id\n        code\n        name\n      }\n    }\n  }\n"): typeof import('./graphql').MfCartIndiaRegionsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment MfCartFields on Cart {\n    id\n    pincode\n    email\n    total_quantity\n    applied_coupons {\n      code\n    }\n    prices {\n      grand_total {\n        value\n        currency\n      }\n      subtotal_including_tax {\n        value\n        currency\n      }\n      discounts {\n        label\n        amount {\n          value\n          currency\n        }\n      }\n    }\n    items {\n      uid\n      quantity\n      errors {\n        code\n        message\n      }\n      prices {\n        price {\n          value\n          currency\n        }\n        row_total {\n          value\n          currency\n        }\n        total_item_discount {\n          value\n          currency\n        }\n        discounts {\n          label\n          amount {\n            value\n            currency\n          }\n        }\n      }\n      product {\n        sku\n        name\n        url_key\n        small_image {\n          url\n          label\n        }\n        price_range {\n          minimum_price {\n            regular_price {\n              value\n              currency\n            }\n          }\n        }\n        sqft_per_box\n        tile_size\n        price_per_box\n      }\n    }\n  }\n"): typeof import('./graphql').MfCartFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    query MfCartCart($cartId: String!) {\n      cart(cart_id: $cartId) {\n        ...MfCartFields\n      }\n    }\n  "): typeof import('./graphql').MfCartCartDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MfCartCustomerCart {\n    customerCart {\n      id\n    }\n  }\n"): typeof import('./graphql').MfCartCustomerCartDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation MfCartCreateEmptyCart {\n    createEmptyCart\n  }\n"): typeof import('./graphql').MfCartCreateEmptyCartDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MfCartCustomerName {\n    customer {\n      firstname\n      lastname\n      email\n    }\n  }\n"): typeof import('./graphql').MfCartCustomerNameDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    mutation MfCartMergeCarts($source: String!, $destination: String!) {\n      mergeCarts(source_cart_id: $source, destination_cart_id: $destination) {\n        ...MfCartFields\n      }\n    }\n  "): typeof import('./graphql').MfCartMergeCartsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    mutation MfCartUpdateItems($cartId: String!, $items: [CartItemUpdateInput]!) {\n      updateCartItems(input: { cart_id: $cartId, cart_items: $items }) {\n        cart {\n          ...MfCartFields\n        }\n      }\n    }\n  "): typeof import('./graphql').MfCartUpdateItemsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    mutation MfCartApplyCoupon($cartId: String!, $code: String!) {\n      applyCouponToCart(input: { cart_id: $cartId, coupon_code: $code }) {\n        cart {\n          ...MfCartFields\n        }\n      }\n    }\n  "): typeof import('./graphql').MfCartApplyCouponDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    mutation MfCartRemoveCoupon($cartId: String!) {\n      removeCouponFromCart(input: { cart_id: $cartId }) {\n        cart {\n          ...MfCartFields\n        }\n      }\n    }\n  "): typeof import('./graphql').MfCartRemoveCouponDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    mutation MfCartSetPincode($cartId: String!, $pincode: String!) {\n      addSimpleProductsToCartCustomPrice(input: { cart_id: $cartId, pincode: $pincode, cart_items: [] }) {\n        cart {\n          ...MfCartFields\n        }\n      }\n    }\n  "): typeof import('./graphql').MfCartSetPincodeDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation MfCartEstimateDelivery($cartId: String!, $pincode: String!) {\n    estimateShippingMethods(input: { cart_id: $cartId, address: { country_code: IN, postcode: $pincode } }) {\n      carrier_code\n      method_title\n      amount {\n        value\n        currency\n      }\n    }\n  }\n"): typeof import('./graphql').MfCartEstimateDeliveryDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    fragment MfCartCheckoutFields on Cart {\n      ...MfCartFields\n      shipping_addresses {\n        firstname\n        lastname\n        street\n        city\n        postcode\n        telephone\n        region {\n          code\n          label\n          region_id\n        }\n        country {\n          code\n          label\n        }\n        available_shipping_methods {\n          carrier_code\n          carrier_title\n          method_code\n          method_title\n          available\n          amount {\n            value\n            currency\n          }\n        }\n        selected_shipping_method {\n          carrier_code\n          carrier_title\n          method_code\n          method_title\n          amount {\n            value\n            currency\n          }\n        }\n      }\n      billing_address {\n        firstname\n        lastname\n        street\n        city\n        postcode\n        telephone\n        region {\n          code\n          label\n        }\n      }\n      available_payment_methods {\n        code\n        title\n      }\n      selected_payment_method {\n        code\n        title\n      }\n    }\n  "): typeof import('./graphql').MfCartCheckoutFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    query MfCartCheckoutCart($cartId: String!) {\n      cart(cart_id: $cartId) {\n        ...MfCartCheckoutFields\n      }\n    }\n  "): typeof import('./graphql').MfCartCheckoutCartDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation MfCartSetGuestEmail($cartId: String!, $email: String!) {\n    setGuestEmailOnCart(input: { cart_id: $cartId, email: $email }) {\n      cart {\n        email\n      }\n    }\n  }\n"): typeof import('./graphql').MfCartSetGuestEmailDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    mutation MfCartSetShippingAddress($cartId: String!, $address: CartAddressInput!) {\n      setShippingAddressesOnCart(input: { cart_id: $cartId, shipping_addresses: [{ address: $address }] }) {\n        cart {\n          ...MfCartCheckoutFields\n        }\n      }\n    }\n  "): typeof import('./graphql').MfCartSetShippingAddressDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    mutation MfCartSetShippingAddressFromBook($cartId: String!, $addressId: Int!) {\n      setShippingAddressesOnCart(input: { cart_id: $cartId, shipping_addresses: [{ customer_address_id: $addressId }] }) {\n        cart {\n          ...MfCartCheckoutFields\n        }\n      }\n    }\n  "): typeof import('./graphql').MfCartSetShippingAddressFromBookDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    mutation MfCartSetShippingMethod($cartId: String!, $carrier: String!, $method: String!) {\n      setShippingMethodsOnCart(input: { cart_id: $cartId, shipping_methods: [{ carrier_code: $carrier, method_code: $method }] }) {\n        cart {\n          ...MfCartCheckoutFields\n        }\n      }\n    }\n  "): typeof import('./graphql').MfCartSetShippingMethodDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation MfCartSetBillingAddress($cartId: String!, $billing: BillingAddressInput!) {\n    setBillingAddressOnCart(input: { cart_id: $cartId, billing_address: $billing }) {\n      cart {\n        id\n      }\n    }\n  }\n"): typeof import('./graphql').MfCartSetBillingAddressDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation MfCartSetPaymentMethod($cartId: String!, $code: String!) {\n    setPaymentMethodOnCart(input: { cart_id: $cartId, payment_method: { code: $code } }) {\n      cart {\n        id\n      }\n    }\n  }\n"): typeof import('./graphql').MfCartSetPaymentMethodDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation MfCartPlaceOrder($cartId: String!) {\n    placeOrder(input: { cart_id: $cartId }) {\n      order {\n        order_number\n      }\n      errors {\n        message\n        code\n      }\n    }\n  }\n"): typeof import('./graphql').MfCartPlaceOrderDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    query MfCartGuestOrder($input: OrderInformationInput!) {\n      guestOrder(input: $input) {\n        ...MfCartOrderDetail\n      }\n    }\n  "): typeof import('./graphql').MfCartGuestOrderDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    query MfCartGuestOrderByToken($token: String!) {\n      storeConfig {\n        order_cancellation_enabled\n        order_cancellation_reasons {\n          description\n        }\n      }\n      guestOrderByToken(input: { token: $token }) {\n        ...MfCartOrderDetail\n      }\n    }\n  "): typeof import('./graphql').MfCartGuestOrderByTokenDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation MfCartRequestGuestCancel($token: String!, $reason: String!) {\n    requestGuestOrderCancel(input: { token: $token, reason: $reason }) {\n      error\n    }\n  }\n"): typeof import('./graphql').MfCartRequestGuestCancelDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    mutation MfCartConfirmGuestCancel($orderId: ID!, $key: String!) {\n      confirmCancelOrder(input: { order_id: $orderId, confirmation_key: $key }) {\n        error\n        order {\n          ...MfCartOrderDetail\n        }\n      }\n    }\n  "): typeof import('./graphql').MfCartConfirmGuestCancelDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    mutation MfCartRemoveItem($cartId: String!, $uid: ID!) {\n      removeItemFromCart(input: { cart_id: $cartId, cart_item_uid: $uid }) {\n        cart {\n          ...MfCartFields\n        }\n      }\n    }\n  "): typeof import('./graphql').MfCartRemoveItemDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    mutation MfCartCancelOrder($orderId: ID!, $reason: String!) {\n      cancelOrder(input: { order_id: $orderId, reason: $reason }) {\n        error\n        order {\n          ...MfCartOrderDetail\n        }\n      }\n    }\n  "): typeof import('./graphql').MfCartCancelOrderDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    mutation MfCartReorderItems($orderNumber: String!) {\n      reorderItems(orderNumber: $orderNumber) {\n        cart {\n          ...MfCartFields\n        }\n        userInputErrors {\n          message\n        }\n      }\n    }\n  "): typeof import('./graphql').MfCartReorderItemsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment MfCartOrderDetail on CustomerOrder {\n    id\n    number\n    order_date\n    status\n    status_code\n    status_history {\n      status\n      changed_at\n    }\n    shipments {\n      id\n      tracking {\n        title\n        number\n        tracking_url\n      }\n    }\n    shipping_method\n    payment_methods {\n      name\n    }\n    items {\n      id\n      product_name\n      product_sku\n      quantity_ordered\n      product_sale_price {\n        value\n        currency\n      }\n    }\n    total {\n      subtotal {\n        value\n        currency\n      }\n      discounts {\n        label\n        amount {\n          value\n          currency\n        }\n      }\n      total_shipping {\n        value\n        currency\n      }\n      total_tax {\n        value\n        currency\n      }\n      grand_total {\n        value\n        currency\n      }\n    }\n    shipping_address {\n      firstname\n      lastname\n      street\n      city\n      region\n      postcode\n      telephone\n    }\n    billing_address {\n      firstname\n      lastname\n      street\n      city\n      region\n      postcode\n      telephone\n    }\n  }\n"): typeof import('./graphql').MfCartOrderDetailFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    query MfCartCustomerOrders($pageSize: Int!) {\n      storeConfig {\n        order_cancellation_enabled\n        order_cancellation_reasons {\n          description\n        }\n      }\n      customer {\n        orders(pageSize: $pageSize) {\n          total_count\n          items {\n            ...MfCartOrderDetail\n          }\n        }\n      }\n    }\n  "): typeof import('./graphql').MfCartCustomerOrdersDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation MfCartRequestPasswordReset($email: String!) {\n    requestPasswordResetEmail(email: $email)\n  }\n"): typeof import('./graphql').MfCartRequestPasswordResetDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation MfCartResetPassword($email: String!, $token: String!, $password: String!) {\n    resetPassword(email: $email, resetPasswordToken: $token, newPassword: $password)\n  }\n"): typeof import('./graphql').MfCartResetPasswordDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MfCartWishlistPage($currentPage: Int!) {\n    customer {\n      wishlists(pageSize: 1) {\n        id\n        items_v2(currentPage: $currentPage, pageSize: 50) {\n          page_info {\n            current_page\n            total_pages\n          }\n          items {\n            id\n            product {\n              sku\n              name\n              url_key\n              sqft_per_box\n              price_per_box\n              small_image {\n                url\n              }\n              price_range {\n                minimum_price {\n                  final_price {\n                    value\n                    currency\n                  }\n                }\n              }\n            }\n          }\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').MfCartWishlistPageDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment MfCartWishlistFields on Wishlist {\n    id\n    items_count\n    items_v2(currentPage: 1, pageSize: 200) {\n      items {\n        id\n        product {\n          sku\n          name\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').MfCartWishlistFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    query MfCartWishlist {\n      customer {\n        wishlists(pageSize: 1) {\n          ...MfCartWishlistFields\n        }\n      }\n    }\n  "): typeof import('./graphql').MfCartWishlistDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    mutation MfCartAddToWishlist($wishlistId: ID!, $sku: String!) {\n      addProductsToWishlist(wishlistId: $wishlistId, wishlistItems: [{ sku: $sku, quantity: 1 }]) {\n        wishlist {\n          ...MfCartWishlistFields\n        }\n        user_errors {\n          code\n          message\n        }\n      }\n    }\n  "): typeof import('./graphql').MfCartAddToWishlistDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    mutation MfCartRemoveFromWishlist($wishlistId: ID!, $itemId: ID!) {\n      removeProductsFromWishlist(wishlistId: $wishlistId, wishlistItemsIds: [$itemId]) {\n        wishlist {\n          ...MfCartWishlistFields\n        }\n        user_errors {\n          code\n          message\n        }\n      }\n    }\n  "): typeof import('./graphql').MfCartRemoveFromWishlistDocument;


export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}
