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

export type MfCartMergeCartsMutationVariables = Exact<{
  source: string;
  destination: string;
}>;


export type MfCartMergeCartsMutation = { mergeCarts: { id: string, pincode: string | null, email: string | null, total_quantity: number, applied_coupons: Array<{ code: string } | null> | null, prices: { grand_total: { value: number | null, currency: CurrencyEnum | null } | null, subtotal_including_tax: { value: number | null, currency: CurrencyEnum | null } | null, discounts: Array<{ label: string, amount: { value: number | null, currency: CurrencyEnum | null } } | null> | null } | null, items: Array<
      | { uid: string, quantity: number, errors: Array<{ code: CartItemErrorType, message: string } | null> | null, prices: { price: { value: number | null, currency: CurrencyEnum | null }, row_total: { value: number | null, currency: CurrencyEnum | null }, total_item_discount: { value: number | null, currency: CurrencyEnum | null } | null, discounts: Array<{ label: string, amount: { value: number | null, currency: CurrencyEnum | null } } | null> | null } | null, product:
          | { sku: string | null, name: string | null, url_key: string | null, sqft_per_box: number | null, tile_size: string | null, price_per_box: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null } } } }
          | { sku: string | null, name: string | null, url_key: string | null, sqft_per_box: number | null, tile_size: string | null, price_per_box: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null } } } }
          | { sku: string | null, name: string | null, url_key: string | null, sqft_per_box: number | null, tile_size: string | null, price_per_box: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null } } } }
          | { sku: string | null, name: string | null, url_key: string | null, sqft_per_box: number | null, tile_size: string | null, price_per_box: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null } } } }
          | { sku: string | null, name: string | null, url_key: string | null, sqft_per_box: number | null, tile_size: string | null, price_per_box: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null } } } }
         }
      | { uid: string, quantity: number, errors: Array<{ code: CartItemErrorType, message: string } | null> | null, prices: { price: { value: number | null, currency: CurrencyEnum | null }, row_total: { value: number | null, currency: CurrencyEnum | null }, total_item_discount: { value: number | null, currency: CurrencyEnum | null } | null, discounts: Array<{ label: string, amount: { value: number | null, currency: CurrencyEnum | null } } | null> | null } | null, product:
          | { sku: string | null, name: string | null, url_key: string | null, sqft_per_box: number | null, tile_size: string | null, price_per_box: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null } } } }
          | { sku: string | null, name: string | null, url_key: string | null, sqft_per_box: number | null, tile_size: string | null, price_per_box: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null } } } }
          | { sku: string | null, name: string | null, url_key: string | null, sqft_per_box: number | null, tile_size: string | null, price_per_box: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null } } } }
          | { sku: string | null, name: string | null, url_key: string | null, sqft_per_box: number | null, tile_size: string | null, price_per_box: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null } } } }
          | { sku: string | null, name: string | null, url_key: string | null, sqft_per_box: number | null, tile_size: string | null, price_per_box: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null } } } }
         }
      | { uid: string, quantity: number, errors: Array<{ code: CartItemErrorType, message: string } | null> | null, prices: { price: { value: number | null, currency: CurrencyEnum | null }, row_total: { value: number | null, currency: CurrencyEnum | null }, total_item_discount: { value: number | null, currency: CurrencyEnum | null } | null, discounts: Array<{ label: string, amount: { value: number | null, currency: CurrencyEnum | null } } | null> | null } | null, product:
          | { sku: string | null, name: string | null, url_key: string | null, sqft_per_box: number | null, tile_size: string | null, price_per_box: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null } } } }
          | { sku: string | null, name: string | null, url_key: string | null, sqft_per_box: number | null, tile_size: string | null, price_per_box: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null } } } }
          | { sku: string | null, name: string | null, url_key: string | null, sqft_per_box: number | null, tile_size: string | null, price_per_box: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null } } } }
          | { sku: string | null, name: string | null, url_key: string | null, sqft_per_box: number | null, tile_size: string | null, price_per_box: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null } } } }
          | { sku: string | null, name: string | null, url_key: string | null, sqft_per_box: number | null, tile_size: string | null, price_per_box: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null } } } }
         }
      | { uid: string, quantity: number, errors: Array<{ code: CartItemErrorType, message: string } | null> | null, prices: { price: { value: number | null, currency: CurrencyEnum | null }, row_total: { value: number | null, currency: CurrencyEnum | null }, total_item_discount: { value: number | null, currency: CurrencyEnum | null } | null, discounts: Array<{ label: string, amount: { value: number | null, currency: CurrencyEnum | null } } | null> | null } | null, product:
          | { sku: string | null, name: string | null, url_key: string | null, sqft_per_box: number | null, tile_size: string | null, price_per_box: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null } } } }
          | { sku: string | null, name: string | null, url_key: string | null, sqft_per_box: number | null, tile_size: string | null, price_per_box: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null } } } }
          | { sku: string | null, name: string | null, url_key: string | null, sqft_per_box: number | null, tile_size: string | null, price_per_box: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null } } } }
          | { sku: string | null, name: string | null, url_key: string | null, sqft_per_box: number | null, tile_size: string | null, price_per_box: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null } } } }
          | { sku: string | null, name: string | null, url_key: string | null, sqft_per_box: number | null, tile_size: string | null, price_per_box: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null } } } }
         }
     | null> | null } };

export type MfCartAddSimpleMutationVariables = Exact<{
  cartId: string;
  sku: string;
  quantity: number;
}>;


export type MfCartAddSimpleMutation = { addSimpleProductsToCart: { cart: { id: string, pincode: string | null, email: string | null, total_quantity: number, applied_coupons: Array<{ code: string } | null> | null, prices: { grand_total: { value: number | null, currency: CurrencyEnum | null } | null, subtotal_including_tax: { value: number | null, currency: CurrencyEnum | null } | null, discounts: Array<{ label: string, amount: { value: number | null, currency: CurrencyEnum | null } } | null> | null } | null, items: Array<
        | { uid: string, quantity: number, errors: Array<{ code: CartItemErrorType, message: string } | null> | null, prices: { price: { value: number | null, currency: CurrencyEnum | null }, row_total: { value: number | null, currency: CurrencyEnum | null }, total_item_discount: { value: number | null, currency: CurrencyEnum | null } | null, discounts: Array<{ label: string, amount: { value: number | null, currency: CurrencyEnum | null } } | null> | null } | null, product:
            | { sku: string | null, name: string | null, url_key: string | null, sqft_per_box: number | null, tile_size: string | null, price_per_box: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null } } } }
            | { sku: string | null, name: string | null, url_key: string | null, sqft_per_box: number | null, tile_size: string | null, price_per_box: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null } } } }
            | { sku: string | null, name: string | null, url_key: string | null, sqft_per_box: number | null, tile_size: string | null, price_per_box: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null } } } }
            | { sku: string | null, name: string | null, url_key: string | null, sqft_per_box: number | null, tile_size: string | null, price_per_box: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null } } } }
            | { sku: string | null, name: string | null, url_key: string | null, sqft_per_box: number | null, tile_size: string | null, price_per_box: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null } } } }
           }
        | { uid: string, quantity: number, errors: Array<{ code: CartItemErrorType, message: string } | null> | null, prices: { price: { value: number | null, currency: CurrencyEnum | null }, row_total: { value: number | null, currency: CurrencyEnum | null }, total_item_discount: { value: number | null, currency: CurrencyEnum | null } | null, discounts: Array<{ label: string, amount: { value: number | null, currency: CurrencyEnum | null } } | null> | null } | null, product:
            | { sku: string | null, name: string | null, url_key: string | null, sqft_per_box: number | null, tile_size: string | null, price_per_box: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null } } } }
            | { sku: string | null, name: string | null, url_key: string | null, sqft_per_box: number | null, tile_size: string | null, price_per_box: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null } } } }
            | { sku: string | null, name: string | null, url_key: string | null, sqft_per_box: number | null, tile_size: string | null, price_per_box: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null } } } }
            | { sku: string | null, name: string | null, url_key: string | null, sqft_per_box: number | null, tile_size: string | null, price_per_box: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null } } } }
            | { sku: string | null, name: string | null, url_key: string | null, sqft_per_box: number | null, tile_size: string | null, price_per_box: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null } } } }
           }
        | { uid: string, quantity: number, errors: Array<{ code: CartItemErrorType, message: string } | null> | null, prices: { price: { value: number | null, currency: CurrencyEnum | null }, row_total: { value: number | null, currency: CurrencyEnum | null }, total_item_discount: { value: number | null, currency: CurrencyEnum | null } | null, discounts: Array<{ label: string, amount: { value: number | null, currency: CurrencyEnum | null } } | null> | null } | null, product:
            | { sku: string | null, name: string | null, url_key: string | null, sqft_per_box: number | null, tile_size: string | null, price_per_box: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null } } } }
            | { sku: string | null, name: string | null, url_key: string | null, sqft_per_box: number | null, tile_size: string | null, price_per_box: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null } } } }
            | { sku: string | null, name: string | null, url_key: string | null, sqft_per_box: number | null, tile_size: string | null, price_per_box: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null } } } }
            | { sku: string | null, name: string | null, url_key: string | null, sqft_per_box: number | null, tile_size: string | null, price_per_box: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null } } } }
            | { sku: string | null, name: string | null, url_key: string | null, sqft_per_box: number | null, tile_size: string | null, price_per_box: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null } } } }
           }
        | { uid: string, quantity: number, errors: Array<{ code: CartItemErrorType, message: string } | null> | null, prices: { price: { value: number | null, currency: CurrencyEnum | null }, row_total: { value: number | null, currency: CurrencyEnum | null }, total_item_discount: { value: number | null, currency: CurrencyEnum | null } | null, discounts: Array<{ label: string, amount: { value: number | null, currency: CurrencyEnum | null } } | null> | null } | null, product:
            | { sku: string | null, name: string | null, url_key: string | null, sqft_per_box: number | null, tile_size: string | null, price_per_box: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null } } } }
            | { sku: string | null, name: string | null, url_key: string | null, sqft_per_box: number | null, tile_size: string | null, price_per_box: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null } } } }
            | { sku: string | null, name: string | null, url_key: string | null, sqft_per_box: number | null, tile_size: string | null, price_per_box: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null } } } }
            | { sku: string | null, name: string | null, url_key: string | null, sqft_per_box: number | null, tile_size: string | null, price_per_box: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null } } } }
            | { sku: string | null, name: string | null, url_key: string | null, sqft_per_box: number | null, tile_size: string | null, price_per_box: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null } } } }
           }
       | null> | null } } | null };

export type MfCartAddToNewCartMutationVariables = Exact<{
  cartId: string;
  sku: string;
  quantity: number;
}>;


export type MfCartAddToNewCartMutation = { createEmptyCart: string | null, addSimpleProductsToCart: { cart: { id: string, pincode: string | null, email: string | null, total_quantity: number, applied_coupons: Array<{ code: string } | null> | null, prices: { grand_total: { value: number | null, currency: CurrencyEnum | null } | null, subtotal_including_tax: { value: number | null, currency: CurrencyEnum | null } | null, discounts: Array<{ label: string, amount: { value: number | null, currency: CurrencyEnum | null } } | null> | null } | null, items: Array<
        | { uid: string, quantity: number, errors: Array<{ code: CartItemErrorType, message: string } | null> | null, prices: { price: { value: number | null, currency: CurrencyEnum | null }, row_total: { value: number | null, currency: CurrencyEnum | null }, total_item_discount: { value: number | null, currency: CurrencyEnum | null } | null, discounts: Array<{ label: string, amount: { value: number | null, currency: CurrencyEnum | null } } | null> | null } | null, product:
            | { sku: string | null, name: string | null, url_key: string | null, sqft_per_box: number | null, tile_size: string | null, price_per_box: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null } } } }
            | { sku: string | null, name: string | null, url_key: string | null, sqft_per_box: number | null, tile_size: string | null, price_per_box: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null } } } }
            | { sku: string | null, name: string | null, url_key: string | null, sqft_per_box: number | null, tile_size: string | null, price_per_box: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null } } } }
            | { sku: string | null, name: string | null, url_key: string | null, sqft_per_box: number | null, tile_size: string | null, price_per_box: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null } } } }
            | { sku: string | null, name: string | null, url_key: string | null, sqft_per_box: number | null, tile_size: string | null, price_per_box: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null } } } }
           }
        | { uid: string, quantity: number, errors: Array<{ code: CartItemErrorType, message: string } | null> | null, prices: { price: { value: number | null, currency: CurrencyEnum | null }, row_total: { value: number | null, currency: CurrencyEnum | null }, total_item_discount: { value: number | null, currency: CurrencyEnum | null } | null, discounts: Array<{ label: string, amount: { value: number | null, currency: CurrencyEnum | null } } | null> | null } | null, product:
            | { sku: string | null, name: string | null, url_key: string | null, sqft_per_box: number | null, tile_size: string | null, price_per_box: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null } } } }
            | { sku: string | null, name: string | null, url_key: string | null, sqft_per_box: number | null, tile_size: string | null, price_per_box: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null } } } }
            | { sku: string | null, name: string | null, url_key: string | null, sqft_per_box: number | null, tile_size: string | null, price_per_box: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null } } } }
            | { sku: string | null, name: string | null, url_key: string | null, sqft_per_box: number | null, tile_size: string | null, price_per_box: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null } } } }
            | { sku: string | null, name: string | null, url_key: string | null, sqft_per_box: number | null, tile_size: string | null, price_per_box: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null } } } }
           }
        | { uid: string, quantity: number, errors: Array<{ code: CartItemErrorType, message: string } | null> | null, prices: { price: { value: number | null, currency: CurrencyEnum | null }, row_total: { value: number | null, currency: CurrencyEnum | null }, total_item_discount: { value: number | null, currency: CurrencyEnum | null } | null, discounts: Array<{ label: string, amount: { value: number | null, currency: CurrencyEnum | null } } | null> | null } | null, product:
            | { sku: string | null, name: string | null, url_key: string | null, sqft_per_box: number | null, tile_size: string | null, price_per_box: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null } } } }
            | { sku: string | null, name: string | null, url_key: string | null, sqft_per_box: number | null, tile_size: string | null, price_per_box: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null } } } }
            | { sku: string | null, name: string | null, url_key: string | null, sqft_per_box: number | null, tile_size: string | null, price_per_box: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null } } } }
            | { sku: string | null, name: string | null, url_key: string | null, sqft_per_box: number | null, tile_size: string | null, price_per_box: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null } } } }
            | { sku: string | null, name: string | null, url_key: string | null, sqft_per_box: number | null, tile_size: string | null, price_per_box: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null } } } }
           }
        | { uid: string, quantity: number, errors: Array<{ code: CartItemErrorType, message: string } | null> | null, prices: { price: { value: number | null, currency: CurrencyEnum | null }, row_total: { value: number | null, currency: CurrencyEnum | null }, total_item_discount: { value: number | null, currency: CurrencyEnum | null } | null, discounts: Array<{ label: string, amount: { value: number | null, currency: CurrencyEnum | null } } | null> | null } | null, product:
            | { sku: string | null, name: string | null, url_key: string | null, sqft_per_box: number | null, tile_size: string | null, price_per_box: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null } } } }
            | { sku: string | null, name: string | null, url_key: string | null, sqft_per_box: number | null, tile_size: string | null, price_per_box: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null } } } }
            | { sku: string | null, name: string | null, url_key: string | null, sqft_per_box: number | null, tile_size: string | null, price_per_box: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null } } } }
            | { sku: string | null, name: string | null, url_key: string | null, sqft_per_box: number | null, tile_size: string | null, price_per_box: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null } } } }
            | { sku: string | null, name: string | null, url_key: string | null, sqft_per_box: number | null, tile_size: string | null, price_per_box: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null } } } }
           }
       | null> | null } } | null };

export type MfCartAddCustomPriceMutationVariables = Exact<{
  cartId: string;
  pincode: string;
  items: Array<CustomPriceCartItemInput> | CustomPriceCartItemInput;
}>;


