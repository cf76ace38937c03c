/* eslint-disable */
import type { DocumentTypeDecoration } from '@graphql-typed-document-node/core';
export type Maybe<T> = T | null;
export type InputMaybe<T> = T | null | undefined;
export type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
export type MakeOptional<T, K extends keyof T> = Omit<T, K> & { [SubKey in K]?: Maybe<T[SubKey]> };
export type MakeMaybe<T, K extends keyof T> = Omit<T, K> & { [SubKey in K]: Maybe<T[SubKey]> };
export type MakeEmpty<T extends { [key: string]: unknown }, K extends keyof T> = { [_ in K]?: never };
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
/** All built-in and custom scalars, mapped to their actual values */
export type Scalars = {
  ID: { input: string; output: string; }
  String: { input: string; output: string; }
  Boolean: { input: boolean; output: boolean; }
  Int: { input: number; output: number; }
  Float: { input: number; output: number; }
};

/** Defines the bundle products to add to the cart. */
export type AddBundleProductsToCartInput = {
  /** The ID of the cart. */
  cart_id: Scalars['String']['input'];
  /** An array of bundle products to add. */
  cart_items: Array<InputMaybe<BundleProductCartItemInput>>;
};

/** Defines the configurable products to add to the cart. */
export type AddConfigurableProductsToCartInput = {
  /** The ID of the cart. */
  cart_id: Scalars['String']['input'];
  /** An array of configurable products to add. */
  cart_items: Array<InputMaybe<ConfigurableProductCartItemInput>>;
};

export type AddSimpleProductsToCartCustomPriceInput = {
  cart_id: Scalars['String']['input'];
  cart_items: Array<CustomPriceCartItemInput>;
  /** 6-digit delivery pincode; the price is checked against the server's price for it. */
  pincode: Scalars['String']['input'];
};

/** Defines the simple and group products to add to the cart. */
export type AddSimpleProductsToCartInput = {
  /** The unique ID of a `Cart` object. */
  cart_id: Scalars['String']['input'];
  /** An array of simple and group items to add. */
  cart_items: Array<InputMaybe<SimpleProductCartItemInput>>;
};

/** Defines the virtual products to add to the cart. */
export type AddVirtualProductsToCartInput = {
  /** The unique ID of a `Cart` object. */
  cart_id: Scalars['String']['input'];
  /** An array of virtual products to add. */
  cart_items: Array<InputMaybe<VirtualProductCartItemInput>>;
};

/** Filter category aggregations in layered navigation. */
export type AggregationsCategoryFilterInput = {
  /** Indicates whether to include only direct subcategories or all children categories at all levels. */
  includeDirectChildrenOnly?: InputMaybe<Scalars['Boolean']['input']>;
};

/** An input object that specifies the filters used in product aggregations. */
export type AggregationsFilterInput = {
  /** Filter category aggregations in layered navigation. */
  category?: InputMaybe<AggregationsCategoryFilterInput>;
};

/** Specifies the coupon code to apply to the cart. */
export type ApplyCouponToCartInput = {
  /** The unique ID of a `Cart` object. */
  cart_id: Scalars['String']['input'];
  /** A valid coupon code. */
  coupon_code: Scalars['String']['input'];
};

/** List of all entity types. Populated by the modules introducing EAV entities. */
export type AttributeEntityTypeEnum =
  | 'CATALOG_CATEGORY'
  | 'CATALOG_PRODUCT'
  | 'CUSTOMER'
  | 'CUSTOMER_ADDRESS';

/** EAV attribute frontend input types. */
export type AttributeFrontendInputEnum =
  | 'BOOLEAN'
  | 'DATE'
  | 'DATETIME'
  | 'FILE'
  | 'GALLERY'
  | 'HIDDEN'
  | 'IMAGE'
  | 'MEDIA_IMAGE'
  | 'MULTILINE'
  | 'MULTISELECT'
  | 'PRICE'
  | 'SELECT'
  | 'TEXT'
  | 'TEXTAREA'
  | 'UNDEFINED'
  | 'WEIGHT';

/** Defines the attribute characteristics to search for the `attribute_code` and `entity_type` to search. */
export type AttributeInput = {
  /** The unique identifier for an attribute code. This value should be in lowercase letters without spaces. */
  attribute_code?: InputMaybe<Scalars['String']['input']>;
  /** The type of entity that defines the attribute. */
  entity_type?: InputMaybe<Scalars['String']['input']>;
};

/** Specifies selected option for dropdown or multiselect attribute value . */
export type AttributeInputSelectedOption = {
  /** The attribute option value. */
  value: Scalars['String']['input'];
};

/** Attribute metadata retrieval error types. */
export type AttributeMetadataErrorType =
  /** The requested attribute was not found. */
  | 'ATTRIBUTE_NOT_FOUND'
  /** The requested entity was not found. */
  | 'ENTITY_NOT_FOUND'
  /** Not categorized error, see the error message. */
  | 'UNDEFINED';

/** Specifies the value for attribute. */
export type AttributeValueInput = {
  /** The attribute code. */
  attribute_code: Scalars['String']['input'];
  /** An array containing selected options for a select or multiselect attribute. */
  selected_options?: InputMaybe<Array<InputMaybe<AttributeInputSelectedOption>>>;
  /** The attribute value. */
  value?: InputMaybe<Scalars['String']['input']>;
};

/** Defines the billing address. */
export type BillingAddressInput = {
  /** Defines a billing address. */
  address?: InputMaybe<CartAddressInput>;
  /** An ID from the customer's address book that uniquely identifies the address to be used for billing. */
  customer_address_id?: InputMaybe<Scalars['Int']['input']>;
  /** Indicates whether to set the billing address to be the same as the existing shipping address on the cart. */
  same_as_shipping?: InputMaybe<Scalars['Boolean']['input']>;
  /** Indicates whether to set the shipping address to be the same as this billing address. */
  use_for_shipping?: InputMaybe<Scalars['Boolean']['input']>;
};

/** Defines the input for a bundle option. */
export type BundleOptionInput = {
  /** The ID of the option. */
  id: Scalars['Int']['input'];
  /** The number of the selected item to add to the cart. */
  quantity: Scalars['Float']['input'];
  /** An array with the chosen value of the option. */
  value: Array<InputMaybe<Scalars['String']['input']>>;
};

/** Defines a single bundle product. */
export type BundleProductCartItemInput = {
  /** A mandatory array of options for the bundle product, including each chosen option and specified quantity. */
  bundle_options: Array<InputMaybe<BundleOptionInput>>;
  /** The ID and value of the option. */
  customizable_options?: InputMaybe<Array<InputMaybe<CustomizableOptionInput>>>;
  /** The quantity and SKU of the bundle product. */
  data: CartItemInput;
};

/** Defines the order to cancel. */
export type CancelOrderInput = {
  /** Order ID. */
  order_id: Scalars['ID']['input'];
  /** Cancellation reason. */
  reason: Scalars['String']['input'];
};

/** Defines the billing or shipping address to be applied to the cart. */
export type CartAddressInput = {
  /** The city specified for the billing or shipping address. */
  city: Scalars['String']['input'];
  /** The company specified for the billing or shipping address. */
  company?: InputMaybe<Scalars['String']['input']>;
  /** The country code and label for the billing or shipping address. */
  country_code: Scalars['String']['input'];
  /** The customer's fax number. */
  fax?: InputMaybe<Scalars['String']['input']>;
  /** The first name of the customer or guest. */
  firstname: Scalars['String']['input'];
  /** The last name of the customer or guest. */
  lastname: Scalars['String']['input'];
  /** The middle name of the person associated with the billing/shipping address. */
  middlename?: InputMaybe<Scalars['String']['input']>;
  /** The ZIP or postal code of the billing or shipping address. */
  postcode?: InputMaybe<Scalars['String']['input']>;
  /** An honorific, such as Dr., Mr., or Mrs. */
  prefix?: InputMaybe<Scalars['String']['input']>;
  /** A string that defines the state or province of the billing or shipping address. */
  region?: InputMaybe<Scalars['String']['input']>;
  /** An integer that defines the state or province of the billing or shipping address. */
  region_id?: InputMaybe<Scalars['Int']['input']>;
  /** Determines whether to save the address in the customer's address book. The default value is true. */
  save_in_address_book?: InputMaybe<Scalars['Boolean']['input']>;
  /** An array containing the street for the billing or shipping address. */
  street: Array<InputMaybe<Scalars['String']['input']>>;
  /** A value such as Sr., Jr., or III. */
  suffix?: InputMaybe<Scalars['String']['input']>;
  /** The telephone number for the billing or shipping address. */
  telephone?: InputMaybe<Scalars['String']['input']>;
  /** The VAT company number for billing or shipping address. */
  vat_id?: InputMaybe<Scalars['String']['input']>;
};

export type CartDiscountType =
  | 'ITEM'
  | 'SHIPPING';

export type CartItemErrorType =
  | 'ITEM_INCREMENTS'
  | 'ITEM_QTY'
  | 'UNDEFINED';

/** Defines an item to be added to the cart. */
export type CartItemInput = {
  /** An array of entered options for the base product, such as personalization text. */
  entered_options?: InputMaybe<Array<InputMaybe<EnteredOptionInput>>>;
  /** For a child product, the SKU of its parent product. */
  parent_sku?: InputMaybe<Scalars['String']['input']>;
  /** The amount or number of an item to add. */
  quantity: Scalars['Float']['input'];
  /** The selected options for the base product, such as color or size, using the unique ID for an object such as `CustomizableRadioOption`, `CustomizableDropDownOption`, or `ConfigurableProductOptionsValues`. */
  selected_options?: InputMaybe<Array<InputMaybe<Scalars['ID']['input']>>>;
  /** The SKU of the product. */
  sku: Scalars['String']['input'];
};

/** A single item to be updated. */
export type CartItemUpdateInput = {
  /** Deprecated. Use `cart_item_uid` instead. */
  cart_item_id?: InputMaybe<Scalars['Int']['input']>;
  /** The unique ID for a `CartItemInterface` object. */
  cart_item_uid?: InputMaybe<Scalars['ID']['input']>;
  /** An array that defines customizable options for the product. */
  customizable_options?: InputMaybe<Array<InputMaybe<CustomizableOptionInput>>>;
  /** The new quantity of the item. */
  quantity?: InputMaybe<Scalars['Float']['input']>;
};

export type CartUserInputErrorType =
  | 'INSUFFICIENT_STOCK'
  | 'NOT_SALABLE'
  | 'PRODUCT_NOT_FOUND'
  | 'UNDEFINED';

export type CatalogAttributeApplyToEnum =
  | 'BUNDLE'
  | 'CATEGORY'
  | 'CONFIGURABLE'
  | 'DOWNLOADABLE'
  | 'GROUPED'
  | 'SIMPLE'
  | 'VIRTUAL';

/** Defines the filters to be used in the search. A filter contains at least one attribute, a comparison operator, and the value that is being searched for. */
export type CategoryFilterInput = {
  /** Filter by the unique category ID for a `CategoryInterface` object. */
  category_uid?: InputMaybe<FilterEqualTypeInput>;
  /**
   * Deprecated: use 'category_uid' to filter uniquely identifiers of categories.
   * @deprecated Use `category_uid` instead.
   */
  ids?: InputMaybe<FilterEqualTypeInput>;
  /** Filter by the display name of the category. */
  name?: InputMaybe<FilterMatchTypeInput>;
  /** Filter by the unique parent category ID for a `CategoryInterface` object. */
  parent_category_uid?: InputMaybe<FilterEqualTypeInput>;
  /**
   * Filter by the unique parent category ID for a `CategoryInterface` object.
   * @deprecated Field no longer supported
   */
  parent_id?: InputMaybe<FilterEqualTypeInput>;
  /** Filter by the part of the URL that identifies the category. */
  url_key?: InputMaybe<FilterEqualTypeInput>;
  /** Filter by the URL path for the category. */
  url_path?: InputMaybe<FilterEqualTypeInput>;
};

/** Indicates how agreements are accepted. */
export type CheckoutAgreementMode =
  /** Conditions are automatically accepted upon checkout. */
  | 'AUTO'
  /** Shoppers must manually accept the conditions to place an order. */
  | 'MANUAL';

export type CheckoutUserInputErrorCodes =
  | 'INSUFFICIENT_STOCK'
  | 'NOT_SALABLE'
  | 'PRODUCT_NOT_FOUND'
  | 'REORDER_NOT_AVAILABLE'
  | 'UNDEFINED';

export type ConfigurableProductCartItemInput = {
  /** The ID and value of the option. */
  customizable_options?: InputMaybe<Array<InputMaybe<CustomizableOptionInput>>>;
  /** The quantity and SKU of the configurable product. */
  data: CartItemInput;
  /** The SKU of the parent configurable product. */
  parent_sku?: InputMaybe<Scalars['String']['input']>;
  /** @deprecated Use `CartItemInput.sku` instead. */
  variant_sku?: InputMaybe<Scalars['String']['input']>;
};

