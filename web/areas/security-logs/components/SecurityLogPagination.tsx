import { Group, Pagination, Text } from "@mantine/core";
import { SECURITY_LOG_PAGE_SIZE } from "../../../../shared/security-logs/security-logs.rules";
import { pageCount } from "../../../lib/paging";
import { pageWindow, shownRowsText } from "../securityLogDisplay";
import { SECURITY_LOG_TEXT } from "../securityLogTexts";

type SecurityLogPaginationProps = { page: number; total: number; onChange: (page: number) => void };

/**
 * The pager of the log (security-logs.md §5, §6): first, previous, at most 5 numbered pages around the current
 * one, next, last; and which rows are shown of how many. Hidden with one page or fewer.
 */
export function SecurityLogPagination({ page, total, onChange }: SecurityLogPaginationProps) {
  const pages = pageCount(total, SECURITY_LOG_PAGE_SIZE);
  if (pages <= 1) return null;
  const current = Math.min(page, pages);
  return (
    <Group
      component="nav"
      aria-label={SECURITY_LOG_TEXT.pagerLabel}
      justify="space-between"
      align="center"
      gap="sm"
      mt="md"
      wrap="wrap"
    >
      <Text size="sm" c="dimmed">
        {shownRowsText(current, total)}
      </Text>
      <Pagination.Root total={pages} value={current} onChange={onChange} size="sm">
        <Group gap={6} wrap="nowrap">
          <Pagination.First aria-label="First page" />
          <Pagination.Previous aria-label="Previous page" />
          {pageWindow(current, pages).map((number) => (
            <Pagination.Control
              key={number}
              active={number === current}
              aria-label={`Page ${number}`}
              aria-current={number === current ? "page" : undefined}
              onClick={() => onChange(number)}
            >
              {number}
            </Pagination.Control>
          ))}
          <Pagination.Next aria-label="Next page" />
          <Pagination.Last aria-label="Last page" />
        </Group>
      </Pagination.Root>
    </Group>
  );
}
