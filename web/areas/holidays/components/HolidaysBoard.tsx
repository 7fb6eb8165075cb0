import { Button, Group, SimpleGrid, Text } from "@mantine/core";
import { IconPlus } from "@tabler/icons-react";
import { useState } from "react";
import { useSearchParams } from "react-router";
import { isSuperAdmin as isSuperAdminActor } from "../../../../shared/auth/actor";
import type { UserDto } from "../../../../shared/auth/auth.schema";
import { canManageHolidays } from "../../../../shared/holidays/holidays.policy";
import type { HolidayDto } from "../../../../shared/holidays/holidays.schema";
import { CompanyFilterSelect } from "../../../components/CompanyFilterSelect";
import { LoadError } from "../../../components/LoadError";
import { lazyDialog } from "../../../components/lazyDialog";
import { PageHeading } from "../../../components/PageHeading";
import { policyActorOf } from "../../../lib/policyActor";
import { useToday } from "../../../lib/timeZone";
import { showToast } from "../../../lib/toast";
import { useCompanies } from "../../companies/companies.queries";
import { holidayCompanyId } from "../holidayAccess";
import { sortHolidaysForDisplay } from "../holidayOrder";
import { useDeleteHoliday, useHolidays } from "../holidays.queries";
import { HOLIDAY_TEXT, holidayDeletedToast, holidayDeleteFailedToast } from "../holidayToasts";
import { HolidayCard } from "./HolidayCard";
import { HolidayCardSkeletons } from "./HolidayCardSkeletons";
import { HolidaysEmptyState } from "./HolidaysEmptyState";

// Dialogs load when first opened (docs/ARCHITECTURE.md, Web).
const HolidayFormDialog = lazyDialog(() => import("./HolidayFormDialog").then((m) => m.HolidayFormDialog));

/** Which dialog is open: none, a new holiday, or one holiday's edit. */
type FormState = { kind: "closed" } | { kind: "create" } | { kind: "edit"; holiday: HolidayDto };

const GRID_COLS = { base: 1, sm: 2, lg: 3 };
/** The address keeps a SUPER_ADMIN's chosen company, so a link (from settings) can open it. */
const COMPANY_PARAM = "companyId";

/**
 * /holidays (docs/product/holidays.md §5): the company's holidays as cards by date; its ADMIN and any SUPER_ADMIN add,
 * edit and delete them, an EMPLOYEE reads. A SUPER_ADMIN picks the company (the first by default).
 */
export function HolidaysBoard({ me }: { me: UserDto }) {
  "use memo"; // React Compiler: a query's answer redraws only what it changed (lib/steadyQuery.ts)
  const actor = policyActorOf(me);
  const isSuperAdmin = isSuperAdminActor(actor);
  const [params, setParams] = useSearchParams();
  const picked = Number(params.get(COMPANY_PARAM)) || null;
  const companies = useCompanies();
  const companyId = holidayCompanyId(me, picked, companies.data);
  const holidays = useHolidays(companyId);
  const deleteHoliday = useDeleteHoliday();
  const [form, setForm] = useState<FormState>({ kind: "closed" });
  const canManage = companyId !== null && canManageHolidays(actor, companyId);
  const today = useToday();
  const openCreate = () => setForm({ kind: "create" });

  const pickCompany = (id: number) => setParams({ [COMPANY_PARAM]: String(id) }, { replace: true });

  const confirmDelete = (holiday: HolidayDto) => {
    if (!window.confirm(HOLIDAY_TEXT.confirmDelete)) return;
    deleteHoliday.mutate(
      { id: holiday.id, companyId: holiday.companyId },
      {
        onSuccess: () => showToast(holidayDeletedToast()),
        onError: (error) => showToast(holidayDeleteFailedToast(error)),
      },
    );
  };

  const companyName = isSuperAdmin
    ? companies.data?.find((company) => company.id === companyId)?.name
    : me.companyName;

  const body = () => {
    if (isSuperAdmin && companies.isError)
      return <LoadError title="Could not load companies" query={companies} />;
    if (isSuperAdmin && companies.data?.length === 0)
      return <Text c="dimmed">There are no companies on the platform yet.</Text>;
    // Someone outside any company has no holidays to read.
    if (companyId === null && !isSuperAdmin)
      return <HolidaysEmptyState canManage={false} onAdd={openCreate} />;
    if (companyId === null || holidays.isPending)
      return (
        <SimpleGrid cols={GRID_COLS} spacing="md" aria-busy="true" aria-label="Loading holidays">
          <HolidayCardSkeletons />
        </SimpleGrid>
      );
    if (holidays.isError) return <LoadError title="Could not load holidays" query={holidays} />;
    if (holidays.data.length === 0) return <HolidaysEmptyState canManage={canManage} onAdd={openCreate} />;
    return (
      <SimpleGrid cols={GRID_COLS} spacing="md">
        {sortHolidaysForDisplay(holidays.data, today).map((holiday) => (
          <HolidayCard
            key={holiday.id}
            holiday={holiday}
            today={today}
            canManage={canManage}
            onEdit={(target) => setForm({ kind: "edit", holiday: target })}
            onDelete={confirmDelete}
            deleting={deleteHoliday.isPending && deleteHoliday.variables?.id === holiday.id}
          />
        ))}
      </SimpleGrid>
    );
  };

  return (
    <>
      <PageHeading
        title={HOLIDAY_TEXT.pageTitle}
        description={companyName ?? "Days your company is closed."}
        actions={
          <Group align="flex-end" gap="sm" w={{ base: "100%", xs: "auto" }}>
            {isSuperAdmin && (
              <CompanyFilterSelect
                label="Company"
                withAll={false}
                placeholder="Select a company"
                value={companyId}
                onChange={(id) => id !== "all" && pickCompany(id)}
              />
            )}
            {canManage && (
              <Button leftSection={<IconPlus size={16} />} onClick={openCreate}>
                {HOLIDAY_TEXT.addHoliday}
              </Button>
            )}
          </Group>
        }
      />
      {body()}
      {companyId !== null && (
        <HolidayFormDialog
          opened={form.kind !== "closed"}
          onClose={() => setForm({ kind: "closed" })}
          companyId={companyId}
          holiday={form.kind === "edit" ? form.holiday : undefined}
        />
      )}
    </>
  );
}
