import type { CallbackButtonProps } from '@tiles/shared';

/** Placeholder until the team's feature lands. */
export default function CallbackButton(_props: CallbackButtonProps) {
  return <div data-boundary="mf-leads"><button type="button">Request a callback</button></div>;
}
