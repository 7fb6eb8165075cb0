import { Alert, Button, EmptyState, Paper, Skeleton, Stack, Text } from "@mantine/core";
import { IconInfoCircle, IconUserPlus, IconUserSearch } from "@tabler/icons-react";
import { useState } from "react";
import { useSearchParams } from "react-router";
import type { UserDto } from "../../../../shared/auth/auth.schema";
import type { CandidateDto } from "../../../../shared/recruitment/candidates.schema";
import { canUseRecruitment, choosesJobCompany } from "../../../../shared/recruitment/recruitment.policy";
import { AccessDenied } from "../../../components/AccessDenied";
import { ListPagination } from "../../../components/ListPagination";
import { LoadError } from "../../../components/LoadError";
import { lazyDialog } from "../../../components/lazyDialog";
import { PageHeading } from "../../../components/PageHeading";
import { useCurrentUser } from "../../../lib/auth";
import { scopeFor } from "../../../lib/companyScope";
import { useClampPage, usePage } from "../../../lib/paging";
import { policyActorOf } from "../../../lib/policyActor";
import { useCompanies } from "../../companies/companies.queries";
import { type CandidatesAddress, candidatesSearch, readCandidatesAddress } from "../candidateAddress";
import { boardOverflowNote } from "../candidateBoard";
import {
  type CandidateScope,
  useCandidatesBoard,
  useCandidatesPage,
  useJobOptions,
} from "../candidates.queries";
import { CANDIDATE_TEXT } from "../candidateTexts";
import { CandidateBoard } from "../components/CandidateBoard";
import { CandidateFilters } from "../components/CandidateFilters";
import { CandidatesTable } from "../components/CandidatesTable";

// Dialogs load when first opened (docs/ARCHITECTURE.md, Web).
const CandidateDeleteDialog = lazyDialog(
  () => import("../components/CandidateDeleteDialog").then((m) => m.CandidateDeleteDialog),
  (p) => p.candidate !== null,
);
const CandidateFormDialog = lazyDialog(() =>
  import("../components/CandidateFormDialog").then((m) => m.CandidateFormDialog),
);
const CandidateCostDialog = lazyDialog(
  () => import("../components/CandidateCostDialog").then((m) => m.CandidateCostDialog),
  (p) => p.candidate !== null,
);
const CandidateHireDialog = lazyDialog(
  () => import("../components/CandidateHireDialog").then((m) => m.CandidateHireDialog),
  (p) => p.candidate !== null,
);
const CandidateVideoDialog = lazyDialog(
  () => import("../components/CandidateVideoDialog").then((m) => m.CandidateVideoDialog),
  (p) => p.candidate !== null,
);

/** /candidates: ADMINs and SUPER_ADMINs (docs/product/recruitment.md §1, §6.3); an EMPLOYEE sees 'Access Denied'. */
export default function CandidatesPage() {
  const { data: me } = useCurrentUser();
  // The protected layout renders pages only once the user is known.
  if (!me) return null;
  if (!canUseRecruitment(policyActorOf(me))) return <AccessDenied message={CANDIDATE_TEXT.accessDenied} />;
  return <CandidatesScreen me={me} />;
}

/** Which dialog is open: none, a new candidate, or one candidate's edit. */
type FormState = { kind: "closed" } | { kind: "create" } | { kind: "edit"; candidate: CandidateDto };

