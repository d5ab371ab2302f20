/**
 * Issue 25, member prices (docs/decisions/045-member-prices.md): the retailer shows some prices
 * to its loyalty club's members only (IKEA Family). The one place that says which price a shopper
 * pays for an article in a country; the podium and the wishlist comparison both ask it.
 */

/** A member price worth showing: one below the shelf price, in the same currency. */
export const isMemberSaving = (
  shelfMinor: number | null,
  memberMinor: number | null | undefined,
): memberMinor is number =>
  shelfMinor !== null &&
  memberMinor !== null &&
  memberMinor !== undefined &&
  memberMinor > 0 &&
  memberMinor < shelfMinor;

/** The price a shopper pays: the member price for a member where it is lower, else the shelf price. */
export function pricePaid(
  shelfMinor: number,
  memberMinor: number | null | undefined,
  familyMember: boolean,
): number {
  return familyMember && isMemberSaving(shelfMinor, memberMinor) ? memberMinor : shelfMinor;
}