/** Contains details about a customer email address to confirm. */
export type ConfirmEmailInput = {
  /** The key to confirm the email address. */
  confirmation_key: Scalars['String']['input'];
  /** The email address to be confirmed. */
  email: Scalars['String']['input'];
};

/** List of account confirmation statuses. */
export type ConfirmationStatusEnum =
  /** Account confirmation not required */
  | 'ACCOUNT_CONFIRMATION_NOT_REQUIRED'
  /** Account confirmed */
  | 'ACCOUNT_CONFIRMED';

export type ContactUsInput = {
  /** The shopper's comment to the merchant. */
  comment: Scalars['String']['input'];
  /** The email address of the shopper. */
  email: Scalars['String']['input'];
  /** The full name of the shopper. */
  name: Scalars['String']['input'];
  /** The shopper's telephone number. */
  telephone?: InputMaybe<Scalars['String']['input']>;
};

/** The list of country codes. */
export type CountryCodeEnum =
  /** Andorra */
  | 'AD'
  /** United Arab Emirates */
  | 'AE'
  /** Afghanistan */
  | 'AF'
  /** Antigua & Barbuda */
  | 'AG'
  /** Anguilla */
  | 'AI'
  /** Albania */
  | 'AL'
  /** Armenia */
  | 'AM'
  /** Netherlands Antilles */
  | 'AN'
  /** Angola */
  | 'AO'
  /** Antarctica */
  | 'AQ'
  /** Argentina */
  | 'AR'
  /** American Samoa */
  | 'AS'
  /** Austria */
  | 'AT'
  /** Australia */
  | 'AU'
  /** Aruba */
  | 'AW'
  /** Åland Islands */
  | 'AX'
  /** Azerbaijan */
  | 'AZ'
  /** Bosnia & Herzegovina */
  | 'BA'
  /** Barbados */
  | 'BB'
  /** Bangladesh */
  | 'BD'
  /** Belgium */
  | 'BE'
  /** Burkina Faso */
  | 'BF'
  /** Bulgaria */
  | 'BG'
  /** Bahrain */
  | 'BH'
  /** Burundi */
  | 'BI'
  /** Benin */
  | 'BJ'
  /** St. Barthélemy */
  | 'BL'
  /** Bermuda */
  | 'BM'
  /** Brunei */
  | 'BN'
  /** Bolivia */
  | 'BO'
  /** Brazil */
  | 'BR'
  /** Bahamas */
  | 'BS'
  /** Bhutan */
  | 'BT'
  /** Bouvet Island */
  | 'BV'
  /** Botswana */
  | 'BW'
  /** Belarus */
  | 'BY'
  /** Belize */
  | 'BZ'
  /** Canada */
  | 'CA'
  /** Cocos (Keeling) Islands */
  | 'CC'
  /** Congo-Kinshasa */
  | 'CD'
  /** Central African Republic */
  | 'CF'
  /** Congo-Brazzaville */
  | 'CG'
  /** Switzerland */
  | 'CH'
  /** Côte d’Ivoire */
  | 'CI'
  /** Cook Islands */
  | 'CK'
  /** Chile */
  | 'CL'
  /** Cameroon */
  | 'CM'
  /** China */
  | 'CN'
  /** Colombia */
  | 'CO'
  /** Costa Rica */
  | 'CR'
  /** Cuba */
  | 'CU'
  /** Cape Verde */
  | 'CV'
  /** Christmas Island */
  | 'CX'
  /** Cyprus */
  | 'CY'
  /** Czech Republic */
  | 'CZ'
  /** Germany */
  | 'DE'
  /** Djibouti */
  | 'DJ'
  /** Denmark */
  | 'DK'
  /** Dominica */
  | 'DM'
  /** Dominican Republic */
  | 'DO'
  /** Algeria */
  | 'DZ'
  /** Ecuador */
  | 'EC'
  /** Estonia */
  | 'EE'
  /** Egypt */
  | 'EG'
  /** Western Sahara */
  | 'EH'
  /** Eritrea */
  | 'ER'
  /** Spain */
  | 'ES'
  /** Ethiopia */
  | 'ET'
  /** Finland */
  | 'FI'
  /** Fiji */
  | 'FJ'
  /** Falkland Islands */
  | 'FK'
  /** Micronesia */
  | 'FM'
  /** Faroe Islands */
  | 'FO'
  /** France */
  | 'FR'
  /** Gabon */
  | 'GA'
  /** United Kingdom */
  | 'GB'
  /** Grenada */
  | 'GD'
  /** Georgia */
  | 'GE'
  /** French Guiana */
  | 'GF'
  /** Guernsey */
  | 'GG'
  /** Ghana */
  | 'GH'
  /** Gibraltar */
  | 'GI'
  /** Greenland */
  | 'GL'
  /** Gambia */
  | 'GM'
  /** Guinea */
  | 'GN'
  /** Guadeloupe */
  | 'GP'
  /** Equatorial Guinea */
  | 'GQ'
  /** Greece */
  | 'GR'
  /** South Georgia & South Sandwich Islands */
  | 'GS'
  /** Guatemala */
  | 'GT'
  /** Guam */
  | 'GU'
  /** Guinea-Bissau */
  | 'GW'
  /** Guyana */
  | 'GY'
  /** Hong Kong SAR China */
  | 'HK'
  /** Heard &amp; McDonald Islands */
  | 'HM'
  /** Honduras */
  | 'HN'
  /** Croatia */
  | 'HR'
  /** Haiti */
  | 'HT'
  /** Hungary */
  | 'HU'
  /** Indonesia */
  | 'ID'
  /** Ireland */
  | 'IE'
  /** Israel */
  | 'IL'
  /** Isle of Man */
  | 'IM'
  /** India */
  | 'IN'
  /** British Indian Ocean Territory */
  | 'IO'
  /** Iraq */
  | 'IQ'
  /** Iran */
  | 'IR'
  /** Iceland */
  | 'IS'
  /** Italy */
  | 'IT'
  /** Jersey */
  | 'JE'
  /** Jamaica */
  | 'JM'
  /** Jordan */
  | 'JO'
  /** Japan */
  | 'JP'
  /** Kenya */
  | 'KE'
  /** Kyrgyzstan */
  | 'KG'
  /** Cambodia */
  | 'KH'
  /** Kiribati */
  | 'KI'
  /** Comoros */
  | 'KM'
  /** St. Kitts & Nevis */
  | 'KN'
  /** North Korea */
  | 'KP'
  /** South Korea */
  | 'KR'
  /** Kuwait */
  | 'KW'
  /** Cayman Islands */
  | 'KY'
  /** Kazakhstan */
  | 'KZ'
  /** Laos */
  | 'LA'
  /** Lebanon */
  | 'LB'
  /** St. Lucia */
  | 'LC'
  /** Liechtenstein */
  | 'LI'
  /** Sri Lanka */
  | 'LK'
  /** Liberia */
  | 'LR'
  /** Lesotho */
  | 'LS'
  /** Lithuania */
  | 'LT'
  /** Luxembourg */
  | 'LU'
  /** Latvia */
  | 'LV'
  /** Libya */
  | 'LY'
  /** Morocco */
  | 'MA'
  /** Monaco */
  | 'MC'
  /** Moldova */
  | 'MD'
  /** Montenegro */
  | 'ME'
  /** St. Martin */
  | 'MF'
  /** Madagascar */
  | 'MG'
  /** Marshall Islands */
  | 'MH'
  /** Macedonia */
  | 'MK'
  /** Mali */
  | 'ML'
  /** Myanmar (Burma) */
  | 'MM'
  /** Mongolia */
  | 'MN'
  /** Macau SAR China */
  | 'MO'
  /** Northern Mariana Islands */
  | 'MP'
  /** Martinique */
  | 'MQ'
  /** Mauritania */
  | 'MR'
  /** Montserrat */
  | 'MS'
  /** Malta */
  | 'MT'
  /** Mauritius */
  | 'MU'
  /** Maldives */
  | 'MV'
  /** Malawi */
  | 'MW'
  /** Mexico */
  | 'MX'
  /** Malaysia */
  | 'MY'
  /** Mozambique */
  | 'MZ'
  /** Namibia */
  | 'NA'
  /** New Caledonia */
  | 'NC'
  /** Niger */
  | 'NE'
  /** Norfolk Island */
  | 'NF'
  /** Nigeria */
  | 'NG'
  /** Nicaragua */
  | 'NI'
  /** Netherlands */
  | 'NL'
  /** Norway */
  | 'NO'
  /** Nepal */
  | 'NP'
  /** Nauru */
  | 'NR'
  /** Niue */
  | 'NU'
  /** New Zealand */
  | 'NZ'
  /** Oman */
  | 'OM'
  /** Panama */
  | 'PA'
  /** Peru */
  | 'PE'
  /** French Polynesia */
  | 'PF'
  /** Papua New Guinea */
  | 'PG'
  /** Philippines */
  | 'PH'
  /** Pakistan */
  | 'PK'
  /** Poland */
  | 'PL'
  /** St. Pierre & Miquelon */
  | 'PM'
  /** Pitcairn Islands */
  | 'PN'
  /** Palestinian Territories */
  | 'PS'
  /** Portugal */
  | 'PT'
  /** Palau */
  | 'PW'
  /** Paraguay */
  | 'PY'
  /** Qatar */
  | 'QA'
  /** Réunion */
  | 'RE'
  /** Romania */
  | 'RO'
  /** Serbia */
  | 'RS'
  /** Russia */
  | 'RU'
  /** Rwanda */
  | 'RW'
  /** Saudi Arabia */
  | 'SA'
  /** Solomon Islands */
  | 'SB'
  /** Seychelles */
  | 'SC'
  /** Sudan */
  | 'SD'
  /** Sweden */
  | 'SE'
  /** Singapore */
  | 'SG'
  /** St. Helena */
  | 'SH'
  /** Slovenia */
  | 'SI'
  /** Svalbard & Jan Mayen */
  | 'SJ'
  /** Slovakia */
  | 'SK'
  /** Sierra Leone */
  | 'SL'
  /** San Marino */
  | 'SM'
  /** Senegal */
  | 'SN'
  /** Somalia */
  | 'SO'
  /** Suriname */
  | 'SR'
  /** São Tomé & Príncipe */
  | 'ST'
  /** El Salvador */
  | 'SV'
  /** Syria */
  | 'SY'
  /** Eswatini */
  | 'SZ'
  /** Turks & Caicos Islands */
  | 'TC'
  /** Chad */
  | 'TD'
  /** French Southern Territories */
  | 'TF'
  /** Togo */
  | 'TG'
  /** Thailand */
  | 'TH'
  /** Tajikistan */
  | 'TJ'
  /** Tokelau */
  | 'TK'
  /** Timor-Leste */
  | 'TL'
  /** Turkmenistan */
  | 'TM'
  /** Tunisia */
  | 'TN'
  /** Tonga */
  | 'TO'
  /** Turkey */
  | 'TR'
  /** Trinidad & Tobago */
  | 'TT'
  /** Tuvalu */
  | 'TV'
  /** Taiwan */
  | 'TW'
  /** Tanzania */
  | 'TZ'
  /** Ukraine */
  | 'UA'
  /** Uganda */
  | 'UG'
  /** U.S. Outlying Islands */
  | 'UM'
  /** United States */
  | 'US'
  /** Uruguay */
  | 'UY'
  /** Uzbekistan */
  | 'UZ'
  /** Vatican City */
  | 'VA'
  /** St. Vincent & Grenadines */
  | 'VC'
  /** Venezuela */
  | 'VE'
  /** British Virgin Islands */
  | 'VG'
  /** U.S. Virgin Islands */
  | 'VI'
  /** Vietnam */
  | 'VN'
  /** Vanuatu */
  | 'VU'
  /** Wallis & Futuna */
  | 'WF'
  /** Samoa */
  | 'WS'
  /** Yemen */
  | 'YE'
  /** Mayotte */
  | 'YT'
  /** South Africa */
  | 'ZA'
  /** Zambia */
  | 'ZM'
  /** Zimbabwe */
  | 'ZW';

export type CreateGuestCartInput = {
  /** Optional client-generated ID */
  cart_uid?: InputMaybe<Scalars['ID']['input']>;
};

export type CreateProductReviewInput = {
  /** The customer's nickname. Defaults to the customer name, if logged in */
  nickname: Scalars['String']['input'];
  /** Ratings details by category. e.g price: 5, quality: 4 etc */
  ratings: Array<InputMaybe<ProductReviewRatingInput>>;
  /** The SKU of the reviewed product */
  sku: Scalars['String']['input'];
  /** The summary (title) of the review */
  summary: Scalars['String']['input'];
  /** The review text. */
  text: Scalars['String']['input'];
};

