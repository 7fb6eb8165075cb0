import { NumberInput, type NumberInputProps } from "@mantine/core";
import {
  EFFECTIVE_HOURS_STEP,
  MAX_EFFECTIVE_HOURS,
  MIN_EFFECTIVE_HOURS,
} from "../../../../shared/attendance/attendance.rules";

/**
 * Effective Hours (docs/product/attendance.md §6.3): 0.25 to 99.99 in steps of 0.25; a larger value is capped at
 * 99.99 when the field is left (and again when the body is built).
 */
export function EffectiveHoursInput(props: NumberInputProps) {
  return (
    <NumberInput
      label="Effective Hours"
      placeholder="e.g. 8"
      min={MIN_EFFECTIVE_HOURS}
      max={MAX_EFFECTIVE_HOURS}
      step={EFFECTIVE_HOURS_STEP}
      decimalScale={2}
      clampBehavior="blur"
      allowNegative={false}
      withAsterisk
      {...props}
    />
  );
}
