import { AddressFields } from '../checkout/AddressFields';
import type { useAddressBook } from './useAddressBook';
import { addressLine } from './savedAddress';
import './addressBook.css';

export type AddressBookProps = ReturnType<typeof useAddressBook>;

/** Saved addresses in /account; the view only renders (useAddressBook does the calls). */
export function AddressBook(p: AddressBookProps) {
  return (
    <section className="cart-card cart-book" aria-labelledby="cart-book-title">
      <h2 id="cart-book-title">Saved addresses</h2>
      {p.message && <p className="cart-message" role="status">{p.message}</p>}
      {p.loading ? <p aria-busy="true">Loading addresses…</p> : p.addresses.length === 0 && p.editing === null && <p className="cart-hint">No saved addresses yet.</p>}
      <ul className="cart-book-list">
        {p.addresses.map((a) => (
          <li key={a.id} className="cart-book-item">
            <p>{addressLine(a)}<br /><span className="cart-hint">Mobile {a.telephone}</span></p>
            <p className="cart-book-badges">
              {a.default_shipping && <span className="cart-badge">Default shipping</span>}
              {a.default_billing && <span className="cart-badge">Default billing</span>}
            </p>
            <div className="cart-inline">
              <button type="button" className="cart-btn cart-btn--ghost" onClick={() => p.handleEdit(a)} aria-label={`Edit ${addressLine(a)}`}>Edit</button>
              <button type="button" className="cart-btn cart-btn--ghost" onClick={() => void p.handleDelete(a)} disabled={p.busy} aria-label={`Delete ${addressLine(a)}`}>Delete</button>
            </div>
          </li>
        ))}
      </ul>
      {p.editing === null ? (
        !p.loading && <button type="button" className="cart-btn" onClick={p.handleNew}>Add a new address</button>
      ) : (
        <form noValidate aria-label={p.editing === 'new' ? 'New address' : 'Edit address'} onSubmit={(e) => { e.preventDefault(); void p.handleSave(); }}>
          <AddressFields prefix="cart-book" value={p.form} errors={p.errors} regions={p.regions} onChange={p.handleForm} />
          <label className="cart-check"><input type="checkbox" checked={p.defaults.default_shipping} onChange={(e) => p.handleDefaults({ ...p.defaults, default_shipping: e.target.checked })} /> Default shipping address</label>
          <label className="cart-check"><input type="checkbox" checked={p.defaults.default_billing} onChange={(e) => p.handleDefaults({ ...p.defaults, default_billing: e.target.checked })} /> Default billing address</label>
          <div className="cart-inline">
            <button type="submit" className="cart-btn" disabled={p.busy}>{p.busy ? 'Saving…' : 'Save address'}</button>
            <button type="button" className="cart-btn cart-btn--ghost" onClick={p.handleCancel}>Cancel</button>
          </div>
        </form>
      )}
    </section>
  );
}
