import { useCallback, useEffect, useRef, useState } from 'react';
import { useBusEvent } from '@tiles/shared';
import { usePopupEngine } from '../popup-engine/usePopupEngine';
import { remainingDaysHours } from '../popup-engine/rules';
import { useOutboxFlush } from '../lead-outbox/useOutboxFlush';
import type { SubmitOutcome } from '../lead-outbox/useLeadSubmit';
import type { CallbackTopic } from '../callback/useCallbackForm';
import type { NoticeValue } from './Notice';

const NOTICE_MS = 12_000;

/** Everything the popup host shows: the engine's one popup, the callback dialog, the side prompt and notices. */
export function usePopupHost() {
  const engine = usePopupEngine();
  const { setBlocked } = engine;
  const [callback, setCallback] = useState<CallbackTopic | null>(null);
  const [notice, setNotice] = useState<NoticeValue | null>(null);
  const noticeTimer = useRef<ReturnType<typeof setTimeout>>(undefined);

  const show = useCallback((value: NoticeValue | null) => {
    clearTimeout(noticeTimer.current);
    setNotice(value);
    if (value) noticeTimer.current = setTimeout(() => setNotice(null), NOTICE_MS);
  }, []);
  useEffect(() => () => clearTimeout(noticeTimer.current), []);

  useBusEvent('leads:callback-requested', ({ source, productName, sku }) => {
    setCallback({ source, productName, sku });
    setBlocked(true);
  });

  const handleCallbackClose = useCallback(() => {
    setCallback(null);
    setBlocked(false);
  }, [setBlocked]);

  const handleOutcome = useCallback(
    (o: SubmitOutcome) => {
      if (o.status === 'sent') show({ tone: 'success', text: o.msg });
      else if (o.status === 'queued') show({ tone: 'info', text: o.msg });
      else show({ tone: 'error', text: o.message });
    },
    [show],
  );

  useOutboxFlush(useCallback((msg: string) => show({ tone: 'success', text: msg }), [show]));

  const { persisted } = engine.state;
  const remaining = persisted.isFormFilled && persisted.whenFormFilled ? remainingDaysHours(persisted.whenFormFilled, Date.now()) : null;
  return {
    ...engine,
    callback,
    notice,
    remaining,
    showSidePrompt: persisted.sidePromptModal && !persisted.isFormFilled && !engine.state.open && !callback,
    handleCallbackClose,
    handleOutcome,
    handleNoticeDismiss: useCallback(() => show(null), [show]),
  };
}