export type MfCartAddCustomPriceMutation = { addSimpleProductsToCartCustomPrice: { cart: { id: string, pincode: string | null, email: string | null, total_quantity: number, applied_coupons: Array<{ code: string } | null> | null, prices: { grand_total: { value: number | null, currency: CurrencyEnum | null } | null, subtotal_including_tax: { value: number | null, currency: CurrencyEnum | null } | null, discounts: Array<{ label: string, amount: { value: number | null, currency: CurrencyEnum | null } } | null> | null } | null, items: Array<
        | { uid: string, quantity: number, errors: Array<{ code: CartItemErrorType, message: string } | null> | null, prices: { price: { value: number | null, currency: CurrencyEnum | null }, row_total: { value: number | null, currency: CurrencyEnum | null }, total_item_discount: { value: number | null, currency: CurrencyEnum | null } | null, discounts: Array<{ label: string, amount: { value: number | null, currency: CurrencyEnum | null } } | null> | null } | null, product:
            | { sku: string | null, name: string | null, url_key: string | null, sqft_per_box: number | null, tile_size: string | null, price_per_box: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null } } } }
            | { sku: string | null, name: string | null, url_key: string | null, sqft_per_box: number | null, tile_size: string | null, price_per_box: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null } } } }
            | { sku: string | null, name: string | null, url_key: string | null, sqft_per_box: number | null, tile_size: string | null, price_per_box: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null } } } }
            | { sku: string | null, name: string | null, url_key: string | null, sqft_per_box: number | null, tile_size: string | null, price_per_box: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null } } } }
            | { sku: string | null, name: string | null, url_key: string | null, sqft_per_box: number | null, tile_size: string | null, price_per_box: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null } } } }
           }
        | { uid: string, quantity: number, errors: Array<{ code: CartItemErrorType, message: string } | null> | null, prices: { price: { value: number | null, currency: CurrencyEnum | null }, row_total: { value: number | null, currency: CurrencyEnum | null }, total_item_discount: { value: number | null, currency: CurrencyEnum | null } | null, discounts: Array<{ label: string, amount: { value: number | null, currency: CurrencyEnum | null } } | null> | null } | null, product:
            | { sku: string | null, name: string | null, url_key: string | null, sqft_per_box: number | null, tile_size: string | null, price_per_box: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null } } } }
            | { sku: string | null, name: string | null, url_key: string | null, sqft_per_box: number | null, tile_size: string | null, price_per_box: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null } } } }
            | { sku: string | null, name: string | null, url_key: string | null, sqft_per_box: number | null, tile_size: string | null, price_per_box: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null } } } }
            | { sku: string | null, name: string | null, url_key: string | null, sqft_per_box: number | null, tile_size: string | null, price_per_box: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null } } } }
            | { sku: string | null, name: string | null, url_key: string | null, sqft_per_box: number | null, tile_size: string | null, price_per_box: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null } } } }
           }
        | { uid: string, quantity: number, errors: Array<{ code: CartItemErrorType, message: string } | null> | null, prices: { price: { value: number | null, currency: CurrencyEnum | null }, row_total: { value: number | null, currency: CurrencyEnum | null }, total_item_discount: { value: number | null, currency: CurrencyEnum | null } | null, discounts: Array<{ label: string, amount: { value: number | null, currency: CurrencyEnum | null } } | null> | null } | null, product:
            | { sku: string | null, name: string | null, url_key: string | null, sqft_per_box: number | null, tile_size: string | null, price_per_box: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null } } } }
            | { sku: string | null, name: string | null, url_key: string | null, sqft_per_box: number | null, tile_size: string | null, price_per_box: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null } } } }
            | { sku: string | null, name: string | null, url_key: string | null, sqft_per_box: number | null, tile_size: string | null, price_per_box: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null } } } }
            | { sku: string | null, name: string | null, url_key: string | null, sqft_per_box: number | null, tile_size: string | null, price_per_box: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null } } } }
            | { sku: string | null, name: string | null, url_key: string | null, sqft_per_box: number | null, tile_size: string | null, price_per_box: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null } } } }
           }
        | { uid: string, quantity: number, errors: Array<{ code: CartItemErrorType, message: string } | null> | null, prices: { price: { value: number | null, currency: CurrencyEnum | null }, row_total: { value: number | null, currency: CurrencyEnum | null }, total_item_discount: { value: number | null, currency: CurrencyEnum | null } | null, discounts: Array<{ label: string, amount: { value: number | null, currency: CurrencyEnum | null } } | null> | null } | null, product:
            | { sku: string | null, name: string | null, url_key: string | null, sqft_per_box: number | null, tile_size: string | null, price_per_box: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null } } } }
            | { sku: string | null, name: string | null, url_key: string | null, sqft_per_box: number | null, tile_size: string | null, price_per_box: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null } } } }
            | { sku: string | null, name: string | null, url_key: string | null, sqft_per_box: number | null, tile_size: string | null, price_per_box: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null } } } }
            | { sku: string | null, name: string | null, url_key: string | null, sqft_per_box: number | null, tile_size: string | null, price_per_box: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null } } } }
            | { sku: string | null, name: string | null, url_key: string | null, sqft_per_box: number | null, tile_size: string | null, price_per_box: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null } } } }
           }
       | null> | null } } | null };

export type MfCartPincodePriceQueryVariables = Exact<{
  sku: string;
  pincode: string;
}>;


export type MfCartPincodePriceQuery = { products: { items: Array<
      | { sku: string | null, price_per_box: number | null, price_per_box_for_pincode: number | null }
      | { sku: string | null, price_per_box: number | null, price_per_box_for_pincode: number | null }
      | { sku: string | null, price_per_box: number | null, price_per_box_for_pincode: number | null }
      | { sku: string | null, price_per_box: number | null, price_per_box_for_pincode: number | null }
      | { sku: string | null, price_per_box: number | null, price_per_box_for_pincode: number | null }
     | null> | null } | null };

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

export type MfCartFieldsFragment = { id: string, pincode: string | null, email: string | null, total_quantity: number, applied_coupons: Array<{ code: string } | null> | null, prices: { grand_total: { value: number | null, currency: CurrencyEnum | null } | null, subtotal_including_tax: { value: number | null, currency: CurrencyEnum | null } | null, discounts: Array<{ label: string, amount: { value: number | null, currency: CurrencyEnum | null } } | null> | null } | null, items: Array<
    | { uid: string, quantity: number, errors: Array<{ code: CartItemErrorType, message: string } | null> | null, prices: { price: { value: number | null, currency: CurrencyEnum | null }, row_total: { value: number | null, currency: CurrencyEnum | null }, total_item_discount: { value: number | null, currency: CurrencyEnum | null } | null, discounts: Array<{ label: string, amount: { value: number | null, currency: CurrencyEnum | null } } | null> | null } | null, product:
        | { sku: string | null, name: string | null, url_key: string | null, sqft_per_box: number | null, tile_size: string | null, price_per_box: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null } } } }
        | { sku: string | null, name: string | null, url_key: string | null, sqft_per_box: number | null, tile_size: string | null, price_per_box: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null } } } }
        | { sku: string | null, name: string | null, url_key: string | null, sqft_per_box: number | null, tile_size: string | null, price_per_box: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null } } } }
        | { sku: string | null, name: string | null, url_key: string | null, sqft_per_box: number | null, tile_size: string | null, price_per_box: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null } } } }
        | { sku: string | null, name: string | null, url_key: string | null, sqft_per_box: number | null, tile_size: string | null, price_per_box: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null } } } }
       }
    | { uid: string, quantity: number, errors: Array<{ code: CartItemErrorType, message: string } | null> | null, prices: { price: { value: number | null, currency: CurrencyEnum | null }, row_total: { value: number | null, currency: CurrencyEnum | null }, total_item_discount: { value: number | null, currency: CurrencyEnum | null } | null, discounts: Array<{ label: string, amount: { value: number | null, currency: CurrencyEnum | null } } | null> | null } | null, product:
        | { sku: string | null, name: string | null, url_key: string | null, sqft_per_box: number | null, tile_size: string | null, price_per_box: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null } } } }
        | { sku: string | null, name: string | null, url_key: string | null, sqft_per_box: number | null, tile_size: string | null, price_per_box: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null } } } }
        | { sku: string | null, name: string | null, url_key: string | null, sqft_per_box: number | null, tile_size: string | null, price_per_box: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null } } } }
        | { sku: string | null, name: string | null, url_key: string | null, sqft_per_box: number | null, tile_size: string | null, price_per_box: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null } } } }
        | { sku: string | null, name: string | null, url_key: string | null, sqft_per_box: number | null, tile_size: string | null, price_per_box: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null } } } }
       }
    | { uid: string, quantity: number, errors: Array<{ code: CartItemErrorType, message: string } | null> | null, prices: { price: { value: number | null, currency: CurrencyEnum | null }, row_total: { value: number | null, currency: CurrencyEnum | null }, total_item_discount: { value: number | null, currency: CurrencyEnum | null } | null, discounts: Array<{ label: string, amount: { value: number | null, currency: CurrencyEnum | null } } | null> | null } | null, product:
        | { sku: string | null, name: string | null, url_key: string | null, sqft_per_box: number | null, tile_size: string | null, price_per_box: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null } } } }
        | { sku: string | null, name: string | null, url_key: string | null, sqft_per_box: number | null, tile_size: string | null, price_per_box: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null } } } }
        | { sku: string | null, name: string | null, url_key: string | null, sqft_per_box: number | null, tile_size: string | null, price_per_box: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null } } } }
        | { sku: string | null, name: string | null, url_key: string | null, sqft_per_box: number | null, tile_size: string | null, price_per_box: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null } } } }
        | { sku: string | null, name: string | null, url_key: string | null, sqft_per_box: number | null, tile_size: string | null, price_per_box: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null } } } }
       }
    | { uid: string, quantity: number, errors: Array<{ code: CartItemErrorType, message: string } | null> | null, prices: { price: { value: number | null, currency: CurrencyEnum | null }, row_total: { value: number | null, currency: CurrencyEnum | null }, total_item_discount: { value: number | null, currency: CurrencyEnum | null } | null, discounts: Array<{ label: string, amount: { value: number | null, currency: CurrencyEnum | null } } | null> | null } | null, product:
        | { sku: string | null, name: string | null, url_key: string | null, sqft_per_box: number | null, tile_size: string | null, price_per_box: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null } } } }
        | { sku: string | null, name: string | null, url_key: string | null, sqft_per_box: number | null, tile_size: string | null, price_per_box: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null } } } }
        | { sku: string | null, name: string | null, url_key: string | null, sqft_per_box: number | null, tile_size: string | null, price_per_box: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null } } } }
        | { sku: string | null, name: string | null, url_key: string | null, sqft_per_box: number | null, tile_size: string | null, price_per_box: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null } } } }
        | { sku: string | null, name: string | null, url_key: string | null, sqft_per_box: number | null, tile_size: string | null, price_per_box: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null } } } }
       }
   | null> | null };

export type MfCartCartQueryVariables = Exact<{
  cartId: string;
}>;


export type MfCartCartQuery = { cart: { id: string, pincode: string | null, email: string | null, total_quantity: number, applied_coupons: Array<{ code: string } | null> | null, prices: { grand_total: { value: number | null, currency: CurrencyEnum | null } | null, subtotal_including_tax: { value: number | null, currency: CurrencyEnum | null } | null, discounts: Array<{ label: string, amount: { value: number | null, currency: CurrencyEnum | null } } | null> | null } | null, items: Array<
      | { uid: string, quantity: number, errors: Array<{ code: CartItemErrorType, message: string } | null> | null, prices: { price: { value: number | null, currency: CurrencyEnum | null }, row_total: { value: number | null, currency: CurrencyEnum | null }, total_item_discount: { value: number | null, currency: CurrencyEnum | null } | null, discounts: Array<{ label: string, amount: { value: number | null, currency: CurrencyEnum | null } } | null> | null } | null, product:
          | { sku: string | null, name: string | null, url_key: string | null, sqft_per_box: number | null, tile_size: string | null, price_per_box: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null } } } }
          | { sku: string | null, name: string | null, url_key: string | null, sqft_per_box: number | null, tile_size: string | null, price_per_box: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null } } } }
          | { sku: string | null, name: string | null, url_key: string | null, sqft_per_box: number | null, tile_size: string | null, price_per_box: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null } } } }
          | { sku: string | null, name: string | null, url_key: string | null, sqft_per_box: number | null, tile_size: string | null, price_per_box: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null } } } }
          | { sku: string | null, name: string | null, url_key: string | null, sqft_per_box: number | null, tile_size: string | null, price_per_box: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null } } } }
         }
      | { uid: string, quantity: number, errors: Array<{ code: CartItemErrorType, message: string } | null> | null, prices: { price: { value: number | null, currency: CurrencyEnum | null }, row_total: { value: number | null, currency: CurrencyEnum | null }, total_item_discount: { value: number | null, currency: CurrencyEnum | null } | null, discounts: Array<{ label: string, amount: { value: number | null, currency: CurrencyEnum | null } } | null> | null } | null, product:
          | { sku: string | null, name: string | null, url_key: string | null, sqft_per_box: number | null, tile_size: string | null, price_per_box: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null } } } }
          | { sku: string | null, name: string | null, url_key: string | null, sqft_per_box: number | null, tile_size: string | null, price_per_box: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null } } } }
          | { sku: string | null, name: string | null, url_key: string | null, sqft_per_box: number | null, tile_size: string | null, price_per_box: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null } } } }
          | { sku: string | null, name: string | null, url_key: string | null, sqft_per_box: number | null, tile_size: string | null, price_per_box: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null } } } }
          | { sku: string | null, name: string | null, url_key: string | null, sqft_per_box: number | null, tile_size: string | null, price_per_box: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null } } } }
         }
      | { uid: string, quantity: number, errors: Array<{ code: CartItemErrorType, message: string } | null> | null, prices: { price: { value: number | null, currency: CurrencyEnum | null }, row_total: { value: number | null, currency: CurrencyEnum | null }, total_item_discount: { value: number | null, currency: CurrencyEnum | null } | null, discounts: Array<{ label: string, amount: { value: number | null, currency: CurrencyEnum | null } } | null> | null } | null, product:
          | { sku: string | null, name: string | null, url_key: string | null, sqft_per_box: number | null, tile_size: string | null, price_per_box: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null } } } }
          | { sku: string | null, name: string | null, url_key: string | null, sqft_per_box: number | null, tile_size: string | null, price_per_box: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null } } } }
          | { sku: string | null, name: string | null, url_key: string | null, sqft_per_box: number | null, tile_size: string | null, price_per_box: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null } } } }
          | { sku: string | null, name: string | null, url_key: string | null, sqft_per_box: number | null, tile_size: string | null, price_per_box: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null } } } }
          | { sku: string | null, name: string | null, url_key: string | null, sqft_per_box: number | null, tile_size: string | null, price_per_box: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null } } } }
         }
      | { uid: string, quantity: number, errors: Array<{ code: CartItemErrorType, message: string } | null> | null, prices: { price: { value: number | null, currency: CurrencyEnum | null }, row_total: { value: number | null, currency: CurrencyEnum | null }, total_item_discount: { value: number | null, currency: CurrencyEnum | null } | null, discounts: Array<{ label: string, amount: { value: number | null, currency: CurrencyEnum | null } } | null> | null } | null, product:
          | { sku: string | null, name: string | null, url_key: string | null, sqft_per_box: number | null, tile_size: string | null, price_per_box: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null } } } }
          | { sku: string | null, name: string | null, url_key: string | null, sqft_per_box: number | null, tile_size: string | null, price_per_box: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null } } } }
          | { sku: string | null, name: string | null, url_key: string | null, sqft_per_box: number | null, tile_size: string | null, price_per_box: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null } } } }
          | { sku: string | null, name: string | null, url_key: string | null, sqft_per_box: number | null, tile_size: string | null, price_per_box: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null } } } }
          | { sku: string | null, name: string | null, url_key: string | null, sqft_per_box: number | null, tile_size: string | null, price_per_box: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null } } } }
         }
     | null> | null } | null };

export type MfCartCustomerCartQueryVariables = Exact<{ [key: string]: never; }>;


export type MfCartCustomerCartQuery = { customerCart: { id: string } };

export type MfCartCreateEmptyCartMutationVariables = Exact<{ [key: string]: never; }>;


export type MfCartCreateEmptyCartMutation = { createEmptyCart: string | null };

export type MfCartCustomerNameQueryVariables = Exact<{ [key: string]: never; }>;


export type MfCartCustomerNameQuery = { customer: { firstname: string | null, lastname: string | null, email: string | null } | null };

export type MfCartUpdateItemsMutationVariables = Exact<{
  cartId: string;
  items: Array<CartItemUpdateInput | null | undefined> | CartItemUpdateInput;
}>;


