/** 120 KiB of gzipped JavaScript on a first visit. */
export const INITIAL_JS_TARGET_GZIP_BYTES = 122_880;

export const PERFORMANCE_TARGET_SCORE = 0.95;

export const ACCESSIBILITY_TARGET_SCORE = 1;
