import type { EmptyProps } from '@tiles/shared';
import { StoreLocator } from '../features/store-locator/StoreLocator';

/** The /store-locator route. */
export default function StoreLocatorPage(_props: EmptyProps) {
  return <StoreLocator />;
}
