import { STREET_LINES } from '../checkout/addresses';

/**
 * Magento's `attributesForm(formCode:)` (EavGraphQl 2.4.7): the attributes a storefront form shows, in Magento's
 * CustomerAttributeMetadata shape, so a client (Adobe's drop-ins build their sign-up and address forms from it) asks
 * for what this store asks for. An admin form or one the store does not have answers Magento's ENTITY_NOT_FOUND.
 */
type Rule = { name: string; value: string };
interface Field {
  code: string;
  label: string;
  input: string;
  required: boolean;
  rules?: Rule[];
  multiline?: number;
  options?: { label: string; value: string }[];
  filter?: string;
}

const length = (min: number, max: number): Rule[] => [
  { name: 'MIN_TEXT_LENGTH', value: String(min) },
  { name: 'MAX_TEXT_LENGTH', value: String(max) },
];

const ACCOUNT: Field[] = [
  { code: 'firstname', label: 'First Name', input: 'TEXT', required: true, rules: length(1, 255), filter: 'TRIM' },
  { code: 'lastname', label: 'Last Name', input: 'TEXT', required: true, rules: length(1, 255), filter: 'TRIM' },
  { code: 'email', label: 'Email', input: 'TEXT', required: true, rules: [{ name: 'INPUT_VALIDATION', value: 'email' }], filter: 'TRIM' },
];

/** A delivery address in India: a 10-digit mobile number and a 6-digit pincode, as the checkout checks them. */
const ADDRESS: Field[] = [
  { code: 'firstname', label: 'First Name', input: 'TEXT', required: true, rules: length(1, 255), filter: 'TRIM' },
  { code: 'lastname', label: 'Last Name', input: 'TEXT', required: true, rules: length(1, 255), filter: 'TRIM' },
  { code: 'company', label: 'Company', input: 'TEXT', required: false, rules: length(0, 255), filter: 'TRIM' },
  {
    code: 'street',
    label: 'Street Address',
    input: 'MULTILINE',
    required: true,
    multiline: STREET_LINES,
    rules: length(1, 255),
    filter: 'TRIM',
  },
  { code: 'city', label: 'City', input: 'TEXT', required: true, rules: length(1, 255), filter: 'TRIM' },
  { code: 'country_id', label: 'Country', input: 'SELECT', required: true, options: [{ label: 'India', value: 'IN' }] },
  { code: 'region', label: 'State/Province', input: 'TEXT', required: false, filter: 'TRIM' },
  { code: 'region_id', label: 'State/Province', input: 'HIDDEN', required: false },
  {
    code: 'postcode',
    label: 'Zip/Postal Code',
    input: 'TEXT',
    required: true,
    rules: [{ name: 'INPUT_VALIDATION', value: 'numeric' }, ...length(6, 6)],
    filter: 'TRIM',
  },
  { code: 'telephone', label: 'Phone Number', input: 'TEXT', required: true, rules: length(10, 14), filter: 'TRIM' },
];

const FORMS: Record<string, { entity: 'CUSTOMER' | 'CUSTOMER_ADDRESS'; fields: Field[] }> = {
  customer_account_create: { entity: 'CUSTOMER', fields: ACCOUNT },
  customer_account_edit: { entity: 'CUSTOMER', fields: ACCOUNT },
  customer_address_edit: { entity: 'CUSTOMER_ADDRESS', fields: ADDRESS },
  customer_register_address: { entity: 'CUSTOMER_ADDRESS', fields: ADDRESS },
};

export function attributesForm(formCode: string) {
  const form = formCode.startsWith('adminhtml_') ? undefined : FORMS[formCode];
  if (!form) return { items: [], errors: [{ type: 'ENTITY_NOT_FOUND', message: `Form "${formCode}" could not be found.` }] };
  return {
    items: form.fields.map((f, i) => ({
      __typename: 'CustomerAttributeMetadata',
      code: f.code,
      label: f.label,
      entity_type: form.entity,
      frontend_input: f.input,
      frontend_class: null,
      input_filter: f.filter ?? 'NONE',
      is_required: f.required,
      is_unique: false,
      default_value: f.code === 'country_id' ? 'IN' : null,
      multiline_count: f.multiline ?? 0,
      sort_order: (i + 1) * 10,
      validate_rules: f.rules ?? [],
      options: (f.options ?? []).map((o) => ({ ...o, is_default: o.value === 'IN' })),
    })),
    errors: [],
  };
}