export type MfCartUpdateItemsMutation = { updateCartItems: { cart: { id: string, pincode: string | null, email: string | null, total_quantity: number, applied_coupons: Array<{ code: string } | null> | null, prices: { grand_total: { value: number | null, currency: CurrencyEnum | null } | null, subtotal_including_tax: { value: number | null, currency: CurrencyEnum | null } | null, discounts: Array<{ label: string, amount: { value: number | null, currency: CurrencyEnum | null } } | null> | null } | null, items: Array<
        | { uid: string, quantity: number, errors: Array<{ code: CartItemErrorType, message: string } | null> | null, prices: { price: { value: number | null, currency: CurrencyEnum | null }, row_total: { value: number | null, currency: CurrencyEnum | null }, total_item_discount: { value: number | null, currency: CurrencyEnum | null } | null, discounts: Array<{ label: string, amount: { value: number | null, currency: CurrencyEnum | null } } | null> | null } | null, product:
            | { sku: string | null, name: string | null, url_key: string | null, sqft_per_box: number | null, tile_size: string | null, price_per_box: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null } } } }
            | { sku: string | null, name: string | null, url_key: string | null, sqft_per_box: number | null, tile_size: string | null, price_per_box: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null } } } }
            | { sku: string | null, name: string | null, url_key: string | null, sqft_per_box: number | null, tile_size: string | null, price_per_box: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null } } } }
            | { sku: string | null, name: string | null, url_key: string | null, sqft_per_box: number | null, tile_size: string | null, price_per_box: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null } } } }
            | { sku: string | null, name: string | null, url_key: string | null, sqft_per_box: number | null, tile_size: string | null, price_per_box: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null } } } }
           }
        | { uid: string, quantity: number, errors: Array<{ code: CartItemErrorType, message: string } | null> | null, prices: { price: { value: number | null, currency: CurrencyEnum | null }, row_total: { value: number | null, currency: CurrencyEnum | null }, total_item_discount: { value: number | null, currency: CurrencyEnum | null } | null, discounts: Array<{ label: string, amount: { value: number | null, currency: CurrencyEnum | null } } | null> | null } | null, product:
            | { sku: string | null, name: string | null, url_key: string | null, sqft_per_box: number | null, tile_size: string | null, price_per_box: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null } } } }
            | { sku: string | null, name: string | null, url_key: string | null, sqft_per_box: number | null, tile_size: string | null, price_per_box: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null } } } }
            | { sku: string | null, name: string | null, url_key: string | null, sqft_per_box: number | null, tile_size: string | null, price_per_box: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null } } } }
            | { sku: string | null, name: string | null, url_key: string | null, sqft_per_box: number | null, tile_size: string | null, price_per_box: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null } } } }
            | { sku: string | null, name: string | null, url_key: string | null, sqft_per_box: number | null, tile_size: string | null, price_per_box: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null } } } }
           }
        | { uid: string, quantity: number, errors: Array<{ code: CartItemErrorType, message: string } | null> | null, prices: { price: { value: number | null, currency: CurrencyEnum | null }, row_total: { value: number | null, currency: CurrencyEnum | null }, total_item_discount: { value: number | null, currency: CurrencyEnum | null } | null, discounts: Array<{ label: string, amount: { value: number | null, currency: CurrencyEnum | null } } | null> | null } | null, product:
            | { sku: string | null, name: string | null, url_key: string | null, sqft_per_box: number | null, tile_size: string | null, price_per_box: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null } } } }
            | { sku: string | null, name: string | null, url_key: string | null, sqft_per_box: number | null, tile_size: string | null, price_per_box: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null } } } }
            | { sku: string | null, name: string | null, url_key: string | null, sqft_per_box: number | null, tile_size: string | null, price_per_box: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null } } } }
            | { sku: string | null, name: string | null, url_key: string | null, sqft_per_box: number | null, tile_size: string | null, price_per_box: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null } } } }
            | { sku: string | null, name: string | null, url_key: string | null, sqft_per_box: number | null, tile_size: string | null, price_per_box: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null } } } }
           }
        | { uid: string, quantity: number, errors: Array<{ code: CartItemErrorType, message: string } | null> | null, prices: { price: { value: number | null, currency: CurrencyEnum | null }, row_total: { value: number | null, currency: CurrencyEnum | null }, total_item_discount: { value: number | null, currency: CurrencyEnum | null } | null, discounts: Array<{ label: string, amount: { value: number | null, currency: CurrencyEnum | null } } | null> | null } | null, product:
            | { sku: string | null, name: string | null, url_key: string | null, sqft_per_box: number | null, tile_size: string | null, price_per_box: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null } } } }
            | { sku: string | null, name: string | null, url_key: string | null, sqft_per_box: number | null, tile_size: string | null, price_per_box: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null } } } }
            | { sku: string | null, name: string | null, url_key: string | null, sqft_per_box: number | null, tile_size: string | null, price_per_box: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null } } } }
            | { sku: string | null, name: string | null, url_key: string | null, sqft_per_box: number | null, tile_size: string | null, price_per_box: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null } } } }
            | { sku: string | null, name: string | null, url_key: string | null, sqft_per_box: number | null, tile_size: string | null, price_per_box: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null } } } }
           }
       | null> | null } } | null };

export type MfCartApplyCouponMutationVariables = Exact<{
  cartId: string;
  code: string;
}>;


export type MfCartApplyCouponMutation = { applyCouponToCart: { cart: { id: string, pincode: string | null, email: string | null, total_quantity: number, applied_coupons: Array<{ code: string } | null> | null, prices: { grand_total: { value: number | null, currency: CurrencyEnum | null } | null, subtotal_including_tax: { value: number | null, currency: CurrencyEnum | null } | null, discounts: Array<{ label: string, amount: { value: number | null, currency: CurrencyEnum | null } } | null> | null } | null, items: Array<
        | { uid: string, quantity: number, errors: Array<{ code: CartItemErrorType, message: string } | null> | null, prices: { price: { value: number | null, currency: CurrencyEnum | null }, row_total: { value: number | null, currency: CurrencyEnum | null }, total_item_discount: { value: number | null, currency: CurrencyEnum | null } | null, discounts: Array<{ label: string, amount: { value: number | null, currency: CurrencyEnum | null } } | null> | null } | null, product:
            | { sku: string | null, name: string | null, url_key: string | null, sqft_per_box: number | null, tile_size: string | null, price_per_box: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null } } } }
            | { sku: string | null, name: string | null, url_key: string | null, sqft_per_box: number | null, tile_size: string | null, price_per_box: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null } } } }
            | { sku: string | null, name: string | null, url_key: string | null, sqft_per_box: number | null, tile_size: string | null, price_per_box: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null } } } }
            | { sku: string | null, name: string | null, url_key: string | null, sqft_per_box: number | null, tile_size: string | null, price_per_box: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null } } } }
            | { sku: string | null, name: string | null, url_key: string | null, sqft_per_box: number | null, tile_size: string | null, price_per_box: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null } } } }
           }
        | { uid: string, quantity: number, errors: Array<{ code: CartItemErrorType, message: string } | null> | null, prices: { price: { value: number | null, currency: CurrencyEnum | null }, row_total: { value: number | null, currency: CurrencyEnum | null }, total_item_discount: { value: number | null, currency: CurrencyEnum | null } | null, discounts: Array<{ label: string, amount: { value: number | null, currency: CurrencyEnum | null } } | null> | null } | null, product:
            | { sku: string | null, name: string | null, url_key: string | null, sqft_per_box: number | null, tile_size: string | null, price_per_box: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null } } } }
            | { sku: string | null, name: string | null, url_key: string | null, sqft_per_box: number | null, tile_size: string | null, price_per_box: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null } } } }
            | { sku: string | null, name: string | null, url_key: string | null, sqft_per_box: number | null, tile_size: string | null, price_per_box: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null } } } }
            | { sku: string | null, name: string | null, url_key: string | null, sqft_per_box: number | null, tile_size: string | null, price_per_box: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null } } } }
            | { sku: string | null, name: string | null, url_key: string | null, sqft_per_box: number | null, tile_size: string | null, price_per_box: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null } } } }
           }
        | { uid: string, quantity: number, errors: Array<{ code: CartItemErrorType, message: string } | null> | null, prices: { price: { value: number | null, currency: CurrencyEnum | null }, row_total: { value: number | null, currency: CurrencyEnum | null }, total_item_discount: { value: number | null, currency: CurrencyEnum | null } | null, discounts: Array<{ label: string, amount: { value: number | null, currency: CurrencyEnum | null } } | null> | null } | null, product:
            | { sku: string | null, name: string | null, url_key: string | null, sqft_per_box: number | null, tile_size: string | null, price_per_box: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null } } } }
            | { sku: string | null, name: string | null, url_key: string | null, sqft_per_box: number | null, tile_size: string | null, price_per_box: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null } } } }
            | { sku: string | null, name: string | null, url_key: string | null, sqft_per_box: number | null, tile_size: string | null, price_per_box: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null } } } }
            | { sku: string | null, name: string | null, url_key: string | null, sqft_per_box: number | null, tile_size: string | null, price_per_box: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null } } } }
            | { sku: string | null, name: string | null, url_key: string | null, sqft_per_box: number | null, tile_size: string | null, price_per_box: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null } } } }
           }
        | { uid: string, quantity: number, errors: Array<{ code: CartItemErrorType, message: string } | null> | null, prices: { price: { value: number | null, currency: CurrencyEnum | null }, row_total: { value: number | null, currency: CurrencyEnum | null }, total_item_discount: { value: number | null, currency: CurrencyEnum | null } | null, discounts: Array<{ label: string, amount: { value: number | null, currency: CurrencyEnum | null } } | null> | null } | null, product:
            | { sku: string | null, name: string | null, url_key: string | null, sqft_per_box: number | null, tile_size: string | null, price_per_box: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null } } } }
            | { sku: string | null, name: string | null, url_key: string | null, sqft_per_box: number | null, tile_size: string | null, price_per_box: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null } } } }
            | { sku: string | null, name: string | null, url_key: string | null, sqft_per_box: number | null, tile_size: string | null, price_per_box: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null } } } }
            | { sku: string | null, name: string | null, url_key: string | null, sqft_per_box: number | null, tile_size: string | null, price_per_box: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null } } } }
            | { sku: string | null, name: string | null, url_key: string | null, sqft_per_box: number | null, tile_size: string | null, price_per_box: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null } } } }
           }
       | null> | null } } | null };

export type MfCartRemoveCouponMutationVariables = Exact<{
  cartId: string;
}>;


export type MfCartRemoveCouponMutation = { removeCouponFromCart: { cart: { id: string, pincode: string | null, email: string | null, total_quantity: number, applied_coupons: Array<{ code: string } | null> | null, prices: { grand_total: { value: number | null, currency: CurrencyEnum | null } | null, subtotal_including_tax: { value: number | null, currency: CurrencyEnum | null } | null, discounts: Array<{ label: string, amount: { value: number | null, currency: CurrencyEnum | null } } | null> | null } | null, items: Array<
        | { uid: string, quantity: number, errors: Array<{ code: CartItemErrorType, message: string } | null> | null, prices: { price: { value: number | null, currency: CurrencyEnum | null }, row_total: { value: number | null, currency: CurrencyEnum | null }, total_item_discount: { value: number | null, currency: CurrencyEnum | null } | null, discounts: Array<{ label: string, amount: { value: number | null, currency: CurrencyEnum | null } } | null> | null } | null, product:
            | { sku: string | null, name: string | null, url_key: string | null, sqft_per_box: number | null, tile_size: string | null, price_per_box: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null } } } }
            | { sku: string | null, name: string | null, url_key: string | null, sqft_per_box: number | null, tile_size: string | null, price_per_box: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null } } } }
            | { sku: string | null, name: string | null, url_key: string | null, sqft_per_box: number | null, tile_size: string | null, price_per_box: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null } } } }
            | { sku: string | null, name: string | null, url_key: string | null, sqft_per_box: number | null, tile_size: string | null, price_per_box: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null } } } }
            | { sku: string | null, name: string | null, url_key: string | null, sqft_per_box: number | null, tile_size: string | null, price_per_box: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null } } } }
           }
        | { uid: string, quantity: number, errors: Array<{ code: CartItemErrorType, message: string } | null> | null, prices: { price: { value: number | null, currency: CurrencyEnum | null }, row_total: { value: number | null, currency: CurrencyEnum | null }, total_item_discount: { value: number | null, currency: CurrencyEnum | null } | null, discounts: Array<{ label: string, amount: { value: number | null, currency: CurrencyEnum | null } } | null> | null } | null, product:
            | { sku: string | null, name: string | null, url_key: string | null, sqft_per_box: number | null, tile_size: string | null, price_per_box: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null } } } }
            | { sku: string | null, name: string | null, url_key: string | null, sqft_per_box: number | null, tile_size: string | null, price_per_box: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null } } } }
            | { sku: string | null, name: string | null, url_key: string | null, sqft_per_box: number | null, tile_size: string | null, price_per_box: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null } } } }
            | { sku: string | null, name: string | null, url_key: string | null, sqft_per_box: number | null, tile_size: string | null, price_per_box: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null } } } }
            | { sku: string | null, name: string | null, url_key: string | null, sqft_per_box: number | null, tile_size: string | null, price_per_box: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null } } } }
           }
        | { uid: string, quantity: number, errors: Array<{ code: CartItemErrorType, message: string } | null> | null, prices: { price: { value: number | null, currency: CurrencyEnum | null }, row_total: { value: number | null, currency: CurrencyEnum | null }, total_item_discount: { value: number | null, currency: CurrencyEnum | null } | null, discounts: Array<{ label: string, amount: { value: number | null, currency: CurrencyEnum | null } } | null> | null } | null, product:
            | { sku: string | null, name: string | null, url_key: string | null, sqft_per_box: number | null, tile_size: string | null, price_per_box: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null } } } }
            | { sku: string | null, name: string | null, url_key: string | null, sqft_per_box: number | null, tile_size: string | null, price_per_box: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null } } } }
            | { sku: string | null, name: string | null, url_key: string | null, sqft_per_box: number | null, tile_size: string | null, price_per_box: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null } } } }
            | { sku: string | null, name: string | null, url_key: string | null, sqft_per_box: number | null, tile_size: string | null, price_per_box: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null } } } }
            | { sku: string | null, name: string | null, url_key: string | null, sqft_per_box: number | null, tile_size: string | null, price_per_box: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null } } } }
           }
        | { uid: string, quantity: number, errors: Array<{ code: CartItemErrorType, message: string } | null> | null, prices: { price: { value: number | null, currency: CurrencyEnum | null }, row_total: { value: number | null, currency: CurrencyEnum | null }, total_item_discount: { value: number | null, currency: CurrencyEnum | null } | null, discounts: Array<{ label: string, amount: { value: number | null, currency: CurrencyEnum | null } } | null> | null } | null, product:
            | { sku: string | null, name: string | null, url_key: string | null, sqft_per_box: number | null, tile_size: string | null, price_per_box: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null } } } }
            | { sku: string | null, name: string | null, url_key: string | null, sqft_per_box: number | null, tile_size: string | null, price_per_box: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null } } } }
            | { sku: string | null, name: string | null, url_key: string | null, sqft_per_box: number | null, tile_size: string | null, price_per_box: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null } } } }
            | { sku: string | null, name: string | null, url_key: string | null, sqft_per_box: number | null, tile_size: string | null, price_per_box: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null } } } }
            | { sku: string | null, name: string | null, url_key: string | null, sqft_per_box: number | null, tile_size: string | null, price_per_box: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null } } } }
           }
       | null> | null } | null } | null };

export type MfCartSetPincodeMutationVariables = Exact<{
  cartId: string;
  pincode: string;
}>;


