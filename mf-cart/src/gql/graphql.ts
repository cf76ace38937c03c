/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { DocumentTypeDecoration } from '@graphql-typed-document-node/core';
/** Specifies selected option for dropdown or multiselect attribute value . */
export type AttributeInputSelectedOption = {
  /** The attribute option value. */
  value: string;
};

/** Specifies the value for attribute. */
export type AttributeValueInput = {
  /** The attribute code. */
  attribute_code: string;
  /** An array containing selected options for a select or multiselect attribute. */
  selected_options?: Array<AttributeInputSelectedOption | null | undefined> | null | undefined;
  /** The attribute value. */
  value?: string | null | undefined;
};

/** Defines the billing address. */
export type BillingAddressInput = {
  /** Defines a billing address. */
  address?: CartAddressInput | null | undefined;
  /** An ID from the customer's address book that uniquely identifies the address to be used for billing. */
  customer_address_id?: number | null | undefined;
  /** Indicates whether to set the billing address to be the same as the existing shipping address on the cart. */
  same_as_shipping?: boolean | null | undefined;
  /** Indicates whether to set the shipping address to be the same as this billing address. */
  use_for_shipping?: boolean | null | undefined;
};

/** Defines the billing or shipping address to be applied to the cart. */
export type CartAddressInput = {
  /** The city specified for the billing or shipping address. */
  city: string;
  /** The company specified for the billing or shipping address. */
  company?: string | null | undefined;
  /** The country code and label for the billing or shipping address. */
  country_code: string;
  /** The customer's fax number. */
  fax?: string | null | undefined;
  /** The first name of the customer or guest. */
  firstname: string;
  /** The last name of the customer or guest. */
  lastname: string;
  /** The middle name of the person associated with the billing/shipping address. */
  middlename?: string | null | undefined;
  /** The ZIP or postal code of the billing or shipping address. */
  postcode?: string | null | undefined;
  /** An honorific, such as Dr., Mr., or Mrs. */
  prefix?: string | null | undefined;
  /** A string that defines the state or province of the billing or shipping address. */
  region?: string | null | undefined;
  /** An integer that defines the state or province of the billing or shipping address. */
  region_id?: number | null | undefined;
  /** Determines whether to save the address in the customer's address book. The default value is true. */
  save_in_address_book?: boolean | null | undefined;
  /** An array containing the street for the billing or shipping address. */
  street: Array<string | null | undefined>;
  /** A value such as Sr., Jr., or III. */
  suffix?: string | null | undefined;
  /** The telephone number for the billing or shipping address. */
  telephone?: string | null | undefined;
  /** The VAT company number for billing or shipping address. */
  vat_id?: string | null | undefined;
};

export type CartItemErrorType =
  | 'ITEM_INCREMENTS'
  | 'ITEM_QTY'
  | 'UNDEFINED';

/** Defines an item to be added to the cart. */
export type CartItemInput = {
  /** An array of entered options for the base product, such as personalization text. */
  entered_options?: Array<EnteredOptionInput | null | undefined> | null | undefined;
  /** For a child product, the SKU of its parent product. */
  parent_sku?: string | null | undefined;
  /** The amount or number of an item to add. */
  quantity: number;
  /** The selected options for the base product, such as color or size, using the unique ID for an object such as `CustomizableRadioOption`, `CustomizableDropDownOption`, or `ConfigurableProductOptionsValues`. */
  selected_options?: Array<string | null | undefined> | null | undefined;
  /** The SKU of the product. */
  sku: string;
};

/** A single item to be updated. */
export type CartItemUpdateInput = {
  /** Deprecated. Use `cart_item_uid` instead. */
  cart_item_id?: number | null | undefined;
  /** The unique ID for a `CartItemInterface` object. */
  cart_item_uid?: string | null | undefined;
  /** An array that defines customizable options for the product. */
  customizable_options?: Array<CustomizableOptionInput | null | undefined> | null | undefined;
  /** The new quantity of the item. */
  quantity?: number | null | undefined;
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
  custom_price: number;
  data: CartItemInput;
};

/** Specifies the attribute code and value of a customer attribute. */
export type CustomerAddressAttributeInput = {
  /** The name assigned to the attribute. */
  attribute_code: string;
  /** The value assigned to the attribute. */
  value: string;
};

/** Contains details about a billing or shipping address. */
export type CustomerAddressInput = {
  /** The customer's city or town. */
  city?: string | null | undefined;
  /** The customer's company. */
  company?: string | null | undefined;
  /** The two-letter code representing the customer's country. */
  country_code?: CountryCodeEnum | null | undefined;
  /** @deprecated Use `country_code` instead. */
  country_id?: CountryCodeEnum | null | undefined;
  /** @deprecated Use custom_attributesV2 instead. */
  custom_attributes?: Array<CustomerAddressAttributeInput | null | undefined> | null | undefined;
  /** Custom attributes assigned to the customer address. */
  custom_attributesV2?: Array<AttributeValueInput | null | undefined> | null | undefined;
  /** Indicates whether the address is the default billing address. */
  default_billing?: boolean | null | undefined;
  /** Indicates whether the address is the default shipping address. */
  default_shipping?: boolean | null | undefined;
  /** The customer's fax number. */
  fax?: string | null | undefined;
  /** The first name of the person associated with the billing/shipping address. */
  firstname?: string | null | undefined;
  /** The family name of the person associated with the billing/shipping address. */
  lastname?: string | null | undefined;
  /** The middle name of the person associated with the billing/shipping address. */
  middlename?: string | null | undefined;
  /** The customer's ZIP or postal code. */
  postcode?: string | null | undefined;
  /** An honorific, such as Dr., Mr., or Mrs. */
  prefix?: string | null | undefined;
  /** An object containing the region name, region code, and region ID. */
  region?: CustomerAddressRegionInput | null | undefined;
  /** An array of strings that define the street number and name. */
  street?: Array<string | null | undefined> | null | undefined;
  /** A value such as Sr., Jr., or III. */
  suffix?: string | null | undefined;
  /** The customer's telephone number. */
  telephone?: string | null | undefined;
  /** The customer's Tax/VAT number (for corporate customers). */
  vat_id?: string | null | undefined;
};

/** Defines the customer's state or province. */
export type CustomerAddressRegionInput = {
  /** The state or province name. */
  region?: string | null | undefined;
  /** The address region code. */
  region_code?: string | null | undefined;
  /** The unique ID for a pre-defined region. */
  region_id?: number | null | undefined;
};

/** An input object for creating a customer. */
export type CustomerCreateInput = {
  /** The customer's custom attributes. */
  custom_attributes?: Array<AttributeValueInput | null | undefined> | null | undefined;
  /** The customer's date of birth. */
  date_of_birth?: string | null | undefined;
  /** @deprecated Use `date_of_birth` instead. */
  dob?: string | null | undefined;
  /** The customer's email address. */
  email: string;
  /** The customer's first name. */
  firstname: string;
  /** The customer's gender (Male - 1, Female - 2). */
  gender?: number | null | undefined;
  /** Indicates whether the customer is subscribed to the company's newsletter. */
  is_subscribed?: boolean | null | undefined;
  /** The customer's family name. */
  lastname: string;
  /** The customer's middle name. */
  middlename?: string | null | undefined;
  /** The customer's password. */
  password?: string | null | undefined;
  /** An honorific, such as Dr., Mr., or Mrs. */
  prefix?: string | null | undefined;
  /** A value such as Sr., Jr., or III. */
  suffix?: string | null | undefined;
  /** The customer's Tax/VAT number (for corporate customers). */
  taxvat?: string | null | undefined;
};

/** Defines a customizable option. */
export type CustomizableOptionInput = {
  /**
   * The customizable option ID of the product.
   * @deprecated Use `uid` instead.
   */
  id?: number | null | undefined;
  /** The unique ID for a `CartItemInterface` object. */
  uid?: string | null | undefined;
  /** The string value of the option. */
  value_string: string;
};

/** Defines a customer-entered option */
export type EnteredOptionInput = {
  /** Unique identifier for the `EnteredOptionInput` object */
  uid: string;
  /** Text the customer entered */
  value: string;
};

/** Input to retrieve an order based on details. */
export type OrderInformationInput = {
  /** Order billing address email. */
  email: string;
  /** Order number. */
  number: string;
  /** Order billing address postcode */
  postcode: string;
};

export type PlaceOrderErrorCodes =
  | 'CART_NOT_ACTIVE'
  | 'CART_NOT_FOUND'
  | 'GUEST_EMAIL_MISSING'
  | 'UNABLE_TO_PLACE_ORDER'
  | 'UNDEFINED';

/** A list of possible error types. */
export type WishListUserInputErrorType =
  | 'PRODUCT_NOT_FOUND'
  | 'UNDEFINED';

