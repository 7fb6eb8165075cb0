/**
 * A promise and the function that settles it: for tests that hold one transaction open until another has
 * reached a given point (`await started.promise` here, `started.fire()` there).
 */
export function signal(): { promise: Promise<void>; fire: () => void } {
  let fire!: () => void;
  const promise = new Promise<void>((resolve) => {
    fire = resolve;
  });
  return { promise, fire };
}