export type MfCartSetPincodeMutation = { addSimpleProductsToCartCustomPrice: { cart: { id: string, pincode: string | null, email: string | null, total_quantity: number, applied_coupons: Array<{ code: string } | null> | null, prices: { grand_total: { value: number | null, currency: CurrencyEnum | null } | null, subtotal_including_tax: { value: number | null, currency: CurrencyEnum | null } | null, discounts: Array<{ label: string, amount: { value: number | null, currency: CurrencyEnum | null } } | null> | null } | null, items: Array<
        | { uid: string, quantity: number, errors: Array<{ code: CartItemErrorType, message: string } | null> | null, prices: { price: { value: number | null, currency: CurrencyEnum | null }, row_total: { value: number | null, currency: CurrencyEnum | null }, total_item_discount: { value: number | null, currency: CurrencyEnum | null } | null, discounts: Array<{ label: string, amount: { value: number | null, currency: CurrencyEnum | null } } | null> | null } | null, product:
            | { sku: string | null, name: string | null, url_key: string | null, sqft_per_box: number | null, tile_size: string | null, price_per_box: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null } } } }
            | { sku: string | null, name: string | null, url_key: string | null, sqft_per_box: number | null, tile_size: string | null, price_per_box: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null } } } }
            | { sku: string | null, name: string | null, url_key: string | null, sqft_per_box: number | null, tile_size: string | null, price_per_box: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null } } } }
            | { sku: string | null, name: string | null, url_key: string | null, sqft_per_box: number | null, tile_size: string | null, price_per_box: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null } } } }
            | { sku: string | null, name: string | null, url_key: string | null, sqft_per_box: number | null, tile_size: string | null, price_per_box: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null } } } }
           }
        | { uid: string, quantity: number, errors: Array<{ code: CartItemErrorType, message: string } | null> | null, prices: { price: { value: number | null, currency: CurrencyEnum | null }, row_total: { value: number | null, currency: CurrencyEnum | null }, total_item_discount: { value: number | null, currency: CurrencyEnum | null } | null, discounts: Array<{ label: string, amount: { value: number | null, currency: CurrencyEnum | null } } | null> | null } | null, product:
            | { sku: string | null, name: string | null, url_key: string | null, sqft_per_box: number | null, tile_size: string | null, price_per_box: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null } } } }
            | { sku: string | null, name: string | null, url_key: string | null, sqft_per_box: number | null, tile_size: string | null, price_per_box: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null } } } }
            | { sku: string | null, name: string | null, url_key: string | null, sqft_per_box: number | null, tile_size: string | null, price_per_box: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null } } } }
            | { sku: string | null, name: string | null, url_key: string | null, sqft_per_box: number | null, tile_size: string | null, price_per_box: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null } } } }
            | { sku: string | null, name: string | null, url_key: string | null, sqft_per_box: number | null, tile_size: string | null, price_per_box: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null } } } }
           }
        | { uid: string, quantity: number, errors: Array<{ code: CartItemErrorType, message: string } | null> | null, prices: { price: { value: number | null, currency: CurrencyEnum | null }, row_total: { value: number | null, currency: CurrencyEnum | null }, total_item_discount: { value: number | null, currency: CurrencyEnum | null } | null, discounts: Array<{ label: string, amount: { value: number | null, currency: CurrencyEnum | null } } | null> | null } | null, product:
            | { sku: string | null, name: string | null, url_key: string | null, sqft_per_box: number | null, tile_size: string | null, price_per_box: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null } } } }
            | { sku: string | null, name: string | null, url_key: string | null, sqft_per_box: number | null, tile_size: string | null, price_per_box: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null } } } }
            | { sku: string | null, name: string | null, url_key: string | null, sqft_per_box: number | null, tile_size: string | null, price_per_box: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null } } } }
            | { sku: string | null, name: string | null, url_key: string | null, sqft_per_box: number | null, tile_size: string | null, price_per_box: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null } } } }
            | { sku: string | null, name: string | null, url_key: string | null, sqft_per_box: number | null, tile_size: string | null, price_per_box: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null } } } }
           }
        | { uid: string, quantity: number, errors: Array<{ code: CartItemErrorType, message: string } | null> | null, prices: { price: { value: number | null, currency: CurrencyEnum | null }, row_total: { value: number | null, currency: CurrencyEnum | null }, total_item_discount: { value: number | null, currency: CurrencyEnum | null } | null, discounts: Array<{ label: string, amount: { value: number | null, currency: CurrencyEnum | null } } | null> | null } | null, product:
            | { sku: string | null, name: string | null, url_key: string | null, sqft_per_box: number | null, tile_size: string | null, price_per_box: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null } } } }
            | { sku: string | null, name: string | null, url_key: string | null, sqft_per_box: number | null, tile_size: string | null, price_per_box: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null } } } }
            | { sku: string | null, name: string | null, url_key: string | null, sqft_per_box: number | null, tile_size: string | null, price_per_box: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null } } } }
            | { sku: string | null, name: string | null, url_key: string | null, sqft_per_box: number | null, tile_size: string | null, price_per_box: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null } } } }
            | { sku: string | null, name: string | null, url_key: string | null, sqft_per_box: number | null, tile_size: string | null, price_per_box: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null } } } }
           }
       | null> | null } } | null };

export type MfCartEstimateDeliveryMutationVariables = Exact<{
  cartId: string;
  pincode: string;
}>;


export type MfCartEstimateDeliveryMutation = { estimateShippingMethods: Array<{ carrier_code: string, method_title: string | null, amount: { value: number | null, currency: CurrencyEnum | null } } | null> | null };

export type MfCartCheckoutFieldsFragment = { id: string, pincode: string | null, email: string | null, total_quantity: number, shipping_addresses: Array<{ firstname: string, lastname: string, street: Array<string | null>, city: string, postcode: string | null, telephone: string | null, region: { code: string | null, label: string | null, region_id: number | null } | null, country: { code: string, label: string }, available_shipping_methods: Array<{ carrier_code: string, carrier_title: string, method_code: string | null, method_title: string | null, available: boolean, amount: { value: number | null, currency: CurrencyEnum | null } } | null> | null, selected_shipping_method: { carrier_code: string, carrier_title: string, method_code: string, method_title: string, amount: { value: number | null, currency: CurrencyEnum | null } } | null } | null>, billing_address: { firstname: string, lastname: string, street: Array<string | null>, city: string, postcode: string | null, telephone: string | null, region: { code: string | null, label: string | null } | null } | null, available_payment_methods: Array<{ code: string, title: string } | null> | null, selected_payment_method: { code: string, title: string } | null, applied_coupons: Array<{ code: string } | null> | null, prices: { grand_total: { value: number | null, currency: CurrencyEnum | null } | null, subtotal_including_tax: { value: number | null, currency: CurrencyEnum | null } | null, discounts: Array<{ label: string, amount: { value: number | null, currency: CurrencyEnum | null } } | null> | null } | null, items: Array<
    | { uid: string, quantity: number, errors: Array<{ code: CartItemErrorType, message: string } | null> | null, prices: { price: { value: number | null, currency: CurrencyEnum | null }, row_total: { value: number | null, currency: CurrencyEnum | null }, total_item_discount: { value: number | null, currency: CurrencyEnum | null } | null, discounts: Array<{ label: string, amount: { value: number | null, currency: CurrencyEnum | null } } | null> | null } | null, product:
        | { sku: string | null, name: string | null, url_key: string | null, sqft_per_box: number | null, tile_size: string | null, price_per_box: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null } } } }
        | { sku: string | null, name: string | null, url_key: string | null, sqft_per_box: number | null, tile_size: string | null, price_per_box: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null } } } }
        | { sku: string | null, name: string | null, url_key: string | null, sqft_per_box: number | null, tile_size: string | null, price_per_box: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null } } } }
        | { sku: string | null, name: string | null, url_key: string | null, sqft_per_box: number | null, tile_size: string | null, price_per_box: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null } } } }
        | { sku: string | null, name: string | null, url_key: string | null, sqft_per_box: number | null, tile_size: string | null, price_per_box: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null } } } }
       }
    | { uid: string, quantity: number, errors: Array<{ code: CartItemErrorType, message: string } | null> | null, prices: { price: { value: number | null, currency: CurrencyEnum | null }, row_total: { value: number | null, currency: CurrencyEnum | null }, total_item_discount: { value: number | null, currency: CurrencyEnum | null } | null, discounts: Array<{ label: string, amount: { value: number | null, currency: CurrencyEnum | null } } | null> | null } | null, product:
        | { sku: string | null, name: string | null, url_key: string | null, sqft_per_box: number | null, tile_size: string | null, price_per_box: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null } } } }
        | { sku: string | null, name: string | null, url_key: string | null, sqft_per_box: number | null, tile_size: string | null, price_per_box: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null } } } }
        | { sku: string | null, name: string | null, url_key: string | null, sqft_per_box: number | null, tile_size: string | null, price_per_box: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null } } } }
        | { sku: string | null, name: string | null, url_key: string | null, sqft_per_box: number | null, tile_size: string | null, price_per_box: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null } } } }
        | { sku: string | null, name: string | null, url_key: string | null, sqft_per_box: number | null, tile_size: string | null, price_per_box: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null } } } }
       }
    | { uid: string, quantity: number, errors: Array<{ code: CartItemErrorType, message: string } | null> | null, prices: { price: { value: number | null, currency: CurrencyEnum | null }, row_total: { value: number | null, currency: CurrencyEnum | null }, total_item_discount: { value: number | null, currency: CurrencyEnum | null } | null, discounts: Array<{ label: string, amount: { value: number | null, currency: CurrencyEnum | null } } | null> | null } | null, product:
        | { sku: string | null, name: string | null, url_key: string | null, sqft_per_box: number | null, tile_size: string | null, price_per_box: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null } } } }
        | { sku: string | null, name: string | null, url_key: string | null, sqft_per_box: number | null, tile_size: string | null, price_per_box: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null } } } }
        | { sku: string | null, name: string | null, url_key: string | null, sqft_per_box: number | null, tile_size: string | null, price_per_box: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null } } } }
        | { sku: string | null, name: string | null, url_key: string | null, sqft_per_box: number | null, tile_size: string | null, price_per_box: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null } } } }
        | { sku: string | null, name: string | null, url_key: string | null, sqft_per_box: number | null, tile_size: string | null, price_per_box: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null } } } }
       }
    | { uid: string, quantity: number, errors: Array<{ code: CartItemErrorType, message: string } | null> | null, prices: { price: { value: number | null, currency: CurrencyEnum | null }, row_total: { value: number | null, currency: CurrencyEnum | null }, total_item_discount: { value: number | null, currency: CurrencyEnum | null } | null, discounts: Array<{ label: string, amount: { value: number | null, currency: CurrencyEnum | null } } | null> | null } | null, product:
        | { sku: string | null, name: string | null, url_key: string | null, sqft_per_box: number | null, tile_size: string | null, price_per_box: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null } } } }
        | { sku: string | null, name: string | null, url_key: string | null, sqft_per_box: number | null, tile_size: string | null, price_per_box: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null } } } }
        | { sku: string | null, name: string | null, url_key: string | null, sqft_per_box: number | null, tile_size: string | null, price_per_box: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null } } } }
        | { sku: string | null, name: string | null, url_key: string | null, sqft_per_box: number | null, tile_size: string | null, price_per_box: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null } } } }
        | { sku: string | null, name: string | null, url_key: string | null, sqft_per_box: number | null, tile_size: string | null, price_per_box: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null } } } }
       }
   | null> | null };

export type MfCartCheckoutCartQueryVariables = Exact<{
  cartId: string;
}>;


export type MfCartCheckoutCartQuery = { cart: { id: string, pincode: string | null, email: string | null, total_quantity: number, shipping_addresses: Array<{ firstname: string, lastname: string, street: Array<string | null>, city: string, postcode: string | null, telephone: string | null, region: { code: string | null, label: string | null, region_id: number | null } | null, country: { code: string, label: string }, available_shipping_methods: Array<{ carrier_code: string, carrier_title: string, method_code: string | null, method_title: string | null, available: boolean, amount: { value: number | null, currency: CurrencyEnum | null } } | null> | null, selected_shipping_method: { carrier_code: string, carrier_title: string, method_code: string, method_title: string, amount: { value: number | null, currency: CurrencyEnum | null } } | null } | null>, billing_address: { firstname: string, lastname: string, street: Array<string | null>, city: string, postcode: string | null, telephone: string | null, region: { code: string | null, label: string | null } | null } | null, available_payment_methods: Array<{ code: string, title: string } | null> | null, selected_payment_method: { code: string, title: string } | null, applied_coupons: Array<{ code: string } | null> | null, prices: { grand_total: { value: number | null, currency: CurrencyEnum | null } | null, subtotal_including_tax: { value: number | null, currency: CurrencyEnum | null } | null, discounts: Array<{ label: string, amount: { value: number | null, currency: CurrencyEnum | null } } | null> | null } | null, items: Array<
      | { uid: string, quantity: number, errors: Array<{ code: CartItemErrorType, message: string } | null> | null, prices: { price: { value: number | null, currency: CurrencyEnum | null }, row_total: { value: number | null, currency: CurrencyEnum | null }, total_item_discount: { value: number | null, currency: CurrencyEnum | null } | null, discounts: Array<{ label: string, amount: { value: number | null, currency: CurrencyEnum | null } } | null> | null } | null, product:
          | { sku: string | null, name: string | null, url_key: string | null, sqft_per_box: number | null, tile_size: string | null, price_per_box: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null } } } }
          | { sku: string | null, name: string | null, url_key: string | null, sqft_per_box: number | null, tile_size: string | null, price_per_box: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null } } } }
          | { sku: string | null, name: string | null, url_key: string | null, sqft_per_box: number | null, tile_size: string | null, price_per_box: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null } } } }
          | { sku: string | null, name: string | null, url_key: string | null, sqft_per_box: number | null, tile_size: string | null, price_per_box: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null } } } }
          | { sku: string | null, name: string | null, url_key: string | null, sqft_per_box: number | null, tile_size: string | null, price_per_box: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null } } } }
         }
      | { uid: string, quantity: number, errors: Array<{ code: CartItemErrorType, message: string } | null> | null, prices: { price: { value: number | null, currency: CurrencyEnum | null }, row_total: { value: number | null, currency: CurrencyEnum | null }, total_item_discount: { value: number | null, currency: CurrencyEnum | null } | null, discounts: Array<{ label: string, amount: { value: number | null, currency: CurrencyEnum | null } } | null> | null } | null, product:
          | { sku: string | null, name: string | null, url_key: string | null, sqft_per_box: number | null, tile_size: string | null, price_per_box: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null } } } }
          | { sku: string | null, name: string | null, url_key: string | null, sqft_per_box: number | null, tile_size: string | null, price_per_box: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null } } } }
          | { sku: string | null, name: string | null, url_key: string | null, sqft_per_box: number | null, tile_size: string | null, price_per_box: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null } } } }
          | { sku: string | null, name: string | null, url_key: string | null, sqft_per_box: number | null, tile_size: string | null, price_per_box: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null } } } }
          | { sku: string | null, name: string | null, url_key: string | null, sqft_per_box: number | null, tile_size: string | null, price_per_box: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null } } } }
         }
      | { uid: string, quantity: number, errors: Array<{ code: CartItemErrorType, message: string } | null> | null, prices: { price: { value: number | null, currency: CurrencyEnum | null }, row_total: { value: number | null, currency: CurrencyEnum | null }, total_item_discount: { value: number | null, currency: CurrencyEnum | null } | null, discounts: Array<{ label: string, amount: { value: number | null, currency: CurrencyEnum | null } } | null> | null } | null, product:
          | { sku: string | null, name: string | null, url_key: string | null, sqft_per_box: number | null, tile_size: string | null, price_per_box: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null } } } }
          | { sku: string | null, name: string | null, url_key: string | null, sqft_per_box: number | null, tile_size: string | null, price_per_box: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null } } } }
          | { sku: string | null, name: string | null, url_key: string | null, sqft_per_box: number | null, tile_size: string | null, price_per_box: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null } } } }
          | { sku: string | null, name: string | null, url_key: string | null, sqft_per_box: number | null, tile_size: string | null, price_per_box: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null } } } }
          | { sku: string | null, name: string | null, url_key: string | null, sqft_per_box: number | null, tile_size: string | null, price_per_box: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null } } } }
         }
      | { uid: string, quantity: number, errors: Array<{ code: CartItemErrorType, message: string } | null> | null, prices: { price: { value: number | null, currency: CurrencyEnum | null }, row_total: { value: number | null, currency: CurrencyEnum | null }, total_item_discount: { value: number | null, currency: CurrencyEnum | null } | null, discounts: Array<{ label: string, amount: { value: number | null, currency: CurrencyEnum | null } } | null> | null } | null, product:
          | { sku: string | null, name: string | null, url_key: string | null, sqft_per_box: number | null, tile_size: string | null, price_per_box: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null } } } }
          | { sku: string | null, name: string | null, url_key: string | null, sqft_per_box: number | null, tile_size: string | null, price_per_box: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null } } } }
          | { sku: string | null, name: string | null, url_key: string | null, sqft_per_box: number | null, tile_size: string | null, price_per_box: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null } } } }
          | { sku: string | null, name: string | null, url_key: string | null, sqft_per_box: number | null, tile_size: string | null, price_per_box: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null } } } }
          | { sku: string | null, name: string | null, url_key: string | null, sqft_per_box: number | null, tile_size: string | null, price_per_box: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null } } } }
         }
     | null> | null } | null };

export type MfCartSetGuestEmailMutationVariables = Exact<{
  cartId: string;
  email: string;
}>;


export type MfCartSetGuestEmailMutation = { setGuestEmailOnCart: { cart: { email: string | null } } | null };

export type MfCartSetShippingAddressMutationVariables = Exact<{
  cartId: string;
  address: CartAddressInput;
}>;


