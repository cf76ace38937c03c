import { useState, type FormEvent } from 'react';
import { COOKIE_KEYS, LEAD_MESSAGES, PINCODE_LENGTH } from '@tiles/shared';
import { Dialog } from './Dialog';

/** The pincode is kept in a cookie (spec §9) so every remote prices and delivers for the same area. */
function savePincode(pincode: string): void {
  document.cookie = `${COOKIE_KEYS.pincode}=${pincode}; path=/; max-age=${60 * 60 * 24 * 180}; samesite=lax`;
}

/** Listing pages only: asks where the shopper is; saving or skipping sets the skip marker. */
export function LocationPopup({ onClose, onSkip }: { onClose: () => void; onSkip: () => void }) {
  const [pincode, setPincode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const save = (e: FormEvent) => {
    e.preventDefault();
    if (!new RegExp(`^\\d{${PINCODE_LENGTH}}$`).test(pincode)) return setError(LEAD_MESSAGES.invalidPincode);
    savePincode(pincode);
    onSkip();
  };
  return (
    <Dialog title="Where should we deliver?" kind="locationPopup" onClose={onClose}>
      <p className="lead-intro">Tell us your pincode to see delivery and showroom options near you.</p>
      <form className="lead-form" noValidate onSubmit={save}>
        <label className="lead-field">
          <span>Pincode</span>
          <input name="pincode" inputMode="numeric" autoComplete="postal-code" maxLength={6} value={pincode}
            onChange={(e) => setPincode(e.target.value.replace(/\D/g, ''))} />
        </label>
        {error && <p className="lead-error" role="alert">{error}</p>}
        <div className="lead-actions">
          <button type="submit" className="lead-btn lead-btn--primary">Save location</button>
          <button type="button" className="lead-btn" onClick={onSkip}>Skip</button>
        </div>
      </form>
    </Dialog>
  );
}
