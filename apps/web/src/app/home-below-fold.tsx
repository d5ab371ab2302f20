import PlansSection from "../features/billing/plans-section";
import { ContactForm } from "../features/contact/components/contact-form";
import { NewsletterForm } from "../features/newsletter/components/newsletter-form";

export type BelowFoldSection = "abonnement" | "newsletter" | "contact";

/**
 * The home page's sections far below the fold (spec §2 anchors): the plans, the newsletter form
 * and the contact form, in one chunk the home page loads when one of them nears the viewport.
 */
export default function HomeBelowFold({ section }: { section: BelowFoldSection }) {
  if (section === "abonnement") return <PlansSection />;
  return section === "newsletter" ? <NewsletterForm /> : <ContactForm />;
}