export type MfCartUpdateNameMutationVariables = Exact<{
  firstname: string;
  lastname: string;
}>;


export type MfCartUpdateNameMutation = { updateCustomerV2: { customer: { firstname: string | null, lastname: string | null, email: string | null } } | null };

export type MfCartUpdateEmailMutationVariables = Exact<{
  email: string;
  password: string;
}>;


export type MfCartUpdateEmailMutation = { updateCustomerEmail: { customer: { firstname: string | null, lastname: string | null, email: string | null } } | null };

export type MfCartChangePasswordMutationVariables = Exact<{
  currentPassword: string;
  newPassword: string;
}>;


export type MfCartChangePasswordMutation = { changeCustomerPassword: { email: string | null } | null };

export type MfCartSignInMutationVariables = Exact<{
  email: string;
  password: string;
}>;


export type MfCartSignInMutation = { generateCustomerToken: { token: string | null } | null };

export type MfCartSignOutMutationVariables = Exact<{ [key: string]: never; }>;


export type MfCartSignOutMutation = { revokeCustomerToken: { result: boolean } | null };

export type MfCartCreateAccountMutationVariables = Exact<{
  input: CustomerCreateInput;
}>;


export type MfCartCreateAccountMutation = { createCustomerV2: { customer: { firstname: string | null, email: string | null } } | null };

export type MfCartAddSimpleMutationVariables = Exact<{
  cartId: string;
  sku: string;
  quantity: number;
}>;


export type MfCartAddSimpleMutation = { addSimpleProductsToCart: { cart: { id: string, pincode: string | null, email: string | null, total_quantity: number, applied_coupons: Array<{ code: string } | null> | null, prices: { grand_total: { value: number | null, currency: CurrencyEnum | null } | null, subtotal_including_tax: { value: number | null, currency: CurrencyEnum | null } | null, discounts: Array<{ label: string, amount: { value: number | null, currency: CurrencyEnum | null } } | null> | null } | null, items: Array<{ uid: string, quantity: number, errors: Array<{ code: CartItemErrorType, message: string } | null> | null, prices: { price: { value: number | null, currency: CurrencyEnum | null }, row_total: { value: number | null, currency: CurrencyEnum | null }, total_item_discount: { value: number | null, currency: CurrencyEnum | null } | null, discounts: Array<{ label: string, amount: { value: number | null, currency: CurrencyEnum | null } } | null> | null } | null, product: { sku: string | null, name: string | null, url_key: string | null, sqft_per_box: number | null, tile_size: string | null, price_per_box: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null } } } } } | null> | null } } | null };

export type MfCartAddToNewCartMutationVariables = Exact<{
  cartId: string;
  sku: string;
  quantity: number;
}>;


export type MfCartAddToNewCartMutation = { createEmptyCart: string | null, addSimpleProductsToCart: { cart: { id: string, pincode: string | null, email: string | null, total_quantity: number, applied_coupons: Array<{ code: string } | null> | null, prices: { grand_total: { value: number | null, currency: CurrencyEnum | null } | null, subtotal_including_tax: { value: number | null, currency: CurrencyEnum | null } | null, discounts: Array<{ label: string, amount: { value: number | null, currency: CurrencyEnum | null } } | null> | null } | null, items: Array<{ uid: string, quantity: number, errors: Array<{ code: CartItemErrorType, message: string } | null> | null, prices: { price: { value: number | null, currency: CurrencyEnum | null }, row_total: { value: number | null, currency: CurrencyEnum | null }, total_item_discount: { value: number | null, currency: CurrencyEnum | null } | null, discounts: Array<{ label: string, amount: { value: number | null, currency: CurrencyEnum | null } } | null> | null } | null, product: { sku: string | null, name: string | null, url_key: string | null, sqft_per_box: number | null, tile_size: string | null, price_per_box: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null } } } } } | null> | null } } | null };

export type MfCartAddCustomPriceMutationVariables = Exact<{
  cartId: string;
  pincode: string;
  items: Array<CustomPriceCartItemInput> | CustomPriceCartItemInput;
}>;


export type MfCartAddCustomPriceMutation = { addSimpleProductsToCartCustomPrice: { cart: { id: string, pincode: string | null, email: string | null, total_quantity: number, applied_coupons: Array<{ code: string } | null> | null, prices: { grand_total: { value: number | null, currency: CurrencyEnum | null } | null, subtotal_including_tax: { value: number | null, currency: CurrencyEnum | null } | null, discounts: Array<{ label: string, amount: { value: number | null, currency: CurrencyEnum | null } } | null> | null } | null, items: Array<{ uid: string, quantity: number, errors: Array<{ code: CartItemErrorType, message: string } | null> | null, prices: { price: { value: number | null, currency: CurrencyEnum | null }, row_total: { value: number | null, currency: CurrencyEnum | null }, total_item_discount: { value: number | null, currency: CurrencyEnum | null } | null, discounts: Array<{ label: string, amount: { value: number | null, currency: CurrencyEnum | null } } | null> | null } | null, product: { sku: string | null, name: string | null, url_key: string | null, sqft_per_box: number | null, tile_size: string | null, price_per_box: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null } } } } } | null> | null } } | null };

export type MfCartPincodePriceQueryVariables = Exact<{
  sku: string;
  pincode: string;
}>;


export type MfCartPincodePriceQuery = { products: { items: Array<{ sku: string | null, price_per_box: number | null, price_per_box_for_pincode: number | null } | null> | null } | null };

export type MfCartCustomerAddressFragment = { id: number | null, firstname: string | null, lastname: string | null, street: Array<string | null> | null, city: string | null, postcode: string | null, telephone: string | null, default_shipping: boolean | null, default_billing: boolean | null, region: { region_id: number | null, region_code: string | null, region: string | null } | null };

export type MfCartCustomerAddressesQueryVariables = Exact<{ [key: string]: never; }>;


export type MfCartCustomerAddressesQuery = { customer: { addresses: Array<{ id: number | null, firstname: string | null, lastname: string | null, street: Array<string | null> | null, city: string | null, postcode: string | null, telephone: string | null, default_shipping: boolean | null, default_billing: boolean | null, region: { region_id: number | null, region_code: string | null, region: string | null } | null } | null> | null } | null };

export type MfCartCreateAddressMutationVariables = Exact<{
  input: CustomerAddressInput;
}>;


export type MfCartCreateAddressMutation = { createCustomerAddress: { id: number | null, firstname: string | null, lastname: string | null, street: Array<string | null> | null, city: string | null, postcode: string | null, telephone: string | null, default_shipping: boolean | null, default_billing: boolean | null, region: { region_id: number | null, region_code: string | null, region: string | null } | null } | null };

export type MfCartUpdateAddressMutationVariables = Exact<{
  id: number;
  input: CustomerAddressInput;
}>;


export type MfCartUpdateAddressMutation = { updateCustomerAddress: { id: number | null, firstname: string | null, lastname: string | null, street: Array<string | null> | null, city: string | null, postcode: string | null, telephone: string | null, default_shipping: boolean | null, default_billing: boolean | null, region: { region_id: number | null, region_code: string | null, region: string | null } | null } | null };

export type MfCartDeleteAddressMutationVariables = Exact<{
  id: number;
}>;


export type MfCartDeleteAddressMutation = { deleteCustomerAddress: boolean | null };

export type MfCartIndiaRegionsQueryVariables = Exact<{ [key: string]: never; }>;


export type MfCartIndiaRegionsQuery = { country: { id: string | null, available_regions: Array<{ id: number | null, code: string | null, name: string | null } | null> | null } | null };

export type MfCartFieldsFragment = { id: string, pincode: string | null, email: string | null, total_quantity: number, applied_coupons: Array<{ code: string } | null> | null, prices: { grand_total: { value: number | null, currency: CurrencyEnum | null } | null, subtotal_including_tax: { value: number | null, currency: CurrencyEnum | null } | null, discounts: Array<{ label: string, amount: { value: number | null, currency: CurrencyEnum | null } } | null> | null } | null, items: Array<{ uid: string, quantity: number, errors: Array<{ code: CartItemErrorType, message: string } | null> | null, prices: { price: { value: number | null, currency: CurrencyEnum | null }, row_total: { value: number | null, currency: CurrencyEnum | null }, total_item_discount: { value: number | null, currency: CurrencyEnum | null } | null, discounts: Array<{ label: string, amount: { value: number | null, currency: CurrencyEnum | null } } | null> | null } | null, product: { sku: string | null, name: string | null, url_key: string | null, sqft_per_box: number | null, tile_size: string | null, price_per_box: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null } } } } } | null> | null };

export type MfCartCartQueryVariables = Exact<{
  cartId: string;
}>;


