import { lazy, Suspense, useSyncExternalStore } from "react";
import { notifierStore } from "./notifier-store";

// Radix Toast/AlertDialog/Dialog stay out of the initial bundle until the first notification.
const NotifierUi = lazy(() =>
  import("./notifier-ui").then((module) => ({ default: module.NotifierUi })),
);

const isUsed = () => notifierStore.getState().used;

/** Mount once in the app shell. */
export function NotifierHost() {
  const used = useSyncExternalStore(notifierStore.subscribe, isUsed, () => false);
  if (!used) return null;
  return (
    <Suspense fallback={null}>
      <NotifierUi store={notifierStore} />
    </Suspense>
  );
}
