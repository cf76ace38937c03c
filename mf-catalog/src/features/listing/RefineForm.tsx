interface Props {
  id: string;
  /** The listing's own path: the form is sent (GET) to the page it is on. */
  action: string;
  /** Parameters the form does not set (the page's narrowing, utm_*), kept as hidden fields. */
  carried: [string, string][];
}

/**
 * The listing's filters and sort as one GET form, for a shopper whose scripts are off or not here yet: the boxes and
 * the sort list join it by their `form` attribute wherever they are drawn, and its buttons (shown only without
 * scripts) send it; the page answers with the listing they ask for. Live, each change moves the URL by itself.
 */
export function RefineForm({ id, action, carried }: Props) {
  return (
    <form id={id} method="get" action={action} hidden>
      {carried.map(([name, value], i) => (
        <input key={`${name}:${i}`} type="hidden" name={name} value={value} />
      ))}
    </form>
  );
}
