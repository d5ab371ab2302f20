import type { ErrorCode } from "@frontalier/shared/error-codes";
import { errorTextValues } from "@frontalier/shared/error-text-values";
import { FREE_IMPORT_MAX_LINES, MAX_PDF_BYTES } from "@frontalier/shared/pdf-import/limits";
import { IMPORT_IMAGE_TYPES } from "@frontalier/shared/pdf-import/ocr-limits";
import { isPremium } from "@frontalier/shared/premium";
import { useEffect, useMemo, useReducer, useState } from "react";
import { Link, useNavigate } from "react-router";
import { Alert } from "../../../components/ui/alert";
import { buttonClass } from "../../../components/ui/button";
import { useTranslation } from "../../../i18n/use-translation";
import { ApiError } from "../../../lib/api/api-error";
import { getSession } from "../../../lib/session/session-store";
import { usePdfModels } from "../api/get-pdf-models";
import { uploadPdf } from "../api/upload-pdf";
import { loadReview, type Review, reviewReducer, saveReview, toReview } from "../review-state";
import { DropZone } from "./drop-zone";
import { ImportProgress, type Phase, phaseOf } from "./import-progress";
import { REVIEW_TITLE_ID, ReviewPanel } from "./review-panel";

interface Problem {
  code?: ErrorCode;
  message: string;
}

/** A PDF, or a photo or scan the server reads by OCR (issue 24). */
const looksReadable = (file: File) =>
  file.type === "application/pdf" ||
  (IMPORT_IMAGE_TYPES as readonly string[]).includes(file.type) ||
  /\.(pdf|jpe?g|png)$/i.test(file.name);

/**
 * Brief §4 PDF import: upload (drag and drop or picker) with its progress, then the review of
 * what was read. A refused file leaves the current review as it was.
 */
export function PdfImport() {
  const { t, i18n } = useTranslation(["pdf-import", "errors"]);
  const navigate = useNavigate();
  const models = usePdfModels(i18n.language);
  const [review, dispatch] = useReducer(
    (
      state: Review | null,
      action: Parameters<typeof reviewReducer>[1] | { type: "replace"; review: Review },
    ) => (action.type === "replace" ? action.review : state && reviewReducer(state, action)),
    null,
    loadReview,
  );
  const [phase, setPhase] = useState<Phase | null>(null);
  const [problem, setProblem] = useState<Problem | null>(null);
  // Bumped by each upload read: the review it replaces comes into view with focus on its title.
  const [arrivals, setArrivals] = useState(0);
  useEffect(() => saveReview(review), [review]);
  useEffect(() => {
    if (arrivals > 0) showReview();
  }, [arrivals]);

  const onFile = async (file: File) => {
    setProblem(null);
    if (!looksReadable(file))
      return setProblem({ code: "pdf_not_pdf", message: t("errors:pdf_not_pdf") });
    if (file.size > MAX_PDF_BYTES) {
      return setProblem({
        code: "pdf_too_large",
        message: t("errors:pdf_too_large", errorTextValues),
      });
    }
    setPhase({ step: "uploading", percent: 0 });
    try {
      const result = await uploadPdf(file, (progress) => setPhase(phaseOf(progress)));
      const next = toReview(result);
      saveReview(next);
      dispatch({ type: "replace", review: next });
      if (
        result.lines.length > FREE_IMPORT_MAX_LINES &&
        !isPremium(getSession().user?.premiumUntil)
      )
        navigate("/PaidRequired");
      else setArrivals((count) => count + 1);
    } catch (error) {
      setProblem(
        error instanceof ApiError && error.status > 0
          ? { code: error.code, message: error.message }
          : { message: t("upload.network") },
      );
    } finally {
      setPhase(null);
    }
  };

  const modelName = useMemo(
    () => models.data?.find((model) => model.id === review?.model)?.name ?? review?.model ?? "",
    [models.data, review?.model],
  );

  return (
    <div className="space-y-8">
      <section aria-labelledby="pdf-upload-title" className="grid gap-6 md:grid-cols-[2fr_1fr]">
        <div className="space-y-4">
          <h2 id="pdf-upload-title" className="text-xl font-bold">
            {review ? t("upload.another") : t("upload.title")}
          </h2>
          {problem && <ProblemAlert problem={problem} />}
          {phase ? (
            <ImportProgress phase={phase} />
          ) : (
            <DropZone disabled={phase !== null} onFile={onFile} />
          )}
        </div>
        {models.data && (
          <aside aria-labelledby="pdf-models-title" className="space-y-2 text-sm">
            <h3 id="pdf-models-title" className="font-semibold">
              {t("upload.supported")}
            </h3>
            <ul className="space-y-2">
              {models.data.map((model) => (
                <li key={model.id}>
                  <span className="font-semibold">{model.name}</span>
                  <p className="text-[var(--text-muted)]">{model.description}</p>
                </li>
              ))}
            </ul>
          </aside>
        )}
      </section>
      {review && <ReviewPanel review={review} modelName={modelName} dispatch={dispatch} />}
    </div>
  );
}

/** Scrolls the review's title under the fixed header and moves focus to it (not to `<body>`). */
function showReview() {
  const title = document.getElementById(REVIEW_TITLE_ID);
  if (!title) return;
  const reduced = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
  title.scrollIntoView({ block: "start", behavior: reduced ? "auto" : "smooth" });
  title.focus({ preventScroll: true });
}

function ProblemAlert({ problem }: { problem: Problem }) {
  const { t } = useTranslation("pdf-import");
  return (
    <Alert tone="error" title={problem.message}>
      {problem.code === "pdf_no_text" && (
        <div className="mt-2 flex flex-wrap gap-2">
          <Link to="/scanner" className={buttonClass("secondary", "sm")}>
            {t("upload.scanInstead")}
          </Link>
          <Link to="/product-code" className={buttonClass("secondary", "sm")}>
            {t("upload.typeInstead")}
          </Link>
        </div>
      )}
    </Alert>
  );
}
