import { useState } from 'react';
import { LeadForm } from '../lead-form/LeadForm';
import { useLeadForm } from '../lead-form/useLeadForm';
import type { SubmitOutcome } from '../lead-outbox/useLeadSubmit';
import { Dialog } from './Dialog';

/** The promo image (tarrekImage) for visitors from outside; its button leads to the lead form. */
export function PromoPopup({ onClose, onOutcome }: { onClose: () => void; onOutcome: (o: SubmitOutcome) => void }) {
  const [asking, setAsking] = useState(false);
  const form = useLeadForm('promo', onOutcome);
  return (
    <Dialog title="Festive offer: up to 20% off vitrified tiles" kind="tarrekImage" onClose={onClose}>
      {asking ? (
        <LeadForm values={form.values} error={form.error} loading={form.loading} onChange={form.handleChange} onSubmit={form.handleSubmit} submitLabel="Get my quote" />
      ) : (
        <>
          <div className="lead-promo-art" role="img" aria-label="Glossy vitrified floor tiles in a bright living room, with the offer badge: up to 20 percent off">
            <span className="lead-promo-badge">Up to <strong>20%</strong> off</span>
          </div>
          <p className="lead-intro">On selected vitrified and double-charge tiles at our showrooms and online, this month only.</p>
          <button type="button" className="lead-btn lead-btn--primary" onClick={() => setAsking(true)}>Get a free quote</button>
        </>
      )}
    </Dialog>
  );
}
