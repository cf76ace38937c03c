import { Dialog } from '../popups/Dialog';
import { CallbackForm } from './CallbackForm';
import { useCallbackForm, type CallbackTopic } from './useCallbackForm';

/** The callback dialog opened by the header's "Request a callback" (or any remote, over the bus). */
export function CallbackDialog({ topic, onClose }: { topic: CallbackTopic; onClose: () => void }) {
  const form = useCallbackForm(topic);
  return (
    <Dialog title={form.done ? 'Thank you!' : 'Request a callback'} kind="callback" onClose={onClose}>
      {form.done ? (
        <div className="lead-success">
          <p>{form.done}</p>
          <button type="button" className="lead-btn lead-btn--primary" onClick={onClose}>Close</button>
        </div>
      ) : (
        <>
          <p className="lead-intro">Leave your number and a tile expert will call you back.</p>
          <CallbackForm values={form.values} fieldErrors={form.fieldErrors} error={form.error} loading={form.loading}
            productName={topic.productName} onChange={form.handleChange} onSubmit={form.handleSubmit} />
        </>
      )}
    </Dialog>
  );
}
