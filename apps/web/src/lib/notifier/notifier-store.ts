export const noticeKinds = ["success", "error", "warning", "info"] as const;
export type NoticeKind = (typeof noticeKinds)[number];

/** Older toasts give way beyond this, so a burst cannot cover the page. */
export const MAX_TOASTS = 5;

export interface ToastOptions {
  title?: string;
  /** Milliseconds; defaults to the toast timeout. */
  duration?: number;
}

export interface ToastItem extends ToastOptions {
  id: number;
  kind: NoticeKind;
  message: string;
}

export interface ConfirmOptions {
  message: string;
  title?: string;
}

export interface ConfirmRequest extends ConfirmOptions {
  id: number;
}

export interface ReportOptions {
  kind: NoticeKind;
  message: string;
}

export interface ReportItem extends ReportOptions {
  id: number;
}

export interface NotifierState {
  /** True from the first call on: the host loads its UI only then. */
  used: boolean;
  toasts: readonly ToastItem[];
  /** Queued; the first is on screen. */
  confirms: readonly ConfirmRequest[];
  reports: readonly ReportItem[];
}

const initialState: NotifierState = { used: false, toasts: [], confirms: [], reports: [] };

export function createNotifierStore() {
  let state = initialState;
  let nextId = 1;
  const listeners = new Set<() => void>();
  const confirmAnswers = new Map<number, (answer: boolean) => void>();
  const reportClosers = new Map<number, () => void>();

  function set(patch: Partial<NotifierState>) {
    state = { ...state, used: true, ...patch };
    for (const listener of listeners) listener();
  }

  return {
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    getState: (): NotifierState => state,

    toast(kind: NoticeKind, message: string, options: ToastOptions = {}): number {
      const id = nextId++;
      set({ toasts: [...state.toasts, { ...options, id, kind, message }].slice(-MAX_TOASTS) });
      return id;
    },
    dismissToast(id: number) {
      if (state.toasts.some((toast) => toast.id === id)) {
        set({ toasts: state.toasts.filter((toast) => toast.id !== id) });
      }
    },

    confirm(options: ConfirmOptions): Promise<boolean> {
      const id = nextId++;
      return new Promise<boolean>((resolve) => {
        confirmAnswers.set(id, resolve);
        set({ confirms: [...state.confirms, { ...options, id }] });
      });
    },
    answerConfirm(id: number, answer: boolean) {
      const resolve = confirmAnswers.get(id);
      if (!resolve) return;
      confirmAnswers.delete(id);
      set({ confirms: state.confirms.filter((request) => request.id !== id) });
      resolve(answer);
    },

    report(options: ReportOptions): Promise<void> {
      const id = nextId++;
      return new Promise<void>((resolve) => {
        reportClosers.set(id, resolve);
        set({ reports: [...state.reports, { ...options, id }] });
      });
    },
    closeReport(id: number) {
      const resolve = reportClosers.get(id);
      if (!resolve) return;
      reportClosers.delete(id);
      set({ reports: state.reports.filter((item) => item.id !== id) });
      resolve();
    },

    /** Drops everything on screen; pending confirmations answer "no". */
    clear() {
      for (const resolve of confirmAnswers.values()) resolve(false);
      for (const resolve of reportClosers.values()) resolve();
      confirmAnswers.clear();
      reportClosers.clear();
      set({ toasts: [], confirms: [], reports: [] });
    },
  };
}

export type NotifierStore = ReturnType<typeof createNotifierStore>;

/** One store for the whole app, so plain functions (not only components) can notify. */
export const notifierStore: NotifierStore = createNotifierStore();

const toastOf =
  (kind: NoticeKind) =>
  (message: string, options?: ToastOptions): number =>
    notifierStore.toast(kind, message, options);

export const notify = {
  success: toastOf("success"),
  error: toastOf("error"),
  warning: toastOf("warning"),
  info: toastOf("info"),
  dismiss: (id: number) => notifierStore.dismissToast(id),
};

/** Resolves true for 'Oui', false for 'Non', Escape or dismissal. */
export const confirm = (options: ConfirmOptions): Promise<boolean> =>
  notifierStore.confirm(options);

/** Resolves once the report has closed, by itself or by the user. */
export const report = (options: ReportOptions): Promise<void> => notifierStore.report(options);
