import type { EditForm, EditOutcome } from './useAccountEdits';

/**
 * The last save's answer inside its own form: a live status for "saved", an alert for a refusal. The status region
 * is always there, so screen readers announce the sentence when it appears.
 */
export function EditOutcomeMessage({ outcome, form }: { outcome: EditOutcome | null; form: EditForm }) {
  const mine = outcome?.form === form ? outcome : null;
  return (
    <>
      <div role="status">{mine?.saved && <p className="cart-message">{mine.text}</p>}</div>
      {mine && !mine.saved && (
        <p className="cart-message cart-message--error" role="alert">
          {mine.text}
        </p>
      )}
    </>
  );
}
