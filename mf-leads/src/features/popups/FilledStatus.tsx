/** Shown in the page flow (above the footer) while a filled form keeps popups away. */
export function FilledStatus({ days, hours, onReset }: { days: number; hours: number; onReset: () => void }) {
  const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;
  return (
    <section className="lead-filled" aria-label="Your request">
      <p>
        Thanks — we have your details and a tile expert will call you soon. We won’t show you offers for the next{' '}
        <strong data-testid="lead-remaining">{plural(days, 'day')} {plural(hours, 'hour')}</strong>.
      </p>
      <button type="button" className="lead-btn lead-btn--link" onClick={onReset}>Show offers again</button>
    </section>
  );
}