export type MfCartCartQuery = { cart: { id: string, pincode: string | null, email: string | null, total_quantity: number, applied_coupons: Array<{ code: string } | null> | null, prices: { grand_total: { value: number | null, currency: CurrencyEnum | null } | null, subtotal_including_tax: { value: number | null, currency: CurrencyEnum | null } | null, discounts: Array<{ label: string, amount: { value: number | null, currency: CurrencyEnum | null } } | null> | null } | null, items: Array<{ uid: string, quantity: number, errors: Array<{ code: CartItemErrorType, message: string } | null> | null, prices: { price: { value: number | null, currency: CurrencyEnum | null }, row_total: { value: number | null, currency: CurrencyEnum | null }, total_item_discount: { value: number | null, currency: CurrencyEnum | null } | null, discounts: Array<{ label: string, amount: { value: number | null, currency: CurrencyEnum | null } } | null> | null } | null, product: { sku: string | null, name: string | null, url_key: string | null, sqft_per_box: number | null, tile_size: string | null, price_per_box: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null } } } } } | null> | null } | null };

export type MfCartCustomerCartQueryVariables = Exact<{ [key: string]: never; }>;


export type MfCartCustomerCartQuery = { customerCart: { id: string } };

export type MfCartCreateEmptyCartMutationVariables = Exact<{ [key: string]: never; }>;


export type MfCartCreateEmptyCartMutation = { createEmptyCart: string | null };

export type MfCartCustomerNameQueryVariables = Exact<{ [key: string]: never; }>;


export type MfCartCustomerNameQuery = { customer: { firstname: string | null, lastname: string | null, email: string | null } | null };

export type MfCartMergeCartsMutationVariables = Exact<{
  source: string;
  destination: string;
}>;


export type MfCartMergeCartsMutation = { mergeCarts: { id: string, pincode: string | null, email: string | null, total_quantity: number, applied_coupons: Array<{ code: string } | null> | null, prices: { grand_total: { value: number | null, currency: CurrencyEnum | null } | null, subtotal_including_tax: { value: number | null, currency: CurrencyEnum | null } | null, discounts: Array<{ label: string, amount: { value: number | null, currency: CurrencyEnum | null } } | null> | null } | null, items: Array<{ uid: string, quantity: number, errors: Array<{ code: CartItemErrorType, message: string } | null> | null, prices: { price: { value: number | null, currency: CurrencyEnum | null }, row_total: { value: number | null, currency: CurrencyEnum | null }, total_item_discount: { value: number | null, currency: CurrencyEnum | null } | null, discounts: Array<{ label: string, amount: { value: number | null, currency: CurrencyEnum | null } } | null> | null } | null, product: { sku: string | null, name: string | null, url_key: string | null, sqft_per_box: number | null, tile_size: string | null, price_per_box: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null } } } } } | null> | null } };

export type MfCartUpdateItemsMutationVariables = Exact<{
  cartId: string;
  items: Array<CartItemUpdateInput | null | undefined> | CartItemUpdateInput;
}>;


export type MfCartUpdateItemsMutation = { updateCartItems: { cart: { id: string, pincode: string | null, email: string | null, total_quantity: number, applied_coupons: Array<{ code: string } | null> | null, prices: { grand_total: { value: number | null, currency: CurrencyEnum | null } | null, subtotal_including_tax: { value: number | null, currency: CurrencyEnum | null } | null, discounts: Array<{ label: string, amount: { value: number | null, currency: CurrencyEnum | null } } | null> | null } | null, items: Array<{ uid: string, quantity: number, errors: Array<{ code: CartItemErrorType, message: string } | null> | null, prices: { price: { value: number | null, currency: CurrencyEnum | null }, row_total: { value: number | null, currency: CurrencyEnum | null }, total_item_discount: { value: number | null, currency: CurrencyEnum | null } | null, discounts: Array<{ label: string, amount: { value: number | null, currency: CurrencyEnum | null } } | null> | null } | null, product: { sku: string | null, name: string | null, url_key: string | null, sqft_per_box: number | null, tile_size: string | null, price_per_box: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null } } } } } | null> | null } } | null };

export type MfCartApplyCouponMutationVariables = Exact<{
  cartId: string;
  code: string;
}>;


export type MfCartApplyCouponMutation = { applyCouponToCart: { cart: { id: string, pincode: string | null, email: string | null, total_quantity: number, applied_coupons: Array<{ code: string } | null> | null, prices: { grand_total: { value: number | null, currency: CurrencyEnum | null } | null, subtotal_including_tax: { value: number | null, currency: CurrencyEnum | null } | null, discounts: Array<{ label: string, amount: { value: number | null, currency: CurrencyEnum | null } } | null> | null } | null, items: Array<{ uid: string, quantity: number, errors: Array<{ code: CartItemErrorType, message: string } | null> | null, prices: { price: { value: number | null, currency: CurrencyEnum | null }, row_total: { value: number | null, currency: CurrencyEnum | null }, total_item_discount: { value: number | null, currency: CurrencyEnum | null } | null, discounts: Array<{ label: string, amount: { value: number | null, currency: CurrencyEnum | null } } | null> | null } | null, product: { sku: string | null, name: string | null, url_key: string | null, sqft_per_box: number | null, tile_size: string | null, price_per_box: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null } } } } } | null> | null } } | null };

export type MfCartRemoveCouponMutationVariables = Exact<{
  cartId: string;
}>;


export type MfCartRemoveCouponMutation = { removeCouponFromCart: { cart: { id: string, pincode: string | null, email: string | null, total_quantity: number, applied_coupons: Array<{ code: string } | null> | null, prices: { grand_total: { value: number | null, currency: CurrencyEnum | null } | null, subtotal_including_tax: { value: number | null, currency: CurrencyEnum | null } | null, discounts: Array<{ label: string, amount: { value: number | null, currency: CurrencyEnum | null } } | null> | null } | null, items: Array<{ uid: string, quantity: number, errors: Array<{ code: CartItemErrorType, message: string } | null> | null, prices: { price: { value: number | null, currency: CurrencyEnum | null }, row_total: { value: number | null, currency: CurrencyEnum | null }, total_item_discount: { value: number | null, currency: CurrencyEnum | null } | null, discounts: Array<{ label: string, amount: { value: number | null, currency: CurrencyEnum | null } } | null> | null } | null, product: { sku: string | null, name: string | null, url_key: string | null, sqft_per_box: number | null, tile_size: string | null, price_per_box: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null } } } } } | null> | null } | null } | null };

export type MfCartSetPincodeMutationVariables = Exact<{
  cartId: string;
  pincode: string;
}>;


export type MfCartSetPincodeMutation = { addSimpleProductsToCartCustomPrice: { cart: { id: string, pincode: string | null, email: string | null, total_quantity: number, applied_coupons: Array<{ code: string } | null> | null, prices: { grand_total: { value: number | null, currency: CurrencyEnum | null } | null, subtotal_including_tax: { value: number | null, currency: CurrencyEnum | null } | null, discounts: Array<{ label: string, amount: { value: number | null, currency: CurrencyEnum | null } } | null> | null } | null, items: Array<{ uid: string, quantity: number, errors: Array<{ code: CartItemErrorType, message: string } | null> | null, prices: { price: { value: number | null, currency: CurrencyEnum | null }, row_total: { value: number | null, currency: CurrencyEnum | null }, total_item_discount: { value: number | null, currency: CurrencyEnum | null } | null, discounts: Array<{ label: string, amount: { value: number | null, currency: CurrencyEnum | null } } | null> | null } | null, product: { sku: string | null, name: string | null, url_key: string | null, sqft_per_box: number | null, tile_size: string | null, price_per_box: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null } } } } } | null> | null } } | null };

export type MfCartEstimateDeliveryMutationVariables = Exact<{
  cartId: string;
  pincode: string;
}>;


export type MfCartEstimateDeliveryMutation = { estimateShippingMethods: Array<{ carrier_code: string, method_title: string | null, amount: { value: number | null, currency: CurrencyEnum | null } } | null> | null };

