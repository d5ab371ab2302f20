// Shared with the server's mails: one date formatter for the whole product.
export { formatDate, formatLongDate } from "@frontalier/shared/format-date";