function CandidatesScreen({ me }: { me: UserDto }) {
  "use memo"; // React Compiler: a query's answer redraws only what it changed (lib/steadyQuery.ts)
  const actor = policyActorOf(me);
  const isSuperAdmin = choosesJobCompany(actor);
  const [params, setParams] = useSearchParams();
  const address = readCandidatesAddress(params);
  // An ADMIN's candidates are always their own company's, whatever the address says.
  const companyScope = scopeFor(me, address.companyId) ?? "all";
  const scope: CandidateScope = { companyId: companyScope, jobId: address.jobId };
  const view = address.view;
  const update = (change: Partial<CandidatesAddress>) =>
    setParams(candidatesSearch(params, change), { replace: true });

  const jobs = useJobOptions(companyScope);
  // A new company or job starts again at the first page.
  const [page, setPage] = usePage([companyScope, address.jobId]);
  const table = useCandidatesPage(view === "table" ? { ...scope, page } : null);
  useClampPage(page, table.data?.total, setPage);
  const board = useCandidatesBoard(view === "board" ? scope : null);

  const [form, setForm] = useState<FormState>({ kind: "closed" });
  const [deleting, setDeleting] = useState<CandidateDto | null>(null);
  const [playing, setPlaying] = useState<CandidateDto | null>(null);
  const [costing, setCosting] = useState<CandidateDto | null>(null);
  const [hiring, setHiring] = useState<CandidateDto | null>(null);
  const openCreate = () => setForm({ kind: "create" });
  const handlers = {
    onEdit: (candidate: CandidateDto) => setForm({ kind: "edit", candidate }),
    onDelete: setDeleting,
    onPlayVideo: setPlaying,
    onCostToHire: setCosting,
  };

  // The company a new candidate's job is picked from: the page's company, else the filtered job's.
  const filteredJob = jobs.data?.items.find((job) => job.id === address.jobId);
  const dialogCompany = typeof companyScope === "number" ? companyScope : (filteredJob?.companyId ?? null);

  // Rows of several companies say whose they are: names from the company filter's own list.
  const companies = useCompanies();
  const companyNameOf =
    isSuperAdmin && companyScope === "all"
      ? (id: number) => companies.data?.find((company) => company.id === id)?.name
      : undefined;

  const shown = view === "table" ? table : board;
  const total = shown.data?.total;

  const body = () => {
    if (shown.isPending) return <CandidatesSkeleton />;
    if (shown.isError)
      return (
        <LoadError
          variant="panel"
          title={CANDIDATE_TEXT.fetchFailed}
          lead={CANDIDATE_TEXT.loadFailed}
          query={shown}
        />
      );
    if (shown.data.total === 0 || shown.data.items.length === 0) return <CandidatesEmptyState />;
    if (view === "board") {
      const note = boardOverflowNote(shown.data.items.length, shown.data.total);
      return (
        <Stack gap="sm">
          {note && (
            <Alert color="blue" variant="light" radius="md" icon={<IconInfoCircle size={18} />}>
              {note}
            </Alert>
          )}
          <CandidateBoard
            candidates={shown.data.items}
            companyNameOf={companyNameOf}
            onJoined={setHiring}
            {...handlers}
          />
        </Stack>
      );
    }
    return (
      <>
        <CandidatesTable candidates={shown.data.items} companyNameOf={companyNameOf} {...handlers} />
        <ListPagination label="Candidates" page={page} total={shown.data.total} onChange={setPage} />
      </>
    );
  };

  return (
    <>
      <PageHeading
        title={CANDIDATE_TEXT.pageTitle}
        description={
          total === undefined
            ? (me.companyName ?? "Candidates for your jobs")
            : `${total} ${total === 1 ? "candidate" : "candidates"}${filteredJob ? ` for ${filteredJob.title}` : ""}`
        }
        actions={
          <Button leftSection={<IconUserPlus size={16} />} onClick={openCreate}>
            {CANDIDATE_TEXT.addCandidate}
          </Button>
        }
      />
      <CandidateFilters
        companyFilter={
          isSuperAdmin
            ? { value: address.companyId, onChange: (companyId) => update({ companyId }) }
            : undefined
        }
        jobs={jobs.data?.items}
        jobsLoading={jobs.isPending}
        jobsFailed={jobs.isError ? jobs : null}
        showJobCompany={isSuperAdmin && companyScope === "all"}
        jobId={address.jobId}
        onJobChange={(jobId) => update({ jobId })}
        view={view}
        onViewChange={(next) => update({ view: next })}
      />
      {body()}
      <CandidateFormDialog
        opened={form.kind !== "closed"}
        onClose={() => setForm({ kind: "closed" })}
        candidate={form.kind === "edit" ? form.candidate : undefined}
        companyId={isSuperAdmin ? dialogCompany : me.companyId}
        choosesCompany={isSuperAdmin}
        jobId={address.jobId}
        onJoined={setHiring}
      />
      <CandidateDeleteDialog candidate={deleting} onClose={() => setDeleting(null)} />
      <CandidateVideoDialog candidate={playing} onClose={() => setPlaying(null)} />
      <CandidateCostDialog candidate={costing} onClose={() => setCosting(null)} />
      <CandidateHireDialog candidate={hiring} onClose={() => setHiring(null)} />
    </>
  );
}

/** 'No candidates found. Add new candidates using the button above.' (§6.3) */
function CandidatesEmptyState() {
  return (
    <Paper withBorder radius="lg" p={{ base: "lg", sm: 48 }}>
      <EmptyState variant="light" icon={<IconUserSearch size={28} stroke={1.6} />}>
        <EmptyState.Description maw={460}>{CANDIDATE_TEXT.empty}</EmptyState.Description>
      </EmptyState>
    </Paper>
  );
}

/** Placeholder rows while the candidates load. */
function CandidatesSkeleton() {
  return (
    <Paper withBorder radius="lg" p="md" aria-busy="true" aria-label="Loading candidates">
      <Stack gap="md">
        {Array.from({ length: 6 }, (_, index) => (
          <Skeleton key={index} height={20} radius="sm" />
        ))}
      </Stack>
      <Text size="xs" c="dimmed" mt="sm">
        Loading candidates...
      </Text>
    </Paper>
  );
}