export type MfCartCheckoutFieldsFragment = { id: string, pincode: string | null, email: string | null, total_quantity: number, shipping_addresses: Array<{ firstname: string, lastname: string, street: Array<string | null>, city: string, postcode: string | null, telephone: string | null, region: { code: string | null, label: string | null, region_id: number | null } | null, country: { code: string, label: string }, available_shipping_methods: Array<{ carrier_code: string, carrier_title: string, method_code: string | null, method_title: string | null, available: boolean, amount: { value: number | null, currency: CurrencyEnum | null } } | null> | null, selected_shipping_method: { carrier_code: string, carrier_title: string, method_code: string, method_title: string, amount: { value: number | null, currency: CurrencyEnum | null } } | null } | null>, billing_address: { firstname: string, lastname: string, street: Array<string | null>, city: string, postcode: string | null, telephone: string | null, region: { code: string | null, label: string | null } | null } | null, available_payment_methods: Array<{ code: string, title: string } | null> | null, selected_payment_method: { code: string, title: string } | null, applied_coupons: Array<{ code: string } | null> | null, prices: { grand_total: { value: number | null, currency: CurrencyEnum | null } | null, subtotal_including_tax: { value: number | null, currency: CurrencyEnum | null } | null, discounts: Array<{ label: string, amount: { value: number | null, currency: CurrencyEnum | null } } | null> | null } | null, items: Array<{ uid: string, quantity: number, errors: Array<{ code: CartItemErrorType, message: string } | null> | null, prices: { price: { value: number | null, currency: CurrencyEnum | null }, row_total: { value: number | null, currency: CurrencyEnum | null }, total_item_discount: { value: number | null, currency: CurrencyEnum | null } | null, discounts: Array<{ label: string, amount: { value: number | null, currency: CurrencyEnum | null } } | null> | null } | null, product: { sku: string | null, name: string | null, url_key: string | null, sqft_per_box: number | null, tile_size: string | null, price_per_box: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null } } } } } | null> | null };

export type MfCartCheckoutCartQueryVariables = Exact<{
  cartId: string;
}>;


export type MfCartCheckoutCartQuery = { cart: { id: string, pincode: string | null, email: string | null, total_quantity: number, shipping_addresses: Array<{ firstname: string, lastname: string, street: Array<string | null>, city: string, postcode: string | null, telephone: string | null, region: { code: string | null, label: string | null, region_id: number | null } | null, country: { code: string, label: string }, available_shipping_methods: Array<{ carrier_code: string, carrier_title: string, method_code: string | null, method_title: string | null, available: boolean, amount: { value: number | null, currency: CurrencyEnum | null } } | null> | null, selected_shipping_method: { carrier_code: string, carrier_title: string, method_code: string, method_title: string, amount: { value: number | null, currency: CurrencyEnum | null } } | null } | null>, billing_address: { firstname: string, lastname: string, street: Array<string | null>, city: string, postcode: string | null, telephone: string | null, region: { code: string | null, label: string | null } | null } | null, available_payment_methods: Array<{ code: string, title: string } | null> | null, selected_payment_method: { code: string, title: string } | null, applied_coupons: Array<{ code: string } | null> | null, prices: { grand_total: { value: number | null, currency: CurrencyEnum | null } | null, subtotal_including_tax: { value: number | null, currency: CurrencyEnum | null } | null, discounts: Array<{ label: string, amount: { value: number | null, currency: CurrencyEnum | null } } | null> | null } | null, items: Array<{ uid: string, quantity: number, errors: Array<{ code: CartItemErrorType, message: string } | null> | null, prices: { price: { value: number | null, currency: CurrencyEnum | null }, row_total: { value: number | null, currency: CurrencyEnum | null }, total_item_discount: { value: number | null, currency: CurrencyEnum | null } | null, discounts: Array<{ label: string, amount: { value: number | null, currency: CurrencyEnum | null } } | null> | null } | null, product: { sku: string | null, name: string | null, url_key: string | null, sqft_per_box: number | null, tile_size: string | null, price_per_box: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null } } } } } | null> | null } | null };

export type MfCartSetGuestEmailMutationVariables = Exact<{
  cartId: string;
  email: string;
}>;


export type MfCartSetGuestEmailMutation = { setGuestEmailOnCart: { cart: { email: string | null } } | null };

export type MfCartSetShippingAddressMutationVariables = Exact<{
  cartId: string;
  address: CartAddressInput;
}>;


export type MfCartSetShippingAddressMutation = { setShippingAddressesOnCart: { cart: { id: string, pincode: string | null, email: string | null, total_quantity: number, shipping_addresses: Array<{ firstname: string, lastname: string, street: Array<string | null>, city: string, postcode: string | null, telephone: string | null, region: { code: string | null, label: string | null, region_id: number | null } | null, country: { code: string, label: string }, available_shipping_methods: Array<{ carrier_code: string, carrier_title: string, method_code: string | null, method_title: string | null, available: boolean, amount: { value: number | null, currency: CurrencyEnum | null } } | null> | null, selected_shipping_method: { carrier_code: string, carrier_title: string, method_code: string, method_title: string, amount: { value: number | null, currency: CurrencyEnum | null } } | null } | null>, billing_address: { firstname: string, lastname: string, street: Array<string | null>, city: string, postcode: string | null, telephone: string | null, region: { code: string | null, label: string | null } | null } | null, available_payment_methods: Array<{ code: string, title: string } | null> | null, selected_payment_method: { code: string, title: string } | null, applied_coupons: Array<{ code: string } | null> | null, prices: { grand_total: { value: number | null, currency: CurrencyEnum | null } | null, subtotal_including_tax: { value: number | null, currency: CurrencyEnum | null } | null, discounts: Array<{ label: string, amount: { value: number | null, currency: CurrencyEnum | null } } | null> | null } | null, items: Array<{ uid: string, quantity: number, errors: Array<{ code: CartItemErrorType, message: string } | null> | null, prices: { price: { value: number | null, currency: CurrencyEnum | null }, row_total: { value: number | null, currency: CurrencyEnum | null }, total_item_discount: { value: number | null, currency: CurrencyEnum | null } | null, discounts: Array<{ label: string, amount: { value: number | null, currency: CurrencyEnum | null } } | null> | null } | null, product: { sku: string | null, name: string | null, url_key: string | null, sqft_per_box: number | null, tile_size: string | null, price_per_box: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null } } } } } | null> | null } } | null };

export type MfCartSetShippingAddressFromBookMutationVariables = Exact<{
  cartId: string;
  addressId: number;
}>;


export type MfCartSetShippingAddressFromBookMutation = { setShippingAddressesOnCart: { cart: { id: string, pincode: string | null, email: string | null, total_quantity: number, shipping_addresses: Array<{ firstname: string, lastname: string, street: Array<string | null>, city: string, postcode: string | null, telephone: string | null, region: { code: string | null, label: string | null, region_id: number | null } | null, country: { code: string, label: string }, available_shipping_methods: Array<{ carrier_code: string, carrier_title: string, method_code: string | null, method_title: string | null, available: boolean, amount: { value: number | null, currency: CurrencyEnum | null } } | null> | null, selected_shipping_method: { carrier_code: string, carrier_title: string, method_code: string, method_title: string, amount: { value: number | null, currency: CurrencyEnum | null } } | null } | null>, billing_address: { firstname: string, lastname: string, street: Array<string | null>, city: string, postcode: string | null, telephone: string | null, region: { code: string | null, label: string | null } | null } | null, available_payment_methods: Array<{ code: string, title: string } | null> | null, selected_payment_method: { code: string, title: string } | null, applied_coupons: Array<{ code: string } | null> | null, prices: { grand_total: { value: number | null, currency: CurrencyEnum | null } | null, subtotal_including_tax: { value: number | null, currency: CurrencyEnum | null } | null, discounts: Array<{ label: string, amount: { value: number | null, currency: CurrencyEnum | null } } | null> | null } | null, items: Array<{ uid: string, quantity: number, errors: Array<{ code: CartItemErrorType, message: string } | null> | null, prices: { price: { value: number | null, currency: CurrencyEnum | null }, row_total: { value: number | null, currency: CurrencyEnum | null }, total_item_discount: { value: number | null, currency: CurrencyEnum | null } | null, discounts: Array<{ label: string, amount: { value: number | null, currency: CurrencyEnum | null } } | null> | null } | null, product: { sku: string | null, name: string | null, url_key: string | null, sqft_per_box: number | null, tile_size: string | null, price_per_box: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null } } } } } | null> | null } } | null };

export type MfCartSetShippingMethodMutationVariables = Exact<{
  cartId: string;
  carrier: string;
  method: string;
}>;


