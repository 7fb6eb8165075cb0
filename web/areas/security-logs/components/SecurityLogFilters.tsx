import { Button, Group, Paper, Select, SimpleGrid, TextInput } from "@mantine/core";
import { DatePickerInput } from "@mantine/dates";
import { IconCalendar, IconFilter, IconRefresh, IconSearch } from "@tabler/icons-react";
import { type FormEvent, useState } from "react";
import { LOG_LEVELS, type LogLevel } from "../../../../shared/security-logs/security-logs.schema";
import { CompanyFilterSelect } from "../../../components/CompanyFilterSelect";
import {
  type SecurityLogFilters as Filters,
  filterText,
  hasFilters,
  NO_FILTERS,
} from "../securityLogsAddress";
import { SECURITY_LOG_TEXT } from "../securityLogTexts";

const ALL_LEVELS = "";
const LEVEL_OPTIONS = [
  { value: ALL_LEVELS, label: SECURITY_LOG_TEXT.allLevels },
  ...LOG_LEVELS.map((level) => ({ value: level, label: level })),
];

type SecurityLogFiltersProps = {
  /** The filters applied now (the address's); the form starts from them. */
  applied: Filters;
  /** The viewer's today (yyyy-MM-dd): no day after it can hold an entry. */
  today: string;
  onApply: (filters: Filters) => void;
  onReset: () => void;
};

/**
 * The filters of /security-logs (security-logs.md §5): level, company, resource type, action, start and end
 * date, free text. Nothing is asked until 'Apply' (or Enter); 'Reset' clears them all. Give it a `key` of the
 * applied filters, so going Back to another address shows that address's filters.
 */
export function SecurityLogFilters({ applied, today, onApply, onReset }: SecurityLogFiltersProps) {
  const [draft, setDraft] = useState<Filters>(applied);
  const change = <K extends keyof Filters>(key: K, value: Filters[K]) =>
    setDraft((current) => ({ ...current, [key]: value }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onApply({
      ...draft,
      resourceType: filterText(draft.resourceType),
      action: filterText(draft.action),
      search: filterText(draft.search),
    });
  };

  return (
    <Paper
      component="form"
      aria-label="Security log filters"
      withBorder
      radius="lg"
      p="md"
      mb="lg"
      onSubmit={submit}
    >
      <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="sm" verticalSpacing="sm">
        <Select
          label={SECURITY_LOG_TEXT.level}
          data={LEVEL_OPTIONS}
          value={draft.level ?? ALL_LEVELS}
          onChange={(next) => change("level", next ? (next as LogLevel) : null)}
          allowDeselect={false}
        />
        <CompanyFilterSelect
          label={SECURITY_LOG_TEXT.company}
          value={draft.companyId}
          onChange={(next) => change("companyId", next)}
          w="100%"
        />
        <TextInput
          label={SECURITY_LOG_TEXT.resourceType}
          placeholder="e.g. user, leave, company"
          value={draft.resourceType}
          onChange={(event) => change("resourceType", event.currentTarget.value)}
          maxLength={100}
        />
        <TextInput
          label={SECURITY_LOG_TEXT.action}
          placeholder="e.g. LOGIN_FAILED"
          value={draft.action}
          onChange={(event) => change("action", event.currentTarget.value)}
          maxLength={100}
        />
        <DatePickerInput
          label={SECURITY_LOG_TEXT.startDate}
          placeholder="Any day"
          valueFormat="MMM DD, YYYY"
          leftSection={<IconCalendar size={16} />}
          clearable
          maxDate={draft.endDate ?? today}
          value={draft.startDate}
          onChange={(next) => change("startDate", next)}
        />
        <DatePickerInput
          label={SECURITY_LOG_TEXT.endDate}
          placeholder="Any day"
          valueFormat="MMM DD, YYYY"
          leftSection={<IconCalendar size={16} />}
          clearable
          minDate={draft.startDate ?? undefined}
          maxDate={today}
          value={draft.endDate}
          onChange={(next) => change("endDate", next)}
        />
      </SimpleGrid>
      <Group mt="sm" gap="sm" align="flex-end" wrap="wrap">
        <TextInput
          label={SECURITY_LOG_TEXT.search}
          placeholder={SECURITY_LOG_TEXT.searchPlaceholder}
          leftSection={<IconSearch size={16} />}
          value={draft.search}
          onChange={(event) => change("search", event.currentTarget.value)}
          maxLength={100}
          style={{ flex: "1 1 280px" }}
        />
        <Group gap="sm" wrap="nowrap">
          <Button type="submit" leftSection={<IconFilter size={16} />}>
            {SECURITY_LOG_TEXT.apply}
          </Button>
          <Button
            variant="default"
            leftSection={<IconRefresh size={16} />}
            onClick={() => {
              setDraft(NO_FILTERS);
              onReset();
            }}
            disabled={!hasFilters(applied) && !hasFilters(draft)}
          >
            {SECURITY_LOG_TEXT.reset}
          </Button>
        </Group>
      </Group>
    </Paper>
  );
}
