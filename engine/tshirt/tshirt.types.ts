/**
 * What decides whether the free T-shirt is offered.
 *
 * @public
 */
export interface TShirtOfferInputs {
  /** The visitor's browser-storage flag, set once they have registered. */
  readonly registered: boolean;
  /** The page setting; true when the page does not say. */
  readonly tShirtsAvailable?: boolean | undefined;
}

/**
 * Settings the server writes into each page.
 *
 * @public
 */
export interface TShirtPageSettings {
  /** Whether free T-shirts can still be offered. */
  readonly tShirtsAvailable: boolean;
}
