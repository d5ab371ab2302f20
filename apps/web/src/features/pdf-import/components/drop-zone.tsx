import { MAX_PDF_BYTES, MAX_PDF_PAGES } from "@frontalier/shared/pdf-import/limits";
import { IMPORT_ACCEPT } from "@frontalier/shared/pdf-import/ocr-limits";
import { Camera, FileUp } from "lucide-react";
import { type ChangeEvent, type DragEvent, useId, useRef, useState } from "react";
import { buttonClass } from "../../../components/ui/button";
import { useTranslation } from "../../../i18n/use-translation";
import { cn } from "../../../lib/cn";

/**
 * Drag a PDF or a photo onto the zone or pick one, or take a photo of a paper list: on a phone the
 * second input opens the camera (`capture`), elsewhere it picks an image like the first.
 */
export function DropZone({ disabled, onFile }: { disabled: boolean; onFile(file: File): void }) {
  const { t } = useTranslation("pdf-import");
  const inputId = useId();
  const photoId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [over, setOver] = useState(false);
  const pick = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // Cleared so that choosing the same file again (after a fix) uploads it again.
    event.target.value = "";
    if (file) onFile(file);
  };
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
        "flex flex-col items-center gap-3 rounded-2xl border-2 border-dashed p-4 text-center sm:p-8",
        over ? "border-brand bg-[var(--surface-muted)]" : "border-[var(--border)]",
      )}
    >
      <FileUp size={40} aria-hidden="true" className="text-brand" />
      <p className="text-lg font-semibold">{t("upload.drop")}</p>
      <div className="flex w-full flex-col gap-3 sm:w-auto sm:flex-row sm:justify-center">
        <label
          htmlFor={inputId}
          className={cn(buttonClass("primary", "lg"), "w-full cursor-pointer sm:w-auto")}
        >
          {t("upload.choose")}
        </label>
        <label
          htmlFor={photoId}
          className={cn(buttonClass("secondary", "lg"), "w-full cursor-pointer sm:w-auto")}
        >
          <Camera size={20} aria-hidden="true" />
          {t("upload.photo")}
        </label>
      </div>
      <input
        ref={input}
        id={inputId}
        type="file"
        accept={`${IMPORT_ACCEPT},.pdf`}
        className="sr-only"
        disabled={disabled}
        onChange={pick}
      />
      <input
        id={photoId}
        type="file"
        accept="image/*"
        capture="environment"
        className="sr-only"
        disabled={disabled}
        onChange={pick}
      />
      <p className="text-sm text-[var(--text-muted)]">
        {t("upload.limits", { size: MAX_PDF_BYTES / 1024 / 1024, pages: MAX_PDF_PAGES })}
      </p>
      <p className="text-sm text-[var(--text-muted)]">{t("upload.photoHint")}</p>
    </div>
  );
}
