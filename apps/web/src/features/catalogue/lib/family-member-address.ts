/**
 * Decision 045: whether the podium counts member prices. The address's `member` where it has it
 * (a shared link shows what its sender saw), the profile's saved choice otherwise.
 */
export function familyMemberOf(search: URLSearchParams, saved: boolean | undefined): boolean {
  const member = search.get("member");
  return member === "1" ? true : member === "0" ? false : (saved ?? false);
}

/** The address once the shopper changed the toggle, the rest kept. */
export function withFamilyMember(previous: URLSearchParams, member: boolean): URLSearchParams {
  const params = new URLSearchParams(previous);
  params.set("member", member ? "1" : "0");
  return params;
}
