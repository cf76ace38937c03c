import type { EmptyProps } from '@tiles/shared';
import { StoreLocator } from '../features/store-locator/StoreLocator';

/** Exposed as mf_leads/StoreLocatorPage: the /store-locator route. */
export default function StoreLocatorPage(_props: EmptyProps) {
  return <StoreLocator />;
}
