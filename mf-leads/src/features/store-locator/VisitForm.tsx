import { useCallback, useState } from 'react';
import type { Showroom } from '@tiles/shared';
import { LeadForm } from '../lead-form/LeadForm';
import { useLeadForm } from '../lead-form/useLeadForm';
import type { SubmitOutcome } from '../lead-outbox/useLeadSubmit';
import type { StoreFormStep } from './storeStep';
import { locatorMessages } from './i18n/messages';

interface Props {
  step: StoreFormStep;
  showroom: Showroom | null;
  onStep: (step: StoreFormStep) => void;
}

/** The visit request: step `form`, then `thankyou` (kept for this tab in sessionStorage). */
export function VisitForm({ step, showroom, onStep }: Props) {
  const t = locatorMessages.useT();
  const [message, setMessage] = useState<string | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const onOutcome = useCallback(
    (o: SubmitOutcome) => {
      if (o.status === 'rejected') return setRefusal(o.message);
      setMessage(o.msg);
      onStep('thankyou');
    },
    [onStep],
  );
  const form = useLeadForm('store-visit', onOutcome, { showroomId: showroom?.id });
  return (
    <section className="lead-sl-visit" aria-labelledby="lead-sl-visit-title" id="lead-sl-visit">
      <h2 id="lead-sl-visit-title" className="lead-sl-h2">
        {t(step === 'thankyou' ? 'thankYou' : 'visitTitle')}
      </h2>
      {step === 'thankyou' ? (
        <>
          <p>{message ?? t('visitDone')}</p>
          <button type="button" className="lead-btn" onClick={() => onStep('form')}>
            {t('another')}
          </button>
        </>
      ) : (
        <>
          <p className="lead-intro">
            {showroom ? (
              <>
                {t('visiting')} <strong>{showroom.name}</strong>.
              </>
            ) : (
              t('chooseShowroom')
            )}
          </p>
          {refusal && (
            <p className="lead-error" role="alert">
              {refusal}
            </p>
          )}
          <LeadForm
            values={form.values}
            error={form.error}
            loading={form.loading}
            onChange={form.handleChange}
            onSubmit={form.handleSubmit}
            submitLabel={t('requestVisit')}
          />
        </>
      )}
    </section>
  );
}