export type MfCartSetShippingAddressMutation = { setShippingAddressesOnCart: { cart: { id: string, pincode: string | null, email: string | null, total_quantity: number, shipping_addresses: Array<{ firstname: string, lastname: string, street: Array<string | null>, city: string, postcode: string | null, telephone: string | null, region: { code: string | null, label: string | null, region_id: number | null } | null, country: { code: string, label: string }, available_shipping_methods: Array<{ carrier_code: string, carrier_title: string, method_code: string | null, method_title: string | null, available: boolean, amount: { value: number | null, currency: CurrencyEnum | null } } | null> | null, selected_shipping_method: { carrier_code: string, carrier_title: string, method_code: string, method_title: string, amount: { value: number | null, currency: CurrencyEnum | null } } | null } | null>, billing_address: { firstname: string, lastname: string, street: Array<string | null>, city: string, postcode: string | null, telephone: string | null, region: { code: string | null, label: string | null } | null } | null, available_payment_methods: Array<{ code: string, title: string } | null> | null, selected_payment_method: { code: string, title: string } | null, applied_coupons: Array<{ code: string } | null> | null, prices: { grand_total: { value: number | null, currency: CurrencyEnum | null } | null, subtotal_including_tax: { value: number | null, currency: CurrencyEnum | null } | null, discounts: Array<{ label: string, amount: { value: number | null, currency: CurrencyEnum | null } } | null> | null } | null, items: Array<
        | { uid: string, quantity: number, errors: Array<{ code: CartItemErrorType, message: string } | null> | null, prices: { price: { value: number | null, currency: CurrencyEnum | null }, row_total: { value: number | null, currency: CurrencyEnum | null }, total_item_discount: { value: number | null, currency: CurrencyEnum | null } | null, discounts: Array<{ label: string, amount: { value: number | null, currency: CurrencyEnum | null } } | null> | null } | null, product:
            | { sku: string | null, name: string | null, url_key: string | null, sqft_per_box: number | null, tile_size: string | null, price_per_box: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null } } } }
            | { sku: string | null, name: string | null, url_key: string | null, sqft_per_box: number | null, tile_size: string | null, price_per_box: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null } } } }
            | { sku: string | null, name: string | null, url_key: string | null, sqft_per_box: number | null, tile_size: string | null, price_per_box: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null } } } }
            | { sku: string | null, name: string | null, url_key: string | null, sqft_per_box: number | null, tile_size: string | null, price_per_box: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null } } } }
            | { sku: string | null, name: string | null, url_key: string | null, sqft_per_box: number | null, tile_size: string | null, price_per_box: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null } } } }
           }
        | { uid: string, quantity: number, errors: Array<{ code: CartItemErrorType, message: string } | null> | null, prices: { price: { value: number | null, currency: CurrencyEnum | null }, row_total: { value: number | null, currency: CurrencyEnum | null }, total_item_discount: { value: number | null, currency: CurrencyEnum | null } | null, discounts: Array<{ label: string, amount: { value: number | null, currency: CurrencyEnum | null } } | null> | null } | null, product:
            | { sku: string | null, name: string | null, url_key: string | null, sqft_per_box: number | null, tile_size: string | null, price_per_box: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null } } } }
            | { sku: string | null, name: string | null, url_key: string | null, sqft_per_box: number | null, tile_size: string | null, price_per_box: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null } } } }
            | { sku: string | null, name: string | null, url_key: string | null, sqft_per_box: number | null, tile_size: string | null, price_per_box: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null } } } }
            | { sku: string | null, name: string | null, url_key: string | null, sqft_per_box: number | null, tile_size: string | null, price_per_box: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null } } } }
            | { sku: string | null, name: string | null, url_key: string | null, sqft_per_box: number | null, tile_size: string | null, price_per_box: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null } } } }
           }
        | { uid: string, quantity: number, errors: Array<{ code: CartItemErrorType, message: string } | null> | null, prices: { price: { value: number | null, currency: CurrencyEnum | null }, row_total: { value: number | null, currency: CurrencyEnum | null }, total_item_discount: { value: number | null, currency: CurrencyEnum | null } | null, discounts: Array<{ label: string, amount: { value: number | null, currency: CurrencyEnum | null } } | null> | null } | null, product:
            | { sku: string | null, name: string | null, url_key: string | null, sqft_per_box: number | null, tile_size: string | null, price_per_box: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null } } } }
            | { sku: string | null, name: string | null, url_key: string | null, sqft_per_box: number | null, tile_size: string | null, price_per_box: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null } } } }
            | { sku: string | null, name: string | null, url_key: string | null, sqft_per_box: number | null, tile_size: string | null, price_per_box: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null } } } }
            | { sku: string | null, name: string | null, url_key: string | null, sqft_per_box: number | null, tile_size: string | null, price_per_box: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null } } } }
            | { sku: string | null, name: string | null, url_key: string | null, sqft_per_box: number | null, tile_size: string | null, price_per_box: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null } } } }
           }
        | { uid: string, quantity: number, errors: Array<{ code: CartItemErrorType, message: string } | null> | null, prices: { price: { value: number | null, currency: CurrencyEnum | null }, row_total: { value: number | null, currency: CurrencyEnum | null }, total_item_discount: { value: number | null, currency: CurrencyEnum | null } | null, discounts: Array<{ label: string, amount: { value: number | null, currency: CurrencyEnum | null } } | null> | null } | null, product:
            | { sku: string | null, name: string | null, url_key: string | null, sqft_per_box: number | null, tile_size: string | null, price_per_box: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null } } } }
            | { sku: string | null, name: string | null, url_key: string | null, sqft_per_box: number | null, tile_size: string | null, price_per_box: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null } } } }
            | { sku: string | null, name: string | null, url_key: string | null, sqft_per_box: number | null, tile_size: string | null, price_per_box: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null } } } }
            | { sku: string | null, name: string | null, url_key: string | null, sqft_per_box: number | null, tile_size: string | null, price_per_box: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null } } } }
            | { sku: string | null, name: string | null, url_key: string | null, sqft_per_box: number | null, tile_size: string | null, price_per_box: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null } } } }
           }
       | null> | null } } | null };

export type MfCartSetShippingAddressFromBookMutationVariables = Exact<{
  cartId: string;
  addressId: number;
}>;


export type MfCartSetShippingAddressFromBookMutation = { setShippingAddressesOnCart: { cart: { id: string, pincode: string | null, email: string | null, total_quantity: number, shipping_addresses: Array<{ firstname: string, lastname: string, street: Array<string | null>, city: string, postcode: string | null, telephone: string | null, region: { code: string | null, label: string | null, region_id: number | null } | null, country: { code: string, label: string }, available_shipping_methods: Array<{ carrier_code: string, carrier_title: string, method_code: string | null, method_title: string | null, available: boolean, amount: { value: number | null, currency: CurrencyEnum | null } } | null> | null, selected_shipping_method: { carrier_code: string, carrier_title: string, method_code: string, method_title: string, amount: { value: number | null, currency: CurrencyEnum | null } } | null } | null>, billing_address: { firstname: string, lastname: string, street: Array<string | null>, city: string, postcode: string | null, telephone: string | null, region: { code: string | null, label: string | null } | null } | null, available_payment_methods: Array<{ code: string, title: string } | null> | null, selected_payment_method: { code: string, title: string } | null, applied_coupons: Array<{ code: string } | null> | null, prices: { grand_total: { value: number | null, currency: CurrencyEnum | null } | null, subtotal_including_tax: { value: number | null, currency: CurrencyEnum | null } | null, discounts: Array<{ label: string, amount: { value: number | null, currency: CurrencyEnum | null } } | null> | null } | null, items: Array<
        | { uid: string, quantity: number, errors: Array<{ code: CartItemErrorType, message: string } | null> | null, prices: { price: { value: number | null, currency: CurrencyEnum | null }, row_total: { value: number | null, currency: CurrencyEnum | null }, total_item_discount: { value: number | null, currency: CurrencyEnum | null } | null, discounts: Array<{ label: string, amount: { value: number | null, currency: CurrencyEnum | null } } | null> | null } | null, product:
            | { sku: string | null, name: string | null, url_key: string | null, sqft_per_box: number | null, tile_size: string | null, price_per_box: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null } } } }
            | { sku: string | null, name: string | null, url_key: string | null, sqft_per_box: number | null, tile_size: string | null, price_per_box: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null } } } }
            | { sku: string | null, name: string | null, url_key: string | null, sqft_per_box: number | null, tile_size: string | null, price_per_box: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null } } } }
            | { sku: string | null, name: string | null, url_key: string | null, sqft_per_box: number | null, tile_size: string | null, price_per_box: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null } } } }
            | { sku: string | null, name: string | null, url_key: string | null, sqft_per_box: number | null, tile_size: string | null, price_per_box: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null } } } }
           }
        | { uid: string, quantity: number, errors: Array<{ code: CartItemErrorType, message: string } | null> | null, prices: { price: { value: number | null, currency: CurrencyEnum | null }, row_total: { value: number | null, currency: CurrencyEnum | null }, total_item_discount: { value: number | null, currency: CurrencyEnum | null } | null, discounts: Array<{ label: string, amount: { value: number | null, currency: CurrencyEnum | null } } | null> | null } | null, product:
            | { sku: string | null, name: string | null, url_key: string | null, sqft_per_box: number | null, tile_size: string | null, price_per_box: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null } } } }
            | { sku: string | null, name: string | null, url_key: string | null, sqft_per_box: number | null, tile_size: string | null, price_per_box: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null } } } }
            | { sku: string | null, name: string | null, url_key: string | null, sqft_per_box: number | null, tile_size: string | null, price_per_box: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null } } } }
            | { sku: string | null, name: string | null, url_key: string | null, sqft_per_box: number | null, tile_size: string | null, price_per_box: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null } } } }
            | { sku: string | null, name: string | null, url_key: string | null, sqft_per_box: number | null, tile_size: string | null, price_per_box: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null } } } }
           }
        | { uid: string, quantity: number, errors: Array<{ code: CartItemErrorType, message: string } | null> | null, prices: { price: { value: number | null, currency: CurrencyEnum | null }, row_total: { value: number | null, currency: CurrencyEnum | null }, total_item_discount: { value: number | null, currency: CurrencyEnum | null } | null, discounts: Array<{ label: string, amount: { value: number | null, currency: CurrencyEnum | null } } | null> | null } | null, product:
            | { sku: string | null, name: string | null, url_key: string | null, sqft_per_box: number | null, tile_size: string | null, price_per_box: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null } } } }
            | { sku: string | null, name: string | null, url_key: string | null, sqft_per_box: number | null, tile_size: string | null, price_per_box: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null } } } }
            | { sku: string | null, name: string | null, url_key: string | null, sqft_per_box: number | null, tile_size: string | null, price_per_box: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null } } } }
            | { sku: string | null, name: string | null, url_key: string | null, sqft_per_box: number | null, tile_size: string | null, price_per_box: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null } } } }
            | { sku: string | null, name: string | null, url_key: string | null, sqft_per_box: number | null, tile_size: string | null, price_per_box: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null } } } }
           }
        | { uid: string, quantity: number, errors: Array<{ code: CartItemErrorType, message: string } | null> | null, prices: { price: { value: number | null, currency: CurrencyEnum | null }, row_total: { value: number | null, currency: CurrencyEnum | null }, total_item_discount: { value: number | null, currency: CurrencyEnum | null } | null, discounts: Array<{ label: string, amount: { value: number | null, currency: CurrencyEnum | null } } | null> | null } | null, product:
            | { sku: string | null, name: string | null, url_key: string | null, sqft_per_box: number | null, tile_size: string | null, price_per_box: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null } } } }
            | { sku: string | null, name: string | null, url_key: string | null, sqft_per_box: number | null, tile_size: string | null, price_per_box: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null } } } }
            | { sku: string | null, name: string | null, url_key: string | null, sqft_per_box: number | null, tile_size: string | null, price_per_box: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null } } } }
            | { sku: string | null, name: string | null, url_key: string | null, sqft_per_box: number | null, tile_size: string | null, price_per_box: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null } } } }
            | { sku: string | null, name: string | null, url_key: string | null, sqft_per_box: number | null, tile_size: string | null, price_per_box: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null } } } }
           }
       | null> | null } } | null };

export type MfCartSetShippingMethodMutationVariables = Exact<{
  cartId: string;
  carrier: string;
  method: string;
}>;


export type MfCartSetShippingMethodMutation = { setShippingMethodsOnCart: { cart: { id: string, pincode: string | null, email: string | null, total_quantity: number, shipping_addresses: Array<{ firstname: string, lastname: string, street: Array<string | null>, city: string, postcode: string | null, telephone: string | null, region: { code: string | null, label: string | null, region_id: number | null } | null, country: { code: string, label: string }, available_shipping_methods: Array<{ carrier_code: string, carrier_title: string, method_code: string | null, method_title: string | null, available: boolean, amount: { value: number | null, currency: CurrencyEnum | null } } | null> | null, selected_shipping_method: { carrier_code: string, carrier_title: string, method_code: string, method_title: string, amount: { value: number | null, currency: CurrencyEnum | null } } | null } | null>, billing_address: { firstname: string, lastname: string, street: Array<string | null>, city: string, postcode: string | null, telephone: string | null, region: { code: string | null, label: string | null } | null } | null, available_payment_methods: Array<{ code: string, title: string } | null> | null, selected_payment_method: { code: string, title: string } | null, applied_coupons: Array<{ code: string } | null> | null, prices: { grand_total: { value: number | null, currency: CurrencyEnum | null } | null, subtotal_including_tax: { value: number | null, currency: CurrencyEnum | null } | null, discounts: Array<{ label: string, amount: { value: number | null, currency: CurrencyEnum | null } } | null> | null } | null, items: Array<
        | { uid: string, quantity: number, errors: Array<{ code: CartItemErrorType, message: string } | null> | null, prices: { price: { value: number | null, currency: CurrencyEnum | null }, row_total: { value: number | null, currency: CurrencyEnum | null }, total_item_discount: { value: number | null, currency: CurrencyEnum | null } | null, discounts: Array<{ label: string, amount: { value: number | null, currency: CurrencyEnum | null } } | null> | null } | null, product:
            | { sku: string | null, name: string | null, url_key: string | null, sqft_per_box: number | null, tile_size: string | null, price_per_box: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null } } } }
            | { sku: string | null, name: string | null, url_key: string | null, sqft_per_box: number | null, tile_size: string | null, price_per_box: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null } } } }
            | { sku: string | null, name: string | null, url_key: string | null, sqft_per_box: number | null, tile_size: string | null, price_per_box: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null } } } }
            | { sku: string | null, name: string | null, url_key: string | null, sqft_per_box: number | null, tile_size: string | null, price_per_box: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null } } } }
            | { sku: string | null, name: string | null, url_key: string | null, sqft_per_box: number | null, tile_size: string | null, price_per_box: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null } } } }
           }
        | { uid: string, quantity: number, errors: Array<{ code: CartItemErrorType, message: string } | null> | null, prices: { price: { value: number | null, currency: CurrencyEnum | null }, row_total: { value: number | null, currency: CurrencyEnum | null }, total_item_discount: { value: number | null, currency: CurrencyEnum | null } | null, discounts: Array<{ label: string, amount: { value: number | null, currency: CurrencyEnum | null } } | null> | null } | null, product:
            | { sku: string | null, name: string | null, url_key: string | null, sqft_per_box: number | null, tile_size: string | null, price_per_box: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null } } } }
            | { sku: string | null, name: string | null, url_key: string | null, sqft_per_box: number | null, tile_size: string | null, price_per_box: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null } } } }
            | { sku: string | null, name: string | null, url_key: string | null, sqft_per_box: number | null, tile_size: string | null, price_per_box: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null } } } }
            | { sku: string | null, name: string | null, url_key: string | null, sqft_per_box: number | null, tile_size: string | null, price_per_box: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null } } } }
            | { sku: string | null, name: string | null, url_key: string | null, sqft_per_box: number | null, tile_size: string | null, price_per_box: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null } } } }
           }
        | { uid: string, quantity: number, errors: Array<{ code: CartItemErrorType, message: string } | null> | null, prices: { price: { value: number | null, currency: CurrencyEnum | null }, row_total: { value: number | null, currency: CurrencyEnum | null }, total_item_discount: { value: number | null, currency: CurrencyEnum | null } | null, discounts: Array<{ label: string, amount: { value: number | null, currency: CurrencyEnum | null } } | null> | null } | null, product:
            | { sku: string | null, name: string | null, url_key: string | null, sqft_per_box: number | null, tile_size: string | null, price_per_box: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null } } } }
            | { sku: string | null, name: string | null, url_key: string | null, sqft_per_box: number | null, tile_size: string | null, price_per_box: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null } } } }
            | { sku: string | null, name: string | null, url_key: string | null, sqft_per_box: number | null, tile_size: string | null, price_per_box: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null } } } }
            | { sku: string | null, name: string | null, url_key: string | null, sqft_per_box: number | null, tile_size: string | null, price_per_box: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null } } } }
            | { sku: string | null, name: string | null, url_key: string | null, sqft_per_box: number | null, tile_size: string | null, price_per_box: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null } } } }
           }
        | { uid: string, quantity: number, errors: Array<{ code: CartItemErrorType, message: string } | null> | null, prices: { price: { value: number | null, currency: CurrencyEnum | null }, row_total: { value: number | null, currency: CurrencyEnum | null }, total_item_discount: { value: number | null, currency: CurrencyEnum | null } | null, discounts: Array<{ label: string, amount: { value: number | null, currency: CurrencyEnum | null } } | null> | null } | null, product:
            | { sku: string | null, name: string | null, url_key: string | null, sqft_per_box: number | null, tile_size: string | null, price_per_box: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null } } } }
            | { sku: string | null, name: string | null, url_key: string | null, sqft_per_box: number | null, tile_size: string | null, price_per_box: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null } } } }
            | { sku: string | null, name: string | null, url_key: string | null, sqft_per_box: number | null, tile_size: string | null, price_per_box: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null } } } }
            | { sku: string | null, name: string | null, url_key: string | null, sqft_per_box: number | null, tile_size: string | null, price_per_box: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null } } } }
            | { sku: string | null, name: string | null, url_key: string | null, sqft_per_box: number | null, tile_size: string | null, price_per_box: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null } } } }
           }
       | null> | null } } | null };

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


