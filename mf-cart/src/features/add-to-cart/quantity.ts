export interface QuantityPlan {
  boxes: number;
  /** Area the boxes cover. */
  coveredSqft: number;
}

/**
 * What "Add to cart" adds for the boxes it was given (the catalogue's calculator on a product page, 1 on a card);
 * null unless a whole number of boxes ≥ 1, so a bad value never reaches the cart.
 */
export function planBoxes(boxes: number, sqftPerBox: number): QuantityPlan | null {
  if (!Number.isInteger(boxes) || boxes < 1) return null;
  return { boxes, coveredSqft: boxes * sqftPerBox };
}
