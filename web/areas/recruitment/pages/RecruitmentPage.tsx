import { Button, Group } from "@mantine/core";
import { IconPlus } from "@tabler/icons-react";
import { useCallback, useState } from "react";
import { useSearchParams } from "react-router";
import { isSuperAdmin as isSuperAdminActor } from "../../../../shared/auth/actor";
import type { UserDto } from "../../../../shared/auth/auth.schema";
import type { JobDto } from "../../../../shared/recruitment/jobs.schema";
import { canUseRecruitment } from "../../../../shared/recruitment/recruitment.policy";
import { AccessDenied } from "../../../components/AccessDenied";
import { CompanyFilterSelect } from "../../../components/CompanyFilterSelect";
import { ListPagination } from "../../../components/ListPagination";
import { LoadError } from "../../../components/LoadError";
import { lazyDialog } from "../../../components/lazyDialog";
import { PageHeading } from "../../../components/PageHeading";
import { useCurrentUser } from "../../../lib/auth";
import { type CompanyScope, scopeFor } from "../../../lib/companyScope";
import { useClampPage } from "../../../lib/paging";
import { policyActorOf } from "../../../lib/policyActor";
import { useTimeZone } from "../../../lib/timeZone";
import { JobCardsGrid, JobCardsGridSkeleton } from "../components/JobCardsGrid";
import { JobPostingPromo } from "../components/JobPostingPromo";
import { JobsEmptyState } from "../components/JobsEmptyState";
import { SalaryCalculator } from "../components/SalaryCalculator";
import { useJobs } from "../jobs.queries";
import { jobsSearch, readJobsAddress } from "../jobsAddress";
import { JOB_TEXT } from "../jobTexts";

// Dialogs load when first opened (docs/ARCHITECTURE.md, Web).
const JobDeleteDialog = lazyDialog(
  () => import("../components/JobDeleteDialog").then((m) => m.JobDeleteDialog),
  (p) => p.job !== null,
);
const JobFormDialog = lazyDialog(() => import("../components/JobFormDialog").then((m) => m.JobFormDialog));

/** /recruitment (docs/product/recruitment.md §6.1): ADMINs and SUPER_ADMINs; an EMPLOYEE sees 'Access Denied'. */
export default function RecruitmentPage() {
  const { data: me } = useCurrentUser();
  // The protected layout renders pages only once the user is known.
  if (!me) return null;
  if (!canUseRecruitment(policyActorOf(me))) return <AccessDenied message={JOB_TEXT.accessDenied} />;
  return <JobPostings me={me} />;
}

/** Which dialog is open: none, a new job, or one job's edit. */
type FormState = { kind: "closed" } | { kind: "create" } | { kind: "edit"; job: JobDto };

function JobPostings({ me }: { me: UserDto }) {
  "use memo"; // React Compiler: a query's answer redraws only what it changed (lib/steadyQuery.ts)
  const actor = policyActorOf(me);
  const isSuperAdmin = isSuperAdminActor(actor);
  const timeZone = useTimeZone();
  // The company filter and the page live in the address, so Back from a job's page keeps them (§6.1).
  const [params, setParams] = useSearchParams();
  const { companyId: companyFilter, page } = readJobsAddress(params);
  // A SUPER_ADMIN sees 'All Companies' by default and may pick one (§1); an ADMIN their own company.
  const companyId = scopeFor(me, companyFilter);
  const setCompanyFilter = (next: CompanyScope) =>
    setParams((current) => jobsSearch(current, { companyId: next }), { replace: true });
  const setPage = useCallback(
    (next: number) => setParams((current) => jobsSearch(current, { page: next }), { replace: true }),
    [setParams],
  );
  const jobs = useJobs(companyId === null ? null : { companyId, q: "", page });
  useClampPage(page, jobs.data?.total, setPage);
  const [form, setForm] = useState<FormState>({ kind: "closed" });
  const [deleting, setDeleting] = useState<JobDto | null>(null);
  const openCreate = () => setForm({ kind: "create" });

  const body = () => {
    if (jobs.isPending) return <JobCardsGridSkeleton />;
    if (jobs.isError)
      return (
        <LoadError variant="panel" title={JOB_TEXT.loadError} lead={JOB_TEXT.listFetchFailed} query={jobs} />
      );
    const { items, total } = jobs.data;
    if (total === 0) return <JobsEmptyState onAdd={openCreate} />;
    return (
      <>
        <JobCardsGrid
          jobs={items}
          actor={actor}
          showCompany={isSuperAdmin}
          timeZone={timeZone}
          onEdit={(job) => setForm({ kind: "edit", job })}
          onDelete={setDeleting}
        />
        <ListPagination label="Job postings" page={page} total={total} onChange={setPage} />
      </>
    );
  };

  return (
    <>
      <PageHeading
        title={JOB_TEXT.pageTitle}
        description={
          isSuperAdmin ? "Job postings across the companies on the platform" : (me.companyName ?? undefined)
        }
        actions={
          <Group align="flex-end" gap="sm" w={{ base: "100%", xs: "auto" }}>
            {isSuperAdmin && <CompanyFilterSelect value={companyFilter} onChange={setCompanyFilter} />}
            <Button leftSection={<IconPlus size={16} />} onClick={openCreate}>
              {JOB_TEXT.addJob}
            </Button>
          </Group>
        }
      />
      <JobPostingPromo />
      <SalaryCalculator />
      {body()}
      <JobFormDialog
        opened={form.kind !== "closed"}
        onClose={() => setForm({ kind: "closed" })}
        job={form.kind === "edit" ? form.job : undefined}
        companyId={typeof companyId === "number" ? companyId : null}
      />
      <JobDeleteDialog job={deleting} onClose={() => setDeleting(null)} />
    </>
  );
}