export type MfCartSetShippingMethodMutation = { setShippingMethodsOnCart: { cart: { id: string, pincode: string | null, email: string | null, total_quantity: number, shipping_addresses: Array<{ firstname: string, lastname: string, street: Array<string | null>, city: string, postcode: string | null, telephone: string | null, region: { code: string | null, label: string | null, region_id: number | null } | null, country: { code: string, label: string }, available_shipping_methods: Array<{ carrier_code: string, carrier_title: string, method_code: string | null, method_title: string | null, available: boolean, amount: { value: number | null, currency: CurrencyEnum | null } } | null> | null, selected_shipping_method: { carrier_code: string, carrier_title: string, method_code: string, method_title: string, amount: { value: number | null, currency: CurrencyEnum | null } } | null } | null>, billing_address: { firstname: string, lastname: string, street: Array<string | null>, city: string, postcode: string | null, telephone: string | null, region: { code: string | null, label: string | null } | null } | null, available_payment_methods: Array<{ code: string, title: string } | null> | null, selected_payment_method: { code: string, title: string } | null, applied_coupons: Array<{ code: string } | null> | null, prices: { grand_total: { value: number | null, currency: CurrencyEnum | null } | null, subtotal_including_tax: { value: number | null, currency: CurrencyEnum | null } | null, discounts: Array<{ label: string, amount: { value: number | null, currency: CurrencyEnum | null } } | null> | null } | null, items: Array<{ uid: string, quantity: number, errors: Array<{ code: CartItemErrorType, message: string } | null> | null, prices: { price: { value: number | null, currency: CurrencyEnum | null }, row_total: { value: number | null, currency: CurrencyEnum | null }, total_item_discount: { value: number | null, currency: CurrencyEnum | null } | null, discounts: Array<{ label: string, amount: { value: number | null, currency: CurrencyEnum | null } } | null> | null } | null, product: { sku: string | null, name: string | null, url_key: string | null, sqft_per_box: number | null, tile_size: string | null, price_per_box: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null } } } } } | null> | null } } | null };

export type MfCartSetBillingAddressMutationVariables = Exact<{
  cartId: string;
  billing: BillingAddressInput;
}>;


export type MfCartSetBillingAddressMutation = { setBillingAddressOnCart: { cart: { id: string } } | null };

export type MfCartSetPaymentMethodMutationVariables = Exact<{
  cartId: string;
  code: string;
}>;


export type MfCartSetPaymentMethodMutation = { setPaymentMethodOnCart: { cart: { id: string } } | null };

export type MfCartPlaceOrderMutationVariables = Exact<{
  cartId: string;
}>;


export type MfCartPlaceOrderMutation = { placeOrder: { order: { order_number: string } | null, errors: Array<{ message: string, code: PlaceOrderErrorCodes } | null> } | null };

export type MfCartGuestOrderQueryVariables = Exact<{
  input: OrderInformationInput;
}>;


export type MfCartGuestOrderQuery = { guestOrder: { id: string, number: string, order_date: string, status: string, status_code: string, shipping_method: string | null, status_history: Array<{ status: string, changed_at: string }>, shipments: Array<{ id: string, tracking: Array<{ title: string, number: string | null, tracking_url: string | null } | null> | null } | null> | null, payment_methods: Array<{ name: string } | null> | null, items: Array<{ id: string, product_name: string | null, product_sku: string, quantity_ordered: number | null, product_sale_price: { value: number | null, currency: CurrencyEnum | null } } | null> | null, total: { subtotal: { value: number | null, currency: CurrencyEnum | null }, discounts: Array<{ label: string, amount: { value: number | null, currency: CurrencyEnum | null } } | null> | null, total_shipping: { value: number | null, currency: CurrencyEnum | null }, total_tax: { value: number | null, currency: CurrencyEnum | null }, grand_total: { value: number | null, currency: CurrencyEnum | null } } | null, shipping_address: { firstname: string, lastname: string, street: Array<string | null>, city: string, region: string | null, postcode: string | null, telephone: string | null } | null, billing_address: { firstname: string, lastname: string, street: Array<string | null>, city: string, region: string | null, postcode: string | null, telephone: string | null } | null } };

export type MfCartGuestOrderByTokenQueryVariables = Exact<{
  token: string;
}>;


export type MfCartGuestOrderByTokenQuery = { storeConfig: { order_cancellation_enabled: boolean, order_cancellation_reasons: Array<{ description: string } | null> } | null, guestOrderByToken: { id: string, number: string, order_date: string, status: string, status_code: string, shipping_method: string | null, status_history: Array<{ status: string, changed_at: string }>, shipments: Array<{ id: string, tracking: Array<{ title: string, number: string | null, tracking_url: string | null } | null> | null } | null> | null, payment_methods: Array<{ name: string } | null> | null, items: Array<{ id: string, product_name: string | null, product_sku: string, quantity_ordered: number | null, product_sale_price: { value: number | null, currency: CurrencyEnum | null } } | null> | null, total: { subtotal: { value: number | null, currency: CurrencyEnum | null }, discounts: Array<{ label: string, amount: { value: number | null, currency: CurrencyEnum | null } } | null> | null, total_shipping: { value: number | null, currency: CurrencyEnum | null }, total_tax: { value: number | null, currency: CurrencyEnum | null }, grand_total: { value: number | null, currency: CurrencyEnum | null } } | null, shipping_address: { firstname: string, lastname: string, street: Array<string | null>, city: string, region: string | null, postcode: string | null, telephone: string | null } | null, billing_address: { firstname: string, lastname: string, street: Array<string | null>, city: string, region: string | null, postcode: string | null, telephone: string | null } | null } };

export type MfCartRequestGuestCancelMutationVariables = Exact<{
  token: string;
  reason: string;
}>;


export type MfCartRequestGuestCancelMutation = { requestGuestOrderCancel: { error: string | null } | null };

export type MfCartConfirmGuestCancelMutationVariables = Exact<{
  orderId: string;
  key: string;
}>;


export type MfCartConfirmGuestCancelMutation = { confirmCancelOrder: { error: string | null, order: { id: string, number: string, order_date: string, status: string, status_code: string, shipping_method: string | null, status_history: Array<{ status: string, changed_at: string }>, shipments: Array<{ id: string, tracking: Array<{ title: string, number: string | null, tracking_url: string | null } | null> | null } | null> | null, payment_methods: Array<{ name: string } | null> | null, items: Array<{ id: string, product_name: string | null, product_sku: string, quantity_ordered: number | null, product_sale_price: { value: number | null, currency: CurrencyEnum | null } } | null> | null, total: { subtotal: { value: number | null, currency: CurrencyEnum | null }, discounts: Array<{ label: string, amount: { value: number | null, currency: CurrencyEnum | null } } | null> | null, total_shipping: { value: number | null, currency: CurrencyEnum | null }, total_tax: { value: number | null, currency: CurrencyEnum | null }, grand_total: { value: number | null, currency: CurrencyEnum | null } } | null, shipping_address: { firstname: string, lastname: string, street: Array<string | null>, city: string, region: string | null, postcode: string | null, telephone: string | null } | null, billing_address: { firstname: string, lastname: string, street: Array<string | null>, city: string, region: string | null, postcode: string | null, telephone: string | null } | null } | null } | null };

export type MfCartRemoveItemMutationVariables = Exact<{
  cartId: string;
  uid: string;
}>;


export type MfCartRemoveItemMutation = { removeItemFromCart: { cart: { id: string, pincode: string | null, email: string | null, total_quantity: number, applied_coupons: Array<{ code: string } | null> | null, prices: { grand_total: { value: number | null, currency: CurrencyEnum | null } | null, subtotal_including_tax: { value: number | null, currency: CurrencyEnum | null } | null, discounts: Array<{ label: string, amount: { value: number | null, currency: CurrencyEnum | null } } | null> | null } | null, items: Array<{ uid: string, quantity: number, errors: Array<{ code: CartItemErrorType, message: string } | null> | null, prices: { price: { value: number | null, currency: CurrencyEnum | null }, row_total: { value: number | null, currency: CurrencyEnum | null }, total_item_discount: { value: number | null, currency: CurrencyEnum | null } | null, discounts: Array<{ label: string, amount: { value: number | null, currency: CurrencyEnum | null } } | null> | null } | null, product: { sku: string | null, name: string | null, url_key: string | null, sqft_per_box: number | null, tile_size: string | null, price_per_box: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null } } } } } | null> | null } } | null };

export type MfCartCancelOrderMutationVariables = Exact<{
  orderId: string;
  reason: string;
}>;


export type MfCartCancelOrderMutation = { cancelOrder: { error: string | null, order: { id: string, number: string, order_date: string, status: string, status_code: string, shipping_method: string | null, status_history: Array<{ status: string, changed_at: string }>, shipments: Array<{ id: string, tracking: Array<{ title: string, number: string | null, tracking_url: string | null } | null> | null } | null> | null, payment_methods: Array<{ name: string } | null> | null, items: Array<{ id: string, product_name: string | null, product_sku: string, quantity_ordered: number | null, product_sale_price: { value: number | null, currency: CurrencyEnum | null } } | null> | null, total: { subtotal: { value: number | null, currency: CurrencyEnum | null }, discounts: Array<{ label: string, amount: { value: number | null, currency: CurrencyEnum | null } } | null> | null, total_shipping: { value: number | null, currency: CurrencyEnum | null }, total_tax: { value: number | null, currency: CurrencyEnum | null }, grand_total: { value: number | null, currency: CurrencyEnum | null } } | null, shipping_address: { firstname: string, lastname: string, street: Array<string | null>, city: string, region: string | null, postcode: string | null, telephone: string | null } | null, billing_address: { firstname: string, lastname: string, street: Array<string | null>, city: string, region: string | null, postcode: string | null, telephone: string | null } | null } | null } | null };

