import type { InputHTMLAttributes } from 'react';

interface Props extends Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange'> {
  id: string;
  label: string;
  value: string;
  error?: string;
  hint?: string;
  onValue: (value: string) => void;
}

/** A labelled input with its message right below it, tied together for screen readers. */
export function Field({ id, label, value, error, hint, onValue, ...input }: Props) {
  const msgId = `${id}-msg`;
  return (
    <div className="cart-field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        value={value}
        onChange={(e) => onValue(e.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error || hint ? msgId : undefined}
        {...input}
      />
      {(error || hint) && (
        <p id={msgId} className={error ? 'cart-field-error' : 'cart-hint'}>
          {error ?? hint}
        </p>
      )}
    </div>
  );
}
