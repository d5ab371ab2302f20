import { type ReactNode, useEffect, useRef } from "react";
import { Alert } from "./alert";

/**
 * Why a form was not sent, focused when it appears so that keyboard and screen-reader users land
 * on it rather than on the button they pressed. Render it only while there is a failure.
 */
export function FailureAlert({ title, children }: { title: string; children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    ref.current?.focus();
  }, []);
  return (
    <Alert ref={ref} tone="error" title={title}>
      {children}
    </Alert>
  );
}
