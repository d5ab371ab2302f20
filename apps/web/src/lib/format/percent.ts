// Shared with the server's mails, with the true minus sign of every amount.
export { formatPercent } from "@frontalier/shared/format-number";
