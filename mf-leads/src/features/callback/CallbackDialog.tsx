import { Dialog } from '../../ui/Dialog';
import { dialogMessages } from '../../ui/i18n/messages';
import { CallbackForm } from './CallbackForm';
import { useCallbackForm, type CallbackTopic } from './useCallbackForm';
import { callbackMessages } from './i18n/messages';

/** The callback dialog opened by the header's "Request a callback" (or any remote, over the bus). */
export function CallbackDialog({ topic, onClose }: { topic: CallbackTopic; onClose: () => void }) {
  const t = callbackMessages.useT();
  const dialog = dialogMessages.useT();
  const form = useCallbackForm(topic);
  return (
    <Dialog title={t(form.done ? 'thankYou' : 'requestCallback')} kind="callback" onClose={onClose}>
      {form.done ? (
        <div className="lead-success">
          <p>{form.done}</p>
          <button type="button" className="lead-btn lead-btn--primary" onClick={onClose}>
            {dialog('close')}
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
