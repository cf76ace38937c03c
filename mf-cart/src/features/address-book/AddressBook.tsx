import { AddressFields } from '../address-form/AddressFields';
import type { useAddressBook } from './useAddressBook';
import { addressLine } from './savedAddress';
import './addressBook.css';
import { addressBookMessages } from './i18n/messages';

export type AddressBookProps = ReturnType<typeof useAddressBook>;

/** Saved addresses in /account; the view only renders (useAddressBook does the calls). */
export function AddressBook(p: AddressBookProps) {
  const t = addressBookMessages.useT();
  return (
    <section className="cart-card cart-book" aria-labelledby="cart-book-title">
      <h2 id="cart-book-title">{t('title')}</h2>
      {p.message && (
        <p className="cart-message" role="status">
          {p.message}
        </p>
      )}
      {p.loading ? (
        <p aria-busy="true">{t('loading')}</p>
      ) : (
        p.addresses.length === 0 && p.editing === null && <p className="cart-hint">{t('none')}</p>
      )}
      <ul className="cart-book-list">
        {p.addresses.map((a) => (
          <li key={a.id} className="cart-book-item">
            <p>
              {addressLine(a)}
              <br />
              <span className="cart-hint">{t('mobile', { phone: a.telephone })}</span>
            </p>
            <p className="cart-book-badges">
              {a.default_shipping && <span className="cart-badge">{t('defaultShipping')}</span>}
              {a.default_billing && <span className="cart-badge">{t('defaultBilling')}</span>}
            </p>
            <div className="cart-inline">
              <button
                type="button"
                className="cart-btn cart-btn--ghost"
                onClick={() => p.handleEdit(a)}
                aria-label={t('editLabel', { address: addressLine(a) })}
              >
                {t('edit')}
              </button>
              <button
                type="button"
                className="cart-btn cart-btn--ghost"
                onClick={() => void p.handleDelete(a)}
                disabled={p.busy}
                aria-label={t('deleteLabel', { address: addressLine(a) })}
              >
                {t('delete')}
              </button>
            </div>
          </li>
        ))}
      </ul>
      {p.editing === null ? (
        !p.loading && (
          <button type="button" className="cart-btn" onClick={p.handleNew}>
            {t('addNew')}
          </button>
        )
      ) : (
        <form
          noValidate
          aria-label={t(p.editing === 'new' ? 'newAddress' : 'editAddress')}
          onSubmit={(e) => {
            e.preventDefault();
            void p.handleSave();
          }}
        >
          <AddressFields prefix="cart-book" value={p.form} errors={p.errors} regions={p.regions} onChange={p.handleForm} />
          <label className="cart-check">
            <input
              type="checkbox"
              checked={p.defaults.default_shipping}
              onChange={(e) => p.handleDefaults({ ...p.defaults, default_shipping: e.target.checked })}
            />{' '}
            {t('defaultShippingAddress')}
          </label>
          <label className="cart-check">
            <input
              type="checkbox"
              checked={p.defaults.default_billing}
              onChange={(e) => p.handleDefaults({ ...p.defaults, default_billing: e.target.checked })}
            />{' '}
            {t('defaultBillingAddress')}
          </label>
          <div className="cart-inline">
            <button type="submit" className="cart-btn" disabled={p.busy}>
              {p.busy ? t('saving') : t('save')}
            </button>
            <button type="button" className="cart-btn cart-btn--ghost" onClick={p.handleCancel}>
              {t('cancel')}
            </button>
          </div>
        </form>
      )}
    </section>
  );
}
