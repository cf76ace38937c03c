import { typedDocument } from '@tiles/shared';
import type { MfCartIndiaRegionsQuery, MfCartIndiaRegionsQueryVariables } from '../../gql/graphql';

export const INDIA_REGIONS = typedDocument<MfCartIndiaRegionsQuery, MfCartIndiaRegionsQueryVariables>(/* GraphQL */ `
  query MfCartIndiaRegions {
    country(id: "IN") {
      id
      available_regions {
        id
        code
        name
      }
    }
  }
`);
