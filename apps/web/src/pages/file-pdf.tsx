import { RoutePage } from "../components/layout/route-page";
import { PdfImport } from "../features/pdf-import/components/pdf-import";
import { WithQueries } from "../lib/query-client";

/** /file-pdf, /file-pdf/upload-pdf, /upload (spec §2): the PDF import. */
export function Page() {
  return (
    <RoutePage id="filePdf">
      <WithQueries>
        <PdfImport />
      </WithQueries>
    </RoutePage>
  );
}
