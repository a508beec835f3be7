// Heavy modules the server needs only now and then (the AWS SDK, Scalar's plugin) are loaded at their
// first use, not at start. A failed load is forgotten, so the next caller tries again.

/** `load()` once, shared by every caller; after a failure the next call loads anew. */
export const loadOnce = <T>(load: () => Promise<T>): (() => Promise<T>) => {
  let loading: Promise<T> | undefined;
  return () => {
    loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    });
    return loading;
  };
};
