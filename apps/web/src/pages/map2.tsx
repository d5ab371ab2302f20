import { extractArticleCode, formatArticleCode } from "@frontalier/shared/article-code";
import { type FormEvent, useState } from "react";
import { Link, useNavigate, useSearchParams } from "react-router";
import { RoutePage } from "../components/layout/route-page";
import { Button } from "../components/ui/button";
import { TextField } from "../components/ui/text-field";
import { ArticlePriceMap } from "../features/map/components/article-price-map";
import { WishlistPriceMap } from "../features/map/components/wishlist-price-map";
import { useTranslation } from "../i18n/use-translation";
import { WithQueries } from "../lib/query-client";
import { useSession } from "../lib/session/session-store";

/**
 * /map2: the price map of an article (`?code=`, as the podium's "see on the map" links to it) or,
 * without one, of a wishlist (`?basket=`, as the wishlist links to it; else the current one), for
 * the shopper's compared countries from their home country.
 */
export function Page() {
  const [params] = useSearchParams();
  const code = extractArticleCode(params.get("code") ?? "");
  const basket = /^\d{1,9}$/.test(params.get("basket") ?? "") ? Number(params.get("basket")) : null;
  const { profile, loaded } = useSession();
  return (
    <RoutePage id="map2">
      <ArticleChooser current={code} />
      <WithQueries>
        {!loaded ? null : code ? (
          <ArticlePriceMap
            code={code}
            countries={profile?.countries.length ? profile.countries : undefined}
            home={profile?.home}
          />
        ) : profile ? (
          <WishlistPriceMap basketId={basket ?? profile.basketId} />
        ) : null}
      </WithQueries>
    </RoutePage>
  );
}

function ArticleChooser({ current }: { current: string | null }) {
  const { t } = useTranslation("map");
  const navigate = useNavigate();
  const [text, setText] = useState(current ? formatArticleCode(current) : "");
  const [error, setError] = useState<string | undefined>();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const code = extractArticleCode(text);
    if (!code) {
      setError(t("chooser.invalid"));
      return;
    }
    setError(undefined);
    navigate(`/map2?code=${formatArticleCode(code)}`);
  };
  return (
    <form
      onSubmit={submit}
      className="mb-8 flex flex-wrap items-start gap-3"
      data-testid="article-chooser"
    >
      <TextField
        label={t("chooser.label")}
        value={text}
        error={error}
        onChange={(event) => setText(event.target.value)}
        inputMode="numeric"
        className="w-60"
      />
      <Button type="submit" className="mt-7">
        {t("chooser.show")}
      </Button>
      {current && (
        <Link to="/map2" className="mt-9 text-sm underline">
          {t("chooser.wishlist")}
        </Link>
      )}
    </form>
  );
}
