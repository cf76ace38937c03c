/** Domain shapes several remotes read (spec §3). */
export interface Money {
  value: number;
  currency: string;
}

export interface SearchSuggestionProduct {
  title: string;
  price: number;
  productUrl: string;
  imageUrl: string;
  tileSize: string;
}

/** Handed from the search box to the visual-search page (base64 data URL of the shopper's photo). */
export interface VisualSearchImage {
  dataUrl: string;
  fileName: string;
}
