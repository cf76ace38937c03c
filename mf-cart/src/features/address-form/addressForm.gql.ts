import { graphql } from '../../graphql';

export const INDIA_REGIONS = graphql(/* GraphQL */ `
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