/** The list of available currency codes */
export type CurrencyEnum =
  | 'AED'
  | 'AFN'
  | 'ALL'
  | 'AMD'
  | 'ANG'
  | 'AOA'
  | 'ARS'
  | 'AUD'
  | 'AWG'
  | 'AZM'
  | 'AZN'
  | 'BAM'
  | 'BBD'
  | 'BDT'
  | 'BGN'
  | 'BHD'
  | 'BIF'
  | 'BMD'
  | 'BND'
  | 'BOB'
  | 'BRL'
  | 'BSD'
  | 'BTN'
  | 'BUK'
  | 'BWP'
  | 'BYN'
  | 'BZD'
  | 'CAD'
  | 'CDF'
  | 'CHE'
  | 'CHF'
  | 'CHW'
  | 'CLP'
  | 'CNY'
  | 'COP'
  | 'CRC'
  | 'CUP'
  | 'CVE'
  | 'CZK'
  | 'DJF'
  | 'DKK'
  | 'DOP'
  | 'DZD'
  | 'EEK'
  | 'EGP'
  | 'ERN'
  | 'ETB'
  | 'EUR'
  | 'FJD'
  | 'FKP'
  | 'GBP'
  | 'GEK'
  | 'GEL'
  | 'GHS'
  | 'GIP'
  | 'GMD'
  | 'GNF'
  | 'GQE'
  | 'GTQ'
  | 'GYD'
  | 'HKD'
  | 'HNL'
  | 'HRK'
  | 'HTG'
  | 'HUF'
  | 'IDR'
  | 'ILS'
  | 'INR'
  | 'IQD'
  | 'IRR'
  | 'ISK'
  | 'JMD'
  | 'JOD'
  | 'JPY'
  | 'KES'
  | 'KGS'
  | 'KHR'
  | 'KMF'
  | 'KPW'
  | 'KRW'
  | 'KWD'
  | 'KYD'
  | 'KZT'
  | 'LAK'
  | 'LBP'
  | 'LKR'
  | 'LRD'
  | 'LSL'
  | 'LSM'
  | 'LTL'
  | 'LVL'
  | 'LYD'
  | 'MAD'
  | 'MDL'
  | 'MGA'
  | 'MKD'
  | 'MMK'
  | 'MNT'
  | 'MOP'
  | 'MRO'
  | 'MUR'
  | 'MVR'
  | 'MWK'
  | 'MXN'
  | 'MYR'
  | 'MZN'
  | 'NAD'
  | 'NGN'
  | 'NIC'
  | 'NOK'
  | 'NPR'
  | 'NZD'
  | 'OMR'
  | 'PAB'
  | 'PEN'
  | 'PGK'
  | 'PHP'
  | 'PKR'
  | 'PLN'
  | 'PYG'
  | 'QAR'
  | 'RHD'
  | 'ROL'
  | 'RON'
  | 'RSD'
  | 'RUB'
  | 'RWF'
  | 'SAR'
  | 'SBD'
  | 'SCR'
  | 'SDG'
  | 'SEK'
  | 'SGD'
  | 'SHP'
  | 'SKK'
  | 'SLL'
  | 'SOS'
  | 'SRD'
  | 'STD'
  | 'SVC'
  | 'SYP'
  | 'SZL'
  | 'THB'
  | 'TJS'
  | 'TMM'
  | 'TND'
  | 'TOP'
  | 'TRL'
  | 'TRY'
  | 'TTD'
  | 'TWD'
  | 'TZS'
  | 'UAH'
  | 'UGX'
  | 'USD'
  | 'UYU'
  | 'UZS'
  | 'VEB'
  | 'VEF'
  | 'VND'
  | 'VUV'
  | 'WST'
  | 'XCD'
  | 'XOF'
  | 'XPF'
  | 'YER'
  | 'YTL'
  | 'ZAR'
  | 'ZMK'
  | 'ZWD';

export type CustomPriceCartItemInput = {
  /** Price of one unit (box) as the shopper saw it; must equal the server's price for the pincode. */
  custom_price: Scalars['Float']['input'];
  data: CartItemInput;
};

/** Specifies the attribute code and value of a customer attribute. */
export type CustomerAddressAttributeInput = {
  /** The name assigned to the attribute. */
  attribute_code: Scalars['String']['input'];
  /** The value assigned to the attribute. */
  value: Scalars['String']['input'];
};

/** Contains details about a billing or shipping address. */
export type CustomerAddressInput = {
  /** The customer's city or town. */
  city?: InputMaybe<Scalars['String']['input']>;
  /** The customer's company. */
  company?: InputMaybe<Scalars['String']['input']>;
  /** The two-letter code representing the customer's country. */
  country_code?: InputMaybe<CountryCodeEnum>;
  /** @deprecated Use `country_code` instead. */
  country_id?: InputMaybe<CountryCodeEnum>;
  /** @deprecated Use custom_attributesV2 instead. */
  custom_attributes?: InputMaybe<Array<InputMaybe<CustomerAddressAttributeInput>>>;
  /** Custom attributes assigned to the customer address. */
  custom_attributesV2?: InputMaybe<Array<InputMaybe<AttributeValueInput>>>;
  /** Indicates whether the address is the default billing address. */
  default_billing?: InputMaybe<Scalars['Boolean']['input']>;
  /** Indicates whether the address is the default shipping address. */
  default_shipping?: InputMaybe<Scalars['Boolean']['input']>;
  /** The customer's fax number. */
  fax?: InputMaybe<Scalars['String']['input']>;
  /** The first name of the person associated with the billing/shipping address. */
  firstname?: InputMaybe<Scalars['String']['input']>;
  /** The family name of the person associated with the billing/shipping address. */
  lastname?: InputMaybe<Scalars['String']['input']>;
  /** The middle name of the person associated with the billing/shipping address. */
  middlename?: InputMaybe<Scalars['String']['input']>;
  /** The customer's ZIP or postal code. */
  postcode?: InputMaybe<Scalars['String']['input']>;
  /** An honorific, such as Dr., Mr., or Mrs. */
  prefix?: InputMaybe<Scalars['String']['input']>;
  /** An object containing the region name, region code, and region ID. */
  region?: InputMaybe<CustomerAddressRegionInput>;
  /** An array of strings that define the street number and name. */
  street?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
  /** A value such as Sr., Jr., or III. */
  suffix?: InputMaybe<Scalars['String']['input']>;
  /** The customer's telephone number. */
  telephone?: InputMaybe<Scalars['String']['input']>;
  /** The customer's Tax/VAT number (for corporate customers). */
  vat_id?: InputMaybe<Scalars['String']['input']>;
};

/** Defines the customer's state or province. */
export type CustomerAddressRegionInput = {
  /** The state or province name. */
  region?: InputMaybe<Scalars['String']['input']>;
  /** The address region code. */
  region_code?: InputMaybe<Scalars['String']['input']>;
  /** The unique ID for a pre-defined region. */
  region_id?: InputMaybe<Scalars['Int']['input']>;
};

/** An input object for creating a customer. */
export type CustomerCreateInput = {
  /** The customer's custom attributes. */
  custom_attributes?: InputMaybe<Array<InputMaybe<AttributeValueInput>>>;
  /** The customer's date of birth. */
  date_of_birth?: InputMaybe<Scalars['String']['input']>;
  /** @deprecated Use `date_of_birth` instead. */
  dob?: InputMaybe<Scalars['String']['input']>;
  /** The customer's email address. */
  email: Scalars['String']['input'];
  /** The customer's first name. */
  firstname: Scalars['String']['input'];
  /** The customer's gender (Male - 1, Female - 2). */
  gender?: InputMaybe<Scalars['Int']['input']>;
  /** Indicates whether the customer is subscribed to the company's newsletter. */
  is_subscribed?: InputMaybe<Scalars['Boolean']['input']>;
  /** The customer's family name. */
  lastname: Scalars['String']['input'];
  /** The customer's middle name. */
  middlename?: InputMaybe<Scalars['String']['input']>;
  /** The customer's password. */
  password?: InputMaybe<Scalars['String']['input']>;
  /** An honorific, such as Dr., Mr., or Mrs. */
  prefix?: InputMaybe<Scalars['String']['input']>;
  /** A value such as Sr., Jr., or III. */
  suffix?: InputMaybe<Scalars['String']['input']>;
  /** The customer's Tax/VAT number (for corporate customers). */
  taxvat?: InputMaybe<Scalars['String']['input']>;
};

/** An input object that assigns or updates customer attributes. */
export type CustomerInput = {
  /** The customer's date of birth. */
  date_of_birth?: InputMaybe<Scalars['String']['input']>;
  /** @deprecated Use `date_of_birth` instead. */
  dob?: InputMaybe<Scalars['String']['input']>;
  /** The customer's email address. Required when creating a customer. */
  email?: InputMaybe<Scalars['String']['input']>;
  /** The customer's first name. */
  firstname?: InputMaybe<Scalars['String']['input']>;
  /** The customer's gender (Male - 1, Female - 2). */
  gender?: InputMaybe<Scalars['Int']['input']>;
  /** Indicates whether the customer is subscribed to the company's newsletter. */
  is_subscribed?: InputMaybe<Scalars['Boolean']['input']>;
  /** The customer's family name. */
  lastname?: InputMaybe<Scalars['String']['input']>;
  /** The customer's middle name. */
  middlename?: InputMaybe<Scalars['String']['input']>;
  /** The customer's password. */
  password?: InputMaybe<Scalars['String']['input']>;
  /** An honorific, such as Dr., Mr., or Mrs. */
  prefix?: InputMaybe<Scalars['String']['input']>;
  /** A value such as Sr., Jr., or III. */
  suffix?: InputMaybe<Scalars['String']['input']>;
  /** The customer's Tax/VAT number (for corporate customers). */
  taxvat?: InputMaybe<Scalars['String']['input']>;
};

/** CustomerOrderSortInput specifies the field to use for sorting search results and indicates whether the results are sorted in ascending or descending order. */
export type CustomerOrderSortInput = {
  /** This enumeration indicates whether to return results in ascending or descending order */
  sort_direction: SortEnum;
  /** Specifies the field to use for sorting */
  sort_field: CustomerOrderSortableField;
};

/** Specifies the field to use for sorting */
export type CustomerOrderSortableField =
  /** Sorts customer orders by created_at field */
  | 'CREATED_AT'
  /** Sorts customer orders by number */
  | 'NUMBER';

/** Identifies the filter to use for filtering orders. */
export type CustomerOrdersFilterInput = {
  /** Filters by order number. */
  number?: InputMaybe<FilterStringTypeInput>;
};

/** An input object for updating a customer. */
export type CustomerUpdateInput = {
  /** The customer's custom attributes. */
  custom_attributes?: InputMaybe<Array<InputMaybe<AttributeValueInput>>>;
  /** The customer's date of birth. */
  date_of_birth?: InputMaybe<Scalars['String']['input']>;
  /** @deprecated Use `date_of_birth` instead. */
  dob?: InputMaybe<Scalars['String']['input']>;
  /** The customer's first name. */
  firstname?: InputMaybe<Scalars['String']['input']>;
  /** The customer's gender (Male - 1, Female - 2). */
  gender?: InputMaybe<Scalars['Int']['input']>;
  /** Indicates whether the customer is subscribed to the company's newsletter. */
  is_subscribed?: InputMaybe<Scalars['Boolean']['input']>;
  /** The customer's family name. */
  lastname?: InputMaybe<Scalars['String']['input']>;
  /** The customer's middle name. */
  middlename?: InputMaybe<Scalars['String']['input']>;
  /** An honorific, such as Dr., Mr., or Mrs. */
  prefix?: InputMaybe<Scalars['String']['input']>;
  /** A value such as Sr., Jr., or III. */
  suffix?: InputMaybe<Scalars['String']['input']>;
  /** The customer's Tax/VAT number (for corporate customers). */
  taxvat?: InputMaybe<Scalars['String']['input']>;
};

/** Defines the customizable date type. */
export type CustomizableDateTypeEnum =
  | 'DATE'
  | 'DATE_TIME'
  | 'TIME';

/** Defines a customizable option. */
export type CustomizableOptionInput = {
  /**
   * The customizable option ID of the product.
   * @deprecated Use `uid` instead.
   */
  id?: InputMaybe<Scalars['Int']['input']>;
  /** The unique ID for a `CartItemInterface` object. */
  uid?: InputMaybe<Scalars['ID']['input']>;
  /** The string value of the option. */
  value_string: Scalars['String']['input'];
};

/** Defines a customer-entered option */
export type EnteredOptionInput = {
  /** Unique identifier for the `EnteredOptionInput` object */
  uid: Scalars['ID']['input'];
  /** Text the customer entered */
  value: Scalars['String']['input'];
};

/** Contains details about an address. */
export type EstimateAddressInput = {
  /** The two-letter code representing the customer's country. */
  country_code: CountryCodeEnum;
  /** The customer's ZIP or postal code. */
  postcode?: InputMaybe<Scalars['String']['input']>;
  /** An object containing the region name, region code, and region ID. */
  region?: InputMaybe<CustomerAddressRegionInput>;
};

export type EstimateTotalsInput = {
  /** Customer's address to estimate totals. */
  address: EstimateAddressInput;
  /** The unique ID of the cart to query. */
  cart_id: Scalars['String']['input'];
  /** Selected shipping method to estimate totals. */
  shipping_method?: InputMaybe<ShippingMethodInput>;
};