export type MfCartReorderItemsMutationVariables = Exact<{
  orderNumber: string;
}>;


export type MfCartReorderItemsMutation = { reorderItems: { cart: { id: string, pincode: string | null, email: string | null, total_quantity: number, applied_coupons: Array<{ code: string } | null> | null, prices: { grand_total: { value: number | null, currency: CurrencyEnum | null } | null, subtotal_including_tax: { value: number | null, currency: CurrencyEnum | null } | null, discounts: Array<{ label: string, amount: { value: number | null, currency: CurrencyEnum | null } } | null> | null } | null, items: Array<{ uid: string, quantity: number, errors: Array<{ code: CartItemErrorType, message: string } | null> | null, prices: { price: { value: number | null, currency: CurrencyEnum | null }, row_total: { value: number | null, currency: CurrencyEnum | null }, total_item_discount: { value: number | null, currency: CurrencyEnum | null } | null, discounts: Array<{ label: string, amount: { value: number | null, currency: CurrencyEnum | null } } | null> | null } | null, product: { sku: string | null, name: string | null, url_key: string | null, sqft_per_box: number | null, tile_size: string | null, price_per_box: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null } } } } } | null> | null }, userInputErrors: Array<{ message: string } | null> } | null };

export type MfCartOrderDetailFragment = { id: string, number: string, order_date: string, status: string, status_code: string, shipping_method: string | null, status_history: Array<{ status: string, changed_at: string }>, shipments: Array<{ id: string, tracking: Array<{ title: string, number: string | null, tracking_url: string | null } | null> | null } | null> | null, payment_methods: Array<{ name: string } | null> | null, items: Array<{ id: string, product_name: string | null, product_sku: string, quantity_ordered: number | null, product_sale_price: { value: number | null, currency: CurrencyEnum | null } } | null> | null, total: { subtotal: { value: number | null, currency: CurrencyEnum | null }, discounts: Array<{ label: string, amount: { value: number | null, currency: CurrencyEnum | null } } | null> | null, total_shipping: { value: number | null, currency: CurrencyEnum | null }, total_tax: { value: number | null, currency: CurrencyEnum | null }, grand_total: { value: number | null, currency: CurrencyEnum | null } } | null, shipping_address: { firstname: string, lastname: string, street: Array<string | null>, city: string, region: string | null, postcode: string | null, telephone: string | null } | null, billing_address: { firstname: string, lastname: string, street: Array<string | null>, city: string, region: string | null, postcode: string | null, telephone: string | null } | null };

export type MfCartCustomerOrdersQueryVariables = Exact<{
  pageSize: number;
}>;


export type MfCartCustomerOrdersQuery = { storeConfig: { order_cancellation_enabled: boolean, order_cancellation_reasons: Array<{ description: string } | null> } | null, customer: { orders: { total_count: number | null, items: Array<{ id: string, number: string, order_date: string, status: string, status_code: string, shipping_method: string | null, status_history: Array<{ status: string, changed_at: string }>, shipments: Array<{ id: string, tracking: Array<{ title: string, number: string | null, tracking_url: string | null } | null> | null } | null> | null, payment_methods: Array<{ name: string } | null> | null, items: Array<{ id: string, product_name: string | null, product_sku: string, quantity_ordered: number | null, product_sale_price: { value: number | null, currency: CurrencyEnum | null } } | null> | null, total: { subtotal: { value: number | null, currency: CurrencyEnum | null }, discounts: Array<{ label: string, amount: { value: number | null, currency: CurrencyEnum | null } } | null> | null, total_shipping: { value: number | null, currency: CurrencyEnum | null }, total_tax: { value: number | null, currency: CurrencyEnum | null }, grand_total: { value: number | null, currency: CurrencyEnum | null } } | null, shipping_address: { firstname: string, lastname: string, street: Array<string | null>, city: string, region: string | null, postcode: string | null, telephone: string | null } | null, billing_address: { firstname: string, lastname: string, street: Array<string | null>, city: string, region: string | null, postcode: string | null, telephone: string | null } | null } | null> } | null } | null };

export type MfCartRequestPasswordResetMutationVariables = Exact<{
  email: string;
}>;


export type MfCartRequestPasswordResetMutation = { requestPasswordResetEmail: boolean | null };

export type MfCartResetPasswordMutationVariables = Exact<{
  email: string;
  token: string;
  password: string;
}>;


export type MfCartResetPasswordMutation = { resetPassword: boolean | null };

export type MfCartWishlistPageQueryVariables = Exact<{
  currentPage: number;
}>;


export type MfCartWishlistPageQuery = { customer: { wishlists: Array<{ id: string | null, items_v2: { page_info: { current_page: number | null, total_pages: number | null } | null, items: Array<{ id: string, product: { sku: string | null, name: string | null, url_key: string | null, sqft_per_box: number | null, price_per_box: number | null, small_image: { url: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null } } } } | null } | null> } | null } | null> } | null };

export type MfCartWishlistFieldsFragment = { id: string | null, items_count: number | null, items_v2: { items: Array<{ id: string, product: { sku: string | null, name: string | null } | null } | null> } | null };

export type MfCartWishlistQueryVariables = Exact<{ [key: string]: never; }>;


export type MfCartWishlistQuery = { customer: { wishlists: Array<{ id: string | null, items_count: number | null, items_v2: { items: Array<{ id: string, product: { sku: string | null, name: string | null } | null } | null> } | null } | null> } | null };

export type MfCartAddToWishlistMutationVariables = Exact<{
  wishlistId: string;
  sku: string;
}>;


export type MfCartAddToWishlistMutation = { addProductsToWishlist: { wishlist: { id: string | null, items_count: number | null, items_v2: { items: Array<{ id: string, product: { sku: string | null, name: string | null } | null } | null> } | null }, user_errors: Array<{ code: WishListUserInputErrorType, message: string } | null> } | null };

export type MfCartRemoveFromWishlistMutationVariables = Exact<{
  wishlistId: string;
  itemId: string;
}>;


export type MfCartRemoveFromWishlistMutation = { removeProductsFromWishlist: { wishlist: { id: string | null, items_count: number | null, items_v2: { items: Array<{ id: string, product: { sku: string | null, name: string | null } | null } | null> } | null }, user_errors: Array<{ code: WishListUserInputErrorType, message: string } | null> } | null };

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
export const MfCartCustomerAddressFragmentDoc = new TypedDocumentString(`
    fragment MfCartCustomerAddress on CustomerAddress {
  id
  firstname
  lastname
  street
  city
  postcode
  telephone
  default_shipping
  default_billing
  region {
    region_id
    region_code
    region
  }
}
    `, {"fragmentName":"MfCartCustomerAddress"}) as unknown as TypedDocumentString<MfCartCustomerAddressFragment, unknown>;
export const MfCartFieldsFragmentDoc = new TypedDocumentString(`
    fragment MfCartFields on Cart {
  id
  pincode
  email
  total_quantity
  applied_coupons {
    code
  }
  prices {
    grand_total {
      value
      currency
    }
    subtotal_including_tax {
      value
      currency
    }
    discounts {
      label
      amount {
        value
        currency
      }
    }
  }
  items {
    uid
    quantity
    errors {
      code
      message
    }
    prices {
      price {
        value
        currency
      }
      row_total {
        value
        currency
      }
      total_item_discount {
        value
        currency
      }
      discounts {
        label
        amount {
          value
          currency
        }
      }
    }
    product {
      sku
      name
      url_key
      small_image {
        url
        label
      }
      price_range {
        minimum_price {
          regular_price {
            value
            currency
          }
        }
      }
      sqft_per_box
      tile_size
      price_per_box
    }
  }
}
    `, {"fragmentName":"MfCartFields"}) as unknown as TypedDocumentString<MfCartFieldsFragment, unknown>;
