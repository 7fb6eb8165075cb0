import { Group, SegmentedControl, VisuallyHidden } from "@mantine/core";
import { type ReactNode, useId } from "react";

/** One way of showing a list: its value, its name and its icon. */
export type ViewOption<V extends string> = { value: V; label: string; icon: ReactNode };

type ViewSwitchProps<V extends string> = {
  views: readonly ViewOption<V>[];
  value: V;
  onChange: (view: V) => void;
};

/**
 * The switch between the ways a list is shown (Cards / Table, Table / Board): each choice names itself
 * beside its icon, and the whole is the 'View' group for assistive technology.
 */
export function ViewSwitch<V extends string>({ views, value, onChange }: ViewSwitchProps<V>) {
  const labelId = useId();
  return (
    <>
      <VisuallyHidden id={labelId}>View</VisuallyHidden>
      <SegmentedControl
        aria-labelledby={labelId}
        value={value}
        onChange={(next) => {
          const chosen = views.find((view) => view.value === next);
          if (chosen) onChange(chosen.value);
        }}
        data={views.map((view) => ({
          value: view.value,
          label: (
            <Group gap={6} wrap="nowrap" justify="center">
              {view.icon}
              <span>{view.label}</span>
            </Group>
          ),
        }))}
      />
    </>
  );
}
