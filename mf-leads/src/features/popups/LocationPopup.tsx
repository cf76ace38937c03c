import { useState, type FormEvent } from 'react';
import { writePincodeCookie } from '@tiles/shared';
import { Dialog } from '../../ui/Dialog';
import { popupMessages } from './i18n/messages';
import { leadFormMessages } from '../lead-form/i18n/messages';
import { leadOutboxMessages } from '../lead-outbox/i18n/messages';

/** Listing pages only: asks where the shopper is; saving or skipping sets the skip marker. */
export function LocationPopup({ onClose, onSkip }: { onClose: () => void; onSkip: () => void }) {
  const t = popupMessages.useT();
  const form = leadFormMessages.useT();
  const lead = leadOutboxMessages.useT();
  const [pincode, setPincode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const save = (e: FormEvent) => {
    e.preventDefault();
    // The shared cookie (spec §9): every remote prices and delivers for the same area, with the same rule.
    if (!writePincodeCookie(pincode)) return setError(lead('invalidPincode'));
    onSkip();
  };
  return (
    <Dialog title={t('whereDeliver')} kind="locationPopup" onClose={onClose}>
      <p className="lead-intro">{t('locationIntro')}</p>
      <form className="lead-form" noValidate onSubmit={save}>
        <label className="lead-field">
          <span>{form('pincode')}</span>
          <input
            name="pincode"
            inputMode="numeric"
            autoComplete="postal-code"
            maxLength={6}
            value={pincode}
            onChange={(e) => setPincode(e.target.value.replace(/\D/g, ''))}
          />
        </label>
        {error && (
          <p className="lead-error" role="alert">
            {error}
          </p>
        )}
        <div className="lead-actions">
          <button type="submit" className="lead-btn lead-btn--primary">
            {t('saveLocation')}
          </button>
          <button type="button" className="lead-btn" onClick={onSkip}>
            {t('skip')}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
