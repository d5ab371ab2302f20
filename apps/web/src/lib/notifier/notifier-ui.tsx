import { useSyncExternalStore } from "react";
import { ConfirmDialog } from "./confirm-dialog";
import type { NotifierStore } from "./notifier-store";
import { ReportDialog } from "./report-dialog";
import { ToastList } from "./toast-list";

export function NotifierUi({ store }: { store: NotifierStore }) {
  const state = useSyncExternalStore(store.subscribe, store.getState, store.getState);
  const [confirmRequest] = state.confirms;
  const [reportItem] = state.reports;
  return (
    <>
      <ToastList toasts={state.toasts} onDismiss={store.dismissToast} />
      {confirmRequest && (
        <ConfirmDialog
          key={confirmRequest.id}
          request={confirmRequest}
          onAnswer={(answer) => store.answerConfirm(confirmRequest.id, answer)}
        />
      )}
      {reportItem && (
        <ReportDialog
          key={reportItem.id}
          item={reportItem}
          onClose={() => store.closeReport(reportItem.id)}
        />
      )}
    </>
  );
}
