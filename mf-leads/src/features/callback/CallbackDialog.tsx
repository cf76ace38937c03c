import { Dialog } from '../popups/Dialog';
import { CallbackForm } from './CallbackForm';
import { useCallbackForm, type CallbackTopic } from './useCallbackForm';
import { popupMessages } from '../popups/i18n/messages';

/** The callback dialog opened by the header's "Request a callback" (or any remote, over the bus). */
export function CallbackDialog({ topic, onClose }: { topic: CallbackTopic; onClose: () => void }) {
  const t = popupMessages.useT();
  const form = useCallbackForm(topic);
  return (
    <Dialog title={t(form.done ? 'thankYou' : 'requestCallback')} kind="callback" onClose={onClose}>
      {form.done ? (
        <div className="lead-success">
          <p>{form.done}</p>
          <button type="button" className="lead-btn lead-btn--primary" onClick={onClose}>
            {t('close')}
          </button>
        </div>
      ) : (
        <>
          <p className="lead-intro">{t('callbackIntro')}</p>
          <CallbackForm
            values={form.values}
            fieldErrors={form.fieldErrors}
            error={form.error}
            loading={form.loading}
            productName={topic.productName}
            onChange={form.handleChange}
            onSubmit={form.handleSubmit}
          />
        </>
      )}
    </Dialog>
  );
}
