import type { EmptyProps } from '@tiles/shared';

/** Placeholder until the team's feature lands. */
export default function PopupHost(_props: EmptyProps) {
  return <div data-boundary="mf-leads"></div>;
}
