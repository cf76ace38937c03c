import { useCallback, useState } from 'react';
import type { LeadKind, LeadPayload } from '@tiles/shared';
import { recordFormFilled } from '../popup-engine/formFilled';
import { markLeadFilled } from '../popup-engine/storage';
import { enqueue } from './outbox';
import { leadEntry, sendLead } from './sendLead';
import { leadOutboxMessages } from './i18n/messages';
import { leadText } from './leadText';

export type SubmitOutcome = { status: 'sent'; msg: string } | { status: 'queued'; msg: string } | { status: 'rejected'; message: string };

/**
 * Sends a lead; a lead that cannot reach the backend goes to the outbox (and counts as filled: the shopper
 * has done their part). A refusal by the backend sets the lead-filled marker and returns its message (spec §8).
 */
export function useLeadSubmit(kind: LeadKind) {
  const t = leadOutboxMessages.useT();
  const [loading, setLoading] = useState(false);
  const submit = useCallback(
    async (payload: LeadPayload): Promise<SubmitOutcome> => {
      setLoading(true);
      try {
        const entry = leadEntry(kind, payload);
        const result = await sendLead(entry);
        if (result.status === 'rejected') {
          markLeadFilled();
          return { status: 'rejected', message: leadText(t, result.message) };
        }
        if (result.status === 'unreachable') enqueue(entry);
        recordFormFilled(payload.source ?? kind);
        // The store's thanks, in the page language (its own reply is English only).
        const name = payload.name.trim().split(/\s+/)[0];
        if (result.status === 'sent')
          return { status: 'sent', msg: t(kind === 'callback' ? 'sentCallback' : 'sentLead', { name, phone: payload.phone.trim() }) };
        return { status: 'queued', msg: t('queued') };
      } finally {
        setLoading(false);
      }
    },
    [kind, t],
  );
  return { submit, loading };
}
