import { LeadForm } from '../lead-form/LeadForm';
import { useLeadForm } from '../lead-form/useLeadForm';
import type { SubmitOutcome } from '../lead-outbox/useLeadSubmit';
import { Dialog } from '../../ui/Dialog';

interface Props {
  title: string;
  intro: string;
  source: string;
  kind: string;
  onClose: () => void;
  onOutcome: (outcome: SubmitOutcome) => void;
}

/** The get-in-touch popup (also the time-based one): the lead form in a dialog. */
export function GetInTouchPopup({ title, intro, source, kind, onClose, onOutcome }: Props) {
  const form = useLeadForm(source, onOutcome);
  return (
    <Dialog title={title} kind={kind} onClose={onClose}>
      <p className="lead-intro">{intro}</p>
      <LeadForm values={form.values} error={form.error} loading={form.loading} onChange={form.handleChange} onSubmit={form.handleSubmit} />
    </Dialog>
  );
}
