/**
 * Whether the session has premium (brief §4: PDF imports over 30 lines are premium). Premium
 * does not exist yet: issue 9 (billing) provides the real answer; until then nobody has it.
 */
export const isPremium = (): boolean => false;
