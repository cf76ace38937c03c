import { useEffect } from 'react';
import { flushOutbox, readOutbox } from './outbox';
import { leadOutboxMessages } from './i18n/messages';

/** Resends waiting leads on this visit's start and whenever the browser says it is back online. */
export function useOutboxFlush(onDelivered: (msg: string) => void): void {
  const t = leadOutboxMessages.useT();
  useEffect(() => {
    let live = true;
    const flush = async () => {
      if (!readOutbox().length) return;
      const report = await flushOutbox();
      if (live && report.sent.length)
        onDelivered(
          report.sent.length > 1
            ? t('savedSentMany', { count: report.sent.length })
            : t.language === 'en'
              ? t('savedSent', { reply: report.sent[0].msg })
              : t('savedSentNoReply'),
        );
    };
    void flush();
    window.addEventListener('online', flush);
    return () => {
      live = false;
      window.removeEventListener('online', flush);
    };
  }, [onDelivered, t]);
}
