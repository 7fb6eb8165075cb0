import { Tooltip, type TooltipProps } from "@mantine/core";
import { useMergedRef } from "@mantine/hooks";
import {
  cloneElement,
  type PointerEvent,
  type ReactElement,
  type Ref,
  useEffect,
  useRef,
  useState,
} from "react";

type Control = ReactElement<{
  ref?: Ref<HTMLElement>;
  onPointerEnter?: (event: PointerEvent<HTMLElement>) => void;
  onPointerLeave?: (event: PointerEvent<HTMLElement>) => void;
}>;

type RowTooltipProps = Omit<TooltipProps, "children" | "target" | "opened" | "defaultOpened"> & {
  children: Control;
};

/**
 * Mantine's Tooltip for a control drawn on every row or card of a list (Edit, Delete…) or on every screen
 * (the header's help button). The control renders alone; the tooltip, with its positioning hooks, mounts the
 * first time a mouse comes over it, so a table of 25 rows mounts none until one is wanted, and a page's first
 * render does not draw itself again for a tooltip nobody asked for (docs/ARCHITECTURE.md, Web). It opens while the mouse is over the
 * control and closes when it leaves or on Escape; like Mantine's, it does not open on touch or focus (the
 * control's aria-label names it).
 */
export function RowTooltip({ children, ...tooltip }: RowTooltipProps) {
  const target = useRef<HTMLElement>(null);
  const ref = useMergedRef(target, children.props.ref);
  // null until the first hover: no Tooltip is mounted before then.
  const [over, setOver] = useState<boolean | null>(null);

  useEffect(() => {
    if (!over) return;
    const dismiss = (event: KeyboardEvent) => {
      if (event.key === "Escape") setOver(false);
    };
    document.addEventListener("keydown", dismiss);
    return () => document.removeEventListener("keydown", dismiss);
  }, [over]);

  const control = cloneElement(children, {
    ref,
    onPointerEnter: (event: PointerEvent<HTMLElement>) => {
      children.props.onPointerEnter?.(event);
      if (event.pointerType === "mouse") setOver(true);
    },
    onPointerLeave: (event: PointerEvent<HTMLElement>) => {
      children.props.onPointerLeave?.(event);
      setOver((was) => (was === null ? null : false));
    },
  });
  return (
    <>
      {control}
      {over !== null && <Tooltip {...tooltip} target={target} opened={over} />}
    </>
  );
}
