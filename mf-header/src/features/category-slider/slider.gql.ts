import { graphql } from '../../graphql';
import type { HeaderCategorySliderQuery } from '../../gql/graphql';

/** The spec's eleven slider categories (§2, §9), in order; names and images come from the backend. */
export const SLIDER_CATEGORIES = [
  { key: 'floor-tiles', alias: 'floor' },
  { key: 'wall-tiles', alias: 'wall' },
  { key: 'bathroom-tiles', alias: 'bathroom' },
  { key: 'kitchen-tiles', alias: 'kitchen' },
  { key: 'room-tiles', alias: 'room' },
  { key: 'marble-tiles', alias: 'marble' },
  { key: 'wooden-tiles', alias: 'wooden' },
  { key: 'vitrified-tiles', alias: 'vitrified' },
  { key: 'ceramic-tiles', alias: 'ceramic' },
  { key: 'cool-tiles', alias: 'cool' },
  { key: 'large-tiles', alias: 'large' },
] as const;

export type SliderAlias = (typeof SLIDER_CATEGORIES)[number]['alias'];

/**
 * One request: the categories (localised names, paths) and a few products of each, whose images picture the
 * category. Several products per category let the slider avoid showing the same tile twice.
 */
export const SLIDER_QUERY = graphql(/* GraphQL */ `
  query HeaderCategorySlider($keys: [String]) {
    categories(filters: { url_key: { in: $keys } }, pageSize: 20) {
      items {
        uid
        name
        url_key
        url_path
      }
    }
    floor: products(filter: { category_url_path: { eq: "tiles/floor-tiles" } }, pageSize: 6) {
      ...HeaderSliderImages
    }
    wall: products(filter: { category_url_path: { eq: "tiles/wall-tiles" } }, pageSize: 6) {
      ...HeaderSliderImages
    }
    bathroom: products(filter: { category_url_path: { eq: "tiles/bathroom-tiles" } }, pageSize: 6) {
      ...HeaderSliderImages
    }
    kitchen: products(filter: { category_url_path: { eq: "tiles/kitchen-tiles" } }, pageSize: 6) {
      ...HeaderSliderImages
    }
    room: products(filter: { category_url_path: { eq: "tiles/room-tiles" } }, pageSize: 6) {
      ...HeaderSliderImages
    }
    marble: products(filter: { category_url_path: { eq: "tiles/marble-tiles" } }, pageSize: 6) {
      ...HeaderSliderImages
    }
    wooden: products(filter: { category_url_path: { eq: "tiles/wooden-tiles" } }, pageSize: 6) {
      ...HeaderSliderImages
    }
    vitrified: products(filter: { category_url_path: { eq: "tiles/vitrified-tiles" } }, pageSize: 6) {
      ...HeaderSliderImages
    }
    ceramic: products(filter: { category_url_path: { eq: "tiles/ceramic-tiles" } }, pageSize: 6) {
      ...HeaderSliderImages
    }
    cool: products(filter: { category_url_path: { eq: "tiles/cool-tiles" } }, pageSize: 6) {
      ...HeaderSliderImages
    }
    large: products(filter: { category_url_path: { eq: "tiles/large-tiles" } }, pageSize: 6) {
      ...HeaderSliderImages
    }
  }
  fragment HeaderSliderImages on Products {
    items {
      sku
      small_image {
        url
      }
    }
  }
`);

export type SliderQueryData = HeaderCategorySliderQuery;