export type MfCartGuestOrderQuery = { guestOrder: { id: string, number: string, order_date: string, status: string, status_code: string, shipping_method: string | null, status_history: Array<{ status: string, changed_at: string }>, shipments: Array<{ id: string, tracking: Array<{ title: string, number: string | null, tracking_url: string | null } | null> | null } | null> | null, payment_methods: Array<{ name: string } | null> | null, items: Array<
      | { id: string, product_name: string | null, product_sku: string, quantity_ordered: number | null, product_sale_price: { value: number | null, currency: CurrencyEnum | null } }
      | { id: string, product_name: string | null, product_sku: string, quantity_ordered: number | null, product_sale_price: { value: number | null, currency: CurrencyEnum | null } }
     | null> | null, total: { subtotal: { value: number | null, currency: CurrencyEnum | null }, discounts: Array<{ label: string, amount: { value: number | null, currency: CurrencyEnum | null } } | null> | null, total_shipping: { value: number | null, currency: CurrencyEnum | null }, total_tax: { value: number | null, currency: CurrencyEnum | null }, grand_total: { value: number | null, currency: CurrencyEnum | null } } | null, shipping_address: { firstname: string, lastname: string, street: Array<string | null>, city: string, region: string | null, postcode: string | null, telephone: string | null } | null, billing_address: { firstname: string, lastname: string, street: Array<string | null>, city: string, region: string | null, postcode: string | null, telephone: string | null } | null } };

export type MfCartGuestOrderByTokenQueryVariables = Exact<{
  token: string;
}>;


export type MfCartGuestOrderByTokenQuery = { storeConfig: { order_cancellation_enabled: boolean, order_cancellation_reasons: Array<{ description: string } | null> } | null, guestOrderByToken: { id: string, number: string, order_date: string, status: string, status_code: string, shipping_method: string | null, status_history: Array<{ status: string, changed_at: string }>, shipments: Array<{ id: string, tracking: Array<{ title: string, number: string | null, tracking_url: string | null } | null> | null } | null> | null, payment_methods: Array<{ name: string } | null> | null, items: Array<
      | { id: string, product_name: string | null, product_sku: string, quantity_ordered: number | null, product_sale_price: { value: number | null, currency: CurrencyEnum | null } }
      | { id: string, product_name: string | null, product_sku: string, quantity_ordered: number | null, product_sale_price: { value: number | null, currency: CurrencyEnum | null } }
     | null> | null, total: { subtotal: { value: number | null, currency: CurrencyEnum | null }, discounts: Array<{ label: string, amount: { value: number | null, currency: CurrencyEnum | null } } | null> | null, total_shipping: { value: number | null, currency: CurrencyEnum | null }, total_tax: { value: number | null, currency: CurrencyEnum | null }, grand_total: { value: number | null, currency: CurrencyEnum | null } } | null, shipping_address: { firstname: string, lastname: string, street: Array<string | null>, city: string, region: string | null, postcode: string | null, telephone: string | null } | null, billing_address: { firstname: string, lastname: string, street: Array<string | null>, city: string, region: string | null, postcode: string | null, telephone: string | null } | null } };

export type MfCartRequestGuestCancelMutationVariables = Exact<{
  token: string;
  reason: string;
}>;


export type MfCartRequestGuestCancelMutation = { requestGuestOrderCancel: { error: string | null } | null };

export type MfCartConfirmGuestCancelMutationVariables = Exact<{
  orderId: string;
  key: string;
}>;


export type MfCartConfirmGuestCancelMutation = { confirmCancelOrder: { error: string | null, order: { id: string, number: string, order_date: string, status: string, status_code: string, shipping_method: string | null, status_history: Array<{ status: string, changed_at: string }>, shipments: Array<{ id: string, tracking: Array<{ title: string, number: string | null, tracking_url: string | null } | null> | null } | null> | null, payment_methods: Array<{ name: string } | null> | null, items: Array<
        | { id: string, product_name: string | null, product_sku: string, quantity_ordered: number | null, product_sale_price: { value: number | null, currency: CurrencyEnum | null } }
        | { id: string, product_name: string | null, product_sku: string, quantity_ordered: number | null, product_sale_price: { value: number | null, currency: CurrencyEnum | null } }
       | null> | null, total: { subtotal: { value: number | null, currency: CurrencyEnum | null }, discounts: Array<{ label: string, amount: { value: number | null, currency: CurrencyEnum | null } } | null> | null, total_shipping: { value: number | null, currency: CurrencyEnum | null }, total_tax: { value: number | null, currency: CurrencyEnum | null }, grand_total: { value: number | null, currency: CurrencyEnum | null } } | null, shipping_address: { firstname: string, lastname: string, street: Array<string | null>, city: string, region: string | null, postcode: string | null, telephone: string | null } | null, billing_address: { firstname: string, lastname: string, street: Array<string | null>, city: string, region: string | null, postcode: string | null, telephone: string | null } | null } | null } | null };

export type MfCartRemoveItemMutationVariables = Exact<{
  cartId: string;
  uid: string;
}>;


export type MfCartRemoveItemMutation = { removeItemFromCart: { cart: { id: string, pincode: string | null, email: string | null, total_quantity: number, applied_coupons: Array<{ code: string } | null> | null, prices: { grand_total: { value: number | null, currency: CurrencyEnum | null } | null, subtotal_including_tax: { value: number | null, currency: CurrencyEnum | null } | null, discounts: Array<{ label: string, amount: { value: number | null, currency: CurrencyEnum | null } } | null> | null } | null, items: Array<
        | { uid: string, quantity: number, errors: Array<{ code: CartItemErrorType, message: string } | null> | null, prices: { price: { value: number | null, currency: CurrencyEnum | null }, row_total: { value: number | null, currency: CurrencyEnum | null }, total_item_discount: { value: number | null, currency: CurrencyEnum | null } | null, discounts: Array<{ label: string, amount: { value: number | null, currency: CurrencyEnum | null } } | null> | null } | null, product:
            | { sku: string | null, name: string | null, url_key: string | null, sqft_per_box: number | null, tile_size: string | null, price_per_box: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null } } } }
            | { sku: string | null, name: string | null, url_key: string | null, sqft_per_box: number | null, tile_size: string | null, price_per_box: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null } } } }
            | { sku: string | null, name: string | null, url_key: string | null, sqft_per_box: number | null, tile_size: string | null, price_per_box: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null } } } }
            | { sku: string | null, name: string | null, url_key: string | null, sqft_per_box: number | null, tile_size: string | null, price_per_box: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null } } } }
            | { sku: string | null, name: string | null, url_key: string | null, sqft_per_box: number | null, tile_size: string | null, price_per_box: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null } } } }
           }
        | { uid: string, quantity: number, errors: Array<{ code: CartItemErrorType, message: string } | null> | null, prices: { price: { value: number | null, currency: CurrencyEnum | null }, row_total: { value: number | null, currency: CurrencyEnum | null }, total_item_discount: { value: number | null, currency: CurrencyEnum | null } | null, discounts: Array<{ label: string, amount: { value: number | null, currency: CurrencyEnum | null } } | null> | null } | null, product:
            | { sku: string | null, name: string | null, url_key: string | null, sqft_per_box: number | null, tile_size: string | null, price_per_box: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null } } } }
            | { sku: string | null, name: string | null, url_key: string | null, sqft_per_box: number | null, tile_size: string | null, price_per_box: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null } } } }
            | { sku: string | null, name: string | null, url_key: string | null, sqft_per_box: number | null, tile_size: string | null, price_per_box: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null } } } }
            | { sku: string | null, name: string | null, url_key: string | null, sqft_per_box: number | null, tile_size: string | null, price_per_box: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null } } } }
            | { sku: string | null, name: string | null, url_key: string | null, sqft_per_box: number | null, tile_size: string | null, price_per_box: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null } } } }
           }
        | { uid: string, quantity: number, errors: Array<{ code: CartItemErrorType, message: string } | null> | null, prices: { price: { value: number | null, currency: CurrencyEnum | null }, row_total: { value: number | null, currency: CurrencyEnum | null }, total_item_discount: { value: number | null, currency: CurrencyEnum | null } | null, discounts: Array<{ label: string, amount: { value: number | null, currency: CurrencyEnum | null } } | null> | null } | null, product:
            | { sku: string | null, name: string | null, url_key: string | null, sqft_per_box: number | null, tile_size: string | null, price_per_box: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null } } } }
            | { sku: string | null, name: string | null, url_key: string | null, sqft_per_box: number | null, tile_size: string | null, price_per_box: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null } } } }
            | { sku: string | null, name: string | null, url_key: string | null, sqft_per_box: number | null, tile_size: string | null, price_per_box: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null } } } }
            | { sku: string | null, name: string | null, url_key: string | null, sqft_per_box: number | null, tile_size: string | null, price_per_box: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null } } } }
            | { sku: string | null, name: string | null, url_key: string | null, sqft_per_box: number | null, tile_size: string | null, price_per_box: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null } } } }
           }
        | { uid: string, quantity: number, errors: Array<{ code: CartItemErrorType, message: string } | null> | null, prices: { price: { value: number | null, currency: CurrencyEnum | null }, row_total: { value: number | null, currency: CurrencyEnum | null }, total_item_discount: { value: number | null, currency: CurrencyEnum | null } | null, discounts: Array<{ label: string, amount: { value: number | null, currency: CurrencyEnum | null } } | null> | null } | null, product:
            | { sku: string | null, name: string | null, url_key: string | null, sqft_per_box: number | null, tile_size: string | null, price_per_box: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null } } } }
            | { sku: string | null, name: string | null, url_key: string | null, sqft_per_box: number | null, tile_size: string | null, price_per_box: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null } } } }
            | { sku: string | null, name: string | null, url_key: string | null, sqft_per_box: number | null, tile_size: string | null, price_per_box: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null } } } }
            | { sku: string | null, name: string | null, url_key: string | null, sqft_per_box: number | null, tile_size: string | null, price_per_box: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null } } } }
            | { sku: string | null, name: string | null, url_key: string | null, sqft_per_box: number | null, tile_size: string | null, price_per_box: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null } } } }
           }
       | null> | null } } | null };

export type MfCartCancelOrderMutationVariables = Exact<{
  orderId: string;
  reason: string;
}>;


export type MfCartCancelOrderMutation = { cancelOrder: { error: string | null, order: { id: string, number: string, order_date: string, status: string, status_code: string, shipping_method: string | null, status_history: Array<{ status: string, changed_at: string }>, shipments: Array<{ id: string, tracking: Array<{ title: string, number: string | null, tracking_url: string | null } | null> | null } | null> | null, payment_methods: Array<{ name: string } | null> | null, items: Array<
        | { id: string, product_name: string | null, product_sku: string, quantity_ordered: number | null, product_sale_price: { value: number | null, currency: CurrencyEnum | null } }
        | { id: string, product_name: string | null, product_sku: string, quantity_ordered: number | null, product_sale_price: { value: number | null, currency: CurrencyEnum | null } }
       | null> | null, total: { subtotal: { value: number | null, currency: CurrencyEnum | null }, discounts: Array<{ label: string, amount: { value: number | null, currency: CurrencyEnum | null } } | null> | null, total_shipping: { value: number | null, currency: CurrencyEnum | null }, total_tax: { value: number | null, currency: CurrencyEnum | null }, grand_total: { value: number | null, currency: CurrencyEnum | null } } | null, shipping_address: { firstname: string, lastname: string, street: Array<string | null>, city: string, region: string | null, postcode: string | null, telephone: string | null } | null, billing_address: { firstname: string, lastname: string, street: Array<string | null>, city: string, region: string | null, postcode: string | null, telephone: string | null } | null } | null } | null };

export type MfCartReorderItemsMutationVariables = Exact<{
  orderNumber: string;
}>;


export type MfCartReorderItemsMutation = { reorderItems: { cart: { id: string, pincode: string | null, email: string | null, total_quantity: number, applied_coupons: Array<{ code: string } | null> | null, prices: { grand_total: { value: number | null, currency: CurrencyEnum | null } | null, subtotal_including_tax: { value: number | null, currency: CurrencyEnum | null } | null, discounts: Array<{ label: string, amount: { value: number | null, currency: CurrencyEnum | null } } | null> | null } | null, items: Array<
        | { uid: string, quantity: number, errors: Array<{ code: CartItemErrorType, message: string } | null> | null, prices: { price: { value: number | null, currency: CurrencyEnum | null }, row_total: { value: number | null, currency: CurrencyEnum | null }, total_item_discount: { value: number | null, currency: CurrencyEnum | null } | null, discounts: Array<{ label: string, amount: { value: number | null, currency: CurrencyEnum | null } } | null> | null } | null, product:
            | { sku: string | null, name: string | null, url_key: string | null, sqft_per_box: number | null, tile_size: string | null, price_per_box: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null } } } }
            | { sku: string | null, name: string | null, url_key: string | null, sqft_per_box: number | null, tile_size: string | null, price_per_box: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null } } } }
            | { sku: string | null, name: string | null, url_key: string | null, sqft_per_box: number | null, tile_size: string | null, price_per_box: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null } } } }
            | { sku: string | null, name: string | null, url_key: string | null, sqft_per_box: number | null, tile_size: string | null, price_per_box: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null } } } }
            | { sku: string | null, name: string | null, url_key: string | null, sqft_per_box: number | null, tile_size: string | null, price_per_box: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null } } } }
           }
        | { uid: string, quantity: number, errors: Array<{ code: CartItemErrorType, message: string } | null> | null, prices: { price: { value: number | null, currency: CurrencyEnum | null }, row_total: { value: number | null, currency: CurrencyEnum | null }, total_item_discount: { value: number | null, currency: CurrencyEnum | null } | null, discounts: Array<{ label: string, amount: { value: number | null, currency: CurrencyEnum | null } } | null> | null } | null, product:
            | { sku: string | null, name: string | null, url_key: string | null, sqft_per_box: number | null, tile_size: string | null, price_per_box: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null } } } }
            | { sku: string | null, name: string | null, url_key: string | null, sqft_per_box: number | null, tile_size: string | null, price_per_box: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null } } } }
            | { sku: string | null, name: string | null, url_key: string | null, sqft_per_box: number | null, tile_size: string | null, price_per_box: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null } } } }
            | { sku: string | null, name: string | null, url_key: string | null, sqft_per_box: number | null, tile_size: string | null, price_per_box: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null } } } }
            | { sku: string | null, name: string | null, url_key: string | null, sqft_per_box: number | null, tile_size: string | null, price_per_box: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null } } } }
           }
        | { uid: string, quantity: number, errors: Array<{ code: CartItemErrorType, message: string } | null> | null, prices: { price: { value: number | null, currency: CurrencyEnum | null }, row_total: { value: number | null, currency: CurrencyEnum | null }, total_item_discount: { value: number | null, currency: CurrencyEnum | null } | null, discounts: Array<{ label: string, amount: { value: number | null, currency: CurrencyEnum | null } } | null> | null } | null, product:
            | { sku: string | null, name: string | null, url_key: string | null, sqft_per_box: number | null, tile_size: string | null, price_per_box: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null } } } }
            | { sku: string | null, name: string | null, url_key: string | null, sqft_per_box: number | null, tile_size: string | null, price_per_box: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null } } } }
            | { sku: string | null, name: string | null, url_key: string | null, sqft_per_box: number | null, tile_size: string | null, price_per_box: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null } } } }
            | { sku: string | null, name: string | null, url_key: string | null, sqft_per_box: number | null, tile_size: string | null, price_per_box: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null } } } }
            | { sku: string | null, name: string | null, url_key: string | null, sqft_per_box: number | null, tile_size: string | null, price_per_box: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null } } } }
           }
        | { uid: string, quantity: number, errors: Array<{ code: CartItemErrorType, message: string } | null> | null, prices: { price: { value: number | null, currency: CurrencyEnum | null }, row_total: { value: number | null, currency: CurrencyEnum | null }, total_item_discount: { value: number | null, currency: CurrencyEnum | null } | null, discounts: Array<{ label: string, amount: { value: number | null, currency: CurrencyEnum | null } } | null> | null } | null, product:
            | { sku: string | null, name: string | null, url_key: string | null, sqft_per_box: number | null, tile_size: string | null, price_per_box: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null } } } }
            | { sku: string | null, name: string | null, url_key: string | null, sqft_per_box: number | null, tile_size: string | null, price_per_box: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null } } } }
            | { sku: string | null, name: string | null, url_key: string | null, sqft_per_box: number | null, tile_size: string | null, price_per_box: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null } } } }
            | { sku: string | null, name: string | null, url_key: string | null, sqft_per_box: number | null, tile_size: string | null, price_per_box: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null } } } }
            | { sku: string | null, name: string | null, url_key: string | null, sqft_per_box: number | null, tile_size: string | null, price_per_box: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null } } } }
           }
       | null> | null }, userInputErrors: Array<{ message: string } | null> } | null };

