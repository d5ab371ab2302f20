import { RoutePage } from "../components/layout/route-page";
import { NewsletterConfirmation } from "../features/newsletter/components/newsletter-confirmation";

/** /newsletter/success: where the confirmation link of the newsletter mail lands. */
export function Page() {
  return (
    <RoutePage id="newsletterSuccess">
      <NewsletterConfirmation />
    </RoutePage>
  );
}