/** Defines a filter that matches the input exactly. */
export type FilterEqualTypeInput = {
  /** A string to filter on */
  eq?: InputMaybe<Scalars['String']['input']>;
  /** An array of values to filter on */
  in?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
};

export type FilterMatchTypeEnum =
  | 'FULL'
  | 'PARTIAL';

/** Defines a filter that performs a fuzzy search. */
export type FilterMatchTypeInput = {
  /** One or more words to filter on */
  match?: InputMaybe<Scalars['String']['input']>;
  /** Filter match type for fine-tuned results. Possible values FULL or PARTIAL. If match_type is not provided, returned results will default to FULL match. */
  match_type?: InputMaybe<FilterMatchTypeEnum>;
};

/** Defines a filter that matches a range of values, such as prices or dates. */
export type FilterRangeTypeInput = {
  /** The beginning of the range */
  from?: InputMaybe<Scalars['String']['input']>;
  /** The end of the range */
  to?: InputMaybe<Scalars['String']['input']>;
};

/** Defines a filter for an input string. */
export type FilterStringTypeInput = {
  /** Filters items that are exactly the same as the specified string. */
  eq?: InputMaybe<Scalars['String']['input']>;
  /** Filters items that are exactly the same as entries specified in an array of strings. */
  in?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
  /** Defines a filter that performs a fuzzy search using the specified string. */
  match?: InputMaybe<Scalars['String']['input']>;
};

/** FilterTypeInput specifies which action will be performed in a query  */
export type FilterTypeInput = {
  /** Equals */
  eq?: InputMaybe<Scalars['String']['input']>;
  /** @deprecated The finset filter is deprecated. Magento doesn't recomend to store comma separated values, therefore finset filter is redundant. */
  finset?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
  /** From. Must be used with 'to' */
  from?: InputMaybe<Scalars['String']['input']>;
  /** Greater than */
  gt?: InputMaybe<Scalars['String']['input']>;
  /** Greater than or equal to */
  gteq?: InputMaybe<Scalars['String']['input']>;
  /** In. The value can contain a set of comma-separated values */
  in?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
  /** Like. The specified value can contain % (percent signs) to allow matching of 0 or more characters */
  like?: InputMaybe<Scalars['String']['input']>;
  /** Less than */
  lt?: InputMaybe<Scalars['String']['input']>;
  /** Less than or equal to */
  lteq?: InputMaybe<Scalars['String']['input']>;
  /** More than or equal to */
  moreq?: InputMaybe<Scalars['String']['input']>;
  /** Not equal to */
  neq?: InputMaybe<Scalars['String']['input']>;
  /** Not in. The value can contain a set of comma-separated values */
  nin?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
  /** Not null */
  notnull?: InputMaybe<Scalars['String']['input']>;
  /** Is null */
  null?: InputMaybe<Scalars['String']['input']>;
  /** To. Must be used with 'from' */
  to?: InputMaybe<Scalars['String']['input']>;
};

/** Lists display settings for the Fixed Product Tax. */
export type FixedProductTaxDisplaySettings =
  /** The displayed price does not include the FPT amount. The values of `ProductPrice.fixed_product_taxes` and the price including the FPT are displayed separately. This value corresponds to 'Excluding FPT, Including FPT description and final price.' */
  | 'EXCLUDE_FPT_AND_INCLUDE_WITH_DETAILS'
  /** The displayed price does not include the FPT amount. The values from `ProductPrice.fixed_product_taxes` are not displayed. This value corresponds to 'Excluding FPT'. */
  | 'EXCLUDE_FPT_WITHOUT_DETAILS'
  /** The FPT feature is not enabled. You can omit `ProductPrice.fixed_product_taxes` from your query. */
  | 'FPT_DISABLED'
  /** The displayed price includes the FPT amount without displaying the `ProductPrice.fixed_product_taxes` values. This value corresponds to 'Including FPT only'. */
  | 'INCLUDE_FPT_WITHOUT_DETAILS'
  /** The displayed price includes the FPT amount while displaying the values of `ProductPrice.fixed_product_taxes` separately. This value corresponds to 'Including FPT and FPT description'. */
  | 'INCLUDE_FPT_WITH_DETAILS';

/** List of templates/filters applied to customer attribute input. */
export type InputFilterEnum =
  /** Forces attribute input to follow the date format. */
  | 'DATE'
  /** Escape HTML Entities. */
  | 'ESCAPEHTML'
  /** There are no templates or filters to be applied. */
  | 'NONE'
  /** Strip HTML Tags. */
  | 'STRIPTAGS'
  /** Strip whitespace (or other characters) from the beginning and end of the input. */
  | 'TRIM';

/** Input to retrieve an order based on details. */
export type OrderInformationInput = {
  /** Order billing address email. */
  email: Scalars['String']['input'];
  /** Order number. */
  number: Scalars['String']['input'];
  /** Order billing address postcode */
  postcode: Scalars['String']['input'];
};

/** Input to retrieve an order based on token. */
export type OrderTokenInput = {
  /** Order token. */
  token: Scalars['String']['input'];
};

/** Defines the payment method. */
export type PaymentMethodInput = {
  /** The internal name for the payment method. */
  code: Scalars['String']['input'];
  /** The purchase order number. Optional for most payment methods. */
  purchase_order_number?: InputMaybe<Scalars['String']['input']>;
};

export type PlaceOrderErrorCodes =
  | 'CART_NOT_ACTIVE'
  | 'CART_NOT_FOUND'
  | 'GUEST_EMAIL_MISSING'
  | 'UNABLE_TO_PLACE_ORDER'
  | 'UNDEFINED';

/** Specifies the quote to be converted to an order. */
export type PlaceOrderInput = {
  /** The unique ID of a `Cart` object. */
  cart_id: Scalars['String']['input'];
};

/** `PriceAdjustment.code` is deprecated. */
export type PriceAdjustmentCodesEnum =
  | 'WEEE'
  | 'WEEE_TAX';

/** `PriceAdjustmentDescriptionEnum` is deprecated. States whether a price adjustment is included or excluded. */
export type PriceAdjustmentDescriptionEnum =
  | 'EXCLUDED'
  | 'INCLUDED';

/** Defines the price type. */
export type PriceTypeEnum =
  | 'DYNAMIC'
  | 'FIXED'
  | 'PERCENT';

/** Defines whether a bundle product's price is displayed as the lowest possible value or as a range. */
export type PriceViewEnum =
  | 'AS_LOW_AS'
  | 'PRICE_RANGE';

/** Defines the filters to be used in the search. A filter contains at least one attribute, a comparison operator, and the value that is being searched for. */
export type ProductAttributeFilterInput = {
  /**
   * Deprecated: use `category_uid` to filter product by category ID.
   * @deprecated Use `category_uid` instead.
   */
  category_id?: InputMaybe<FilterEqualTypeInput>;
  /** Filter product by the unique ID for a `CategoryInterface` object. */
  category_uid?: InputMaybe<FilterEqualTypeInput>;
  /** Filter product by category URL path. */
  category_url_path?: InputMaybe<FilterEqualTypeInput>;
  /** Attribute label: Description */
  description?: InputMaybe<FilterMatchTypeInput>;
  /** Material family: v = vitrified family, c = ceramic family. */
  mt?: InputMaybe<FilterEqualTypeInput>;
  /** Attribute label: Product Name */
  name?: InputMaybe<FilterMatchTypeInput>;
  popularity?: InputMaybe<FilterEqualTypeInput>;
  /** Attribute label: Price */
  price?: InputMaybe<FilterRangeTypeInput>;
  /** Attribute label: Short Description */
  short_description?: InputMaybe<FilterMatchTypeInput>;
  /** Attribute label: SKU */
  sku?: InputMaybe<FilterEqualTypeInput>;
  tile_area?: InputMaybe<FilterEqualTypeInput>;
  tile_category?: InputMaybe<FilterEqualTypeInput>;
  tile_collection?: InputMaybe<FilterEqualTypeInput>;
  tile_colour?: InputMaybe<FilterEqualTypeInput>;
  tile_design?: InputMaybe<FilterEqualTypeInput>;
  tile_finish?: InputMaybe<FilterEqualTypeInput>;
  tile_size?: InputMaybe<FilterEqualTypeInput>;
  tile_type?: InputMaybe<FilterEqualTypeInput>;
  trending?: InputMaybe<FilterEqualTypeInput>;
  /** The part of the URL that identifies the product */
  url_key?: InputMaybe<FilterEqualTypeInput>;
};

/** Specifies the attribute to use for sorting search results and indicates whether the results are sorted in ascending or descending order. It's possible to sort products using searchable attributes with enabled 'Use in Filter Options' option */
export type ProductAttributeSortInput = {
  /** Attribute label: Product Name */
  name?: InputMaybe<SortEnum>;
  /** Newest launches first with ASC. */
  newest?: InputMaybe<SortEnum>;
  /** Best sellers (popularity 101) and trending tiles first; ASC = most popular first. */
  popularity?: InputMaybe<SortEnum>;
  /** Sort by the position assigned to each product. */
  position?: InputMaybe<SortEnum>;
  /** Attribute label: Price */
  price?: InputMaybe<SortEnum>;
  /** Sort by the search relevance score (default). */
  relevance?: InputMaybe<SortEnum>;
};

/** ProductFilterInput is deprecated, use @ProductAttributeFilterInput instead. ProductFilterInput defines the filters to be used in the search. A filter contains at least one attribute, a comparison operator, and the value that is being searched for. */
export type ProductFilterInput = {
  /** The category ID the product belongs to. */
  category_id?: InputMaybe<FilterTypeInput>;
  /** The product's country of origin. */
  country_of_manufacture?: InputMaybe<FilterTypeInput>;
  /** The timestamp indicating when the product was created. */
  created_at?: InputMaybe<FilterTypeInput>;
  /** The name of a custom layout. */
  custom_layout?: InputMaybe<FilterTypeInput>;
  /** XML code that is applied as a layout update to the product page. */
  custom_layout_update?: InputMaybe<FilterTypeInput>;
  /** Detailed information about the product. The value can include simple HTML tags. */
  description?: InputMaybe<FilterTypeInput>;
  /** Indicates whether a gift message is available. */
  gift_message_available?: InputMaybe<FilterTypeInput>;
  /** Indicates whether additional attributes have been created for the product. */
  has_options?: InputMaybe<FilterTypeInput>;
  /** The relative path to the main image on the product page. */
  image?: InputMaybe<FilterTypeInput>;
  /** The label assigned to a product image. */
  image_label?: InputMaybe<FilterTypeInput>;
  /** A number representing the product's manufacturer. */
  manufacturer?: InputMaybe<FilterTypeInput>;
  /** The numeric maximal price of the product. Do not include the currency code. */
  max_price?: InputMaybe<FilterTypeInput>;
  /** A brief overview of the product for search results listings, maximum 255 characters. */
  meta_description?: InputMaybe<FilterTypeInput>;
  /** A comma-separated list of keywords that are visible only to search engines. */
  meta_keyword?: InputMaybe<FilterTypeInput>;
  /** A string that is displayed in the title bar and tab of the browser and in search results lists. */
  meta_title?: InputMaybe<FilterTypeInput>;
  /** The numeric minimal price of the product. Do not include the currency code. */
  min_price?: InputMaybe<FilterTypeInput>;
  /** The product name. Customers use this name to identify the product. */
  name?: InputMaybe<FilterTypeInput>;
  /** The beginning date for new product listings, and determines if the product is featured as a new product. */
  news_from_date?: InputMaybe<FilterTypeInput>;
  /** The end date for new product listings. */
  news_to_date?: InputMaybe<FilterTypeInput>;
  /** If the product has multiple options, determines where they appear on the product page. */
  options_container?: InputMaybe<FilterTypeInput>;
  /** The keyword required to perform a logical OR comparison. */
  or?: InputMaybe<ProductFilterInput>;
  /** The price of an item. */
  price?: InputMaybe<FilterTypeInput>;
  /** Indicates whether the product has required options. */
  required_options?: InputMaybe<FilterTypeInput>;
  /** A short description of the product. Its use depends on the theme. */
  short_description?: InputMaybe<FilterTypeInput>;
  /** A number or code assigned to a product to identify the product, options, price, and manufacturer. */
  sku?: InputMaybe<FilterTypeInput>;
  /** The relative path to the small image, which is used on catalog pages. */
  small_image?: InputMaybe<FilterTypeInput>;
  /** The label assigned to a product's small image. */
  small_image_label?: InputMaybe<FilterTypeInput>;
  /** The beginning date that a product has a special price. */
  special_from_date?: InputMaybe<FilterTypeInput>;
  /** The discounted price of the product. Do not include the currency code. */
  special_price?: InputMaybe<FilterTypeInput>;
  /** The end date that a product has a special price. */
  special_to_date?: InputMaybe<FilterTypeInput>;
  /** The file name of a swatch image */
  swatch_image?: InputMaybe<FilterTypeInput>;
  /** The relative path to the product's thumbnail image. */
  thumbnail?: InputMaybe<FilterTypeInput>;
  /** The label assigned to a product's thumbnail image. */
  thumbnail_label?: InputMaybe<FilterTypeInput>;
  /** The price when tier pricing is in effect and the items purchased threshold has been reached. */
  tier_price?: InputMaybe<FilterTypeInput>;
  /** The timestamp indicating when the product was updated. */
  updated_at?: InputMaybe<FilterTypeInput>;
  /** The part of the URL that identifies the product */
  url_key?: InputMaybe<FilterTypeInput>;
  /** @deprecated Use product's `canonical_url` or url rewrites instead */
  url_path?: InputMaybe<FilterTypeInput>;
  /** The weight of the item, in units defined by the store. */
  weight?: InputMaybe<FilterTypeInput>;
};