export type MfCartOrderDetailFragment = { id: string, number: string, order_date: string, status: string, status_code: string, shipping_method: string | null, status_history: Array<{ status: string, changed_at: string }>, shipments: Array<{ id: string, tracking: Array<{ title: string, number: string | null, tracking_url: string | null } | null> | null } | null> | null, payment_methods: Array<{ name: string } | null> | null, items: Array<
    | { id: string, product_name: string | null, product_sku: string, quantity_ordered: number | null, product_sale_price: { value: number | null, currency: CurrencyEnum | null } }
    | { id: string, product_name: string | null, product_sku: string, quantity_ordered: number | null, product_sale_price: { value: number | null, currency: CurrencyEnum | null } }
   | null> | null, total: { subtotal: { value: number | null, currency: CurrencyEnum | null }, discounts: Array<{ label: string, amount: { value: number | null, currency: CurrencyEnum | null } } | null> | null, total_shipping: { value: number | null, currency: CurrencyEnum | null }, total_tax: { value: number | null, currency: CurrencyEnum | null }, grand_total: { value: number | null, currency: CurrencyEnum | null } } | null, shipping_address: { firstname: string, lastname: string, street: Array<string | null>, city: string, region: string | null, postcode: string | null, telephone: string | null } | null, billing_address: { firstname: string, lastname: string, street: Array<string | null>, city: string, region: string | null, postcode: string | null, telephone: string | null } | null };

export type MfCartCustomerOrdersQueryVariables = Exact<{
  pageSize: number;
}>;


export type MfCartCustomerOrdersQuery = { storeConfig: { order_cancellation_enabled: boolean, order_cancellation_reasons: Array<{ description: string } | null> } | null, customer: { orders: { total_count: number | null, items: Array<{ id: string, number: string, order_date: string, status: string, status_code: string, shipping_method: string | null, status_history: Array<{ status: string, changed_at: string }>, shipments: Array<{ id: string, tracking: Array<{ title: string, number: string | null, tracking_url: string | null } | null> | null } | null> | null, payment_methods: Array<{ name: string } | null> | null, items: Array<
          | { id: string, product_name: string | null, product_sku: string, quantity_ordered: number | null, product_sale_price: { value: number | null, currency: CurrencyEnum | null } }
          | { id: string, product_name: string | null, product_sku: string, quantity_ordered: number | null, product_sale_price: { value: number | null, currency: CurrencyEnum | null } }
         | null> | null, total: { subtotal: { value: number | null, currency: CurrencyEnum | null }, discounts: Array<{ label: string, amount: { value: number | null, currency: CurrencyEnum | null } } | null> | null, total_shipping: { value: number | null, currency: CurrencyEnum | null }, total_tax: { value: number | null, currency: CurrencyEnum | null }, grand_total: { value: number | null, currency: CurrencyEnum | null } } | null, shipping_address: { firstname: string, lastname: string, street: Array<string | null>, city: string, region: string | null, postcode: string | null, telephone: string | null } | null, billing_address: { firstname: string, lastname: string, street: Array<string | null>, city: string, region: string | null, postcode: string | null, telephone: string | null } | null } | null> } | null } | null };

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


export type MfCartWishlistPageQuery = { customer: { wishlists: Array<{ id: string | null, items_v2: { page_info: { current_page: number | null, total_pages: number | null } | null, items: Array<
          | { id: string, product:
              | { sku: string | null, name: string | null, url_key: string | null, sqft_per_box: number | null, price_per_box: number | null, small_image: { url: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null } } } }
              | { sku: string | null, name: string | null, url_key: string | null, sqft_per_box: number | null, price_per_box: number | null, small_image: { url: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null } } } }
              | { sku: string | null, name: string | null, url_key: string | null, sqft_per_box: number | null, price_per_box: number | null, small_image: { url: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null } } } }
              | { sku: string | null, name: string | null, url_key: string | null, sqft_per_box: number | null, price_per_box: number | null, small_image: { url: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null } } } }
              | { sku: string | null, name: string | null, url_key: string | null, sqft_per_box: number | null, price_per_box: number | null, small_image: { url: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null } } } }
             | null }
          | { id: string, product:
              | { sku: string | null, name: string | null, url_key: string | null, sqft_per_box: number | null, price_per_box: number | null, small_image: { url: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null } } } }
              | { sku: string | null, name: string | null, url_key: string | null, sqft_per_box: number | null, price_per_box: number | null, small_image: { url: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null } } } }
              | { sku: string | null, name: string | null, url_key: string | null, sqft_per_box: number | null, price_per_box: number | null, small_image: { url: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null } } } }
              | { sku: string | null, name: string | null, url_key: string | null, sqft_per_box: number | null, price_per_box: number | null, small_image: { url: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null } } } }
              | { sku: string | null, name: string | null, url_key: string | null, sqft_per_box: number | null, price_per_box: number | null, small_image: { url: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null } } } }
             | null }
          | { id: string, product:
              | { sku: string | null, name: string | null, url_key: string | null, sqft_per_box: number | null, price_per_box: number | null, small_image: { url: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null } } } }
              | { sku: string | null, name: string | null, url_key: string | null, sqft_per_box: number | null, price_per_box: number | null, small_image: { url: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null } } } }
              | { sku: string | null, name: string | null, url_key: string | null, sqft_per_box: number | null, price_per_box: number | null, small_image: { url: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null } } } }
              | { sku: string | null, name: string | null, url_key: string | null, sqft_per_box: number | null, price_per_box: number | null, small_image: { url: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null } } } }
              | { sku: string | null, name: string | null, url_key: string | null, sqft_per_box: number | null, price_per_box: number | null, small_image: { url: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null } } } }
             | null }
          | { id: string, product:
              | { sku: string | null, name: string | null, url_key: string | null, sqft_per_box: number | null, price_per_box: number | null, small_image: { url: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null } } } }
              | { sku: string | null, name: string | null, url_key: string | null, sqft_per_box: number | null, price_per_box: number | null, small_image: { url: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null } } } }
              | { sku: string | null, name: string | null, url_key: string | null, sqft_per_box: number | null, price_per_box: number | null, small_image: { url: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null } } } }
              | { sku: string | null, name: string | null, url_key: string | null, sqft_per_box: number | null, price_per_box: number | null, small_image: { url: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null } } } }
              | { sku: string | null, name: string | null, url_key: string | null, sqft_per_box: number | null, price_per_box: number | null, small_image: { url: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null } } } }
             | null }
          | { id: string, product:
              | { sku: string | null, name: string | null, url_key: string | null, sqft_per_box: number | null, price_per_box: number | null, small_image: { url: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null } } } }
              | { sku: string | null, name: string | null, url_key: string | null, sqft_per_box: number | null, price_per_box: number | null, small_image: { url: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null } } } }
              | { sku: string | null, name: string | null, url_key: string | null, sqft_per_box: number | null, price_per_box: number | null, small_image: { url: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null } } } }
              | { sku: string | null, name: string | null, url_key: string | null, sqft_per_box: number | null, price_per_box: number | null, small_image: { url: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null } } } }
              | { sku: string | null, name: string | null, url_key: string | null, sqft_per_box: number | null, price_per_box: number | null, small_image: { url: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null } } } }
             | null }
         | null> } | null } | null> } | null };

export type MfCartWishlistFieldsFragment = { id: string | null, items_count: number | null, items_v2: { items: Array<
      | { id: string, product:
          | { sku: string | null, name: string | null }
          | { sku: string | null, name: string | null }
          | { sku: string | null, name: string | null }
          | { sku: string | null, name: string | null }
          | { sku: string | null, name: string | null }
         | null }
      | { id: string, product:
          | { sku: string | null, name: string | null }
          | { sku: string | null, name: string | null }
          | { sku: string | null, name: string | null }
          | { sku: string | null, name: string | null }
          | { sku: string | null, name: string | null }
         | null }
      | { id: string, product:
          | { sku: string | null, name: string | null }
          | { sku: string | null, name: string | null }
          | { sku: string | null, name: string | null }
          | { sku: string | null, name: string | null }
          | { sku: string | null, name: string | null }
         | null }
      | { id: string, product:
          | { sku: string | null, name: string | null }
          | { sku: string | null, name: string | null }
          | { sku: string | null, name: string | null }
          | { sku: string | null, name: string | null }
          | { sku: string | null, name: string | null }
         | null }
      | { id: string, product:
          | { sku: string | null, name: string | null }
          | { sku: string | null, name: string | null }
          | { sku: string | null, name: string | null }
          | { sku: string | null, name: string | null }
          | { sku: string | null, name: string | null }
         | null }
     | null> } | null };

export type MfCartWishlistQueryVariables = Exact<{ [key: string]: never; }>;


export type MfCartWishlistQuery = { customer: { wishlists: Array<{ id: string | null, items_count: number | null, items_v2: { items: Array<
          | { id: string, product:
              | { sku: string | null, name: string | null }
              | { sku: string | null, name: string | null }
              | { sku: string | null, name: string | null }
              | { sku: string | null, name: string | null }
              | { sku: string | null, name: string | null }
             | null }
          | { id: string, product:
              | { sku: string | null, name: string | null }
              | { sku: string | null, name: string | null }
              | { sku: string | null, name: string | null }
              | { sku: string | null, name: string | null }
              | { sku: string | null, name: string | null }
             | null }
          | { id: string, product:
              | { sku: string | null, name: string | null }
              | { sku: string | null, name: string | null }
              | { sku: string | null, name: string | null }
              | { sku: string | null, name: string | null }
              | { sku: string | null, name: string | null }
             | null }
          | { id: string, product:
              | { sku: string | null, name: string | null }
              | { sku: string | null, name: string | null }
              | { sku: string | null, name: string | null }
              | { sku: string | null, name: string | null }
              | { sku: string | null, name: string | null }
             | null }
          | { id: string, product:
              | { sku: string | null, name: string | null }
              | { sku: string | null, name: string | null }
              | { sku: string | null, name: string | null }
              | { sku: string | null, name: string | null }
              | { sku: string | null, name: string | null }
             | null }
         | null> } | null } | null> } | null };

export type MfCartAddToWishlistMutationVariables = Exact<{
  wishlistId: string;
  sku: string;
}>;


export type MfCartAddToWishlistMutation = { addProductsToWishlist: { wishlist: { id: string | null, items_count: number | null, items_v2: { items: Array<
          | { id: string, product:
              | { sku: string | null, name: string | null }
              | { sku: string | null, name: string | null }
              | { sku: string | null, name: string | null }
              | { sku: string | null, name: string | null }
              | { sku: string | null, name: string | null }
             | null }
          | { id: string, product:
              | { sku: string | null, name: string | null }
              | { sku: string | null, name: string | null }
              | { sku: string | null, name: string | null }
              | { sku: string | null, name: string | null }
              | { sku: string | null, name: string | null }
             | null }
          | { id: string, product:
              | { sku: string | null, name: string | null }
              | { sku: string | null, name: string | null }
              | { sku: string | null, name: string | null }
              | { sku: string | null, name: string | null }
              | { sku: string | null, name: string | null }
             | null }
          | { id: string, product:
              | { sku: string | null, name: string | null }
              | { sku: string | null, name: string | null }
              | { sku: string | null, name: string | null }
              | { sku: string | null, name: string | null }
              | { sku: string | null, name: string | null }
             | null }
          | { id: string, product:
              | { sku: string | null, name: string | null }
              | { sku: string | null, name: string | null }
              | { sku: string | null, name: string | null }
              | { sku: string | null, name: string | null }
              | { sku: string | null, name: string | null }
             | null }
         | null> } | null }, user_errors: Array<{ code: WishListUserInputErrorType, message: string } | null> } | null };

export type MfCartRemoveFromWishlistMutationVariables = Exact<{
  wishlistId: string;
  itemId: string;
}>;


export type MfCartRemoveFromWishlistMutation = { removeProductsFromWishlist: { wishlist: { id: string | null, items_count: number | null, items_v2: { items: Array<
          | { id: string, product:
              | { sku: string | null, name: string | null }
              | { sku: string | null, name: string | null }
              | { sku: string | null, name: string | null }
              | { sku: string | null, name: string | null }
              | { sku: string | null, name: string | null }
             | null }
          | { id: string, product:
              | { sku: string | null, name: string | null }
              | { sku: string | null, name: string | null }
              | { sku: string | null, name: string | null }
              | { sku: string | null, name: string | null }
              | { sku: string | null, name: string | null }
             | null }
          | { id: string, product:
              | { sku: string | null, name: string | null }
              | { sku: string | null, name: string | null }
              | { sku: string | null, name: string | null }
              | { sku: string | null, name: string | null }
              | { sku: string | null, name: string | null }
             | null }
          | { id: string, product:
              | { sku: string | null, name: string | null }
              | { sku: string | null, name: string | null }
              | { sku: string | null, name: string | null }
              | { sku: string | null, name: string | null }
              | { sku: string | null, name: string | null }
             | null }
          | { id: string, product:
              | { sku: string | null, name: string | null }
              | { sku: string | null, name: string | null }
              | { sku: string | null, name: string | null }
              | { sku: string | null, name: string | null }
              | { sku: string | null, name: string | null }
             | null }
         | null> } | null }, user_errors: Array<{ code: WishListUserInputErrorType, message: string } | null> } | null };

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
export const MfCartUpdateNameDocument = new TypedDocumentString(`
    mutation MfCartUpdateName($firstname: String!, $lastname: String!) {
  updateCustomerV2(input: {firstname: $firstname, lastname: $lastname}) {
    customer {
      firstname
      lastname
      email
    }
  }
}
    `) as unknown as TypedDocumentString<MfCartUpdateNameMutation, MfCartUpdateNameMutationVariables>;
export const MfCartUpdateEmailDocument = new TypedDocumentString(`
    mutation MfCartUpdateEmail($email: String!, $password: String!) {
  updateCustomerEmail(email: $email, password: $password) {
    customer {
      firstname
      lastname
      email
    }
  }
}
    `) as unknown as TypedDocumentString<MfCartUpdateEmailMutation, MfCartUpdateEmailMutationVariables>;
export const MfCartChangePasswordDocument = new TypedDocumentString(`
    mutation MfCartChangePassword($currentPassword: String!, $newPassword: String!) {
  changeCustomerPassword(
    currentPassword: $currentPassword
    newPassword: $newPassword
  ) {
    email
  }
}
    `) as unknown as TypedDocumentString<MfCartChangePasswordMutation, MfCartChangePasswordMutationVariables>;
export const MfCartSignInDocument = new TypedDocumentString(`
    mutation MfCartSignIn($email: String!, $password: String!) {
  generateCustomerToken(email: $email, password: $password) {
    token
  }
}
    `) as unknown as TypedDocumentString<MfCartSignInMutation, MfCartSignInMutationVariables>;
export const MfCartSignOutDocument = new TypedDocumentString(`
    mutation MfCartSignOut {
  revokeCustomerToken {
    result
  }
}
    `) as unknown as TypedDocumentString<MfCartSignOutMutation, MfCartSignOutMutationVariables>;
export const MfCartCreateAccountDocument = new TypedDocumentString(`
    mutation MfCartCreateAccount($input: CustomerCreateInput!) {
  createCustomerV2(input: $input) {
    customer {
      firstname
      email
    }
  }
}
    `) as unknown as TypedDocumentString<MfCartCreateAccountMutation, MfCartCreateAccountMutationVariables>;
