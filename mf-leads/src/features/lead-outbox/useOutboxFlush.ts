import { useEffect } from 'react';
import { flushOutbox, readOutbox } from './outbox';

/** Resends waiting leads on this visit's start and whenever the browser says it is back online. */
export function useOutboxFlush(onDelivered: (msg: string) => void): void {
  useEffect(() => {
    let live = true;
    const flush = async () => {
      if (!readOutbox().length) return;
      const report = await flushOutbox();
      if (live && report.sent.length) onDelivered(report.sent.length === 1 ? `Your saved request has now been sent. ${report.sent[0].msg}` : `Your ${report.sent.length} saved requests have now been sent.`);
    };
    void flush();
    window.addEventListener('online', flush);
    return () => { live = false; window.removeEventListener('online', flush); };
  }, [onDelivered]);
}
