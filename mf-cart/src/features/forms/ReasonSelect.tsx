import { useId } from 'react';

export interface ReasonSelectProps {
  label: string;
  /** The first, empty choice ("Choose a reason"): the form cannot be sent until a reason is picked. */
  placeholder: string;
  reasons: string[];
}

/** A required `reason` choice from the store's list (order cancellation, signed in or as a guest). */
export function ReasonSelect({ label, placeholder, reasons }: ReasonSelectProps) {
  const id = useId();
  return (
    <>
      <label htmlFor={id}>{label}</label>
      <select id={id} name="reason" required defaultValue="">
        <option value="" disabled>
          {placeholder}
        </option>
        {reasons.map((r) => (
          <option key={r} value={r}>
            {r}
          </option>
        ))}
      </select>
    </>
  );
}
