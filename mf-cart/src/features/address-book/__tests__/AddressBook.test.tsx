import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { EMPTY_ADDRESS } from '../../address-form/address';
import { AddressBook, type AddressBookProps } from '../AddressBook';
import { addressLine, preferredAddress, toCustomerAddressInput, type SavedAddress } from '../savedAddress';

const home: SavedAddress = {
  id: 7,
  firstname: 'Asha',
  lastname: 'Patel',
  street: ['12 MG Road'],
  city: 'Pune',
  postcode: '411001',
  telephone: '9876543210',
  default_shipping: true,
  default_billing: true,
  region: { region_id: 582, region_code: 'MH', region: 'Maharashtra' },
};
const office: SavedAddress = {
  ...home,
  id: 8,
  street: ['4 Anna Salai', 'Floor 2'],
  city: 'Chennai',
  postcode: '600002',
  default_shipping: false,
  default_billing: false,
  region: { region_id: 591, region_code: 'TN', region: 'Tamil Nadu' },
};

function renderBook(over: Partial<AddressBookProps> = {}) {
  const props: AddressBookProps = {
    addresses: [home, office],
    regions: [{ id: 582, code: 'MH', name: 'Maharashtra' }],
    loading: false,
    editing: null,
    form: EMPTY_ADDRESS,
    defaults: { default_shipping: false, default_billing: false },
    errors: {},
    message: null,
    busy: false,
    handleNew: jest.fn(),
    handleEdit: jest.fn(),
    handleSave: jest.fn(),
    handleDelete: jest.fn(),
    handleForm: jest.fn(),
    handleDefaults: jest.fn(),
    handleCancel: jest.fn(),
    ...over,
  };
  render(<AddressBook {...props} />);
  return props;
}

describe('AddressBook', () => {
  it('lists each saved address with its default badges, and edits or deletes the one asked for', async () => {
    const p = renderBook();
    expect(screen.getByRole('region', { name: 'Saved addresses' })).toHaveTextContent('Asha Patel, 12 MG Road, Pune, Maharashtra 411001');
    expect(screen.getAllByText('Default shipping')).toHaveLength(1);
    await userEvent.click(screen.getByRole('button', { name: `Edit ${addressLine(office)}` }));
    expect(p.handleEdit).toHaveBeenCalledWith(office);
    await userEvent.click(screen.getByRole('button', { name: `Delete ${addressLine(office)}` }));
    expect(p.handleDelete).toHaveBeenCalledWith(office);
  });

  it('shows the address form while editing, with the default choices', async () => {
    const p = renderBook({ editing: 'new' });
    expect(screen.getByRole('form', { name: 'New address' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Default billing address' }));
    expect(p.handleDefaults).toHaveBeenCalledWith({ default_shipping: false, default_billing: true });
    await userEvent.click(screen.getByRole('button', { name: 'Save address' }));
    expect(p.handleSave).toHaveBeenCalled();
  });
});

describe('savedAddress', () => {
  it('checkout starts from the default shipping address, else the first', () => {
    expect(preferredAddress([office, home])).toBe(home);
    expect(preferredAddress([office])).toBe(office);
    expect(preferredAddress([])).toBeUndefined();
  });

  it("sends Magento's CustomerAddressInput", () => {
    const form = {
      firstname: ' Asha ',
      lastname: 'Patel',
      street: '12 MG Road',
      street2: '',
      city: 'Pune',
      regionId: '582',
      postcode: '411001',
      telephone: '+91 98765-43210',
    };
    expect(toCustomerAddressInput(form, { default_shipping: true, default_billing: false })).toEqual({
      firstname: 'Asha',
      lastname: 'Patel',
      street: ['12 MG Road'],
      city: 'Pune',
      region: { region_id: 582 },
      postcode: '411001',
      country_code: 'IN',
      telephone: '9876543210',
      default_shipping: true,
      default_billing: false,
    });
  });
});