export const MfCartMergeCartsDocument = new TypedDocumentString(`
    mutation MfCartMergeCarts($source: String!, $destination: String!) {
  mergeCarts(source_cart_id: $source, destination_cart_id: $destination) {
    ...MfCartFields
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
}`) as unknown as TypedDocumentString<MfCartMergeCartsMutation, MfCartMergeCartsMutationVariables>;
export const MfCartAddSimpleDocument = new TypedDocumentString(`
    mutation MfCartAddSimple($cartId: String!, $sku: String!, $quantity: Float!) {
  addSimpleProductsToCart(
    input: {cart_id: $cartId, cart_items: [{data: {sku: $sku, quantity: $quantity}}]}
  ) {
    cart {
      ...MfCartFields
    }
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
}`) as unknown as TypedDocumentString<MfCartAddSimpleMutation, MfCartAddSimpleMutationVariables>;
export const MfCartAddToNewCartDocument = new TypedDocumentString(`
    mutation MfCartAddToNewCart($cartId: String!, $sku: String!, $quantity: Float!) {
  createEmptyCart(input: {cart_id: $cartId})
  addSimpleProductsToCart(
    input: {cart_id: $cartId, cart_items: [{data: {sku: $sku, quantity: $quantity}}]}
  ) {
    cart {
      ...MfCartFields
    }
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
}`) as unknown as TypedDocumentString<MfCartAddToNewCartMutation, MfCartAddToNewCartMutationVariables>;
export const MfCartAddCustomPriceDocument = new TypedDocumentString(`
    mutation MfCartAddCustomPrice($cartId: String!, $pincode: String!, $items: [CustomPriceCartItemInput!]!) {
  addSimpleProductsToCartCustomPrice(
    input: {cart_id: $cartId, pincode: $pincode, cart_items: $items}
  ) {
    cart {
      ...MfCartFields
    }
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
}`) as unknown as TypedDocumentString<MfCartAddCustomPriceMutation, MfCartAddCustomPriceMutationVariables>;
export const MfCartPincodePriceDocument = new TypedDocumentString(`
    query MfCartPincodePrice($sku: String!, $pincode: String!) {
  products(filter: {sku: {eq: $sku}}) {
    items {
      sku
      price_per_box
      price_per_box_for_pincode(pincode: $pincode)
    }
  }
}
    `) as unknown as TypedDocumentString<MfCartPincodePriceQuery, MfCartPincodePriceQueryVariables>;
export const MfCartCustomerAddressesDocument = new TypedDocumentString(`
    query MfCartCustomerAddresses {
  customer {
    addresses {
      ...MfCartCustomerAddress
    }
  }
}
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
}`) as unknown as TypedDocumentString<MfCartCustomerAddressesQuery, MfCartCustomerAddressesQueryVariables>;
export const MfCartCreateAddressDocument = new TypedDocumentString(`
    mutation MfCartCreateAddress($input: CustomerAddressInput!) {
  createCustomerAddress(input: $input) {
    ...MfCartCustomerAddress
  }
}
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
}`) as unknown as TypedDocumentString<MfCartCreateAddressMutation, MfCartCreateAddressMutationVariables>;
export const MfCartUpdateAddressDocument = new TypedDocumentString(`
    mutation MfCartUpdateAddress($id: Int!, $input: CustomerAddressInput!) {
  updateCustomerAddress(id: $id, input: $input) {
    ...MfCartCustomerAddress
  }
}
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
}`) as unknown as TypedDocumentString<MfCartUpdateAddressMutation, MfCartUpdateAddressMutationVariables>;
export const MfCartDeleteAddressDocument = new TypedDocumentString(`
    mutation MfCartDeleteAddress($id: Int!) {
  deleteCustomerAddress(id: $id)
}
    `) as unknown as TypedDocumentString<MfCartDeleteAddressMutation, MfCartDeleteAddressMutationVariables>;
export const MfCartIndiaRegionsDocument = new TypedDocumentString(`
    query MfCartIndiaRegions {
  country(id: "IN") {
    id
    available_regions {
      id
      code
      name
    }
  }
}
    `) as unknown as TypedDocumentString<MfCartIndiaRegionsQuery, MfCartIndiaRegionsQueryVariables>;
export const MfCartCartDocument = new TypedDocumentString(`
    query MfCartCart($cartId: String!) {
  cart(cart_id: $cartId) {
    ...MfCartFields
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
}`) as unknown as TypedDocumentString<MfCartCartQuery, MfCartCartQueryVariables>;
export const MfCartCustomerCartDocument = new TypedDocumentString(`
    query MfCartCustomerCart {
  customerCart {
    id
  }
}
    `) as unknown as TypedDocumentString<MfCartCustomerCartQuery, MfCartCustomerCartQueryVariables>;
export const MfCartCreateEmptyCartDocument = new TypedDocumentString(`
    mutation MfCartCreateEmptyCart {
  createEmptyCart
}
    `) as unknown as TypedDocumentString<MfCartCreateEmptyCartMutation, MfCartCreateEmptyCartMutationVariables>;
export const MfCartCustomerNameDocument = new TypedDocumentString(`
    query MfCartCustomerName {
  customer {
    firstname
    lastname
    email
  }
}
    `) as unknown as TypedDocumentString<MfCartCustomerNameQuery, MfCartCustomerNameQueryVariables>;
export const MfCartUpdateItemsDocument = new TypedDocumentString(`
    mutation MfCartUpdateItems($cartId: String!, $items: [CartItemUpdateInput]!) {
  updateCartItems(input: {cart_id: $cartId, cart_items: $items}) {
    cart {
      ...MfCartFields
    }
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
}`) as unknown as TypedDocumentString<MfCartUpdateItemsMutation, MfCartUpdateItemsMutationVariables>;
export const MfCartApplyCouponDocument = new TypedDocumentString(`
    mutation MfCartApplyCoupon($cartId: String!, $code: String!) {
  applyCouponToCart(input: {cart_id: $cartId, coupon_code: $code}) {
    cart {
      ...MfCartFields
    }
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
}`) as unknown as TypedDocumentString<MfCartApplyCouponMutation, MfCartApplyCouponMutationVariables>;
export const MfCartRemoveCouponDocument = new TypedDocumentString(`
    mutation MfCartRemoveCoupon($cartId: String!) {
  removeCouponFromCart(input: {cart_id: $cartId}) {
    cart {
      ...MfCartFields
    }
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
}`) as unknown as TypedDocumentString<MfCartRemoveCouponMutation, MfCartRemoveCouponMutationVariables>;
export const MfCartSetPincodeDocument = new TypedDocumentString(`
    mutation MfCartSetPincode($cartId: String!, $pincode: String!) {
  addSimpleProductsToCartCustomPrice(
    input: {cart_id: $cartId, pincode: $pincode, cart_items: []}
  ) {
    cart {
      ...MfCartFields
    }
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
}`) as unknown as TypedDocumentString<MfCartSetPincodeMutation, MfCartSetPincodeMutationVariables>;
export const MfCartEstimateDeliveryDocument = new TypedDocumentString(`
    mutation MfCartEstimateDelivery($cartId: String!, $pincode: String!) {
  estimateShippingMethods(
    input: {cart_id: $cartId, address: {country_code: IN, postcode: $pincode}}
  ) {
    carrier_code
    method_title
    amount {
      value
      currency
    }
  }
}
    `) as unknown as TypedDocumentString<MfCartEstimateDeliveryMutation, MfCartEstimateDeliveryMutationVariables>;
export const MfCartCheckoutCartDocument = new TypedDocumentString(`
    query MfCartCheckoutCart($cartId: String!) {
  cart(cart_id: $cartId) {
    ...MfCartCheckoutFields
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
}
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
}`) as unknown as TypedDocumentString<MfCartCheckoutCartQuery, MfCartCheckoutCartQueryVariables>;
export const MfCartSetGuestEmailDocument = new TypedDocumentString(`
    mutation MfCartSetGuestEmail($cartId: String!, $email: String!) {
  setGuestEmailOnCart(input: {cart_id: $cartId, email: $email}) {
    cart {
      email
    }
  }
}
    `) as unknown as TypedDocumentString<MfCartSetGuestEmailMutation, MfCartSetGuestEmailMutationVariables>;
export const MfCartSetShippingAddressDocument = new TypedDocumentString(`
    mutation MfCartSetShippingAddress($cartId: String!, $address: CartAddressInput!) {
  setShippingAddressesOnCart(
    input: {cart_id: $cartId, shipping_addresses: [{address: $address}]}
  ) {
    cart {
      ...MfCartCheckoutFields
    }
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
}
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
}`) as unknown as TypedDocumentString<MfCartSetShippingAddressMutation, MfCartSetShippingAddressMutationVariables>;
export const MfCartSetShippingAddressFromBookDocument = new TypedDocumentString(`
    mutation MfCartSetShippingAddressFromBook($cartId: String!, $addressId: Int!) {
  setShippingAddressesOnCart(
    input: {cart_id: $cartId, shipping_addresses: [{customer_address_id: $addressId}]}
  ) {
    cart {
      ...MfCartCheckoutFields
    }
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
}
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
}`) as unknown as TypedDocumentString<MfCartSetShippingAddressFromBookMutation, MfCartSetShippingAddressFromBookMutationVariables>;
export const MfCartSetShippingMethodDocument = new TypedDocumentString(`
    mutation MfCartSetShippingMethod($cartId: String!, $carrier: String!, $method: String!) {
  setShippingMethodsOnCart(
    input: {cart_id: $cartId, shipping_methods: [{carrier_code: $carrier, method_code: $method}]}
  ) {
    cart {
      ...MfCartCheckoutFields
    }
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
}
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
}`) as unknown as TypedDocumentString<MfCartSetShippingMethodMutation, MfCartSetShippingMethodMutationVariables>;
export const MfCartSetBillingAddressDocument = new TypedDocumentString(`
    mutation MfCartSetBillingAddress($cartId: String!, $billing: BillingAddressInput!) {
  setBillingAddressOnCart(input: {cart_id: $cartId, billing_address: $billing}) {
    cart {
      id
    }
  }
}
    `) as unknown as TypedDocumentString<MfCartSetBillingAddressMutation, MfCartSetBillingAddressMutationVariables>;
export const MfCartSetPaymentMethodDocument = new TypedDocumentString(`
    mutation MfCartSetPaymentMethod($cartId: String!, $code: String!) {
  setPaymentMethodOnCart(input: {cart_id: $cartId, payment_method: {code: $code}}) {
    cart {
      id
    }
  }
}
    `) as unknown as TypedDocumentString<MfCartSetPaymentMethodMutation, MfCartSetPaymentMethodMutationVariables>;
export const MfCartPlaceOrderDocument = new TypedDocumentString(`
    mutation MfCartPlaceOrder($cartId: String!) {
  placeOrder(input: {cart_id: $cartId}) {
    order {
      order_number
    }
    errors {
      message
      code
    }
  }
}
    `) as unknown as TypedDocumentString<MfCartPlaceOrderMutation, MfCartPlaceOrderMutationVariables>;
export const MfCartGuestOrderDocument = new TypedDocumentString(`
    query MfCartGuestOrder($input: OrderInformationInput!) {
  guestOrder(input: $input) {
    ...MfCartOrderDetail
  }
}
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
}`) as unknown as TypedDocumentString<MfCartGuestOrderQuery, MfCartGuestOrderQueryVariables>;
export const MfCartGuestOrderByTokenDocument = new TypedDocumentString(`
    query MfCartGuestOrderByToken($token: String!) {
  storeConfig {
    order_cancellation_enabled
    order_cancellation_reasons {
      description
    }
  }
  guestOrderByToken(input: {token: $token}) {
    ...MfCartOrderDetail
  }
}
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
}`) as unknown as TypedDocumentString<MfCartGuestOrderByTokenQuery, MfCartGuestOrderByTokenQueryVariables>;
export const MfCartRequestGuestCancelDocument = new TypedDocumentString(`
    mutation MfCartRequestGuestCancel($token: String!, $reason: String!) {
  requestGuestOrderCancel(input: {token: $token, reason: $reason}) {
    error
  }
}
    `) as unknown as TypedDocumentString<MfCartRequestGuestCancelMutation, MfCartRequestGuestCancelMutationVariables>;
export const MfCartConfirmGuestCancelDocument = new TypedDocumentString(`
    mutation MfCartConfirmGuestCancel($orderId: ID!, $key: String!) {
  confirmCancelOrder(input: {order_id: $orderId, confirmation_key: $key}) {
    error
    order {
      ...MfCartOrderDetail
    }
  }
}
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
}`) as unknown as TypedDocumentString<MfCartConfirmGuestCancelMutation, MfCartConfirmGuestCancelMutationVariables>;
export const MfCartRemoveItemDocument = new TypedDocumentString(`
    mutation MfCartRemoveItem($cartId: String!, $uid: ID!) {
  removeItemFromCart(input: {cart_id: $cartId, cart_item_uid: $uid}) {
    cart {
      ...MfCartFields
    }
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
}`) as unknown as TypedDocumentString<MfCartRemoveItemMutation, MfCartRemoveItemMutationVariables>;
export const MfCartCancelOrderDocument = new TypedDocumentString(`
    mutation MfCartCancelOrder($orderId: ID!, $reason: String!) {
  cancelOrder(input: {order_id: $orderId, reason: $reason}) {
    error
    order {
      ...MfCartOrderDetail
    }
  }
}
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
}`) as unknown as TypedDocumentString<MfCartCancelOrderMutation, MfCartCancelOrderMutationVariables>;
export const MfCartReorderItemsDocument = new TypedDocumentString(`
    mutation MfCartReorderItems($orderNumber: String!) {
  reorderItems(orderNumber: $orderNumber) {
    cart {
      ...MfCartFields
    }
    userInputErrors {
      message
    }
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
}`) as unknown as TypedDocumentString<MfCartReorderItemsMutation, MfCartReorderItemsMutationVariables>;
export const MfCartCustomerOrdersDocument = new TypedDocumentString(`
    query MfCartCustomerOrders($pageSize: Int!) {
  storeConfig {
    order_cancellation_enabled
    order_cancellation_reasons {
      description
    }
  }
  customer {
    orders(pageSize: $pageSize) {
      total_count
      items {
        ...MfCartOrderDetail
      }
    }
  }
}
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
}`) as unknown as TypedDocumentString<MfCartCustomerOrdersQuery, MfCartCustomerOrdersQueryVariables>;
export const MfCartRequestPasswordResetDocument = new TypedDocumentString(`
    mutation MfCartRequestPasswordReset($email: String!) {
  requestPasswordResetEmail(email: $email)
}
    `) as unknown as TypedDocumentString<MfCartRequestPasswordResetMutation, MfCartRequestPasswordResetMutationVariables>;
export const MfCartResetPasswordDocument = new TypedDocumentString(`
    mutation MfCartResetPassword($email: String!, $token: String!, $password: String!) {
  resetPassword(email: $email, resetPasswordToken: $token, newPassword: $password)
}
    `) as unknown as TypedDocumentString<MfCartResetPasswordMutation, MfCartResetPasswordMutationVariables>;
export const MfCartWishlistPageDocument = new TypedDocumentString(`
    query MfCartWishlistPage($currentPage: Int!) {
  customer {
    wishlists(pageSize: 1) {
      id
      items_v2(currentPage: $currentPage, pageSize: 50) {
        page_info {
          current_page
          total_pages
        }
        items {
          id
          product {
            sku
            name
            url_key
            sqft_per_box
            price_per_box
            small_image {
              url
            }
            price_range {
              minimum_price {
                final_price {
                  value
                  currency
                }
              }
            }
          }
        }
      }
    }
  }
}
    `) as unknown as TypedDocumentString<MfCartWishlistPageQuery, MfCartWishlistPageQueryVariables>;
export const MfCartWishlistDocument = new TypedDocumentString(`
    query MfCartWishlist {
  customer {
    wishlists(pageSize: 1) {
      ...MfCartWishlistFields
    }
  }
}
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
}`) as unknown as TypedDocumentString<MfCartWishlistQuery, MfCartWishlistQueryVariables>;
export const MfCartAddToWishlistDocument = new TypedDocumentString(`
    mutation MfCartAddToWishlist($wishlistId: ID!, $sku: String!) {
  addProductsToWishlist(
    wishlistId: $wishlistId
    wishlistItems: [{sku: $sku, quantity: 1}]
  ) {
    wishlist {
      ...MfCartWishlistFields
    }
    user_errors {
      code
      message
    }
  }
}
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
}`) as unknown as TypedDocumentString<MfCartAddToWishlistMutation, MfCartAddToWishlistMutationVariables>;
export const MfCartRemoveFromWishlistDocument = new TypedDocumentString(`
    mutation MfCartRemoveFromWishlist($wishlistId: ID!, $itemId: ID!) {
  removeProductsFromWishlist(wishlistId: $wishlistId, wishlistItemsIds: [$itemId]) {
    wishlist {
      ...MfCartWishlistFields
    }
    user_errors {
      code
      message
    }
  }
}
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
}`) as unknown as TypedDocumentString<MfCartRemoveFromWishlistMutation, MfCartRemoveFromWishlistMutationVariables>;