import { useState } from "react";

/**
 * The props a dialog shows: while it is open, the ones it is given; while it fades out after closing, the
 * last ones it had open — the caller may already have cleared the record it was editing, and the form must
 * not flash empty or switch to "Add" on its way out.
 */
export function useHeldWhileClosing<P extends { opened: boolean }>(props: P): P {
  const [held, setHeld] = useState(props);
  if (props.opened && !sameProps(held, props)) setHeld(props);
  return props.opened ? props : held;
}

export function sameProps(a: object, b: object): boolean {
  const keysOfA = Object.keys(a);
  if (keysOfA.length !== Object.keys(b).length) return false;
  return keysOfA.every((key) =>
    Object.is((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key]),
  );
}
