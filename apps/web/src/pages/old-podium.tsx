import { extractArticleCode } from "@frontalier/shared/article-code";
import { podiumPath } from "@frontalier/shared/route-links";
import { useEffect } from "react";
import { useNavigate, useSearchParams } from "react-router";
import { PageFallback } from "../app/layouts/page-fallback";

/** The legacy /oldpodium?code=… address: the podium of that code, or the search without one. */
export function Page() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const text = params.get("code") ?? params.get("icode") ?? "";
  const code = extractArticleCode(text);
  useEffect(() => {
    navigate(code ? podiumPath(code) : "/product-code", { replace: true });
  }, [code, navigate]);
  return <PageFallback />;
}
