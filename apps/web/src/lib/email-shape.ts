// The server checks an address for real; this only catches typos before a round trip.
const emailShape = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Whether a (trimmed) address looks like one: something@something.tld. */
export const isEmailShaped = (email: string): boolean => emailShape.test(email);
