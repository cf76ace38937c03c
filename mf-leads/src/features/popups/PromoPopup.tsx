import { useState } from 'react';
import { LeadForm } from '../lead-form/LeadForm';
import { useLeadForm } from '../lead-form/useLeadForm';
import type { SubmitOutcome } from '../lead-outbox/useLeadSubmit';
import { Dialog } from '../../ui/Dialog';
import { popupMessages } from './i18n/messages';

/** The promo image (tarrekImage) for visitors from outside; its button leads to the lead form. */
export function PromoPopup({ onClose, onOutcome }: { onClose: () => void; onOutcome: (o: SubmitOutcome) => void }) {
  const t = popupMessages.useT();
  const [asking, setAsking] = useState(false);
  const form = useLeadForm('promo', onOutcome);
  return (
    <Dialog title={t('promoTitle')} kind="tarrekImage" onClose={onClose}>
      {asking ? (
        <LeadForm
          values={form.values}
          error={form.error}
          loading={form.loading}
          onChange={form.handleChange}
          onSubmit={form.handleSubmit}
          submitLabel={t('getQuote')}
        />
      ) : (
        <>
          <div className="lead-promo-art" role="img" aria-label={t('promoArt')}>
            <span className="lead-promo-badge">
              {t('upTo')} <strong>20%</strong> {t('off')}
            </span>
          </div>
          <p className="lead-intro">{t('promoIntro')}</p>
          <button type="button" className="lead-btn lead-btn--primary" onClick={() => setAsking(true)}>
            {t('freeQuote')}
          </button>
        </>
      )}
    </Dialog>
  );
}
