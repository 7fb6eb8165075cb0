import { Group, Pagination, Text } from "@mantine/core";
import { PAGE_SIZE, pageCount } from "../lib/paging";

const CONTROL_LABELS = {
  first: "First page",
  previous: "Previous page",
  next: "Next page",
  last: "Last page",
} as const;

type ListPaginationProps = {
  /** What the rows are, for the pager's accessible name (e.g. "Employees"). */
  label: string;
  page: number;
  total: number;
  onChange: (page: number) => void;
  pageSize?: number;
};

/** The pager under a server-paged list: which rows are shown of how many, and the pages; none for one page. */
export function ListPagination({ label, page, total, onChange, pageSize = PAGE_SIZE }: ListPaginationProps) {
  const pages = pageCount(total, pageSize);
  if (pages <= 1) return null;
  const current = Math.min(page, pages);
  const first = (current - 1) * pageSize + 1;
  const last = Math.min(current * pageSize, total);
  return (
    <Group
      component="nav"
      aria-label={`${label} pages`}
      justify="space-between"
      align="center"
      gap="sm"
      mt="md"
      wrap="wrap"
    >
      <Text size="sm" c="dimmed">
        {`Showing ${first}–${last} of ${total}`}
      </Text>
      <Pagination
        total={pages}
        value={current}
        onChange={onChange}
        size="sm"
        siblings={1}
        getItemProps={(item) => ({ "aria-label": `Page ${item}` })}
        getControlProps={(control) => ({ "aria-label": CONTROL_LABELS[control] })}
      />
    </Group>
  );
}
