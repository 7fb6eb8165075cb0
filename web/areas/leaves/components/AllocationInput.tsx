import { NumberInput, Tooltip } from "@mantine/core";
import { useDebouncedCallback } from "@mantine/hooks";
import { useRef, useState } from "react";
import { MAX_TOTAL_LEAVES } from "../../../../shared/leaves/leaves.rules";
import type { LeaveAllocation } from "../../../../shared/leaves/leaves.schema";
import { showToast } from "../../../lib/toast";
import {
  ALLOCATION_SAVE_DELAY_MS,
  allocationError,
  OWN_ALLOCATION_LOCKED,
  parseAllocation,
} from "../leaveAllocation";
import { useSetTotalLeaves } from "../leaves.queries";
import { allocationFailedToast, allocationUpdatedToast } from "../leaveToasts";

/**
 * Update Allocation for a row the signed-in admin may change (shared `canSetLeaveAllocation`); their own
 * row gets a disabled input saying why (separation of duties: another administrator changes it).
 */
export function AllocationControl({ row, canEdit }: { row: LeaveAllocation; canEdit: boolean }) {
  if (canEdit) return <AllocationInput row={row} />;
  return (
    <Tooltip label={OWN_ALLOCATION_LOCKED} withArrow>
      {/* A disabled input gets no pointer events: the wrapper carries the tooltip. */}
      <div style={{ width: 120 }}>
        <NumberInput
          aria-label={`Update allocation for ${row.firstName} ${row.lastName}`}
          title={OWN_ALLOCATION_LOCKED}
          value={row.totalLeaves}
          disabled
          w={120}
          rightSectionWidth={28}
        />
      </div>
    </Tooltip>
  );
}

/**
 * Update Allocation: each valid edit is sent (docs/product/leave.md §6.2) once typing pauses, so a burst of
 * keystrokes makes one request and one toast; an invalid value shows inline and is not sent.
 */
export function AllocationInput({ row }: { row: LeaveAllocation }) {
  const setTotalLeaves = useSetTotalLeaves();
  // What the person typed, until the server's list shows it; null shows the server's value.
  const [draft, setDraft] = useState<number | string | null>(null);
  const editCount = useRef(0);
  const name = `${row.firstName} ${row.lastName}`;

  const save = useDebouncedCallback(
    (totalLeaves: number, edit: number) => {
      if (totalLeaves === row.totalLeaves) {
        if (edit === editCount.current) setDraft(null);
        return;
      }
      // mutateAsync, not mutate's callbacks: a save flushed as the page is left (flushOnUnmount) still
      // says how it went, and mutate drops its callbacks once the input is gone.
      setTotalLeaves.mutateAsync({ userId: row.id, totalLeaves }).then(
        // After the lists were refetched: the row now shows the saved value.
        () => {
          showToast(allocationUpdatedToast(name, totalLeaves));
          if (edit === editCount.current) setDraft(null);
        },
        (error: unknown) => {
          showToast(allocationFailedToast(error));
          if (edit === editCount.current) setDraft(null);
        },
      );
    },
    { delay: ALLOCATION_SAVE_DELAY_MS, flushOnUnmount: true },
  );

  const onChange = (value: number | string) => {
    editCount.current += 1;
    setDraft(value);
    const valid = parseAllocation(value);
    if (valid === null) save.cancel();
    else save(valid, editCount.current);
  };

  return (
    <NumberInput
      aria-label={`Update allocation for ${name}`}
      value={draft ?? row.totalLeaves}
      onChange={onChange}
      onBlur={() => save.flush()}
      error={draft === null ? undefined : allocationError(draft)}
      min={0}
      max={MAX_TOTAL_LEAVES}
      step={1}
      allowDecimal={false}
      allowNegative={false}
      clampBehavior="none"
      w={120}
      styles={{ error: { width: 240 } }}
      rightSectionWidth={28}
    />
  );
}