export type ProductReviewRatingInput = {
  /** Base64 encoded rating ID. */
  id: Scalars['String']['input'];
  /** Base 64 encoded rating value id. */
  value_id: Scalars['String']['input'];
};

/** Deprecated. Use `ProductAttributeSortInput` instead. Specifies the attribute to use for sorting search results and indicates whether the results are sorted in ascending or descending order. */
export type ProductSortInput = {
  /** The product's country of origin. */
  country_of_manufacture?: InputMaybe<SortEnum>;
  /** The timestamp indicating when the product was created. */
  created_at?: InputMaybe<SortEnum>;
  /** The name of a custom layout. */
  custom_layout?: InputMaybe<SortEnum>;
  /** XML code that is applied as a layout update to the product page. */
  custom_layout_update?: InputMaybe<SortEnum>;
  /** Detailed information about the product. The value can include simple HTML tags. */
  description?: InputMaybe<SortEnum>;
  /** Indicates whether a gift message is available. */
  gift_message_available?: InputMaybe<SortEnum>;
  /** Indicates whether additional attributes have been created for the product. */
  has_options?: InputMaybe<SortEnum>;
  /** The relative path to the main image on the product page. */
  image?: InputMaybe<SortEnum>;
  /** The label assigned to a product image. */
  image_label?: InputMaybe<SortEnum>;
  /** A number representing the product's manufacturer. */
  manufacturer?: InputMaybe<SortEnum>;
  /** A brief overview of the product for search results listings, maximum 255 characters. */
  meta_description?: InputMaybe<SortEnum>;
  /** A comma-separated list of keywords that are visible only to search engines. */
  meta_keyword?: InputMaybe<SortEnum>;
  /** A string that is displayed in the title bar and tab of the browser and in search results lists. */
  meta_title?: InputMaybe<SortEnum>;
  /** The product name. Customers use this name to identify the product. */
  name?: InputMaybe<SortEnum>;
  /** The beginning date for new product listings, and determines if the product is featured as a new product. */
  news_from_date?: InputMaybe<SortEnum>;
  /** The end date for new product listings. */
  news_to_date?: InputMaybe<SortEnum>;
  /** If the product has multiple options, determines where they appear on the product page. */
  options_container?: InputMaybe<SortEnum>;
  /** The price of the item. */
  price?: InputMaybe<SortEnum>;
  /** Indicates whether the product has required options. */
  required_options?: InputMaybe<SortEnum>;
  /** A short description of the product. Its use depends on the theme. */
  short_description?: InputMaybe<SortEnum>;
  /** A number or code assigned to a product to identify the product, options, price, and manufacturer. */
  sku?: InputMaybe<SortEnum>;
  /** The relative path to the small image, which is used on catalog pages. */
  small_image?: InputMaybe<SortEnum>;
  /** The label assigned to a product's small image. */
  small_image_label?: InputMaybe<SortEnum>;
  /** The beginning date that a product has a special price. */
  special_from_date?: InputMaybe<SortEnum>;
  /** The discounted price of the product. */
  special_price?: InputMaybe<SortEnum>;
  /** The end date that a product has a special price. */
  special_to_date?: InputMaybe<SortEnum>;
  /** The file name of a swatch image */
  swatch_image?: InputMaybe<SortEnum>;
  /** The relative path to the product's thumbnail image. */
  thumbnail?: InputMaybe<SortEnum>;
  /** The label assigned to a product's thumbnail image. */
  thumbnail_label?: InputMaybe<SortEnum>;
  /** The price when tier pricing is in effect and the items purchased threshold has been reached. */
  tier_price?: InputMaybe<SortEnum>;
  /** The timestamp indicating when the product was updated. */
  updated_at?: InputMaybe<SortEnum>;
  /** The part of the URL that identifies the product */
  url_key?: InputMaybe<SortEnum>;
  /** @deprecated Use product's `canonical_url` or url rewrites instead */
  url_path?: InputMaybe<SortEnum>;
  /** The weight of the item, in units defined by the store. */
  weight?: InputMaybe<SortEnum>;
};

/** States whether a product stock status is in stock or out of stock. */
export type ProductStockStatus =
  | 'IN_STOCK'
  | 'OUT_OF_STOCK';

/** Specifies the field to use for sorting quote items */
export type QuoteItemsSortInput = {
  /** Specifies the quote items field to sort by */
  field: SortQuoteItemsEnum;
  /** Specifies the order of quote items' sorting */
  order: SortEnum;
};

/** Specifies the cart from which to remove a coupon. */
export type RemoveCouponFromCartInput = {
  /** The unique ID of a `Cart` object. */
  cart_id: Scalars['String']['input'];
};

/** Specifies which items to remove from the cart. */
export type RemoveItemFromCartInput = {
  /** The unique ID of a `Cart` object. */
  cart_id: Scalars['String']['input'];
  /** Deprecated. Use `cart_item_uid` instead. */
  cart_item_id?: InputMaybe<Scalars['Int']['input']>;
  /** Required field. The unique ID for a `CartItemInterface` object. */
  cart_item_uid?: InputMaybe<Scalars['ID']['input']>;
};

/** This enumeration defines the scope type for customer orders. */
export type ScopeTypeEnum =
  | 'GLOBAL'
  | 'STORE'
  | 'WEBSITE';

/** Sets the billing address. */
export type SetBillingAddressOnCartInput = {
  /** The billing address. */
  billing_address: BillingAddressInput;
  /** The unique ID of a `Cart` object. */
  cart_id: Scalars['String']['input'];
};

/** Defines the guest email and cart. */
export type SetGuestEmailOnCartInput = {
  /** The unique ID of a `Cart` object. */
  cart_id: Scalars['String']['input'];
  /** The email address of the guest. */
  email: Scalars['String']['input'];
};

/** Applies a payment method to the quote. */
export type SetPaymentMethodAndPlaceOrderInput = {
  /** The unique ID of a `Cart` object. */
  cart_id: Scalars['String']['input'];
  /** The payment method data to apply to the cart. */
  payment_method: PaymentMethodInput;
};

/** Applies a payment method to the cart. */
export type SetPaymentMethodOnCartInput = {
  /** The unique ID of a `Cart` object. */
  cart_id: Scalars['String']['input'];
  /** The payment method data to apply to the cart. */
  payment_method: PaymentMethodInput;
};

/** Specifies an array of addresses to use for shipping. */
export type SetShippingAddressesOnCartInput = {
  /** The unique ID of a `Cart` object. */
  cart_id: Scalars['String']['input'];
  /** An array of shipping addresses. */
  shipping_addresses: Array<InputMaybe<ShippingAddressInput>>;
};

/** Applies one or shipping methods to the cart. */
export type SetShippingMethodsOnCartInput = {
  /** The unique ID of a `Cart` object. */
  cart_id: Scalars['String']['input'];
  /** An array of shipping methods. */
  shipping_methods: Array<InputMaybe<ShippingMethodInput>>;
};

/** Defines whether bundle items must be shipped together. */
export type ShipBundleItemsEnum =
  | 'SEPARATELY'
  | 'TOGETHER';

/** Defines a single shipping address. */
export type ShippingAddressInput = {
  /** Defines a shipping address. */
  address?: InputMaybe<CartAddressInput>;
  /** An ID from the customer's address book that uniquely identifies the address to be used for shipping. */
  customer_address_id?: InputMaybe<Scalars['Int']['input']>;
  /** Text provided by the shopper. */
  customer_notes?: InputMaybe<Scalars['String']['input']>;
};

/** Defines the shipping carrier and method. */
export type ShippingMethodInput = {
  /** A string that identifies a commercial carrier or an offline delivery method. */
  carrier_code: Scalars['String']['input'];
  /** A string that indicates which service a commercial carrier will use to ship items. For offline delivery methods, this value is similar to the label displayed on the checkout page. */
  method_code: Scalars['String']['input'];
};

/** Defines a single product to add to the cart. */
export type SimpleProductCartItemInput = {
  /** An array that defines customizable options for the product. */
  customizable_options?: InputMaybe<Array<InputMaybe<CustomizableOptionInput>>>;
  /** An object containing the `sku`, `quantity`, and other relevant information about the product. */
  data: CartItemInput;
};

/** This enumeration indicates whether to return results in ascending or descending order */
export type SortEnum =
  | 'ASC'
  | 'DESC';

/** Specifies the field to use for sorting quote items */
export type SortQuoteItemsEnum =
  | 'BASE_DISCOUNT_AMOUNT'
  | 'BASE_DISCOUNT_TAX_COMPENSATION_AMOUNT'
  | 'BASE_PRICE'
  | 'BASE_PRICE_INC_TAX'
  | 'BASE_ROW_TOTAL'
  | 'BASE_ROW_TOTAL_INC_TAX'
  | 'BASE_TAX_AMOUNT'
  | 'BASE_TAX_BEFORE_DISCOUNT'
  | 'CREATED_AT'
  | 'CUSTOM_PRICE'
  | 'DESCRIPTION'
  | 'DISCOUNT_AMOUNT'
  | 'DISCOUNT_PERCENT'
  | 'DISCOUNT_TAX_COMPENSATION_AMOUNT'
  | 'FREE_SHIPPING'
  | 'ITEM_ID'
  | 'NAME'
  | 'ORIGINAL_CUSTOM_PRICE'
  | 'PRICE'
  | 'PRICE_INC_TAX'
  | 'PRODUCT_ID'
  | 'PRODUCT_TYPE'
  | 'QTY'
  | 'ROW_TOTAL'
  | 'ROW_TOTAL_INC_TAX'
  | 'ROW_TOTAL_WITH_DISCOUNT'
  | 'ROW_WEIGHT'
  | 'SKU'
  | 'TAX_AMOUNT'
  | 'TAX_BEFORE_DISCOUNT'
  | 'TAX_PERCENT'
  | 'UPDATED_AT'
  | 'WEIGHT';

/** Indicates the status of the request. */
export type SubscriptionStatusesEnum =
  | 'NOT_ACTIVE'
  | 'SUBSCRIBED'
  | 'UNCONFIRMED'
  | 'UNSUBSCRIBED';

/** Modifies the specified items in the cart. */
export type UpdateCartItemsInput = {
  /** The unique ID of a `Cart` object. */
  cart_id: Scalars['String']['input'];
  /** An array of items to be updated. */
  cart_items: Array<InputMaybe<CartItemUpdateInput>>;
};

/** This enumeration defines the entity type. */
export type UrlRewriteEntityTypeEnum =
  | 'CATEGORY'
  | 'CMS_PAGE'
  | 'PRODUCT';

/** Defines whether the attribute is filterable in layered navigation. */
export type UseInLayeredNavigationOptions =
  | 'FILTERABLE_NO_RESULT'
  | 'FILTERABLE_WITH_RESULTS'
  | 'NO';

/** List of validation rule names applied to a customer attribute. */
export type ValidationRuleEnum =
  | 'DATE_RANGE_MAX'
  | 'DATE_RANGE_MIN'
  | 'FILE_EXTENSIONS'
  | 'INPUT_VALIDATION'
  | 'MAX_FILE_SIZE'
  | 'MAX_IMAGE_HEIGHT'
  | 'MAX_IMAGE_WIDTH'
  | 'MAX_TEXT_LENGTH'
  | 'MIN_TEXT_LENGTH';

/** Defines a single product to add to the cart. */
export type VirtualProductCartItemInput = {
  /** An array that defines customizable options for the product. */
  customizable_options?: InputMaybe<Array<InputMaybe<CustomizableOptionInput>>>;
  /** An object containing the `sku`, `quantity`, and other relevant information about the product. */
  data: CartItemInput;
};

/** A list of possible error types. */
export type WishListUserInputErrorType =
  | 'PRODUCT_NOT_FOUND'
  | 'UNDEFINED';

/** A list of possible error types. */
export type WishlistCartUserInputErrorType =
  | 'INSUFFICIENT_STOCK'
  | 'NOT_SALABLE'
  | 'PRODUCT_NOT_FOUND'
  | 'UNDEFINED';