export const MfCartCheckoutFieldsFragmentDoc = new TypedDocumentString(`
    fragment MfCartCheckoutFields on Cart {
  ...MfCartFields
  shipping_addresses {
    firstname
    lastname
    street
    city
    postcode
    telephone
    region {
      code
      label
      region_id
    }
    country {
      code
      label
    }
    available_shipping_methods {
      carrier_code
      carrier_title
      method_code
      method_title
      available
      amount {
        value
        currency
      }
    }
    selected_shipping_method {
      carrier_code
      carrier_title
      method_code
      method_title
      amount {
        value
        currency
      }
    }
  }
  billing_address {
    firstname
    lastname
    street
    city
    postcode
    telephone
    region {
      code
      label
    }
  }
  available_payment_methods {
    code
    title
  }
  selected_payment_method {
    code
    title
  }
}
    fragment MfCartFields on Cart {
  id
  pincode
  email
  total_quantity
  applied_coupons {
    code
  }
  prices {
    grand_total {
      value
      currency
    }
    subtotal_including_tax {
      value
      currency
    }
    discounts {
      label
      amount {
        value
        currency
      }
    }
  }
  items {
    uid
    quantity
    errors {
      code
      message
    }
    prices {
      price {
        value
        currency
      }
      row_total {
        value
        currency
      }
      total_item_discount {
        value
        currency
      }
      discounts {
        label
        amount {
          value
          currency
        }
      }
    }
    product {
      sku
      name
      url_key
      small_image {
        url
        label
      }
      price_range {
        minimum_price {
          regular_price {
            value
            currency
          }
        }
      }
      sqft_per_box
      tile_size
      price_per_box
    }
  }
}`, {"fragmentName":"MfCartCheckoutFields"}) as unknown as TypedDocumentString<MfCartCheckoutFieldsFragment, unknown>;
export const MfCartOrderDetailFragmentDoc = new TypedDocumentString(`
    fragment MfCartOrderDetail on CustomerOrder {
  id
  number
  order_date
  status
  status_code
  status_history {
    status
    changed_at
  }
  shipments {
    id
    tracking {
      title
      number
      tracking_url
    }
  }
  shipping_method
  payment_methods {
    name
  }
  items {
    id
    product_name
    product_sku
    quantity_ordered
    product_sale_price {
      value
      currency
    }
  }
  total {
    subtotal {
      value
      currency
    }
    discounts {
      label
      amount {
        value
        currency
      }
    }
    total_shipping {
      value
      currency
    }
    total_tax {
      value
      currency
    }
    grand_total {
      value
      currency
    }
  }
  shipping_address {
    firstname
    lastname
    street
    city
    region
    postcode
    telephone
  }
  billing_address {
    firstname
    lastname
    street
    city
    region
    postcode
    telephone
  }
}
    `, {"fragmentName":"MfCartOrderDetail"}) as unknown as TypedDocumentString<MfCartOrderDetailFragment, unknown>;
export const MfCartWishlistFieldsFragmentDoc = new TypedDocumentString(`
    fragment MfCartWishlistFields on Wishlist {
  id
  items_count
  items_v2(currentPage: 1, pageSize: 200) {
    items {
      id
      product {
        sku
        name
      }
    }
  }
}
    `, {"fragmentName":"MfCartWishlistFields"}) as unknown as TypedDocumentString<MfCartWishlistFieldsFragment, unknown>;
