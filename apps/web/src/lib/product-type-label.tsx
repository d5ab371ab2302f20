import { productTypeKeyOfName } from "@frontalier/shared/product-type-name";
import { useTranslation } from "../i18n/use-translation";

/**
 * An article's type in the shopper's language (issue 20): the offline catalogue and the stand-in
 * retailer name types in English (`Shelving unit`), whose key the `product-types` texts translate
 * (`Étagère`). A name the table does not know (a retailer's own wording) shows as it came, as does
 * every name until the texts have arrived: they never hold up the page.
 */
export function useProductTypeLabel(): (typeName: string | null) => string | null {
  const { t } = useTranslation("product-types", { useSuspense: false });
  return (typeName) =>
    typeName
      ? t(`product-types:${productTypeKeyOfName(typeName)}`, { defaultValue: typeName })
      : null;
}

/** The type as a text node, for a place that only mounts when it is shown (a suggestion). */
export function ProductTypeName({ typeName }: { typeName: string | null }) {
  return useProductTypeLabel()(typeName);
}
