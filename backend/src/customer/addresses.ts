import { inputError, notFound } from '../errors';
import { toCartAddress, type CartAddress } from '../checkout/addresses';
import type { Db } from '../store/db';
import { checkMiddleName } from './accountInput';

/** Magento's CustomerAddressInput (the fields this store keeps). */
export interface CustomerAddressInput {
  firstname?: string | null;
  middlename?: string | null;
  lastname?: string | null;
  company?: string | null;
  street?: (string | null)[] | null;
  city?: string | null;
  region?: { region_id?: number | null; region_code?: string | null; region?: string | null } | null;
  postcode?: string | null;
  country_code?: string | null;
  country_id?: string | null;
  telephone?: string | null;
  default_shipping?: boolean | null;
  default_billing?: boolean | null;
}

interface AddressRow {
  id: number;
  customer_id: number;
  data: string;
  default_shipping: number;
  default_billing: number;
}
type StoredAddress = Omit<CartAddress, 'uid'>;

const REQUIRED = ['firstname', 'lastname', 'street', 'city', 'telephone', 'postcode', 'country_code'] as const;

/** Magento's CreateCustomerAddress check: every required attribute named at once, then the address validator. */
export function validateAddressInput(input: CustomerAddressInput, partial = false): StoredAddress | null {
  const missing = REQUIRED.filter((k) => {
    const v = k === 'country_code' ? (input.country_code ?? input.country_id) : input[k];
    return (!partial || k in input) && (Array.isArray(v) ? !v.some((s) => s?.trim()) : !String(v ?? '').trim());
  });
  if (missing.length) throw inputError(`Required parameters are missing: ${missing.join(', ')}`);
  if (partial) return null;
  checkMiddleName(input.middlename);
  const { uid: _uid, ...address } = toCartAddress(
    {
      firstname: input.firstname ?? '',
      lastname: input.lastname ?? '',
      company: input.company,
      street: input.street ?? [],
      city: input.city ?? '',
      region_id: input.region?.region_id,
      region: input.region?.region_code ?? input.region?.region,
      postcode: input.postcode,
      country_code: String(input.country_code ?? input.country_id),
      telephone: input.telephone,
    },
    '',
  );
  return address;
}

const rowsOf = (db: Db, customerId: number) =>
  db.prepare('SELECT * FROM customer_addresses WHERE customer_id = ? ORDER BY id').all(customerId) as AddressRow[];

/**
 * The customer's own address, or Magento's "Could not find" for any other id. Someone else's address answers exactly
 * as one that does not exist (Magento says "does not have permission" there, which tells a caller counting through
 * ids which addresses exist).
 */
export function ownAddress(db: Db, customerId: number, id: number | null | undefined): AddressRow {
  if (!id) throw inputError('Address "id" value should be specified');
  const row = db.prepare('SELECT * FROM customer_addresses WHERE id = ? AND customer_id = ?').get(id, customerId) as AddressRow | undefined;
  if (!row) throw notFound(`Could not find a address with ID "${id}"`);
  return row;
}

/** One default shipping and one default billing address per customer: setting one clears the other rows' flag. */
function applyDefaults(db: Db, customerId: number, id: number, input: CustomerAddressInput): void {
  for (const flag of ['default_shipping', 'default_billing'] as const) {
    if (input[flag] == null) continue;
    if (input[flag]) db.prepare(`UPDATE customer_addresses SET ${flag} = (id = ?) WHERE customer_id = ?`).run(id, customerId);
    else db.prepare(`UPDATE customer_addresses SET ${flag} = 0 WHERE id = ?`).run(id);
  }
}

export function createAddress(db: Db, customerId: number, input: CustomerAddressInput): AddressRow {
  const address = validateAddressInput(input) as StoredAddress;
  return db.transaction(() => {
    const { lastInsertRowid } = db
      .prepare('INSERT INTO customer_addresses (customer_id, data) VALUES (?, ?)')
      .run(customerId, JSON.stringify(address));
    applyDefaults(db, customerId, Number(lastInsertRowid), input);
    return ownAddress(db, customerId, Number(lastInsertRowid));
  })();
}

/** updateCustomerAddress: the fields sent replace the stored ones; the result is validated as a whole. */
export function updateAddress(db: Db, customerId: number, id: number, input: CustomerAddressInput): AddressRow {
  const row = ownAddress(db, customerId, id);
  validateAddressInput(input, true);
  const stored = JSON.parse(row.data) as StoredAddress;
  const merged: CustomerAddressInput = {
    firstname: stored.firstname,
    lastname: stored.lastname,
    company: stored.company,
    street: stored.street,
    city: stored.city,
    region: { region_id: stored.region.region_id },
    postcode: stored.postcode,
    country_code: stored.country.code,
    telephone: stored.telephone,
    ...Object.fromEntries(Object.entries(input).filter(([, v]) => v !== undefined && v !== null)),
  };
  const address = validateAddressInput(merged) as StoredAddress;
  return db.transaction(() => {
    db.prepare('UPDATE customer_addresses SET data = ? WHERE id = ?').run(JSON.stringify(address), id);
    applyDefaults(db, customerId, id, input);
    return ownAddress(db, customerId, id);
  })();
}

/** Magento refuses to delete the default billing or shipping address. */
export function deleteAddress(db: Db, customerId: number, id: number): void {
  const row = ownAddress(db, customerId, id);
  if (row.default_billing) throw inputError(`Customer Address ${id} is set as default billing address and can not be deleted`);
  if (row.default_shipping) throw inputError(`Customer Address ${id} is set as default shipping address and can not be deleted`);
  db.prepare('DELETE FROM customer_addresses WHERE id = ?').run(id);
}

/** Magento's CustomerAddress shape. */
export function toCustomerAddressModel(row: AddressRow) {
  const a = JSON.parse(row.data) as StoredAddress;
  return {
    id: row.id,
    uid: Buffer.from(String(row.id)).toString('base64'),
    firstname: a.firstname,
    lastname: a.lastname,
    company: a.company,
    street: a.street,
    city: a.city,
    region: { region_code: a.region.code, region: a.region.label, region_id: a.region.region_id },
    region_id: a.region.region_id,
    postcode: a.postcode,
    country_code: a.country.code,
    country_id: a.country.code,
    telephone: a.telephone,
    default_shipping: !!row.default_shipping,
    default_billing: !!row.default_billing,
  };
}

export const customerAddresses = (db: Db, customerId: number) => rowsOf(db, customerId).map(toCustomerAddressModel);

/** A saved address as a cart address (checkout with customer_address_id). */
export function addressForCart(db: Db, customerId: number, id: number, uid: string): CartAddress {
  // The saved address's id travels with the copy: Magento's CartAddressInterface.id.
  return { ...(JSON.parse(ownAddress(db, customerId, id).data) as StoredAddress), uid, id };
}