/** Defines the items to add to a wish list. */
export type WishlistItemInput = {
  /** An array of options that the customer entered. */
  entered_options?: InputMaybe<Array<InputMaybe<EnteredOptionInput>>>;
  /** For complex product types, the SKU of the parent product. */
  parent_sku?: InputMaybe<Scalars['String']['input']>;
  /** The amount or number of items to add. */
  quantity: Scalars['Float']['input'];
  /** An array of strings corresponding to options the customer selected. */
  selected_options?: InputMaybe<Array<InputMaybe<Scalars['ID']['input']>>>;
  /** The SKU of the product to add. For complex product types, specify the child product SKU. */
  sku: Scalars['String']['input'];
};

/** Defines updates to items in a wish list. */
export type WishlistItemUpdateInput = {
  /** Customer-entered comments about the item. */
  description?: InputMaybe<Scalars['String']['input']>;
  /** An array of options that the customer entered. */
  entered_options?: InputMaybe<Array<InputMaybe<EnteredOptionInput>>>;
  /** The new amount or number of this item. */
  quantity?: InputMaybe<Scalars['Float']['input']>;
  /** An array of strings corresponding to options the customer selected. */
  selected_options?: InputMaybe<Array<InputMaybe<Scalars['ID']['input']>>>;
  /** The unique ID for a `WishlistItemInterface` object. */
  wishlist_item_id: Scalars['ID']['input'];
};

/** Assigns a specific `cart_id` to the empty cart. */
export type CreateEmptyCartInput = {
  /** The ID to assign to the cart. */
  cart_id?: InputMaybe<Scalars['String']['input']>;
};

export type CatalogCmsPageFieldsFragment = { identifier: string | null, title: string | null, content_heading: string | null, content: string | null, meta_title: string | null, meta_description: string | null };

export type CatalogHomeQueryVariables = Exact<{ [key: string]: never; }>;


export type CatalogHomeQuery = { collections: Array<{ uid: string, children: Array<{ uid: string, name: string | null, url_path: string | null, image: string | null, product_count: number | null } | null> | null } | null> | null, trending: { items: Array<
      | { uid: string, sku: string | null, name: string | null, url_key: string | null, tile_size: string | null, tile_size_ft: string | null, tile_finish_label: string | null, sqft_per_box: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null } } } }
      | { uid: string, sku: string | null, name: string | null, url_key: string | null, tile_size: string | null, tile_size_ft: string | null, tile_finish_label: string | null, sqft_per_box: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null } } } }
      | { uid: string, sku: string | null, name: string | null, url_key: string | null, tile_size: string | null, tile_size_ft: string | null, tile_finish_label: string | null, sqft_per_box: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null } } } }
      | { uid: string, sku: string | null, name: string | null, url_key: string | null, tile_size: string | null, tile_size_ft: string | null, tile_finish_label: string | null, sqft_per_box: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null } } } }
      | { uid: string, sku: string | null, name: string | null, url_key: string | null, tile_size: string | null, tile_size_ft: string | null, tile_finish_label: string | null, sqft_per_box: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null } } } }
     | null> | null } | null };

export type CatalogListingQueryVariables = Exact<{
  filter: ProductAttributeFilterInput;
  base: ProductAttributeFilterInput;
  sort?: InputMaybe<ProductAttributeSortInput>;
  pageSize: Scalars['Int']['input'];
  currentPage: Scalars['Int']['input'];
  withCat: Scalars['Boolean']['input'];
  cat?: InputMaybe<Scalars['String']['input']>;
  withTiles: Scalars['Boolean']['input'];
  tilesPath?: InputMaybe<Scalars['String']['input']>;
}>;


export type CatalogListingQuery = { products: { total_count: number | null, items: Array<
      | { uid: string, sku: string | null, name: string | null, url_key: string | null, tile_size: string | null, tile_size_ft: string | null, tile_finish_label: string | null, sqft_per_box: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null } } } }
      | { uid: string, sku: string | null, name: string | null, url_key: string | null, tile_size: string | null, tile_size_ft: string | null, tile_finish_label: string | null, sqft_per_box: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null } } } }
      | { uid: string, sku: string | null, name: string | null, url_key: string | null, tile_size: string | null, tile_size_ft: string | null, tile_finish_label: string | null, sqft_per_box: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null } } } }
      | { uid: string, sku: string | null, name: string | null, url_key: string | null, tile_size: string | null, tile_size_ft: string | null, tile_finish_label: string | null, sqft_per_box: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null } } } }
      | { uid: string, sku: string | null, name: string | null, url_key: string | null, tile_size: string | null, tile_size_ft: string | null, tile_finish_label: string | null, sqft_per_box: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null } } } }
     | null> | null, page_info: { current_page: number | null, total_pages: number | null } | null, aggregations: Array<{ attribute_code: string, label: string | null, options: Array<{ label: string | null, value: string, count: number | null } | null> | null } | null> | null } | null, base: { total_count: number | null, aggregations: Array<{ attribute_code: string, label: string | null, options: Array<{ label: string | null, value: string, count: number | null } | null> | null } | null> | null } | null, catCheck?: Array<{ uid: string } | null> | null, tilesCheck?: Array<{ uid: string, name: string | null } | null> | null };

export type CatalogListingCategoryFieldsFragment = { uid: string, name: string | null, url_path: string | null, meta_title: string | null, meta_description: string | null };

export type CatalogPopularCategoriesQueryVariables = Exact<{ [key: string]: never; }>;


export type CatalogPopularCategoriesQuery = { categoryList: Array<{ uid: string, name: string | null, url_path: string | null, menu_group: string | null } | null> | null };

type ProductCardFields_BundleProduct_Fragment = { uid: string, sku: string | null, name: string | null, url_key: string | null, tile_size: string | null, tile_size_ft: string | null, tile_finish_label: string | null, sqft_per_box: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null } } } };

type ProductCardFields_ConfigurableProduct_Fragment = { uid: string, sku: string | null, name: string | null, url_key: string | null, tile_size: string | null, tile_size_ft: string | null, tile_finish_label: string | null, sqft_per_box: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null } } } };

type ProductCardFields_GroupedProduct_Fragment = { uid: string, sku: string | null, name: string | null, url_key: string | null, tile_size: string | null, tile_size_ft: string | null, tile_finish_label: string | null, sqft_per_box: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null } } } };

type ProductCardFields_SimpleProduct_Fragment = { uid: string, sku: string | null, name: string | null, url_key: string | null, tile_size: string | null, tile_size_ft: string | null, tile_finish_label: string | null, sqft_per_box: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null } } } };

type ProductCardFields_VirtualProduct_Fragment = { uid: string, sku: string | null, name: string | null, url_key: string | null, tile_size: string | null, tile_size_ft: string | null, tile_finish_label: string | null, sqft_per_box: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null } } } };

export type ProductCardFieldsFragment =
  | ProductCardFields_BundleProduct_Fragment
  | ProductCardFields_ConfigurableProduct_Fragment
  | ProductCardFields_GroupedProduct_Fragment
  | ProductCardFields_SimpleProduct_Fragment
  | ProductCardFields_VirtualProduct_Fragment
;

type ProductPageFields_BundleProduct_Fragment = { uid: string, sku: string | null, name: string | null, url_key: string | null, stock_status: ProductStockStatus | null, meta_title: string | null, meta_description: string | null, tile_size: string | null, tile_size_ft: string | null, tile_type_label: string | null, tile_vitrified_kind: string | null, tile_design_label: string | null, tile_finish_label: string | null, tile_colour_label: string | null, tile_area_labels: Array<string | null> | null, tile_category_labels: Array<string | null> | null, tile_collection: string | null, thickness_mm: number | null, sqft_per_box: number | null, pieces_per_box: number | null, price_per_box: number | null, description: { html: string } | null, media_gallery: Array<
    | { url: string | null, label: string | null, position: number | null }
    | { url: string | null, label: string | null, position: number | null }
   | null> | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null } } }, related_products: Array<
    | { uid: string, sku: string | null, name: string | null, url_key: string | null, tile_size: string | null, tile_size_ft: string | null, tile_finish_label: string | null, sqft_per_box: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null } } } }
    | { uid: string, sku: string | null, name: string | null, url_key: string | null, tile_size: string | null, tile_size_ft: string | null, tile_finish_label: string | null, sqft_per_box: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null } } } }
    | { uid: string, sku: string | null, name: string | null, url_key: string | null, tile_size: string | null, tile_size_ft: string | null, tile_finish_label: string | null, sqft_per_box: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null } } } }
    | { uid: string, sku: string | null, name: string | null, url_key: string | null, tile_size: string | null, tile_size_ft: string | null, tile_finish_label: string | null, sqft_per_box: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null } } } }
    | { uid: string, sku: string | null, name: string | null, url_key: string | null, tile_size: string | null, tile_size_ft: string | null, tile_finish_label: string | null, sqft_per_box: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null } } } }
   | null> | null };

type ProductPageFields_ConfigurableProduct_Fragment = { uid: string, sku: string | null, name: string | null, url_key: string | null, stock_status: ProductStockStatus | null, meta_title: string | null, meta_description: string | null, tile_size: string | null, tile_size_ft: string | null, tile_type_label: string | null, tile_vitrified_kind: string | null, tile_design_label: string | null, tile_finish_label: string | null, tile_colour_label: string | null, tile_area_labels: Array<string | null> | null, tile_category_labels: Array<string | null> | null, tile_collection: string | null, thickness_mm: number | null, sqft_per_box: number | null, pieces_per_box: number | null, price_per_box: number | null, description: { html: string } | null, media_gallery: Array<
    | { url: string | null, label: string | null, position: number | null }
    | { url: string | null, label: string | null, position: number | null }
   | null> | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null } } }, related_products: Array<
    | { uid: string, sku: string | null, name: string | null, url_key: string | null, tile_size: string | null, tile_size_ft: string | null, tile_finish_label: string | null, sqft_per_box: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null } } } }
    | { uid: string, sku: string | null, name: string | null, url_key: string | null, tile_size: string | null, tile_size_ft: string | null, tile_finish_label: string | null, sqft_per_box: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null } } } }
    | { uid: string, sku: string | null, name: string | null, url_key: string | null, tile_size: string | null, tile_size_ft: string | null, tile_finish_label: string | null, sqft_per_box: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null } } } }
    | { uid: string, sku: string | null, name: string | null, url_key: string | null, tile_size: string | null, tile_size_ft: string | null, tile_finish_label: string | null, sqft_per_box: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null } } } }
    | { uid: string, sku: string | null, name: string | null, url_key: string | null, tile_size: string | null, tile_size_ft: string | null, tile_finish_label: string | null, sqft_per_box: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null } } } }
   | null> | null };

type ProductPageFields_GroupedProduct_Fragment = { uid: string, sku: string | null, name: string | null, url_key: string | null, stock_status: ProductStockStatus | null, meta_title: string | null, meta_description: string | null, tile_size: string | null, tile_size_ft: string | null, tile_type_label: string | null, tile_vitrified_kind: string | null, tile_design_label: string | null, tile_finish_label: string | null, tile_colour_label: string | null, tile_area_labels: Array<string | null> | null, tile_category_labels: Array<string | null> | null, tile_collection: string | null, thickness_mm: number | null, sqft_per_box: number | null, pieces_per_box: number | null, price_per_box: number | null, description: { html: string } | null, media_gallery: Array<
    | { url: string | null, label: string | null, position: number | null }
    | { url: string | null, label: string | null, position: number | null }
   | null> | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null } } }, related_products: Array<
    | { uid: string, sku: string | null, name: string | null, url_key: string | null, tile_size: string | null, tile_size_ft: string | null, tile_finish_label: string | null, sqft_per_box: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null } } } }
    | { uid: string, sku: string | null, name: string | null, url_key: string | null, tile_size: string | null, tile_size_ft: string | null, tile_finish_label: string | null, sqft_per_box: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null } } } }
    | { uid: string, sku: string | null, name: string | null, url_key: string | null, tile_size: string | null, tile_size_ft: string | null, tile_finish_label: string | null, sqft_per_box: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null } } } }
    | { uid: string, sku: string | null, name: string | null, url_key: string | null, tile_size: string | null, tile_size_ft: string | null, tile_finish_label: string | null, sqft_per_box: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null } } } }
    | { uid: string, sku: string | null, name: string | null, url_key: string | null, tile_size: string | null, tile_size_ft: string | null, tile_finish_label: string | null, sqft_per_box: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null } } } }
   | null> | null };

