import { RoutePage } from "../components/layout/route-page";
import { FaqList } from "../features/faq/components/faq-list";
import { WithQueries } from "../lib/query-client";

/** /faq: the questions of `GET /api/get-faq-list-question`, searchable. */
export function Page() {
  return (
    <RoutePage id="faq">
      <WithQueries>
        <FaqList />
      </WithQueries>
    </RoutePage>
  );
}
