import { Button, Group, Paper, Select, SimpleGrid, TextInput } from "@mantine/core";
import { DatePickerInput } from "@mantine/dates";
import { IconCalendar, IconFilter, IconRefresh, IconSearch } from "@tabler/icons-react";
import { type FormEvent, useState } from "react";
import {
  SECURITY_LOG_ACTIONS,
  SECURITY_LOG_RESOURCE_TYPES,
  type SecurityLogAction,
  type SecurityLogResourceType,
} from "../../../../shared/security-logs/security-logs.catalogue";
import { SECURITY_LOG_SEARCH_MAX } from "../../../../shared/security-logs/security-logs.rules";
import { LOG_LEVELS, type LogLevel } from "../../../../shared/security-logs/security-logs.schema";
import { CompanyFilterSelect } from "../../../components/CompanyFilterSelect";
import {
  type SecurityLogFilters as Filters,
  hasFilters,
  NO_FILTERS,
  searchText,
} from "../securityLogsAddress";
import { SECURITY_LOG_TEXT } from "../securityLogTexts";

/** The value of each list's first choice, 'All …': no filter. */
const ANY = "";

/** A list's choices: 'All …' first, then the values as the log writes them. */
const choices = (all: string, values: readonly string[]) => [
  { value: ANY, label: all },
  ...values.map((value) => ({ value, label: value })),
];

const LEVEL_OPTIONS = choices(SECURITY_LOG_TEXT.allLevels, LOG_LEVELS);
// The catalogue of every action and resource type the server writes (security-logs.md §3): no call needed.
const RESOURCE_TYPE_OPTIONS = choices(SECURITY_LOG_TEXT.allResourceTypes, SECURITY_LOG_RESOURCE_TYPES);
const ACTION_OPTIONS = choices(SECURITY_LOG_TEXT.allActions, SECURITY_LOG_ACTIONS);

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
    onApply({ ...draft, search: searchText(draft.search) });
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
          value={draft.level ?? ANY}
          onChange={(next) => change("level", next ? (next as LogLevel) : null)}
          allowDeselect={false}
        />
        <CompanyFilterSelect
          label={SECURITY_LOG_TEXT.company}
          value={draft.companyId}
          onChange={(next) => change("companyId", next)}
          w="100%"
        />
        <Select
          label={SECURITY_LOG_TEXT.resourceType}
          data={RESOURCE_TYPE_OPTIONS}
          value={draft.resourceType ?? ANY}
          onChange={(next) => change("resourceType", next ? (next as SecurityLogResourceType) : null)}
          allowDeselect={false}
          searchable
          nothingFoundMessage={SECURITY_LOG_TEXT.nothingFound}
        />
        <Select
          label={SECURITY_LOG_TEXT.action}
          data={ACTION_OPTIONS}
          value={draft.action ?? ANY}
          onChange={(next) => change("action", next ? (next as SecurityLogAction) : null)}
          allowDeselect={false}
          searchable
          nothingFoundMessage={SECURITY_LOG_TEXT.nothingFound}
          maxDropdownHeight={320}
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
          maxLength={SECURITY_LOG_SEARCH_MAX}
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