type ProductPageFields_SimpleProduct_Fragment = { uid: string, sku: string | null, name: string | null, url_key: string | null, stock_status: ProductStockStatus | null, meta_title: string | null, meta_description: string | null, tile_size: string | null, tile_size_ft: string | null, tile_type_label: string | null, tile_vitrified_kind: string | null, tile_design_label: string | null, tile_finish_label: string | null, tile_colour_label: string | null, tile_area_labels: Array<string | null> | null, tile_category_labels: Array<string | null> | null, tile_collection: string | null, thickness_mm: number | null, sqft_per_box: number | null, pieces_per_box: number | null, price_per_box: number | null, description: { html: string } | null, media_gallery: Array<
    | { url: string | null, label: string | null, position: number | null }
    | { url: string | null, label: string | null, position: number | null }
   | null> | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null } } }, related_products: Array<
    | { uid: string, sku: string | null, name: string | null, url_key: string | null, tile_size: string | null, tile_size_ft: string | null, tile_finish_label: string | null, sqft_per_box: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null } } } }
    | { uid: string, sku: string | null, name: string | null, url_key: string | null, tile_size: string | null, tile_size_ft: string | null, tile_finish_label: string | null, sqft_per_box: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null } } } }
    | { uid: string, sku: string | null, name: string | null, url_key: string | null, tile_size: string | null, tile_size_ft: string | null, tile_finish_label: string | null, sqft_per_box: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null } } } }
    | { uid: string, sku: string | null, name: string | null, url_key: string | null, tile_size: string | null, tile_size_ft: string | null, tile_finish_label: string | null, sqft_per_box: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null } } } }
    | { uid: string, sku: string | null, name: string | null, url_key: string | null, tile_size: string | null, tile_size_ft: string | null, tile_finish_label: string | null, sqft_per_box: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null } } } }
   | null> | null };

type ProductPageFields_VirtualProduct_Fragment = { uid: string, sku: string | null, name: string | null, url_key: string | null, stock_status: ProductStockStatus | null, meta_title: string | null, meta_description: string | null, tile_size: string | null, tile_size_ft: string | null, tile_type_label: string | null, tile_vitrified_kind: string | null, tile_design_label: string | null, tile_finish_label: string | null, tile_colour_label: string | null, tile_area_labels: Array<string | null> | null, tile_category_labels: Array<string | null> | null, tile_collection: string | null, thickness_mm: number | null, sqft_per_box: number | null, pieces_per_box: number | null, price_per_box: number | null, description: { html: string } | null, media_gallery: Array<
    | { url: string | null, label: string | null, position: number | null }
    | { url: string | null, label: string | null, position: number | null }
   | null> | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null } } }, related_products: Array<
    | { uid: string, sku: string | null, name: string | null, url_key: string | null, tile_size: string | null, tile_size_ft: string | null, tile_finish_label: string | null, sqft_per_box: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null } } } }
    | { uid: string, sku: string | null, name: string | null, url_key: string | null, tile_size: string | null, tile_size_ft: string | null, tile_finish_label: string | null, sqft_per_box: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null } } } }
    | { uid: string, sku: string | null, name: string | null, url_key: string | null, tile_size: string | null, tile_size_ft: string | null, tile_finish_label: string | null, sqft_per_box: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null } } } }
    | { uid: string, sku: string | null, name: string | null, url_key: string | null, tile_size: string | null, tile_size_ft: string | null, tile_finish_label: string | null, sqft_per_box: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null } } } }
    | { uid: string, sku: string | null, name: string | null, url_key: string | null, tile_size: string | null, tile_size_ft: string | null, tile_finish_label: string | null, sqft_per_box: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null } } } }
   | null> | null };

export type ProductPageFieldsFragment =
  | ProductPageFields_BundleProduct_Fragment
  | ProductPageFields_ConfigurableProduct_Fragment
  | ProductPageFields_GroupedProduct_Fragment
  | ProductPageFields_SimpleProduct_Fragment
  | ProductPageFields_VirtualProduct_Fragment
;

export type CatalogRouteQueryVariables = Exact<{
  url: Scalars['String']['input'];
}>;


export type CatalogRouteQuery = { route:
    | { __typename: 'BundleProduct', relative_url: string | null, redirect_code: number, type: UrlRewriteEntityTypeEnum | null }
    | { __typename: 'CategoryTree', relative_url: string | null, redirect_code: number, type: UrlRewriteEntityTypeEnum | null, uid: string, name: string | null, url_path: string | null, meta_title: string | null, meta_description: string | null }
    | { __typename: 'CmsPage', relative_url: string | null, redirect_code: number, type: UrlRewriteEntityTypeEnum | null, identifier: string | null, title: string | null, content_heading: string | null, content: string | null, meta_title: string | null, meta_description: string | null }
    | { __typename: 'ConfigurableProduct', relative_url: string | null, redirect_code: number, type: UrlRewriteEntityTypeEnum | null }
    | { __typename: 'GroupedProduct', relative_url: string | null, redirect_code: number, type: UrlRewriteEntityTypeEnum | null }
    | { __typename: 'SimpleProduct', relative_url: string | null, redirect_code: number, type: UrlRewriteEntityTypeEnum | null, uid: string, sku: string | null, name: string | null, url_key: string | null, stock_status: ProductStockStatus | null, meta_title: string | null, meta_description: string | null, tile_size: string | null, tile_size_ft: string | null, tile_type_label: string | null, tile_vitrified_kind: string | null, tile_design_label: string | null, tile_finish_label: string | null, tile_colour_label: string | null, tile_area_labels: Array<string | null> | null, tile_category_labels: Array<string | null> | null, tile_collection: string | null, thickness_mm: number | null, sqft_per_box: number | null, pieces_per_box: number | null, price_per_box: number | null, description: { html: string } | null, media_gallery: Array<
        | { url: string | null, label: string | null, position: number | null }
        | { url: string | null, label: string | null, position: number | null }
       | null> | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null } } }, related_products: Array<
        | { uid: string, sku: string | null, name: string | null, url_key: string | null, tile_size: string | null, tile_size_ft: string | null, tile_finish_label: string | null, sqft_per_box: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null } } } }
        | { uid: string, sku: string | null, name: string | null, url_key: string | null, tile_size: string | null, tile_size_ft: string | null, tile_finish_label: string | null, sqft_per_box: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null } } } }
        | { uid: string, sku: string | null, name: string | null, url_key: string | null, tile_size: string | null, tile_size_ft: string | null, tile_finish_label: string | null, sqft_per_box: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null } } } }
        | { uid: string, sku: string | null, name: string | null, url_key: string | null, tile_size: string | null, tile_size_ft: string | null, tile_finish_label: string | null, sqft_per_box: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null } } } }
        | { uid: string, sku: string | null, name: string | null, url_key: string | null, tile_size: string | null, tile_size_ft: string | null, tile_finish_label: string | null, sqft_per_box: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null } } } }
       | null> | null }
    | { __typename: 'VirtualProduct', relative_url: string | null, redirect_code: number, type: UrlRewriteEntityTypeEnum | null }
   | null };

type VisualiserTileFields_BundleProduct_Fragment = { sku: string | null, name: string | null, url_key: string | null, tile_size: string | null, tile_size_key: string | null, tile_finish_label: string | null, sqft_per_box: number | null, small_image: { url: string | null } | null };

type VisualiserTileFields_ConfigurableProduct_Fragment = { sku: string | null, name: string | null, url_key: string | null, tile_size: string | null, tile_size_key: string | null, tile_finish_label: string | null, sqft_per_box: number | null, small_image: { url: string | null } | null };

type VisualiserTileFields_GroupedProduct_Fragment = { sku: string | null, name: string | null, url_key: string | null, tile_size: string | null, tile_size_key: string | null, tile_finish_label: string | null, sqft_per_box: number | null, small_image: { url: string | null } | null };

type VisualiserTileFields_SimpleProduct_Fragment = { sku: string | null, name: string | null, url_key: string | null, tile_size: string | null, tile_size_key: string | null, tile_finish_label: string | null, sqft_per_box: number | null, small_image: { url: string | null } | null };

type VisualiserTileFields_VirtualProduct_Fragment = { sku: string | null, name: string | null, url_key: string | null, tile_size: string | null, tile_size_key: string | null, tile_finish_label: string | null, sqft_per_box: number | null, small_image: { url: string | null } | null };

export type VisualiserTileFieldsFragment =
  | VisualiserTileFields_BundleProduct_Fragment
  | VisualiserTileFields_ConfigurableProduct_Fragment
  | VisualiserTileFields_GroupedProduct_Fragment
  | VisualiserTileFields_SimpleProduct_Fragment
  | VisualiserTileFields_VirtualProduct_Fragment
;

export type VisualiserTileQueryVariables = Exact<{
  sku: Scalars['String']['input'];
}>;


export type VisualiserTileQuery = { products: { items: Array<
      | { sku: string | null, name: string | null, url_key: string | null, tile_size: string | null, tile_size_key: string | null, tile_finish_label: string | null, sqft_per_box: number | null, related_products: Array<
          | { sku: string | null, name: string | null, url_key: string | null, tile_size: string | null, tile_size_key: string | null, tile_finish_label: string | null, sqft_per_box: number | null, small_image: { url: string | null } | null }
          | { sku: string | null, name: string | null, url_key: string | null, tile_size: string | null, tile_size_key: string | null, tile_finish_label: string | null, sqft_per_box: number | null, small_image: { url: string | null } | null }
          | { sku: string | null, name: string | null, url_key: string | null, tile_size: string | null, tile_size_key: string | null, tile_finish_label: string | null, sqft_per_box: number | null, small_image: { url: string | null } | null }
          | { sku: string | null, name: string | null, url_key: string | null, tile_size: string | null, tile_size_key: string | null, tile_finish_label: string | null, sqft_per_box: number | null, small_image: { url: string | null } | null }
          | { sku: string | null, name: string | null, url_key: string | null, tile_size: string | null, tile_size_key: string | null, tile_finish_label: string | null, sqft_per_box: number | null, small_image: { url: string | null } | null }
         | null> | null, small_image: { url: string | null } | null }
      | { sku: string | null, name: string | null, url_key: string | null, tile_size: string | null, tile_size_key: string | null, tile_finish_label: string | null, sqft_per_box: number | null, related_products: Array<
          | { sku: string | null, name: string | null, url_key: string | null, tile_size: string | null, tile_size_key: string | null, tile_finish_label: string | null, sqft_per_box: number | null, small_image: { url: string | null } | null }
          | { sku: string | null, name: string | null, url_key: string | null, tile_size: string | null, tile_size_key: string | null, tile_finish_label: string | null, sqft_per_box: number | null, small_image: { url: string | null } | null }
          | { sku: string | null, name: string | null, url_key: string | null, tile_size: string | null, tile_size_key: string | null, tile_finish_label: string | null, sqft_per_box: number | null, small_image: { url: string | null } | null }
          | { sku: string | null, name: string | null, url_key: string | null, tile_size: string | null, tile_size_key: string | null, tile_finish_label: string | null, sqft_per_box: number | null, small_image: { url: string | null } | null }
          | { sku: string | null, name: string | null, url_key: string | null, tile_size: string | null, tile_size_key: string | null, tile_finish_label: string | null, sqft_per_box: number | null, small_image: { url: string | null } | null }
         | null> | null, small_image: { url: string | null } | null }
      | { sku: string | null, name: string | null, url_key: string | null, tile_size: string | null, tile_size_key: string | null, tile_finish_label: string | null, sqft_per_box: number | null, related_products: Array<
          | { sku: string | null, name: string | null, url_key: string | null, tile_size: string | null, tile_size_key: string | null, tile_finish_label: string | null, sqft_per_box: number | null, small_image: { url: string | null } | null }
          | { sku: string | null, name: string | null, url_key: string | null, tile_size: string | null, tile_size_key: string | null, tile_finish_label: string | null, sqft_per_box: number | null, small_image: { url: string | null } | null }
          | { sku: string | null, name: string | null, url_key: string | null, tile_size: string | null, tile_size_key: string | null, tile_finish_label: string | null, sqft_per_box: number | null, small_image: { url: string | null } | null }
          | { sku: string | null, name: string | null, url_key: string | null, tile_size: string | null, tile_size_key: string | null, tile_finish_label: string | null, sqft_per_box: number | null, small_image: { url: string | null } | null }
          | { sku: string | null, name: string | null, url_key: string | null, tile_size: string | null, tile_size_key: string | null, tile_finish_label: string | null, sqft_per_box: number | null, small_image: { url: string | null } | null }
         | null> | null, small_image: { url: string | null } | null }
      | { sku: string | null, name: string | null, url_key: string | null, tile_size: string | null, tile_size_key: string | null, tile_finish_label: string | null, sqft_per_box: number | null, related_products: Array<
          | { sku: string | null, name: string | null, url_key: string | null, tile_size: string | null, tile_size_key: string | null, tile_finish_label: string | null, sqft_per_box: number | null, small_image: { url: string | null } | null }
          | { sku: string | null, name: string | null, url_key: string | null, tile_size: string | null, tile_size_key: string | null, tile_finish_label: string | null, sqft_per_box: number | null, small_image: { url: string | null } | null }
          | { sku: string | null, name: string | null, url_key: string | null, tile_size: string | null, tile_size_key: string | null, tile_finish_label: string | null, sqft_per_box: number | null, small_image: { url: string | null } | null }
          | { sku: string | null, name: string | null, url_key: string | null, tile_size: string | null, tile_size_key: string | null, tile_finish_label: string | null, sqft_per_box: number | null, small_image: { url: string | null } | null }
          | { sku: string | null, name: string | null, url_key: string | null, tile_size: string | null, tile_size_key: string | null, tile_finish_label: string | null, sqft_per_box: number | null, small_image: { url: string | null } | null }
         | null> | null, small_image: { url: string | null } | null }
      | { sku: string | null, name: string | null, url_key: string | null, tile_size: string | null, tile_size_key: string | null, tile_finish_label: string | null, sqft_per_box: number | null, related_products: Array<
          | { sku: string | null, name: string | null, url_key: string | null, tile_size: string | null, tile_size_key: string | null, tile_finish_label: string | null, sqft_per_box: number | null, small_image: { url: string | null } | null }
          | { sku: string | null, name: string | null, url_key: string | null, tile_size: string | null, tile_size_key: string | null, tile_finish_label: string | null, sqft_per_box: number | null, small_image: { url: string | null } | null }
          | { sku: string | null, name: string | null, url_key: string | null, tile_size: string | null, tile_size_key: string | null, tile_finish_label: string | null, sqft_per_box: number | null, small_image: { url: string | null } | null }
          | { sku: string | null, name: string | null, url_key: string | null, tile_size: string | null, tile_size_key: string | null, tile_finish_label: string | null, sqft_per_box: number | null, small_image: { url: string | null } | null }
          | { sku: string | null, name: string | null, url_key: string | null, tile_size: string | null, tile_size_key: string | null, tile_finish_label: string | null, sqft_per_box: number | null, small_image: { url: string | null } | null }
         | null> | null, small_image: { url: string | null } | null }
     | null> | null } | null };

