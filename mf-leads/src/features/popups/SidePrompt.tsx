/** The side prompt: a slim tab at the page edge that brings back the get-in-touch form. Not a dialog. */
export function SidePrompt({ onOpen, onDismiss }: { onOpen: () => void; onDismiss: () => void }) {
  return (
    <aside className="lead-side" aria-label="Get in touch">
      <button type="button" className="lead-side-open" aria-haspopup="dialog" onClick={onOpen}>Get in touch</button>
      <button type="button" className="lead-side-dismiss" aria-label="Hide the get in touch tab" onClick={onDismiss}>×</button>
    </aside>
  );
}
