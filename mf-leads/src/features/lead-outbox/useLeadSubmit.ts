import { useCallback, useState } from 'react';
import type { LeadKind, LeadPayload } from '@tiles/shared';
import { recordFormFilled } from '../popup-engine/formFilled';
import { markLeadFilled } from '../popup-engine/storage';
import { enqueue } from './outbox';
import { leadEntry, sendLead } from './sendLead';

export type SubmitOutcome =
  | { status: 'sent'; msg: string }
  | { status: 'queued'; msg: string }
  | { status: 'rejected'; message: string };

export const QUEUED_MESSAGE = "You seem to be offline. We've saved your request and will send it as soon as the connection is back.";

/**
 * Sends a lead; a lead that cannot reach the backend goes to the outbox (and counts as filled: the shopper
 * has done their part). A refusal by the backend sets the lead-filled marker and returns its message (spec §8).
 */
export function useLeadSubmit(kind: LeadKind) {
  const [loading, setLoading] = useState(false);
  const submit = useCallback(async (payload: LeadPayload): Promise<SubmitOutcome> => {
    setLoading(true);
    try {
      const entry = leadEntry(kind, payload);
      const result = await sendLead(entry);
      if (result.status === 'rejected') {
        markLeadFilled();
        return { status: 'rejected', message: result.message };
      }
      if (result.status === 'unreachable') enqueue(entry);
      recordFormFilled(payload.source ?? kind);
      return result.status === 'sent' ? result : { status: 'queued', msg: QUEUED_MESSAGE };
    } finally {
      setLoading(false);
    }
  }, [kind]);
  return { submit, loading };
}
