import { AddressBook } from './AddressBook';
import { useAddressBook } from './useAddressBook';

/** The address book wired to its hook (mounted only for a signed-in customer). */
export function AddressBookSection() {
  return <AddressBook {...useAddressBook()} />;
}
