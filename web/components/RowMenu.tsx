import { Menu, type MenuProps } from "@mantine/core";
import { useMergedRef } from "@mantine/hooks";
import {
  cloneElement,
  type MouseEvent,
  type ReactElement,
  type ReactNode,
  type Ref,
  useLayoutEffect,
  useRef,
  useState,
} from "react";

type Control = ReactElement<{ ref?: Ref<HTMLElement>; onClick?: (event: MouseEvent<HTMLElement>) => void }>;

type RowMenuProps = Omit<MenuProps, "children" | "opened" | "defaultOpened" | "onChange"> & {
  /** The button that opens the menu (an ActionIcon with an aria-label). */
  target: Control;
  /** The menu's items, labels and dividers. */
  children: ReactNode;
};

/**
 * Mantine's Menu for a button drawn on every row or card of a list. Until the button is first pressed it
 * renders alone (announced as a menu button), so a table of 25 rows mounts no menu and none of its
 * positioning hooks (docs/ARCHITECTURE.md, Web). The first press mounts the menu closed around a new copy of
 * the button, gives that copy the focus and opens it, so the menu's focus handling (into the items, back to
 * the button on close) works from the first time; after that it is Mantine's Menu.
 */
export function RowMenu({ target, children, ...menu }: RowMenuProps) {
  // null: never opened, no Menu mounted; "opening": mounted closed for the one render before it opens.
  const [opened, setOpened] = useState<boolean | "opening" | null>(null);
  const button = useRef<HTMLElement>(null);
  const ref = useMergedRef(button, target.props.ref);

  useLayoutEffect(() => {
    if (opened !== "opening") return;
    button.current?.focus();
    setOpened(true);
  }, [opened]);

  if (opened === null) {
    return cloneElement(target, {
      "aria-haspopup": "menu",
      "aria-expanded": false,
      onClick: (event: MouseEvent<HTMLElement>) => {
        target.props.onClick?.(event);
        setOpened("opening");
      },
    } as Partial<Control["props"]>);
  }
  return (
    <Menu {...menu} opened={opened === true} onChange={setOpened}>
      <Menu.Target>{cloneElement(target, { ref })}</Menu.Target>
      <Menu.Dropdown>{children}</Menu.Dropdown>
    </Menu>
  );
}
