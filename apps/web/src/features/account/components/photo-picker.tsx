import { ImageUp, Trash2 } from "lucide-react";
import { useId, useRef, useState } from "react";
import { Avatar } from "../../../components/ui/avatar";
import { Button } from "../../../components/ui/button";
import { useTranslation } from "../../../i18n/use-translation";
import { cn } from "../../../lib/cn";
import { type PhotoChange, photoPreview } from "../photo-change";
import { acceptedPhotoTypes, isAcceptedPhotoType, PHOTO_SIZE, resizePhoto } from "../resize-photo";

/** Choose (button or drop) a photo; it is resized here and shown before saving. */
export function PhotoPicker({
  current,
  change,
  onChange,
  firstName,
  lastName,
}: {
  current: string | null;
  change: PhotoChange;
  onChange: (change: PhotoChange) => void;
  firstName: string;
  lastName: string;
}) {
  const { t } = useTranslation("account");
  const inputRef = useRef<HTMLInputElement>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [dragging, setDragging] = useState(false);
  const [busy, setBusy] = useState(false);
  const hintId = useId();
  const preview = photoPreview(current, change);

  async function take(file: File | undefined) {
    if (!file) return;
    setProblem(null);
    if (!isAcceptedPhotoType(file.type)) {
      setProblem(t("photo.wrongType"));
      return;
    }
    setBusy(true);
    try {
      onChange({ kind: "set", dataUrl: await resizePhoto(file) });
    } catch {
      setProblem(t("photo.unreadable"));
    } finally {
      setBusy(false);
    }
  }

  return (
    // Dropping a file is a shortcut; the button does the same by keyboard.
    <fieldset
      className="space-y-3"
      onDragOver={(event) => {
        event.preventDefault();
        setDragging(true);
      }}
      onDragLeave={() => setDragging(false)}
      onDrop={(event) => {
        event.preventDefault();
        setDragging(false);
        void take(event.dataTransfer.files[0]);
      }}
    >
      <legend className="text-sm font-semibold">{t("photo.legend")}</legend>
      <div
        className={cn(
          "flex flex-col items-center gap-4 rounded-xl border-2 border-dashed p-4 sm:flex-row",
          dragging ? "border-brand bg-brand-soft" : "border-[var(--border)]",
        )}
        data-testid="photo-drop-zone"
      >
        <Avatar photo={preview} firstName={firstName} lastName={lastName} size="lg" />
        <div className="flex flex-1 flex-col items-center gap-2 sm:items-start">
          <p className="text-sm">{t("photo.drop")}</p>
          <div className="flex flex-wrap gap-2">
            <Button
              variant="secondary"
              size="sm"
              onClick={() => inputRef.current?.click()}
              loading={busy}
              aria-describedby={hintId}
            >
              <ImageUp size={16} aria-hidden="true" />
              {t("photo.choose")}
            </Button>
            {preview && (
              <Button variant="ghost" size="sm" onClick={() => onChange({ kind: "remove" })}>
                <Trash2 size={16} aria-hidden="true" />
                {t("photo.remove")}
              </Button>
            )}
            {change.kind !== "keep" && current !== null && (
              <Button variant="ghost" size="sm" onClick={() => onChange({ kind: "keep" })}>
                {t("photo.undo")}
              </Button>
            )}
          </div>
          <p id={hintId} className="text-xs text-[var(--text-muted)]">
            {t("photo.hint", { size: PHOTO_SIZE })}
          </p>
        </div>
        <input
          ref={inputRef}
          type="file"
          accept={acceptedPhotoTypes.join(",")}
          hidden
          data-testid="photo-input"
          onChange={(event) => {
            void take(event.target.files?.[0]);
            event.target.value = "";
          }}
        />
      </div>
      {problem && (
        <p role="alert" className="text-sm font-medium text-danger">
          {problem}
        </p>
      )}
      {change.kind === "set" && (
        <p role="status" className="text-sm text-[var(--text-muted)]">
          {t("photo.ready")}
        </p>
      )}
    </fieldset>
  );
}
