import { Link } from "react-router";
import { useTranslation } from "../../../i18n/use-translation";

/**
 * Long translated text (help, privacy policy, terms of use): each section is `<prefix>.<id>.title`
 * and `<prefix>.<id>.body`, whose paragraphs are separated by blank lines and whose lines
 * starting with "- " make a list.
 */
export function ProseSections({
  namespace,
  prefix,
  sections,
  values,
  links = {},
}: {
  namespace: string;
  prefix: string;
  sections: readonly string[];
  values?: Record<string, string | number>;
  /** Links shown under a section's text, by section id: the screens it explains. */
  links?: Partial<Record<string, readonly { to: string; label: string }[]>>;
}) {
  const { t } = useTranslation(namespace);
  return (
    <div className="max-w-3xl space-y-8">
      <nav aria-label={t(`${prefix}.contents`)}>
        <ul className="flex flex-wrap gap-x-4 gap-y-1 text-sm">
          {sections.map((id) => (
            <li key={id}>
              <a href={`#${id}`} className="text-brand underline underline-offset-2">
                {t(`${prefix}.${id}.title`, values)}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      {sections.map((id) => (
        <section
          key={id}
          id={id}
          aria-labelledby={`${id}-title`}
          className="scroll-mt-28 space-y-3"
        >
          <h2 id={`${id}-title`} className="text-xl font-bold">
            {t(`${prefix}.${id}.title`, values)}
          </h2>
          {blocks(t(`${prefix}.${id}.body`, values)).map((block) =>
            Array.isArray(block) ? (
              <ul key={block.join()} className="list-disc space-y-1 pl-6">
                {block.map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </ul>
            ) : (
              <p key={block}>{block}</p>
            ),
          )}
          {links[id] && (
            <ul className="flex flex-wrap gap-x-6 gap-y-1">
              {links[id].map((link) => (
                <li key={link.to}>
                  <Link
                    to={link.to}
                    className="inline-flex min-h-10 items-center font-semibold text-brand underline underline-offset-2"
                  >
                    {link.label}
                  </Link>
                </li>
              ))}
            </ul>
          )}
        </section>
      ))}
    </div>
  );
}

/** Paragraphs, and runs of "- " lines as lists. */
function blocks(text: string): (string | string[])[] {
  return text.split(/\n\s*\n/).map((paragraph) => {
    const lines = paragraph.split("\n").map((line) => line.trim());
    return lines.every((line) => line.startsWith("- "))
      ? lines.map((line) => line.slice(2))
      : lines.join(" ");
  });
}
