import { MAX_PDF_BYTES, MAX_PDF_PAGES } from "@frontalier/shared/pdf-import/limits";
import { FileUp } from "lucide-react";
import { type DragEvent, useId, useRef, useState } from "react";
import { buttonClass } from "../../../components/ui/button";
import { useTranslation } from "../../../i18n/use-translation";
import { cn } from "../../../lib/cn";

/** Drag a PDF onto the zone or pick one; the zone is one big label for the hidden file input. */
export function DropZone({ disabled, onFile }: { disabled: boolean; onFile(file: File): void }) {
  const { t } = useTranslation("pdf-import");
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [over, setOver] = useState(false);
  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setOver(false);
    const file = event.dataTransfer.files[0];
    if (file && !disabled) onFile(file);
  };
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: dropping is the mouse's shortcut; the labelled file input inside is the keyboard's way.
    <div
      data-testid="pdf-drop-zone"
      onDragOver={(event) => {
        event.preventDefault();
        setOver(true);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={onDrop}
      className={cn(
        "flex flex-col items-center gap-3 rounded-2xl border-2 border-dashed p-8 text-center",
        over ? "border-brand bg-[var(--surface-muted)]" : "border-[var(--border)]",
      )}
    >
      <FileUp size={40} aria-hidden="true" className="text-brand" />
      <p className="text-lg font-semibold">{t("upload.drop")}</p>
      <label htmlFor={inputId} className={cn(buttonClass("primary", "lg"), "cursor-pointer")}>
        {t("upload.choose")}
      </label>
      <input
        ref={input}
        id={inputId}
        type="file"
        accept="application/pdf,.pdf"
        className="sr-only"
        disabled={disabled}
        onChange={(event) => {
          const file = event.target.files?.[0];
          // Cleared so that choosing the same file again (after a fix) uploads it again.
          event.target.value = "";
          if (file) onFile(file);
        }}
      />
      <p className="text-sm text-[var(--text-muted)]">
        {t("upload.limits", { size: MAX_PDF_BYTES / 1024 / 1024, pages: MAX_PDF_PAGES })}
      </p>
    </div>
  );
}