export type VisualiserTilesQueryVariables = Exact<{
  skus?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>> | InputMaybe<Scalars['String']['input']>>;
  size?: InputMaybe<Scalars['String']['input']>;
}>;


export type VisualiserTilesQuery = { bySku: { items: Array<
      | { sku: string | null, name: string | null, url_key: string | null, tile_size: string | null, tile_size_key: string | null, tile_finish_label: string | null, sqft_per_box: number | null, small_image: { url: string | null } | null }
      | { sku: string | null, name: string | null, url_key: string | null, tile_size: string | null, tile_size_key: string | null, tile_finish_label: string | null, sqft_per_box: number | null, small_image: { url: string | null } | null }
      | { sku: string | null, name: string | null, url_key: string | null, tile_size: string | null, tile_size_key: string | null, tile_finish_label: string | null, sqft_per_box: number | null, small_image: { url: string | null } | null }
      | { sku: string | null, name: string | null, url_key: string | null, tile_size: string | null, tile_size_key: string | null, tile_finish_label: string | null, sqft_per_box: number | null, small_image: { url: string | null } | null }
      | { sku: string | null, name: string | null, url_key: string | null, tile_size: string | null, tile_size_key: string | null, tile_finish_label: string | null, sqft_per_box: number | null, small_image: { url: string | null } | null }
     | null> | null } | null, sameSize: { items: Array<
      | { sku: string | null, name: string | null, url_key: string | null, tile_size: string | null, tile_size_key: string | null, tile_finish_label: string | null, sqft_per_box: number | null, small_image: { url: string | null } | null }
      | { sku: string | null, name: string | null, url_key: string | null, tile_size: string | null, tile_size_key: string | null, tile_finish_label: string | null, sqft_per_box: number | null, small_image: { url: string | null } | null }
      | { sku: string | null, name: string | null, url_key: string | null, tile_size: string | null, tile_size_key: string | null, tile_finish_label: string | null, sqft_per_box: number | null, small_image: { url: string | null } | null }
      | { sku: string | null, name: string | null, url_key: string | null, tile_size: string | null, tile_size_key: string | null, tile_finish_label: string | null, sqft_per_box: number | null, small_image: { url: string | null } | null }
      | { sku: string | null, name: string | null, url_key: string | null, tile_size: string | null, tile_size_key: string | null, tile_finish_label: string | null, sqft_per_box: number | null, small_image: { url: string | null } | null }
     | null> | null } | null };

export class TypedDocumentString<TResult, TVariables>
  extends String
  implements DocumentTypeDecoration<TResult, TVariables>
{
  __apiType?: NonNullable<DocumentTypeDecoration<TResult, TVariables>['__apiType']>;
  private value: string;
  public __meta__?: Record<string, any> | undefined;

  constructor(value: string, __meta__?: Record<string, any> | undefined) {
    super(value);
    this.value = value;
    this.__meta__ = __meta__;
  }

  override toString(): string & DocumentTypeDecoration<TResult, TVariables> {
    return this.value;
  }
}
export const CatalogCmsPageFieldsFragmentDoc = new TypedDocumentString(`
    fragment CatalogCmsPageFields on CmsPage {
  identifier
  title
  content_heading
  content
  meta_title
  meta_description
}
    `, {"fragmentName":"CatalogCmsPageFields"}) as unknown as TypedDocumentString<CatalogCmsPageFieldsFragment, unknown>;
export const CatalogListingCategoryFieldsFragmentDoc = new TypedDocumentString(`
    fragment CatalogListingCategoryFields on CategoryTree {
  uid
  name
  url_path
  meta_title
  meta_description
}
    `, {"fragmentName":"CatalogListingCategoryFields"}) as unknown as TypedDocumentString<CatalogListingCategoryFieldsFragment, unknown>;
export const ProductCardFieldsFragmentDoc = new TypedDocumentString(`
    fragment ProductCardFields on ProductInterface {
  uid
  sku
  name
  url_key
  small_image {
    url
    label
  }
  tile_size
  tile_size_ft
  tile_finish_label
  sqft_per_box
  price_range {
    minimum_price {
      final_price {
        value
        currency
      }
    }
  }
}
    `, {"fragmentName":"ProductCardFields"}) as unknown as TypedDocumentString<ProductCardFieldsFragment, unknown>;
export const ProductPageFieldsFragmentDoc = new TypedDocumentString(`
    fragment ProductPageFields on ProductInterface {
  uid
  sku
  name
  url_key
  stock_status
  meta_title
  meta_description
  description {
    html
  }
  media_gallery {
    url
    label
    position
  }
  price_range {
    minimum_price {
      final_price {
        value
        currency
      }
    }
  }
  tile_size
  tile_size_ft
  tile_type_label
  tile_vitrified_kind
  tile_design_label
  tile_finish_label
  tile_colour_label
  tile_area_labels
  tile_category_labels
  tile_collection
  thickness_mm
  sqft_per_box
  pieces_per_box
  price_per_box
  related_products {
    ...ProductCardFields
  }
}
    fragment ProductCardFields on ProductInterface {
  uid
  sku
  name
  url_key
  small_image {
    url
    label
  }
  tile_size
  tile_size_ft
  tile_finish_label
  sqft_per_box
  price_range {
    minimum_price {
      final_price {
        value
        currency
      }
    }
  }
}`, {"fragmentName":"ProductPageFields"}) as unknown as TypedDocumentString<ProductPageFieldsFragment, unknown>;
export const VisualiserTileFieldsFragmentDoc = new TypedDocumentString(`
    fragment VisualiserTileFields on ProductInterface {
  sku
  name
  url_key
  small_image {
    url
  }
  tile_size
  tile_size_key
  tile_finish_label
  sqft_per_box
}
    `, {"fragmentName":"VisualiserTileFields"}) as unknown as TypedDocumentString<VisualiserTileFieldsFragment, unknown>;
export const CatalogHomeDocument = new TypedDocumentString(`
    query CatalogHome {
  collections: categoryList(filters: {url_path: {eq: "tiles/tile-collection"}}) {
    uid
    children {
      uid
      name
      url_path
      image
      product_count
    }
  }
  trending: products(
    filter: {trending: {eq: "1"}}
    sort: {popularity: ASC}
    pageSize: 8
  ) {
    items {
      ...ProductCardFields
    }
  }
}
    fragment ProductCardFields on ProductInterface {
  uid
  sku
  name
  url_key
  small_image {
    url
    label
  }
  tile_size
  tile_size_ft
  tile_finish_label
  sqft_per_box
  price_range {
    minimum_price {
      final_price {
        value
        currency
      }
    }
  }
}`) as unknown as TypedDocumentString<CatalogHomeQuery, CatalogHomeQueryVariables>;
export const CatalogListingDocument = new TypedDocumentString(`
    query CatalogListing($filter: ProductAttributeFilterInput!, $base: ProductAttributeFilterInput!, $sort: ProductAttributeSortInput, $pageSize: Int!, $currentPage: Int!, $withCat: Boolean!, $cat: String, $withTiles: Boolean!, $tilesPath: String) {
  products(
    filter: $filter
    sort: $sort
    pageSize: $pageSize
    currentPage: $currentPage
  ) {
    total_count
    items {
      ...ProductCardFields
    }
    page_info {
      current_page
      total_pages
    }
    aggregations {
      attribute_code
      label
      options {
        label
        value
        count
      }
    }
  }
  base: products(filter: $base, pageSize: 1) {
    total_count
    aggregations {
      attribute_code
      label
      options {
        label
        value
        count
      }
    }
  }
  catCheck: categoryList(filters: {ids: {eq: $cat}}) @include(if: $withCat) {
    uid
  }
  tilesCheck: categoryList(filters: {url_path: {eq: $tilesPath}}) @include(if: $withTiles) {
    uid
    name
  }
}
    fragment ProductCardFields on ProductInterface {
  uid
  sku
  name
  url_key
  small_image {
    url
    label
  }
  tile_size
  tile_size_ft
  tile_finish_label
  sqft_per_box
  price_range {
    minimum_price {
      final_price {
        value
        currency
      }
    }
  }
}`) as unknown as TypedDocumentString<CatalogListingQuery, CatalogListingQueryVariables>;
export const CatalogPopularCategoriesDocument = new TypedDocumentString(`
    query CatalogPopularCategories {
  categoryList(filters: {parent_id: {eq: "3"}}) {
    uid
    name
    url_path
    menu_group
  }
}
    `) as unknown as TypedDocumentString<CatalogPopularCategoriesQuery, CatalogPopularCategoriesQueryVariables>;
export const CatalogRouteDocument = new TypedDocumentString(`
    query CatalogRoute($url: String!) {
  route(url: $url) {
    __typename
    relative_url
    redirect_code
    type
    ... on CategoryTree {
      ...CatalogListingCategoryFields
    }
    ... on SimpleProduct {
      ...ProductPageFields
    }
    ... on CmsPage {
      ...CatalogCmsPageFields
    }
  }
}
    fragment CatalogCmsPageFields on CmsPage {
  identifier
  title
  content_heading
  content
  meta_title
  meta_description
}
fragment CatalogListingCategoryFields on CategoryTree {
  uid
  name
  url_path
  meta_title
  meta_description
}
fragment ProductCardFields on ProductInterface {
  uid
  sku
  name
  url_key
  small_image {
    url
    label
  }
  tile_size
  tile_size_ft
  tile_finish_label
  sqft_per_box
  price_range {
    minimum_price {
      final_price {
        value
        currency
      }
    }
  }
}
fragment ProductPageFields on ProductInterface {
  uid
  sku
  name
  url_key
  stock_status
  meta_title
  meta_description
  description {
    html
  }
  media_gallery {
    url
    label
    position
  }
  price_range {
    minimum_price {
      final_price {
        value
        currency
      }
    }
  }
  tile_size
  tile_size_ft
  tile_type_label
  tile_vitrified_kind
  tile_design_label
  tile_finish_label
  tile_colour_label
  tile_area_labels
  tile_category_labels
  tile_collection
  thickness_mm
  sqft_per_box
  pieces_per_box
  price_per_box
  related_products {
    ...ProductCardFields
  }
}`) as unknown as TypedDocumentString<CatalogRouteQuery, CatalogRouteQueryVariables>;
export const VisualiserTileDocument = new TypedDocumentString(`
    query VisualiserTile($sku: String!) {
  products(filter: {sku: {eq: $sku}}, pageSize: 1) {
    items {
      ...VisualiserTileFields
      related_products {
        ...VisualiserTileFields
      }
    }
  }
}
    fragment VisualiserTileFields on ProductInterface {
  sku
  name
  url_key
  small_image {
    url
  }
  tile_size
  tile_size_key
  tile_finish_label
  sqft_per_box
}`) as unknown as TypedDocumentString<VisualiserTileQuery, VisualiserTileQueryVariables>;
export const VisualiserTilesDocument = new TypedDocumentString(`
    query VisualiserTiles($skus: [String], $size: String) {
  bySku: products(filter: {sku: {in: $skus}}, pageSize: 12) {
    items {
      ...VisualiserTileFields
    }
  }
  sameSize: products(filter: {tile_size: {eq: $size}}, pageSize: 9) {
    items {
      ...VisualiserTileFields
    }
  }
}
    fragment VisualiserTileFields on ProductInterface {
  sku
  name
  url_key
  small_image {
    url
  }
  tile_size
  tile_size_key
  tile_finish_label
  sqft_per_box
}`) as unknown as TypedDocumentString<VisualiserTilesQuery, VisualiserTilesQueryVariables>;