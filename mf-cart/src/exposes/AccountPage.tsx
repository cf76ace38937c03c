import type { EmptyProps } from '@tiles/shared';

/** Placeholder until the team's feature lands. */
export default function AccountPage(_props: EmptyProps) {
  return <div data-boundary="mf-cart"><h1>Account</h1></div>;
}