export const MfCartUpdateNameDocument = {"__meta__":{"hash":"sha256:efda0a3d7451724c30f1617bee679320358b10be97ff595a73c14fd89cdb024a"}} as unknown as TypedDocumentString<MfCartUpdateNameMutation, MfCartUpdateNameMutationVariables>;
export const MfCartUpdateEmailDocument = {"__meta__":{"hash":"sha256:96f2c0c31fec3b9c7b42141ba18fd3e64ce9b8a72f49137b36dbfbeb2d429eed"}} as unknown as TypedDocumentString<MfCartUpdateEmailMutation, MfCartUpdateEmailMutationVariables>;
export const MfCartChangePasswordDocument = {"__meta__":{"hash":"sha256:ffde1a8f45c14d3dfa423168a414d90d452a949b4f67b1a5a4761874f6461350"}} as unknown as TypedDocumentString<MfCartChangePasswordMutation, MfCartChangePasswordMutationVariables>;
export const MfCartSignInDocument = {"__meta__":{"hash":"sha256:317fe4690558ced3f029fec35dd9678d51e035a88ab1ce11f5146cf2f9700aa1"}} as unknown as TypedDocumentString<MfCartSignInMutation, MfCartSignInMutationVariables>;
export const MfCartSignOutDocument = {"__meta__":{"hash":"sha256:4100da6f69f53b4dcb59c82951e5d7ac78f2c424a03ccfc992d89fa0099c03ec"}} as unknown as TypedDocumentString<MfCartSignOutMutation, MfCartSignOutMutationVariables>;
export const MfCartCreateAccountDocument = {"__meta__":{"hash":"sha256:2eac060f0c14e3e412aa22fff3c7bcdc0ea1f4d0672c13b2c03e6e745361870a"}} as unknown as TypedDocumentString<MfCartCreateAccountMutation, MfCartCreateAccountMutationVariables>;
export const MfCartAddSimpleDocument = {"__meta__":{"hash":"sha256:87cea09147fc3e517413be902dd69c3c4faaf65a69a32f1953b00c6711e50892"}} as unknown as TypedDocumentString<MfCartAddSimpleMutation, MfCartAddSimpleMutationVariables>;
export const MfCartAddToNewCartDocument = {"__meta__":{"hash":"sha256:e086e3343701d3a903138f0ec4204329ba1aafd84feee7832e9169956ac3e001"}} as unknown as TypedDocumentString<MfCartAddToNewCartMutation, MfCartAddToNewCartMutationVariables>;
export const MfCartAddCustomPriceDocument = {"__meta__":{"hash":"sha256:21c3871525506038de5b0e423de39c47316bd01af5848e8324c5f847ac0586cc"}} as unknown as TypedDocumentString<MfCartAddCustomPriceMutation, MfCartAddCustomPriceMutationVariables>;
export const MfCartPincodePriceDocument = {"__meta__":{"hash":"sha256:2db0eacbc7eeef69d622b08a5172b91296092436f70d45d2bfe8f5c7b473499c"}} as unknown as TypedDocumentString<MfCartPincodePriceQuery, MfCartPincodePriceQueryVariables>;
export const MfCartCustomerAddressesDocument = {"__meta__":{"hash":"sha256:16f9d896796d1bac2dacade798b4e0545a36c379a683062fc1f67e94f01e2d98"}} as unknown as TypedDocumentString<MfCartCustomerAddressesQuery, MfCartCustomerAddressesQueryVariables>;
export const MfCartCreateAddressDocument = {"__meta__":{"hash":"sha256:7f58164a41195675954b0b7066839441fb532aed21234705430a6d4756f59a53"}} as unknown as TypedDocumentString<MfCartCreateAddressMutation, MfCartCreateAddressMutationVariables>;
export const MfCartUpdateAddressDocument = {"__meta__":{"hash":"sha256:8860552226c0d320e030fee278e5ade93a29e77719f6e7fb67eff40ef44eada5"}} as unknown as TypedDocumentString<MfCartUpdateAddressMutation, MfCartUpdateAddressMutationVariables>;
export const MfCartDeleteAddressDocument = {"__meta__":{"hash":"sha256:d4a69bcf777876c4859892c92f18d6adbc1e75390f33b10656431f57817dd4ce"}} as unknown as TypedDocumentString<MfCartDeleteAddressMutation, MfCartDeleteAddressMutationVariables>;
export const MfCartIndiaRegionsDocument = {"__meta__":{"hash":"sha256:5e6a354eebfa8fb700712d8e13ef842446e0beaebbf66c71fe7e627423c4496a"}} as unknown as TypedDocumentString<MfCartIndiaRegionsQuery, MfCartIndiaRegionsQueryVariables>;
export const MfCartCartDocument = {"__meta__":{"hash":"sha256:a211fa41704ec9c4241d0fe0c733f6ea7648ec676461e15a70aa4c804db3bb75"}} as unknown as TypedDocumentString<MfCartCartQuery, MfCartCartQueryVariables>;
export const MfCartCustomerCartDocument = {"__meta__":{"hash":"sha256:b5f10e57a2effd5aaf3617d39b77cfb54275cbaaaf3f72d8959f96f6b55d99ce"}} as unknown as TypedDocumentString<MfCartCustomerCartQuery, MfCartCustomerCartQueryVariables>;
export const MfCartCreateEmptyCartDocument = {"__meta__":{"hash":"sha256:45c13111fb3bd225b1d2ad3bc10f3b62f02af1a63a18a15fe751cd38e28ed594"}} as unknown as TypedDocumentString<MfCartCreateEmptyCartMutation, MfCartCreateEmptyCartMutationVariables>;
export const MfCartCustomerNameDocument = {"__meta__":{"hash":"sha256:e204492dcef2a026895eda8e9b14b90ab5e79ae31f1f24ab466d677ff62b2746"}} as unknown as TypedDocumentString<MfCartCustomerNameQuery, MfCartCustomerNameQueryVariables>;
export const MfCartMergeCartsDocument = {"__meta__":{"hash":"sha256:1526e912fbbc6c973674047849137fee42a7493d45674d096259ad0d102c1e7d"}} as unknown as TypedDocumentString<MfCartMergeCartsMutation, MfCartMergeCartsMutationVariables>;
export const MfCartUpdateItemsDocument = {"__meta__":{"hash":"sha256:50d347649c6975c6b1e4c2c709483bf956f4fd034a6e7dcf134eb2f5e11f1338"}} as unknown as TypedDocumentString<MfCartUpdateItemsMutation, MfCartUpdateItemsMutationVariables>;
export const MfCartApplyCouponDocument = {"__meta__":{"hash":"sha256:4409ea24f58e3c160c31510103811a9d179f1b44c6c2927bc21c4e0fce4beffb"}} as unknown as TypedDocumentString<MfCartApplyCouponMutation, MfCartApplyCouponMutationVariables>;
export const MfCartRemoveCouponDocument = {"__meta__":{"hash":"sha256:70b63de4c6a936e1ca586a493026f9f09e9b99addeccd927dbffbc58831bdd58"}} as unknown as TypedDocumentString<MfCartRemoveCouponMutation, MfCartRemoveCouponMutationVariables>;
export const MfCartSetPincodeDocument = {"__meta__":{"hash":"sha256:fc4e428a18cea53791a33a4023e00582f1d9eac4541c4c7f456f4339351eaf10"}} as unknown as TypedDocumentString<MfCartSetPincodeMutation, MfCartSetPincodeMutationVariables>;
export const MfCartEstimateDeliveryDocument = {"__meta__":{"hash":"sha256:dcb74de7951acfb0ce763f966bf40c3b3e7ba6038e56dc6fe7c4f524bf0a6141"}} as unknown as TypedDocumentString<MfCartEstimateDeliveryMutation, MfCartEstimateDeliveryMutationVariables>;
export const MfCartCheckoutCartDocument = {"__meta__":{"hash":"sha256:b33789cc280dac4aa25572554e79cf13af44ebe3b275090b1d5e9d38f66f7863"}} as unknown as TypedDocumentString<MfCartCheckoutCartQuery, MfCartCheckoutCartQueryVariables>;
export const MfCartSetGuestEmailDocument = {"__meta__":{"hash":"sha256:101d7a0a90408b8b9b0643d8aedc4a6ac3bacbaccae0d523bf4349e63106271d"}} as unknown as TypedDocumentString<MfCartSetGuestEmailMutation, MfCartSetGuestEmailMutationVariables>;
export const MfCartSetShippingAddressDocument = {"__meta__":{"hash":"sha256:34e0dd35c01a9b7165b926523dd9f2e7a335e477501a8f0027a6d2e97f636889"}} as unknown as TypedDocumentString<MfCartSetShippingAddressMutation, MfCartSetShippingAddressMutationVariables>;
export const MfCartSetShippingAddressFromBookDocument = {"__meta__":{"hash":"sha256:a518d7a6b957b8f63e324793d3c5ce13685f948eb4512686ac23cd5ffb972bed"}} as unknown as TypedDocumentString<MfCartSetShippingAddressFromBookMutation, MfCartSetShippingAddressFromBookMutationVariables>;
export const MfCartSetShippingMethodDocument = {"__meta__":{"hash":"sha256:db155fce5701effde1c7f0edb2a92955e1002cade860ea3e0306b80f5637c0c2"}} as unknown as TypedDocumentString<MfCartSetShippingMethodMutation, MfCartSetShippingMethodMutationVariables>;
export const MfCartSetBillingAddressDocument = {"__meta__":{"hash":"sha256:823e92e6c180794a1d82d2118d414d9688319005a04beddc67580d59f64e9354"}} as unknown as TypedDocumentString<MfCartSetBillingAddressMutation, MfCartSetBillingAddressMutationVariables>;
export const MfCartSetPaymentMethodDocument = {"__meta__":{"hash":"sha256:ad9b9b29bb96d34c556fb232491e0ff950ef9768b03ba70b09e84ce1bb3feb7a"}} as unknown as TypedDocumentString<MfCartSetPaymentMethodMutation, MfCartSetPaymentMethodMutationVariables>;
export const MfCartPlaceOrderDocument = {"__meta__":{"hash":"sha256:0c64b375822f8a1b52a3eaf11555f9d4290e3d63b7054b5f42a7c0c7e4aa43cd"}} as unknown as TypedDocumentString<MfCartPlaceOrderMutation, MfCartPlaceOrderMutationVariables>;
export const MfCartGuestOrderDocument = {"__meta__":{"hash":"sha256:8d0117f86e1e1445d12b527d32ee13db083ab72aefa19b229c515dfdaf3c9bca"}} as unknown as TypedDocumentString<MfCartGuestOrderQuery, MfCartGuestOrderQueryVariables>;
export const MfCartGuestOrderByTokenDocument = {"__meta__":{"hash":"sha256:59a204985cac11b1411d9bbd4f3d6869c259fb2f9bf99cb0d420340376faf4de"}} as unknown as TypedDocumentString<MfCartGuestOrderByTokenQuery, MfCartGuestOrderByTokenQueryVariables>;
export const MfCartRequestGuestCancelDocument = {"__meta__":{"hash":"sha256:018a725e70c27d3330f74fcc424e730ff7dabac918c80c1fc48479ee8d09bb54"}} as unknown as TypedDocumentString<MfCartRequestGuestCancelMutation, MfCartRequestGuestCancelMutationVariables>;
export const MfCartConfirmGuestCancelDocument = {"__meta__":{"hash":"sha256:4075e8adc66f55d52d91554946454c59d0468826eef68c514361c3668275c3d2"}} as unknown as TypedDocumentString<MfCartConfirmGuestCancelMutation, MfCartConfirmGuestCancelMutationVariables>;
export const MfCartRemoveItemDocument = {"__meta__":{"hash":"sha256:b828bfb72e10a94b8ed5ed4d611750d7c945e8a1f90d42b4548abe5abbc5655d"}} as unknown as TypedDocumentString<MfCartRemoveItemMutation, MfCartRemoveItemMutationVariables>;
export const MfCartCancelOrderDocument = {"__meta__":{"hash":"sha256:a3eb2edf5001de595b85160b4985bdf444172d6187da44e0e0a9994c86ca224d"}} as unknown as TypedDocumentString<MfCartCancelOrderMutation, MfCartCancelOrderMutationVariables>;
export const MfCartReorderItemsDocument = {"__meta__":{"hash":"sha256:defbc2f84eeb804cb1a5baa8e1c31074dd137914f51f52bfdff4950e41978846"}} as unknown as TypedDocumentString<MfCartReorderItemsMutation, MfCartReorderItemsMutationVariables>;
export const MfCartCustomerOrdersDocument = {"__meta__":{"hash":"sha256:5d0238f231de46173625710855d889d99ff701430674f8887749c5db7888dd3b"}} as unknown as TypedDocumentString<MfCartCustomerOrdersQuery, MfCartCustomerOrdersQueryVariables>;
export const MfCartRequestPasswordResetDocument = {"__meta__":{"hash":"sha256:63ecd072efc88fac2cfae9ead85bd0ecc8905ba4876390ec606722c1fe70a824"}} as unknown as TypedDocumentString<MfCartRequestPasswordResetMutation, MfCartRequestPasswordResetMutationVariables>;
export const MfCartResetPasswordDocument = {"__meta__":{"hash":"sha256:b67fb1d86505c7155115f77b70d0adcb0adff8191d0cf9368b1ba6a98038a229"}} as unknown as TypedDocumentString<MfCartResetPasswordMutation, MfCartResetPasswordMutationVariables>;
export const MfCartWishlistPageDocument = {"__meta__":{"hash":"sha256:97bbb532854e5ac5096f7b1ee9125e447b133b9ca75afa0faeed33204d7a1646"}} as unknown as TypedDocumentString<MfCartWishlistPageQuery, MfCartWishlistPageQueryVariables>;
export const MfCartWishlistDocument = {"__meta__":{"hash":"sha256:140bad5616028d23d1258eac2bc2d3486f00048b07e1e3937e7dc83058d724e5"}} as unknown as TypedDocumentString<MfCartWishlistQuery, MfCartWishlistQueryVariables>;
export const MfCartAddToWishlistDocument = {"__meta__":{"hash":"sha256:c0405fa25e0b0f0ee0d640e8cf087abdfb1bd7b290f70a26cd5fcd7782cacc40"}} as unknown as TypedDocumentString<MfCartAddToWishlistMutation, MfCartAddToWishlistMutationVariables>;
export const MfCartRemoveFromWishlistDocument = {"__meta__":{"hash":"sha256:8a3813c4efbd232d769513026f2279c11a9bad1ecd47779d33e548c45f5990b6"}} as unknown as TypedDocumentString<MfCartRemoveFromWishlistMutation, MfCartRemoveFromWishlistMutationVariables>;