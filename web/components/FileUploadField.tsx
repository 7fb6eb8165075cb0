import { Anchor, Button, FileInput, Group, Progress, Stack, Text } from "@mantine/core";
import { IconCheck, IconFileText, IconPaperclip, IconX } from "@tabler/icons-react";
import { type ReactNode, useEffect, useRef, useState } from "react";
import { FILE_RULES, type FilePurpose } from "../../shared/files/files.schema";
import {
  acceptFor,
  fileRefusal,
  type Upload,
  UploadAbortedError,
  uploadFailureMessage,
  uploadFile,
} from "../lib/upload";

type UploadState =
  | { phase: "idle" }
  | { phase: "uploading"; file: File; percent: number }
  | { phase: "done"; file: File }
  | { phase: "failed"; file: File; message: string };

/** The words beside a file already stored: 'A CV is on file: ' and the link's 'open the CV'. */
export type StoredFileLabels = { onFile: string; open: string };

type FileUploadFieldProps = {
  /** What the file is for (docs/product/files.md §2): its size limit, its kinds and the server's words. */
  purpose: FilePurpose;
  label: string;
  /** The file picker's filter ('.pdf,.doc,.docx'); the purpose's kinds unless given. The server checks the content. */
  accept?: string;
  required?: boolean;
  /** The stored file's URL (`/api/files/…`), "" for none. */
  value: string;
  onChange: (url: string) => void;
  /** The form's message for the field ('CV file is required'). */
  error?: string;
  /** Told when an upload starts and ends, so the form can hold its submit meanwhile. */
  onUploadingChange: (uploading: boolean) => void;
  storedLabels: StoredFileLabels;
  /** The picker's icon; a document by default. */
  icon?: ReactNode;
};

/**
 * A file field of a form (a candidate's CV or intro video, a payslip document): pick a file, it uploads at
 * once through POST /api/files with a progress bar, and the field holds the stored file's URL. The size is
 * checked before sending; the server's refusal (413, 415) shows under the field. A stored file shows as a
 * link, and an optional one can be removed (the field becomes ""). Leaving the form stops an upload on its way.
 */
export function FileUploadField({
  purpose,
  label,
  accept = acceptFor(purpose),
  required = false,
  value,
  onChange,
  error,
  onUploadingChange,
  storedLabels,
  icon = <IconFileText size={16} />,
}: FileUploadFieldProps) {
  const rule = FILE_RULES[purpose];
  const [state, setState] = useState<UploadState>({ phase: "idle" });
  const upload = useRef<Upload | null>(null);
  const reportUploading = useRef(onUploadingChange);
  reportUploading.current = onUploadingChange;
  // The stored file to fall back on when a new pick is cleared or fails: the one the field started with
  // (editing), until it is removed.
  const kept = useRef(value);

  useEffect(
    () => () => {
      upload.current?.abort();
    },
    [],
  );

  const stop = () => {
    upload.current?.abort();
    upload.current = null;
  };

  const pick = (file: File | null) => {
    stop();
    if (file === null) {
      setState({ phase: "idle" });
      onChange(kept.current);
      reportUploading.current(false);
      return;
    }
    const refusal = fileRefusal(file, purpose);
    if (refusal) {
      setState({ phase: "failed", file, message: refusal });
      onChange(kept.current);
      reportUploading.current(false);
      return;
    }
    setState({ phase: "uploading", file, percent: 0 });
    reportUploading.current(true);
    const running = uploadFile(file, purpose, ({ percent }) =>
      setState((current) =>
        current.phase === "uploading" && current.file === file ? { ...current, percent } : current,
      ),
    );
    upload.current = running;
    running.done.then(
      (stored) => {
        if (upload.current !== running) return;
        upload.current = null;
        setState({ phase: "done", file });
        onChange(stored.url);
        reportUploading.current(false);
      },
      (failure: unknown) => {
        if (failure instanceof UploadAbortedError || upload.current !== running) return;
        upload.current = null;
        setState({ phase: "failed", file, message: uploadFailureMessage(failure, purpose) });
        onChange(kept.current);
        reportUploading.current(false);
      },
    );
  };

  const cancel = () => pick(null);
  const remove = () => {
    stop();
    kept.current = "";
    setState({ phase: "idle" });
    onChange("");
  };

  const file = state.phase === "idle" ? null : state.file;
  const shownError = state.phase === "failed" ? state.message : error;
  const hint = `${rule.label}, at most ${rule.maxLabel}`;

  return (
    <Stack gap={6}>
      <FileInput
        label={label}
        withAsterisk={required}
        description={hint}
        placeholder={value ? "Choose another file" : "Choose a file"}
        accept={accept}
        value={file}
        onChange={pick}
        clearable={state.phase !== "uploading"}
        leftSection={icon}
        error={shownError}
      />
      {state.phase === "uploading" && (
        <Stack gap={4} aria-live="polite">
          <Group justify="space-between" gap="xs" wrap="nowrap">
            <Text size="xs" c="dimmed" truncate>
              {`Uploading ${state.file.name}… ${state.percent}%`}
            </Text>
            <Button
              size="compact-xs"
              variant="subtle"
              color="gray"
              leftSection={<IconX size={12} />}
              onClick={cancel}
            >
              Cancel upload
            </Button>
          </Group>
          <Progress value={state.percent} animated aria-label={`${label} upload progress`} size="sm" />
        </Stack>
      )}
      {state.phase === "done" && (
        <Group gap={6} wrap="nowrap">
          <IconCheck size={14} color="var(--mantine-color-teal-6)" />
          <Text size="xs" c="teal.8" truncate>
            {`Uploaded ${state.file.name}`}
          </Text>
        </Group>
      )}
      {state.phase !== "uploading" && state.phase !== "done" && value && (
        <Group gap="xs" wrap="nowrap">
          <IconPaperclip size={14} color="var(--mantine-color-gray-6)" />
          <Text size="xs" c="dimmed">
            {storedLabels.onFile}
            <Anchor href={value} target="_blank" rel="noopener noreferrer" size="xs">
              {storedLabels.open}
            </Anchor>
          </Text>
          {!required && (
            <Button size="compact-xs" variant="subtle" color="red" onClick={remove}>
              Remove
            </Button>
          )}
        </Group>
      )}
    </Stack>
  );
}
