/**
 * `promise`'s value, or what `onLate` returns once `ms` have passed (if `onLate` throws, the result rejects with
 * that error). The timer never outlives the answer. The one timeout helper: the remote loader
 * and the server renders (null, or a fallback value) all race with it.
 */
export function withTimeout<T, L>(promise: Promise<T>, ms: number, onLate: () => L): Promise<T | L> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<L>((resolve, reject) => {
    timer = setTimeout(() => {
      try {
        resolve(onLate());
      } catch (error) {
        reject(error);
      }
    }, ms);
  });
  return Promise.race([promise, late]).finally(() => clearTimeout(timer));
}
