import { useEffect, useRef } from 'react';

interface Props {
  /** The heading's id: the fragment the form's Post/Redirect/Get opens at. */
  id: string;
  className: string;
  title: string;
  text: string;
  another: string;
  /** The page a new, empty form is opened at without scripts. */
  path: string;
  onAnother: () => void;
}

/** Shown in place of a form once the store has it; its heading takes focus so screen readers read it. */
export function ThanksPanel({ id, className, title, text, another, path, onAnother }: Props) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <section className={className} aria-labelledby={id}>
      <h2 id={id} className="lead-sl-h2" tabIndex={-1} ref={heading}>
        {title}
      </h2>
      <p>{text}</p>
      {/* Without scripts the button opens an empty form (a GET of the page); with them the page swaps it in place. */}
      <form method="get" action={path}>
        <button
          type="submit"
          className="lead-btn"
          onClick={(e) => {
            e.preventDefault();
            onAnother();
          }}
        >
          {another}
        </button>
      </form>
    </section>
  );
}
